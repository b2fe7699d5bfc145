import type { BookingStatus, TCustomerBooking } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { BookingsContext } from './booking-context.js';
import type { BookingActor, GuaranteeGate } from './booking-ledger.js';
import { scheduleBookingMessages } from './booking-messages.js';
import { awaitsRestaurant } from './booking-rules.js';
import type { GuestBookingDetail, GuestBookings } from './guest-bookings.js';
import {
  GUARANTEE_MESSAGE_KINDS,
  type GuaranteeMessagePayload,
  scheduleGuaranteeMessage,
} from './guarantee-messages.js';
import type { Booking } from './tables.js';

/**
 * What the payments module asks of reservations for a booking's card guarantee, its charges and
 * refunds: the booking, its history, what becomes of it once its card is saved or never comes, the
 * guest's messages. Payments gives back its own port (`useGuarantees`): reservations never
 * imports it.
 */
export class GuaranteePort {
  constructor(private readonly deps: BookingsContext & { bookings: Pick<GuestBookings, 'own' | 'detail'> }) {}

  /** The payments module says how a booking's card is asked for and shown. */
  useGuarantees(gate: GuaranteeGate): void {
    this.deps.ledger.guarantees = gate;
  }

  /** A booking by id, whatever its restaurant: the payments module checks whose it is. */
  bookingById(bookingId: number, db?: Kysely<Database>): Promise<Booking | undefined> {
    return this.deps.repository.byId(bookingId, db);
  }

  /** A booking's history, oldest first (a late cancellation is read from it). */
  bookingHistory(bookingId: number) {
    return this.deps.repository.historyOf(bookingId);
  }

  /** A guest's own booking; another's is answered like a missing one. */
  ownBooking(customerId: number, bookingId: number): Promise<Booking> {
    return this.deps.bookings.own(customerId, bookingId);
  }

  /** A guest's own booking as the guest sees it, with its guarantee. */
  customerDetail(customerId: number, bookingId: number): Promise<GuestBookingDetail> {
    return this.deps.bookings.detail(customerId, bookingId);
  }

  /** The bookings as their guest sees them. */
  toCustomerWire(bookings: readonly Booking[]): Promise<TCustomerBooking[]> {
    return this.deps.views.toCustomerWire(bookings);
  }

  /** A line of the booking's history written by the payments module (a card saved, a charge, a refund). */
  async recordHistory(
    bookingId: number,
    entry: { actor: BookingActor; change: string; reason: string; status?: BookingStatus | null },
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    await this.deps.ledger.history(bookingId, entry.status ?? null, entry.actor, entry.change, entry.reason, at, trx);
  }

  /**
   * The card of a booking waiting for it was saved: the booking goes on as a guest's booking would
   * have been placed (confirmed, or pending above auto_confirm_max_covers), in the caller's
   * transaction. Undefined when it no longer waits (released, cancelled, already saved): nothing
   * changes.
   */
  async guaranteeSaved(bookingId: number, at: number, trx: Kysely<Database>): Promise<Booking | undefined> {
    const current = await this.deps.repository.byId(bookingId, trx);
    if (current?.status !== 'awaiting_guarantee') return undefined;
    const settings = await this.deps.setup.settingsOf(current.restaurant_id, trx);
    const status: BookingStatus = awaitsRestaurant(settings, current.covers) ? 'pending' : 'confirmed';
    const changed = await this.deps.repository.change(current, { status, guarantee: 'card_saved' }, at, trx);
    if (!changed) return undefined;
    await this.deps.ledger.history(changed.id, status, { kind: 'guest' }, 'guarantee', 'card_saved', at, trx);
    if (status === 'confirmed') await scheduleBookingMessages(changed, trx);
    return changed;
  }

  /**
   * The card was not given in time: the covers held are released (cancelled by the platform,
   * reason `guarantee_expired`). Undefined when the booking no longer waits for its card.
   */
  async releaseUnguaranteed(bookingId: number, at: number, trx: Kysely<Database>): Promise<Booking | undefined> {
    const current = await this.deps.repository.byId(bookingId, trx);
    if (current?.status !== 'awaiting_guarantee') return undefined;
    const changed = await this.deps.repository.change(
      current,
      { status: 'cancelled_by_platform', reason: 'guarantee_expired', guarantee: 'expired' },
      at,
      trx,
    );
    if (!changed) return undefined;
    const status = 'cancelled_by_platform';
    await this.deps.ledger.history(changed.id, status, { kind: 'platform' }, 'status', 'guarantee_expired', at, trx);
    return changed;
  }

  /** A receipt or a pay link to the booking's guest, sent through the durable jobs once the caller commits. */
  async queueGuestMessage(
    message: { kind: keyof typeof GUARANTEE_MESSAGE_KINDS; key: string; payload: GuaranteeMessagePayload },
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    await scheduleGuaranteeMessage(trx, { ...message, kind: GUARANTEE_MESSAGE_KINDS[message.kind] }, at);
  }

  /** The booking's guarantee changed: the partner's stream hears of it (once committed). */
  announceChanged(booking: Booking): void {
    this.deps.announcer.announce('booking.updated', booking);
  }
}
