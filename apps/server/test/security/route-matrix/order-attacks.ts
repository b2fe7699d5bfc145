import { apiPaths } from '@portal/contract';
import { type AttackRow, getWith, postWith, SECRET } from './attack-rows.js';

/** The orders and the earnings report, attacked with B's ids. */
export const orderAttacks: AttackRow[] = [
  getWith(apiPaths.orderList, 'own-only', (b) => ({ lang: 'fr', restaurants_id: b.restaurant })),
  // The report's call: B's sales never count in A's rows or totals.
  getWith(apiPaths.orderList, 'own-only', (b) => ({ period: 0, restaurants_id: b.restaurant })),
  getWith(apiPaths.reportPdf, 'own-only', (b) => ({ period: 0, restaurants_id: b.restaurant })),
  getWith(apiPaths.reportCsv, 'own-only', (b) => ({ period: 0, searchval: SECRET, restaurants_id: b.restaurant })),
  getWith(apiPaths.journalClosings, 'own-only', (b) => ({ kind: 'day', restaurants_id: b.restaurant })),
  postWith(apiPaths.orderSearch, 'own-only', (b) => ({ searchval: SECRET, restaurants_id: b.restaurant })),
  getWith(apiPaths.orderDetail, 'not-found', (b) => ({ order_id: b.order })),
  postWith(apiPaths.changeOrderStatus, 'not-found', (b) => ({ order_id: b.order, status: 1 })),
  postWith(apiPaths.changeOrderStatus, 'not-found', (b) => ({ order_id: b.order, status: 3, reason: 'x' })),
];
