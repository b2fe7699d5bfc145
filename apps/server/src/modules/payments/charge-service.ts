import { type TChargeBookingInput, type TRefundChargeInput } from '@portal/contract';
import type { Kysely } from 'kysely';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../schema.js';
import { scheduleJobs } from '../../infra/jobs/index.js';
import { CHARGE_WINDOW_MS, chargeableOf, chargeCapOf, chargeWire, type GuaranteedBooking } from './guarantee-wire.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.js';
import { type ChargingMember, type PaymentsDeps, recordMoneyMoved } from './money-moved.js';
import { Refunds } from './refunds.js';
import type { BookingCharge, BookingGuarantee } from './tables.js';

/** The job that settles a charge still pending a few minutes after it was asked. */
export const CHARGE_SETTLE_JOB = 'payments.charge-settle';
const CHARGE_SETTLE_AFTER_MS = 5 * 60_000;

/** The mark of a pending charge whose provider's answer was lost: it is asked again with its key. */
const NO_ANSWER = 'no_answer';

/**
 * Charges of a saved card and their refunds: by a person, never automatically;
 * after a no-show, a cancellation inside 12 hours or a late reduction; within 7 days after the meal;
 * at most per cover × the covers concerned and never above what the guest agreed to; once per booking. The charge's row is written before
 * the provider is asked (a partial unique index on the booking keeps one not failed), and the
 * provider's idempotency key is derived from the booking, so two presses at once make one charge.
 */
export class ChargeService {
  private readonly refunds: Refunds;

  constructor(private readonly deps: PaymentsDeps) {
    this.refunds = new Refunds(deps);
  }

