import { type ErrorCode, GUARANTEE_HOLD_MINUTES, type TBookingGuarantee } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';
import { forgetJobs, scheduleJobs } from '../../infra/jobs/index.js';
import type { GuaranteePort } from '../reservations/index.js';
import { CHARGE_WINDOW_MS, type GuaranteedBooking, guaranteeWire } from './guarantee-wire.js';

/** The card pages read the booking's type here. */
export type { GuaranteedBooking } from './guarantee-wire.js';
import { ACCEPTED_CARD_BRANDS, type PaymentProvider, type ProviderEvent, type SavedCard } from './payment-provider.js';
import type { PaymentsRepository } from './payments-repository.js';
import type { BookingGuarantee } from './tables.js';

const MINUTE = 60_000;

/** The durable jobs of the guarantee: the hold of a booking waiting for its card, and the card's release. */
export const GUARANTEE_JOBS = {
  hold: 'payments.guarantee-hold',
  release: 'payments.guarantee-release',
} as const;

/** The statuses of a booking its saved card holds: confirmGuarantee answers that the card is saved. */
const HELD_BY_CARD: readonly string[] = ['pending', 'confirmed', 'seated', 'honoured'];

export function isAcceptedBrand(brand: string): boolean {
  return (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand.toLowerCase());
}

/**
 * The booking's card guarantee: a saved card (a SetupIntent, `usage: off_session`)
 * asked for when an online booking needs an imprint; the booking holds its covers
 * GUARANTEE_HOLD_MINUTES and is released by a job unless the card is saved by then, through the
 * provider's event or the guest's confirmBookingGuarantee. Only Visa and Mastercard are kept.
 */
