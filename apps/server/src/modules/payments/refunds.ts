import type { TRefundChargeInput } from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { chargeWire } from './guarantee-wire.js';
import { type ChargingMember, type PaymentsDeps, recordMoneyMoved } from './money-moved.js';
import type { PaymentProvider } from './payment-provider.js';
import type { BookingCharge, BookingRefund } from './tables.js';

/** A refund still pending after this long was asked by a press whose answer never came back: it may be asked again. */
const REFUND_IN_FLIGHT_MS = 2 * 60_000;

/**
 * Refunds of a charge, in whole or in part, by a person. A refund is written, pending with its
 * key, before the provider is asked: an answer lost on the way leaves it `unanswered`, and
 * pressing again with the same amount asks with the same key (the provider answers with the
 * refund it made); another amount waits until it is answered.
 */
export class Refunds {
  constructor(private readonly deps: PaymentsDeps) {}

  async refund(restaurantId: number, member: ChargingMember, input: TRefundChargeInput) {
    const now = this.deps.clock();
    const charge = await this.deps.repository.chargeOf(restaurantId, input.charge_id);
    if (!charge) throw new AppError('NOT_FOUND', { field: 'charge_id' });
    if (charge.status !== 'succeeded' || !charge.payment_intent_id)
      throw new AppError('CHARGE_NOT_REFUNDABLE', { field: 'charge_id' });
    const remaining = charge.amount_cents - charge.refunded_cents;
    const amount = input.amount ?? remaining;
    const attempts = await this.deps.repository.refundAttemptsOf(charge.id);
    const waiting = attempts.find((refund) => refund.status === 'pending' || refund.status === 'unanswered');
    let refund: BookingRefund;
    if (waiting) {
      // One still on its way is left alone, unless it has been waiting long enough to have been lost.
      const askable = waiting.status === 'unanswered' || now - Number(waiting.created_at) > REFUND_IN_FLIGHT_MS;
      if (!askable || waiting.amount_cents !== amount) throw new AppError('REFUND_IN_PROGRESS', { field: 'amount' });
      refund = waiting;
    } else {
      if (amount <= 0 || amount > remaining) throw new AppError('REFUND_ABOVE_CHARGED', { field: 'amount' });
      try {
        refund = await this.deps.db.transaction().execute((trx) =>
          this.deps.repository.insertRefund(
            {
              charge_id: charge.id,
              booking_id: charge.booking_id,
              restaurant_id: restaurantId,
              amount_cents: amount,
              reason: input.reason.trim(),
              provider_refund_id: null,
              member_id: member?.id ?? null,
              member_name: member?.name ?? '',
              created_at: now,
              status: 'pending',
              // The charge and the attempt: a new refund, a new key; a refund asked again, its own.
              idempotency_key: `refund-charge-${charge.id}-${attempts.length + 1}`,
            },
            trx,
          ),
        );
      } catch (error) {
        // The same press twice at once: one refund waits for the provider, the other is refused.
        if (isUniqueViolation(error)) throw new AppError('REFUND_IN_PROGRESS', { field: 'amount' });
        throw error;
      }
    }
    let result: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      result = await this.deps.provider.refund({
        paymentIntentId: charge.payment_intent_id,
        amountCents: refund.amount_cents,
        idempotencyKey: refund.idempotency_key,
      });
    } catch (error) {
      this.deps.logger?.error({ err: error, chargeId: charge.id }, 'refund not answered by the provider');
      await this.deps.db
        .transaction()
        .execute((trx) => this.deps.repository.changeRefund(refund.id, ['pending'], { status: 'unanswered' }, trx));
      throw new AppError('CHARGE_PROVIDER_UNAVAILABLE', { field: 'charge_id' });
    }
    if (result.status === 'failed') {
      await this.deps.db
        .transaction()
        .execute((trx) =>
          this.deps.repository.changeRefund(refund.id, ['pending', 'unanswered'], { status: 'failed' }, trx),
        );
      throw new AppError('REFUND_ABOVE_CHARGED', { field: 'amount' });
    }
    const updated = await this.recordRefund(charge, refund, result.refundId, this.deps.clock());
    const refunds = await this.deps.repository.refundsOf(charge.booking_id);
    return { ...ok('REFUND_MADE'), data: chargeWire(updated, refunds) };
  }

  /** A refund the provider made: its row, the charge's total, the history, the receipt and the journal, at once. */
  private async recordRefund(
    charge: BookingCharge,
    refund: BookingRefund,
    providerRefundId: string,
    now: number,
  ): Promise<BookingCharge> {
    const restaurantId = charge.restaurant_id;
    return this.deps.db.transaction().execute(async (trx) => {
      const done = await this.deps.repository.changeRefund(
        refund.id,
        ['pending', 'unanswered'],
        { status: 'succeeded', provider_refund_id: providerRefundId },
        trx,
      );
      // Asked twice at once: the other press recorded it.
      if (!done) return (await this.deps.repository.chargeOf(restaurantId, charge.id, trx)) ?? charge;
      const changed = await this.deps.repository.addRefunded(charge.id, done.amount_cents, now, trx);
      if (!changed) throw new AppError('REFUND_ABOVE_CHARGED', { field: 'amount' });
      await recordMoneyMoved(
        this.deps,
        'refund',
        done,
        { id: charge.booking_id, restaurant_id: restaurantId },
        now,
        trx,
      );
      return changed;
    });
  }
}
