import type { Permission } from '@portal/contract';
import { paths } from '../config/paths';

/**
 * What each partner screen needs, from the contract's permission table: the
 * sidebar shows a member only their screens, and a screen reached by its address says when it
 * is not theirs. The server checks every call the same way whatever the screens show.
 */
export const screenPermissions = {
  // Members without `menu` get today's dishes there, to mark them sold out (`service`).
  [paths.itemList.path]: 'service',
  [paths.itemAdd.path]: 'menu',
  [paths.addons.path]: 'menu',
  [paths.dishType.path]: 'menu',
  [paths.myAccount.path]: 'restaurant',
  [paths.qrCode.path]: 'restaurant',
  [paths.qrTableCard.path]: 'restaurant',
  [paths.orders.path]: 'service',
  [paths.order.path]: 'service',
  [paths.orderTicket.path]: 'service',
  [paths.report.path]: 'reports',
  [paths.team.path]: 'team',
  [paths.bookings.path]: 'service',
  [paths.bookingSettings.path]: 'menu',
  [paths.bookingStats.path]: 'reports',
  [paths.floorPlan.path]: 'service',
  [paths.reviews.path]: 'service',
  [paths.guests.path]: 'service',
  [paths.offers.path]: 'menu',
  [paths.promotions.path]: 'menu',
  [paths.loyalty.path]: 'menu',
  [paths.campaigns.path]: 'reports',
} as const satisfies Record<string, Permission>;
