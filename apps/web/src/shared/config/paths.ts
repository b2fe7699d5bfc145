/** Every screen route, in one typed object (bulletproof-react `config/paths.ts`). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  login: { path: '/restaurantlogin', getHref: () => '/restaurantlogin' },
  registration: {
    path: '/restaurantregistration',
    getHref: (email?: string) =>
      email ? `/restaurantregistration?${new URLSearchParams({ email }).toString()}` : '/restaurantregistration',
  },
  otpVerification: { path: '/otpverification', getHref: () => '/otpverification' },
  forgotPassword: { path: '/forgotppassword', getHref: () => '/forgotppassword' },
  forgotPasswordOtp: { path: '/forgotpasswordotp', getHref: () => '/forgotpasswordotp' },
  privacy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  terms: { path: '/termscondition', getHref: () => '/termscondition' },
  myAccount: { path: '/myaccount', getHref: () => '/myaccount' },
  itemList: {
    path: '/item_list',
    getHref: (q?: string) => (q ? `/item_list?${new URLSearchParams({ q }).toString()}` : '/item_list'),
  },
  addons: { path: '/addons', getHref: () => '/addons' },
  itemAdd: {
    path: '/item_add',
    /** Without an id: a new dish; with one: that dish's edit form (/item_add?id=N). */
    getHref: (id?: number) => (id ? `/item_add?${new URLSearchParams({ id: String(id) }).toString()}` : '/item_add'),
  },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/order', getHref: () => '/order' },
  /** The 80 mm kitchen ticket of one order, to print. */
  orderTicket: { path: '/orders/:orderId/ticket', getHref: (orderId: number) => `/orders/${orderId}/ticket` },
  report: { path: '/report', getHref: () => '/report' },
  dishType: { path: '/dishtype', getHref: () => '/dishtype' },
  qrCode: { path: '/qrcode', getHref: () => '/qrcode' },
  /** The team: managers and staff (the owner's screen). */
  team: { path: '/team', getHref: () => '/team' },
  /** An invited team member enters the code received and chooses a password. */
  invitation: { path: '/invitation', getHref: () => '/invitation' },
  /** The day's table bookings (every member), and their settings, services and tables (managers). */
  bookings: { path: '/bookings', getHref: () => '/bookings' },
  bookingSettings: { path: '/bookings/settings', getHref: () => '/bookings/settings' },
  /** The bookings' figures over a period, and their CSV (managers). */
  bookingStats: { path: '/bookings/stats', getHref: () => '/bookings/stats' },
  floorPlan: { path: '/bookings/floor', getHref: () => '/bookings/floor' },
  /** The restaurant's reviews and its responses (every member reads; answering needs `reports`). */
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  /** The guest book: one guest per phone, the team's notes on them (every member; the export needs `reports`). */
  guests: { path: '/guests', getHref: () => '/guests' },
  /** The restaurant's offers on bookings, their uptake and cost (managers). */
  offers: { path: '/offers', getHref: () => '/offers' },
  /** The restaurant's promo codes, their uses and savings (managers). */
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  loyalty: { path: '/loyalty', getHref: () => '/loyalty' },
  /** The restaurant's e-mail campaigns to the guests who accepted its news (managers). */
  campaigns: { path: '/campaigns', getHref: () => '/campaigns' },
  /** The A4 table card with the public page's QR code, to print. */
  qrTableCard: { path: '/qrcode/card', getHref: () => '/qrcode/card' },
} as const;