  async charge(restaurantId: number, member: ChargingMember, input: TChargeBookingInput) {
    const now = this.deps.clock();
    const booking = await this.deps.reservations.bookingById(input.booking_id);
    if (!booking || booking.restaurant_id !== restaurantId) throw new AppError('NOT_FOUND', { field: 'booking_id' });
    const guarantee = await this.deps.repository.guaranteeOf(booking.id);
    if (!guarantee || guarantee.state === 'awaiting_card') throw new AppError('NO_GUARANTEE', { field: 'booking_id' });
    if (now < Number(booking.meal_at)) throw new AppError('CHARGE_TOO_EARLY', { field: 'booking_id' });
    if (
      now > Number(booking.meal_at) + CHARGE_WINDOW_MS ||
      guarantee.state !== 'card_saved' ||
      !guarantee.payment_method_id
    )
      throw new AppError('CHARGE_WINDOW_CLOSED', { field: 'booking_id' });
    const earlier = await this.deps.repository.chargesOf(booking.id);
    // A charge whose provider's answer was lost waits, pending: pressing again asks for it again
    // (one still on its way to the provider is a charge made, as before).
    const unanswered = earlier.find((charge) => charge.status === 'pending' && charge.failure === NO_ANSWER);
    if (earlier.some((charge) => charge.status !== 'failed' && charge !== unanswered))
      throw new AppError('CHARGE_ALREADY_MADE', { field: 'booking_id' });
    const chargeable = chargeableOf(booking, guarantee, await this.deps.reservations.bookingHistory(booking.id));
    if (!chargeable || chargeable.kind !== input.kind) throw new AppError('CHARGE_NOT_ALLOWED', { field: 'kind' });
    if (input.amount > chargeCapOf(guarantee, chargeable.covers))
      throw new AppError('CHARGE_ABOVE_DUE', { field: 'amount' });

    if (unanswered && (unanswered.kind !== input.kind || unanswered.amount_cents !== input.amount))
      throw new AppError('CHARGE_IN_PROGRESS', { field: 'amount' });

    // The key names the booking and the attempt: only a real decline makes a new attempt, a new
    // key; a charge left unanswered keeps its key, so the provider answers with what it did.
    const idempotencyKey =
      unanswered?.idempotency_key ??
      `charge-booking-${booking.id}${earlier.length > 0 ? `-${earlier.length + 1}` : ''}`;
    let charge: BookingCharge;
    try {
      charge =
        unanswered ??
        (await this.deps.db.transaction().execute(async (trx) => {
          const inserted = await this.deps.repository.insertCharge(
            {
              booking_id: booking.id,
              restaurant_id: restaurantId,
              kind: input.kind,
              status: 'pending',
              amount_cents: input.amount,
              refunded_cents: 0,
              reason: input.reason.trim(),
              failure: '',
              payment_intent_id: null,
              idempotency_key: idempotencyKey,
              member_id: member?.id ?? null,
              member_name: member?.name ?? '',
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          await scheduleJobs(
            trx,
            [
              {
                kind: CHARGE_SETTLE_JOB,
                key: `charge-settle:${inserted.id}`,
                runAt: now + CHARGE_SETTLE_AFTER_MS,
                payload: { restaurant_id: restaurantId, charge_id: inserted.id },
              },
            ],
            now,
          );
          return inserted;
        }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CHARGE_ALREADY_MADE', { field: 'booking_id' });
      throw error;
    }

    let result: Awaited<ReturnType<PaymentProvider['chargeOffSession']>>;
    try {
      result = await this.askProvider(charge, booking, guarantee);
    } catch (error) {
      // No answer (a timeout, the network, a 5xx): the bank may have charged. The charge stays
      // pending with its key; pressing again, or the job that settles pending charges, asks again.
      this.deps.logger?.error({ err: error, bookingId: booking.id }, 'charge not answered by the provider');
      await this.deps.db
        .transaction()
        .execute((trx) =>
          this.deps.repository.changeCharge(
            charge.id,
            'pending',
            { failure: NO_ANSWER, updated_at: this.deps.clock() },
            trx,
          ),
        );
      throw new AppError('CHARGE_PROVIDER_UNAVAILABLE', { field: 'booking_id' });
    }

    const done = await this.settle(charge, booking, result);
    this.deps.reservations.announceChanged(booking);
    if (done.status === 'failed')
      throw new AppError('CHARGE_DECLINED', { field: 'booking_id', extra: { decline_code: done.failure } });
    return {
      ...ok(done.status === 'succeeded' ? 'CHARGE_MADE' : 'CHARGE_AWAITING_AUTHENTICATION'),
      data: chargeWire(done, []),
    };
  }

  /** The provider is asked for a charge as it was recorded, with its key: asked again, it answers with what it did. */
  private askProvider(
    charge: BookingCharge,
    booking: Pick<GuaranteedBooking, 'id' | 'reference'>,
    guarantee: Pick<BookingGuarantee, 'provider_customer_id' | 'payment_method_id'>,
  ) {
    return this.deps.provider.chargeOffSession({
      providerCustomerId: guarantee.provider_customer_id,
      paymentMethodId: guarantee.payment_method_id ?? '',
      amountCents: charge.amount_cents,
      idempotencyKey: charge.idempotency_key,
      description: `Booking ${booking.reference}: ${charge.kind}`,
      metadata: { booking_id: String(booking.id), kind: charge.kind, restaurant_id: String(charge.restaurant_id) },
    });
  }

  /**
   * The provider's answer to a pending charge, in one transaction: succeeded (the journal), waiting
   * for the guest's authentication (the pay link) or declined. Settled meanwhile: as it is now.
   */
  private async settle(
    charge: BookingCharge,
    booking: Pick<GuaranteedBooking, 'id' | 'restaurant_id'>,
    result: Awaited<ReturnType<PaymentProvider['chargeOffSession']>>,
  ): Promise<BookingCharge> {
    const member = charge.member_name ? { id: charge.member_id ?? 0, name: charge.member_name } : null;
    return this.deps.db.transaction().execute(async (trx) => {
      const at = this.deps.clock();
      if (result.status === 'succeeded')
        return this.succeeded(charge, booking, result.paymentIntentId, 'pending', at, trx);
      const current = async () => (await this.deps.repository.chargeOf(charge.restaurant_id, charge.id, trx)) ?? charge;
      if (result.status === 'authentication_required') {
        const waiting = await this.deps.repository.changeCharge(
          charge.id,
          'pending',
          {
            status: 'awaiting_authentication',
            payment_intent_id: result.paymentIntentId,
            failure: '',
            updated_at: at,
          },
          trx,
        );
        if (!waiting) return current();
        await this.deps.reservations.recordHistory(
          booking.id,
          { actor: { kind: 'restaurant', member }, change: 'charge_awaiting_authentication', reason: charge.reason },
          at,
          trx,
        );
        await this.deps.reservations.queueGuestMessage(
          {
            kind: 'payLink',
            key: `charge-pay-link:${charge.id}`,
            payload: { booking_id: booking.id, amount_cents: charge.amount_cents, reason: charge.reason },
          },
          at,
          trx,
        );
        return waiting;
      }
      const failed = await this.deps.repository.changeCharge(
        charge.id,
        'pending',
        { status: 'failed', failure: result.declineCode, payment_intent_id: result.paymentIntentId, updated_at: at },
        trx,
      );
      if (!failed) return current();
      await this.deps.reservations.recordHistory(
        booking.id,
        { actor: { kind: 'restaurant', member }, change: 'charge_declined', reason: result.declineCode },
        at,
        trx,
      );
      return failed;
    });
  }

  /**
   * The durable job a few minutes after a charge was asked: one still pending (its answer lost, or
   * the provider charged and the recording failed) is asked again with its key and settled. No
   * answer again: the job tries again later.
   */
  async settlePending(restaurantId: number, chargeId: number): Promise<void> {
    const charge = await this.deps.repository.chargeOf(restaurantId, chargeId);
    if (charge?.status !== 'pending') return;
    const [booking, guarantee] = await Promise.all([
      this.deps.reservations.bookingById(charge.booking_id),
      this.deps.repository.guaranteeOf(charge.booking_id),
    ]);
    if (!booking || !guarantee) return;
    const result = await this.askProvider(charge, booking, guarantee);
    await this.settle(charge, booking, result);
    this.deps.reservations.announceChanged(booking);
  }

  /** A charge went through: its row, the booking's history, the guest's receipt and the journal, in one transaction. */
  private async succeeded(
    charge: BookingCharge,
    booking: Pick<GuaranteedBooking, 'id' | 'restaurant_id'>,
    paymentIntentId: string,
    fromStatus: 'pending' | 'awaiting_authentication',
    at: number,
    trx: Kysely<Database>,
  ): Promise<BookingCharge> {
    const done = await this.deps.repository.changeCharge(
      charge.id,
      fromStatus,
      { status: 'succeeded', payment_intent_id: paymentIntentId, failure: '', updated_at: at },
      trx,
    );
    // Two presses of one charge at once: the other one recorded it.
    if (!done) return (await this.deps.repository.chargeOf(charge.restaurant_id, charge.id, trx)) ?? charge;
    await recordMoneyMoved(this.deps, 'charge', done, booking, at, trx);
    return done;
  }

  /** A provider's event about a charge: the guest authenticated it through the pay link, or it failed. */
  async onEvent(event: ProviderEvent, trx: Kysely<Database>): Promise<void> {
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;
    const charge = await this.deps.repository.chargeOfIntent(event.objectId, trx);
    // Only a charge waiting for the guest moves; a repeated or older event finds it settled.
    if (charge?.status !== 'awaiting_authentication') return;
    const at = this.deps.clock();
    if (event.type === 'payment_intent.succeeded') {
      await this.succeeded(charge, charge, event.objectId, 'awaiting_authentication', at, trx);
      return;
    }
    await this.deps.repository.changeCharge(
      charge.id,
      'awaiting_authentication',
      { status: 'failed', failure: 'authentication_failed', updated_at: at },
      trx,
    );
  }

  /**
   * A refund is written, pending with its key, before the provider is asked (see Refunds).
   */
  refund(restaurantId: number, member: ChargingMember, input: TRefundChargeInput) {
    return this.refunds.refund(restaurantId, member, input);
  }
}
