import type { bookingApiPaths } from './booking-paths.js';
import type { customerApiPaths } from './customer-paths.js';

/** Every API path, spelled exactly as existing clients call them, typos included: never correct one. */
export const apiPaths = {
  startToken: '/api/v1/tokenGenrate/JWTToken',
  signup: '/api/v1/restaurant/auth/signuprestaurant',
  activate: '/api/v1/restaurant/auth/activate',
  login: '/api/v1/restaurant/auth/loginrestraurant',
  resendOtp: '/api/v1/restaurant/auth/reSendOtpForRestro',
  forgotPassword: '/api/v1/restaurant/auth/forgotPassResto',
  resetPassword: '/api/v1/restaurant/auth/forgotPassUpdateResto',
  logout: '/api/v1/restaurant/auth/logout',
  /** An invited team member sets a password with the code sent to their phone (no token). */
  acceptInvite: '/api/v1/restaurant/auth/acceptInvite',
  changeStatus: '/api/v1/restaurant/changerestrostatus',
  // Menu: items, add-ons, dish types. Calls added to the original API follow its style:
  // camelCase names under /api/v1/restaurant/.
  itemList: '/api/v1/restaurant/getitemslist',
  itemDetail: '/api/v1/restaurant/getItemDetail',
  saveItem: '/api/v1/restaurant/saveItem',
  changeItemStatus: '/api/v1/restaurant/changeItemStatus',
  markItemSoldOut: '/api/v1/restaurant/markItemSoldOut',
  deleteItem: '/api/v1/restaurant/deleteItem',
  deleteItemImage: '/api/v1/restaurant/itemImgdelete',
  dishList: '/api/v1/restaurant/dishlistapi',
  dishOrder: '/api/v1/restaurant/addupdateItemorder',
  addDishType: '/api/v1/restaurant/addDishType',
  changeDishTypeStatus: '/api/v1/restaurant/changeDishTypeStatus',
  renameDishType: '/api/v1/restaurant/renameDishType',
  deleteDishType: '/api/v1/restaurant/deleteDishType',
  addonList: '/api/v1/restaurant/getAddonlist',
  saveAddon: '/api/v1/restaurant/saveAddon',
  deleteAddon: '/api/v1/restaurant/deleteAddon',
  addonOrder: '/api/v1/restaurant/addupdateAddonorder',
  /** The add-on groups of one item (`item_id`), in the item's order. */
  itemAddons: '/api/v1/restaurant/itemsAddon',
  referenceLists: '/api/v1/restaurant/getRestaurantTypeOf',
  addressAutocomplete: '/api/v1/geo/autocomplete',
  orderList: '/api/v1/restaurant/getOrderList',
  orderSearch: '/api/v1/restaurant/getOrderListSearch',
  orderDetail: '/api/v1/restaurant/orderDetail',
  changeOrderStatus: '/api/v1/restaurant/changeOrderStatus',
  orderEvents: '/api/v1/restaurant/orderEvents',
  reportPdf: '/api/v1/restaurant/reportPdf',
  reportCsv: '/api/v1/restaurant/reportCsv',
  journalClosings: '/api/v1/restaurant/journalClosings',
  // The restaurant: its profile, its QR codes, and its public page's data.
  restaurantDetails: '/api/v1/restaurant/restaurantDetails',
  editMyDetails: '/api/v1/restaurant/editMyDetails',
  qrCode: '/api/v1/restaurant/qrcode',
  // The team (owner).
  staffList: '/api/v1/restaurant/staffList',
  inviteStaff: '/api/v1/restaurant/inviteStaff',
  changeStaffRole: '/api/v1/restaurant/changeStaffRole',
  removeStaff: '/api/v1/restaurant/removeStaff',
  /** `:public_id` is the restaurant's public id (Sqids); no token needed. */
  publicRestaurant: '/api/v1/public/restaurant/:public_id',
  devOutbox: '/api/dev/outbox',
  devClock: '/api/dev/clock',
  health: '/api/health',
  /** 200 when the database answers, is migrated and Redis (when configured) answers; 503 otherwise. */
  ready: '/api/ready',
} as const;

export type ApiPath =
  | (typeof apiPaths)[keyof typeof apiPaths]
  | (typeof bookingApiPaths)[keyof typeof bookingApiPaths]
  | (typeof customerApiPaths)[keyof typeof customerApiPaths];

/**
 * Older names of calls, present in earlier clients but not called by the partner screens. The
 * server answers each one exactly as the call it names (same method, parameters and answer), so
 * older mobile apps keep working. `changeitemstatus` needs no entry: paths match whatever their
 * case, so it already is `changeItemStatus`.
 */
export const legacyApiPaths = {
  [apiPaths.deleteItemImage]: '/api/v1/restaurant/deleteItemImg',
  [apiPaths.addonList]: '/api/v1/restaurant/addon_item_list',
  [apiPaths.deleteAddon]: '/api/v1/restaurant/addon_item_delete',
  [apiPaths.saveAddon]: '/api/v1/restaurant/addAddOnUrl',
  [apiPaths.dishList]: '/api/v1/restaurant/dishtypelist',
  [apiPaths.dishOrder]: '/api/v1/restaurant/addItemorder',
  [apiPaths.editMyDetails]: '/api/v1/restaurant/updaterestraurant',
} as const satisfies Partial<Record<ApiPath, string>>;

/** The header that carries the JWT on every call after start-up. */
export const TOKEN_HEADER = 'token';

/** Where uploaded images are served from; returned to clients as `imageUrl`. */
export const IMAGE_BASE_PATH = '/uploads/';

export const APP_VERSION = '3.0.5';
export const RESEND_COUNTDOWN_SECONDS = 60;
