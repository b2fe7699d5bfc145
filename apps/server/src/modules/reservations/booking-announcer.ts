import type { TBooking, TBookingEvent } from '@portal/contract';
import type { Logger } from '../../core/logger.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import type { BookingViews } from './booking-wire.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { Booking } from './tables.js';

/**
 * The partner's stream hears of each saved booking and of the count waiting for an answer. A
 * restaurant's announcements go out one after the other, in the order of the changes, so a screen
 * never hears an older state after a newer one from this process; one that fails is logged, the
 * next still go.
 */
export class BookingAnnouncer {
  constructor(
    private readonly deps: {
      repository: ReservationsRepository;
      views: BookingViews;
      events: EventBus;
      /** The partner stream's topic of a restaurant's booking events. */
      topic: (restaurantId: number) => string;
      logger?: Logger;
    },
  ) {}

  /**
   * Told after each booking's commit, before its announcement: a change may have scheduled a job
   * due at once (the waitlist's offer when covers free up), which the server's runner then runs.
   */
  committed: () => void = () => undefined;

  /** Per restaurant, the announcements on their way: sent one after the other, in the order made. */
  private readonly announcing = new Map<number, Promise<void>>();

  /**
   * Called once the booking has committed, it returns at once: the guest or the member does not
   * wait for it. `wire`: the booking's wire form when the caller has it already.
   */
  announce(type: 'booking.created' | 'booking.updated', booking: Booking, wire?: TBooking): void {
    this.committed();
    const restaurantId = booking.restaurant_id;
    const previous = this.announcing.get(restaurantId) ?? Promise.resolve();
    const sent = previous.then(() => this.send(type, booking, wire));
    this.announcing.set(restaurantId, sent);
    void sent.then(() => {
      if (this.announcing.get(restaurantId) === sent) this.announcing.delete(restaurantId);
    });
  }

  private async send(
    type: 'booking.created' | 'booking.updated',
    booking: Booking,
    known: TBooking | undefined,
  ): Promise<void> {
    const restaurantId = booking.restaurant_id;
    try {
      const [wire, count] = await Promise.all([
        known ?? this.deps.views.oneToWire(booking),
        this.deps.repository.countPending(restaurantId),
      ]);
      const events: TBookingEvent[] = [
        { type, booking: wire },
        { type: 'bookings.pending', count },
      ];
      for (const event of events) await this.deps.events.publish(this.deps.topic(restaurantId), event);
    } catch (error) {
      this.deps.logger?.error({ err: error, restaurantId, bookingId: booking.id }, 'booking event not sent');
    }
  }

  /** Resolves once every announcement made so far has gone out (or failed, logged): before closing. */
  async sent(): Promise<void> {
    while (this.announcing.size > 0) await Promise.all([...this.announcing.values()]);
  }

  /** How many bookings wait for the restaurant's answer: the stream says it when a screen connects. */
  pendingCount(restaurantId: number): Promise<number> {
    return this.deps.repository.countPending(restaurantId);
  }
}
