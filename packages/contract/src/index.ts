export * from './message-pair.js';
export * from './errors/index.js';
export * from './success.js';
export * from './locale.js';
export * from './countries.js';
export * from './phone.js';
export * from './envelope.js';
export * from './text-fields.js';
export {
  MAX_ID,
  parseFlag,
  parseId,
  zFormList,
  zId,
  zIdOrder,
  zOnOff,
  type FieldError,
  type FormCheck,
} from './form-fields.js';
export * from './auth.js';
export * from './geo.js';
export * from './money.js';
export * from './paris-time.js';
export * from './text.js';
export * from './reference.js';
export * from './menu/index.js';
export * from './dev.js';
export * from './customers.js';
export * from './orders.js';
export * from './reports.js';
export * from './restaurant-profile.js';
export * from './restaurant-replies.js';
export * from './qr-codes.js';
export * from './public-restaurant.js';
export * from './team.js';
export * from './reservations.js';
export * from './reservation-settings.js';
export * from './reservation-guest.js';
export * from './payments.js';
export * from './reviews.js';
export * from './guests.js';
export * from './offers.js';
export * from './booking-stats.js';
export * from './privacy.js';
export * from './promotions.js';
export * from './loyalty.js';
export * from './paths.js';
export * from './booking-paths.js';
export * from './waitlist.js';
export * from './waitlist-paths.js';
export * from './floor-plan.js';
export * from './floor-plan-limits.js';
export * from './floor-plan-paths.js';
export * from './review-paths.js';
export * from './guest-paths.js';
export * from './offer-paths.js';
export * from './promo-paths.js';
export * from './loyalty-paths.js';
export * from './booking-stats-paths.js';
export * from './payment-paths.js';
export * from './customer-paths.js';
export * from './drawn-page.js';
