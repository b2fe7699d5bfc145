import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import type { VoucherOffer, VoucherPort } from '../orders/index.js';

const FIELD = 'voucher_code';

/**
 * Vouchers spent on orders: a percentage or an amount off the whole order (a dish voucher is
 * shown at the table), the customer's own, active and within its days; spent in the order's
 * transaction by one conditional update, so two orders on one voucher cannot both pass; given
 * back, active again, when the order is refused, cancelled or expires.
 */
export function orderVouchers(deps: { db: Kysely<Database>; clock: Clock }): VoucherPort {
  return {
    async offer(restaurantId, customerId, code): Promise<VoucherOffer> {
      const voucher = await deps.db
        .selectFrom('loyalty_vouchers')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('customer_id', '=', customerId)
        .where('code', '=', code)
        .executeTakeFirst();
      if (!voucher) throw new AppError('VOUCHER_UNKNOWN', { field: FIELD });
      if (voucher.state !== 'active' || Number(voucher.valid_until) < deps.clock())
        throw new AppError('VOUCHER_NOT_ACTIVE', { field: FIELD });
      if (voucher.kind === 'dish') throw new AppError('VOUCHER_AT_TABLE_ONLY', { field: FIELD });
      return {
        id: voucher.id,
        code: voucher.code,
        kind: voucher.kind === 'amount' ? 'amount' : 'percent',
        value: voucher.value,
        applies_to: 'all',
      };
    },
    async spend(voucherId, orderId, at, trx) {
      const spent = await trx
        .updateTable('loyalty_vouchers')
        .set({ state: 'used', used_at: at, order_id: orderId })
        .where('id', '=', voucherId)
        .where('state', '=', 'active')
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 0) throw new AppError('VOUCHER_NOT_ACTIVE', { field: FIELD });
    },
    async release(orderId, trx) {
      await trx
        .updateTable('loyalty_vouchers')
        .set({ state: 'active', used_at: null, order_id: null })
        .where('order_id', '=', orderId)
        .where('state', '=', 'used')
        .execute();
    },
  };
}
