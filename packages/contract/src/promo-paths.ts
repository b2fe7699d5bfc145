/**
 * The paths of promo codes, in a module of their own: every page of the web app loads
 * `apiPaths` (paths.ts) at start-up, and only the promo codes screen needs these.
 */
export const promoApiPaths = {
  /** The codes with their uses and savings so far. */
  promoCodeList: '/api/v1/restaurant/promoCodeList',
  /** Create (no promo_id) or change a code. */
  savePromoCode: '/api/v1/restaurant/savePromoCode',
  changePromoCodeStatus: '/api/v1/restaurant/changePromoCodeStatus',
  /** Refused once an order holds the code: pause it instead. */
  deletePromoCode: '/api/v1/restaurant/deletePromoCode',
  /** A customer checks what a code would save on a subtotal. */
  checkPromoCode: '/api/v1/customer/checkPromoCode',
} as const;