export class GuaranteeService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: PaymentsRepository;
      provider: PaymentProvider;
      reservations: GuaranteePort;
      clock: Clock;
      logger?: Logger;
    },
  ) {}

  /** The port reservations calls (reservations never imports payments). */
  gate() {
    return {
      hold: (booking: GuaranteedBooking, trx: Kysely<Database>) => this.hold(booking, trx),
      withdrawn: (bookingId: number, trx: Kysely<Database>) => this.forgetHold(bookingId, trx),
      request: (booking: GuaranteedBooking, perCoverCents: number) => this.request(booking, perCoverCents),
      describe: (booking: GuaranteedBooking) => this.describe(booking),
      coversChanged: (bookingId: number, covers: number, at: number, trx: Kysely<Database>) =>
        this.deps.repository.changeGuaranteedCovers(bookingId, covers, at, trx),
    };
  }

  /**
   * In the transaction that places the booking: its hold, so that a booking whose card never comes
   * (or whose card request was never made: a process stopped meanwhile) frees its covers.
   */
  async hold(booking: GuaranteedBooking, trx: Kysely<Database>): Promise<void> {
    const now = this.deps.clock();
    await scheduleJobs(
      trx,
      [
        {
          kind: GUARANTEE_JOBS.hold,
          key: holdKey(booking.id),
          runAt: now + GUARANTEE_HOLD_MINUTES * MINUTE,
          payload: { booking_id: booking.id },
        },
      ],
      now,
    );
  }

  /**
   * The booking was taken back, in the transaction that deletes it: its hold goes too, so that
   * the next booking given the same id (SQLite gives back the last id) is held from its own start.
   */
  async forgetHold(bookingId: number, trx: Kysely<Database>): Promise<void> {
    await forgetJobs(trx, [holdKey(bookingId)]);
  }

  /**
   * Once the booking has committed, outside any transaction (no lock waits on the bank): the
   * provider's customer (the one of the guest's earlier guarantees, else a new one), a SetupIntent
   * and the guarantee's row. A provider that fails throws CHARGE_PROVIDER_UNAVAILABLE, and the
   * caller withdraws the booking: nothing is held without a way to give the card.
   */
  async request(booking: GuaranteedBooking, perCoverCents: number) {
    const customerId = booking.customer_id!;
    const earlier = await this.deps.db
      .selectFrom('booking_guarantees')
      .select('provider_customer_id')
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let providerCustomerId: string;
    let setup: { setupIntentId: string; clientSecret: string };
    try {
      providerCustomerId =
        earlier?.provider_customer_id ??
        (await this.deps.provider.createCustomer({
          customerId,
          phone: booking.phone,
          email: booking.email || null,
          name: `${booking.first_name} ${booking.last_name}`.trim(),
        }));
      setup = await this.deps.provider.createSetupIntent({
        providerCustomerId,
        bookingId: booking.id,
        // With the booking's reference: a booking withdrawn gives its id back on SQLite, and the
        // provider would answer the next one with the SetupIntent of the first.
        idempotencyKey: `booking-setup-${booking.id}-${booking.reference}`,
      });
    } catch (error) {
      this.deps.logger?.error({ err: error, bookingId: booking.id }, 'card request not made');
      throw new AppError('CHARGE_PROVIDER_UNAVAILABLE');
    }
    const now = this.deps.clock();
    await this.deps.repository.insertGuarantee(
      {
        booking_id: booking.id,
        restaurant_id: booking.restaurant_id,
        customer_id: customerId,
        state: 'awaiting_card',
        provider_customer_id: providerCustomerId,
        setup_intent_id: setup.setupIntentId,
        payment_method_id: null,
        card_brand: '',
        card_last4: '',
        card_exp_month: null,
        card_exp_year: null,
        per_cover_cents: perCoverCents,
        covers_guaranteed: booking.covers,
        // What the card page shows the guest: per cover × the party.
        consented_cents: perCoverCents * booking.covers,
        created_at: now,
        updated_at: now,
      },
      this.deps.db,
    );
    return { clientSecret: setup.clientSecret };
  }

  /** A provider's event, in the transaction that records it as applied once. */
  async onEvent(event: ProviderEvent, trx: Kysely<Database>, afterCommit: (work: () => void) => void): Promise<void> {
    if (event.type !== 'setup_intent.succeeded' || !event.card) return;
    const guarantee = await this.deps.repository.guaranteeOfSetup(event.objectId, trx);
    if (!guarantee) return;
    const outcome = await this.saveCard(guarantee, event.card, trx);
    // Announced once committed: the stream counts the bookings waiting from the database.
    if (outcome.kind === 'saved') afterCommit(() => this.deps.reservations.announceChanged(outcome.booking));
  }

  /**
   * The card the provider saved. Another brand than Visa or Mastercard is detached and the booking
   * keeps waiting (a new card request replaces the old one). Only a booking waiting for its card
   * changes: a repeated or late event finds it confirmed, released or cancelled and changes
   * nothing (a card saved for a released booking is detached).
   */
  private async saveCard(
    guarantee: BookingGuarantee,
    card: SavedCard,
    trx: Kysely<Database>,
  ): Promise<
    | { kind: 'saved'; booking: GuaranteedBooking }
    | { kind: 'brand_refused'; clientSecret: string }
    | { kind: 'unchanged' }
  > {
    const now = this.deps.clock();
    if (guarantee.state !== 'awaiting_card') {
      if (guarantee.payment_method_id !== card.paymentMethodId) await this.detachQuietly(card.paymentMethodId);
      return { kind: 'unchanged' };
    }
    if (!isAcceptedBrand(card.brand)) {
      await this.detachQuietly(card.paymentMethodId);
      const attempt = now;
      const setup = await this.deps.provider.createSetupIntent({
        providerCustomerId: guarantee.provider_customer_id,
        bookingId: guarantee.booking_id,
        idempotencyKey: `booking-setup-${guarantee.booking_id}-${attempt}`,
      });
      await this.deps.repository.changeGuarantee(
        guarantee.booking_id,
        'awaiting_card',
        // The refused brand is kept until another card is saved: the guest is told why.
        { setup_intent_id: setup.setupIntentId, card_brand: card.brand.toLowerCase(), card_last4: '', updated_at: now },
        trx,
      );
      await this.deps.reservations.recordHistory(
        guarantee.booking_id,
        { actor: { kind: 'guest' }, change: 'guarantee', reason: `card_refused:${card.brand.toLowerCase()}` },
        now,
        trx,
      );
      return { kind: 'brand_refused', clientSecret: setup.clientSecret };
    }
    const booking = await this.deps.reservations.guaranteeSaved(guarantee.booking_id, now, trx);
    if (!booking) {
      // Released meanwhile (the hold ran out, the guest cancelled): the card is not kept.
      await this.detachQuietly(card.paymentMethodId);
      await this.deps.repository.changeGuarantee(
        guarantee.booking_id,
        'awaiting_card',
        { state: 'released', updated_at: now },
        trx,
      );
      return { kind: 'unchanged' };
    }
    const saved = await this.deps.repository.changeGuarantee(
      guarantee.booking_id,
      'awaiting_card',
      {
        state: 'card_saved',
        payment_method_id: card.paymentMethodId,
        card_brand: card.brand.toLowerCase(),
        card_last4: card.last4,
        card_exp_month: card.expMonth,
        card_exp_year: card.expYear,
        updated_at: now,
      },
      trx,
    );
    if (!saved) return { kind: 'unchanged' };
    await this.scheduleRelease(booking, now, trx);
    return { kind: 'saved', booking };
  }

  /** The card is detached when the charge window closes (one job at the meal + 7 days). */
  async scheduleRelease(booking: Pick<GuaranteedBooking, 'id' | 'meal_at'>, now: number, trx: Kysely<Database>) {
    const at = Number(booking.meal_at) + CHARGE_WINDOW_MS;
    await scheduleJobs(
      trx,
      [
        {
          kind: GUARANTEE_JOBS.release,
          key: `guarantee-release:${booking.id}:${at}`,
          runAt: at,
          payload: { booking_id: booking.id },
        },
      ],
      now,
    );
  }

  private async detachQuietly(paymentMethodId: string): Promise<void> {
    try {
      await this.deps.provider.detachPaymentMethod(paymentMethodId);
    } catch (error) {
      this.deps.logger?.warn({ err: error }, 'card not detached');
    }
  }

  /** confirmBookingGuarantee: the guest's card step is done; the provider says whether the card was saved. */
  async confirm(customerId: number, bookingId: number) {
    const booking = await this.deps.reservations.ownBooking(customerId, bookingId);
    const guarantee = await this.deps.repository.guaranteeOf(booking.id);
    if (!guarantee) throw new AppError('NO_GUARANTEE', { field: 'booking_id' });
    if (booking.status === 'awaiting_guarantee') {
      const state = await this.deps.provider.retrieveSetupIntent(guarantee.setup_intent_id).catch((error: unknown) => {
        this.deps.logger?.error({ err: error, bookingId }, 'card request not read');
        throw new AppError('CHARGE_PROVIDER_UNAVAILABLE', { field: 'booking_id' });
      });
      if (state.status !== 'succeeded') {
        // The provider's event already refused a card of another brand and opened a new card request.
        if (guarantee.card_brand && !isAcceptedBrand(guarantee.card_brand)) {
          const secret = await this.deps.provider.intentClientSecret(guarantee.setup_intent_id);
          throw new AppError('CARD_BRAND_NOT_ACCEPTED', {
            field: 'booking_id',
            extra: secret ? { setup_client_secret: secret } : {},
          });
        }
        throw new AppError('CARD_NOT_SAVED_YET', { field: 'booking_id' });
      }
      const outcome = await this.deps.db.transaction().execute(async (trx) => {
        const current = await this.deps.repository.guaranteeOf(booking.id, trx);
        return current ? this.saveCard(current, state.card, trx) : ({ kind: 'unchanged' } as const);
      });
      if (outcome.kind === 'brand_refused')
        throw new AppError('CARD_BRAND_NOT_ACCEPTED', {
          field: 'booking_id',
          extra: { setup_client_secret: outcome.clientSecret },
        });
      if (outcome.kind === 'saved') this.deps.reservations.announceChanged(outcome.booking);
    }
    const detail = await this.deps.reservations.customerDetail(customerId, bookingId);
    if (detail.status === 'cancelled_by_platform' && detail.reason === 'guarantee_expired')
      throw new AppError('GUARANTEE_EXPIRED', { field: 'booking_id' });
    // A booking cancelled or ended meanwhile is not held by a card: the guest is told its status now.
    if (!HELD_BY_CARD.includes(detail.status)) {
      const status = detail.status;
      throw new AppError(`BOOKING_NOW_${status.toUpperCase()}` as ErrorCode, {
        field: 'booking_id',
        extra: { current_status: status },
      });
    }
    return { ...ok('GUARANTEE_SAVED'), data: detail };
  }

  /** The hold ran out: a booking still waiting for its card is released, its card request cancelled. */
  async expireHold(bookingId: number, trx: Kysely<Database>): Promise<GuaranteedBooking | undefined> {
    const now = this.deps.clock();
    const guarantee = await this.deps.repository.guaranteeOf(bookingId, trx);
    // No guarantee at all: its card request was never made (the process stopped before it).
    if (guarantee && guarantee.state !== 'awaiting_card') return undefined;
    const released = await this.deps.reservations.releaseUnguaranteed(bookingId, now, trx);
    if (!released) return undefined;
    if (guarantee)
      await this.deps.repository.changeGuarantee(
        bookingId,
        'awaiting_card',
        { state: 'released', updated_at: now },
        trx,
      );
    return released;
  }

  /** After the hold's release: the provider forgets the card request (a card saved later is detached). */
  async cancelSetup(bookingId: number): Promise<void> {
    const guarantee = await this.deps.repository.guaranteeOf(bookingId);
    if (!guarantee) return;
    try {
      await this.deps.provider.cancelSetupIntent(guarantee.setup_intent_id);
    } catch (error) {
      this.deps.logger?.warn({ err: error, bookingId }, 'card request not cancelled');
    }
  }

  /**
   * The window closed (meal + 7 days): the card is detached, no charge is possible any more. A
   * booking moved later gets its release at its new time; a charge awaiting the guest's
   * authentication keeps its PaymentIntent (the card's detachment does not cancel it).
   */
  async releaseCard(bookingId: number): Promise<void> {
    const now = this.deps.clock();
    const booking = await this.deps.reservations.bookingById(bookingId);
    const guarantee = await this.deps.repository.guaranteeOf(bookingId);
    if (!booking || guarantee?.state !== 'card_saved' || !guarantee.payment_method_id) return;
    if (now < Number(booking.meal_at) + CHARGE_WINDOW_MS) {
      await this.deps.db.transaction().execute((trx) => this.scheduleRelease(booking, now, trx));
      return;
    }
    await this.deps.provider.detachPaymentMethod(guarantee.payment_method_id);
    await this.deps.db.transaction().execute(async (trx) => {
      const released = await this.deps.repository.changeGuarantee(
        bookingId,
        'card_saved',
        { state: 'released', updated_at: now },
        trx,
      );
      if (released)
        await this.deps.reservations.recordHistory(
          bookingId,
          { actor: { kind: 'platform' }, change: 'guarantee', reason: 'card_released' },
          now,
          trx,
        );
    });
  }

  /** The guarantee as the restaurant and the guest see it. */
  async describe(booking: GuaranteedBooking): Promise<TBookingGuarantee | null> {
    const guarantee = await this.deps.repository.guaranteeOf(booking.id);
    if (!guarantee) return null;
    const [charges, refunds, history] = await Promise.all([
      this.deps.repository.chargesOf(booking.id),
      this.deps.repository.refundsOf(booking.id),
      this.deps.reservations.bookingHistory(booking.id),
    ]);
    return guaranteeWire(booking, guarantee, charges, refunds, history, this.deps.clock());
  }
}

/** The key of a booking's hold job. */
const holdKey = (bookingId: number) => `guarantee-hold:${bookingId}`;
