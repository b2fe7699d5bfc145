import { type ErrorCode, internationalPhone, type Locale, MAX_ADVANCE_DAYS } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/clock.js';
import { AppError } from '../../../core/errors.js';
import { addDays, parisDate } from '../../../core/paris-time.js';
import { decodePublicId } from '../../../core/public-id.js';
import type { Database } from '../../../schema.js';
import type { CustomersModule } from '../../customers/index.js';
import { bookingOfManageToken, type GuestBookings, manageLinkKey, manageToken } from '../../reservations/index.js';
import { type RestaurantModule, RestaurantService } from '../../restaurant/index.js';
import type { Choice, PageRestaurant } from './booking-page-parts.js';
import type { FreeSlot } from './booking-section.js';
import { type BookingStep, type NewsBoxes, readStepToken, stepToken, stepTokenKey } from './booking-token.js';

/** The party listed when the guest has not chosen one yet. */
export const DEFAULT_COVERS = 2;
/** The days the form lists when the restaurant's own window cannot be read (its page then says why). */
const DEFAULT_ADVANCE_DAYS = 30;
/** How far the "days with free times" look when the chosen day has none. */
const OTHER_DAYS_AHEAD = 14;
const OTHER_DAYS_SHOWN = 3;

/** What the booking pages ask of the other modules, through their services. */
export interface BookingFlowDeps {
  reservations: Pick<GuestBookings, 'availability' | 'book' | 'detail'>;
  customers: Pick<CustomersModule['service'], 'sendGuestCode' | 'verifyGuestCode'>;
  restaurant: Pick<RestaurantModule, 'publicProfile'>;
  db: Kysely<Database>;
  clock: Clock;
  /** The configured secret the steps' memory and the manage links are signed from. */
  secret: string;
}

/** A listed restaurant the pages book at. */
export type BookingPlace = PageRestaurant & { id: number };

/** The free times of a day for a party, or why none can be listed. */
type FreeSlots = { slots: FreeSlot[]; maxParty: number; maxAdvanceDays: number } | { error: ErrorCode };

/** What the day's page shows: its free times (null when they cannot be listed), the largest party, other days. */
export interface DayOfSlots {
  maxParty: number;
  /** How many days ahead the restaurant takes bookings online. */
  maxAdvanceDays: number;
  slots: FreeSlot[] | null;
  otherDays: string[];
  error: ErrorCode | null;
}

/** A step once the guest has given their name and phone. */
export type StepWithGuest = BookingStep & { guest: NonNullable<BookingStep['guest']> };

/** The guest's name, phone and note, as the details form gave them. */
export interface GuestDetails {
  first_name: string;
  last_name: string;
  country_code: string;
  mobileno: string;
  note?: string | undefined;
}

/**
 * Booking a table from the restaurant's own page, step by step: the day's free times, a time
 * chosen (its offer now), the guest's phone and the code it receives (the customer account of
 * that phone, found, or made by the customers module once the code proves the phone), then the booking placed by reservations
 * as that customer, with the offer the slot showed. The choices travel between steps in a signed,
 * short-lived token; reservations checks the slot, the offer and the 2-hour rule again when it
 * places the booking.
 */
export class BookingFlow {
  private readonly stepKey: Uint8Array;
  private readonly linkKey: Uint8Array;

  constructor(private readonly deps: BookingFlowDeps) {
    this.stepKey = stepTokenKey(deps.secret);
    this.linkKey = manageLinkKey(deps.secret);
  }

  /** The listed restaurant a public id names, or undefined (unknown, altered, not listed). */
  async place(publicId: string): Promise<BookingPlace | undefined> {
    const id = decodePublicId(publicId);
    if (id === null) return undefined;
    const stored = await this.deps.restaurant.publicProfile.read(id, 'fr');
    if (!stored || !RestaurantService.isListed(stored)) return undefined;
    return { id, publicId, name: stored.account.name };
  }

  today(): string {
    return parisDate(this.deps.clock());
  }

  /**
   * The day's free times for a party; when the day has none, up to three later days that have
   * some. Undefined: the restaurant is not found (a 404 page).
   */
  async day(
    place: BookingPlace,
    { date, covers, today }: { date: string; covers: number; today: string },
  ): Promise<DayOfSlots | undefined> {
    const day = await this.freeSlots(place.publicId, date, covers);
    if ('error' in day) {
      if (day.error === 'NOT_FOUND') return undefined;
      // The form still offers the parties the restaurant takes online.
      const one = await this.freeSlots(place.publicId, today, 1);
      const maxParty = 'error' in one ? DEFAULT_COVERS : one.maxParty;
      const maxAdvanceDays = 'error' in one ? DEFAULT_ADVANCE_DAYS : one.maxAdvanceDays;
      return { maxParty, maxAdvanceDays, slots: null, otherDays: [], error: day.error };
    }
    const otherDays: string[] = [];
    // No restaurant books further than MAX_ADVANCE_DAYS: a later day has no other days to look for.
    if (day.slots.length === 0 && date <= addDays(today, MAX_ADVANCE_DAYS)) {
      // From the next day, or from today when the day asked for has passed.
      const first = date < today ? today : addDays(date, 1);
      for (let ahead = 0; ahead < OTHER_DAYS_AHEAD && otherDays.length < OTHER_DAYS_SHOWN; ahead += 1) {
        const other = addDays(first, ahead);
        const found = await this.freeSlots(place.publicId, other, covers);
        if (!('error' in found) && found.slots.length > 0) otherDays.push(other);
      }
    }
    return { maxParty: day.maxParty, maxAdvanceDays: day.maxAdvanceDays, slots: day.slots, otherDays, error: null };
  }

  /**
   * A time chosen: the choice with the slot's offer now, and its signed memory for the next step;
   * the refusal when the slot is not free any more.
   */
  async choose(
    place: BookingPlace,
    asked: Pick<Choice, 'date' | 'time' | 'covers'>,
  ): Promise<{ choice: Choice; state: string } | { error: ErrorCode }> {
    const day = await this.freeSlots(place.publicId, asked.date, asked.covers);
    if ('error' in day) return { error: day.error };
    const slot = day.slots.find((candidate) => candidate.time === asked.time);
    if (!slot) return { error: 'SLOT_FULL' };
    const choice = { ...asked, offer: slot.offer };
    return { choice, state: this.state({ restaurantId: place.id, ...choice }) };
  }

  /** The step a posted form carries for this restaurant: 'expired' past its time, null when not one of ours. */
  stepOf(place: BookingPlace, state: string): BookingStep | 'expired' | null {
    const step = readStepToken(this.stepKey, state, this.deps.clock());
    if (step === null || step === 'expired') return step;
    return step.restaurantId === place.id ? step : null;
  }

  /** A step's signed memory, valid from now. */
  state(step: BookingStep): string {
    return stepToken(this.stepKey, step, this.deps.clock());
  }

  /**
   * The guest's details given: a code to their phone, and the step with the guest (their name and
   * note are held in the step's signed memory, not on the server: no account exists for the phone
   * until its code comes back); throws why no code went.
   */
  async sendCode(
    place: BookingPlace,
    step: BookingStep,
    guest: GuestDetails,
    lang: Locale,
    news: NewsBoxes = {},
  ): Promise<StepWithGuest> {
    const { first_name, last_name, country_code, mobileno } = guest;
    const outcome = await this.deps.customers.sendGuestCode({ country_code, mobileno, lang, restaurant: place.name });
    if (!outcome.sent) throw new AppError(outcome.reason);
    return {
      ...step,
      guest: {
        firstName: first_name,
        lastName: last_name,
        countryCode: country_code,
        mobileno,
        note: guest.note ?? '',
        news,
      },
    };
  }

  /** The customer the code proves (made now if the phone had no account): throws the code's refusal. */
  async verify(guest: NonNullable<BookingStep['guest']>, otp: string, lang: Locale) {
    return this.deps.customers.verifyGuestCode({
      country_code: guest.countryCode,
      mobileno: guest.mobileno,
      otp,
      first_name: guest.firstName,
      last_name: guest.lastName ?? '',
      lang,
    });
  }

  /**
   * The customer books the step's slot, with the offer it showed and the news boxes ticked (saved
   * with their proof in the booking's transaction); throws the refusal when the
   * slot, the offer or the guest's day changed since the choice. The booking's manage token, and
   * whether it waits for its card.
   */
  async book(
    place: BookingPlace,
    step: StepWithGuest,
    customer: Awaited<ReturnType<BookingFlow['verify']>>,
    lang: Locale,
  ): Promise<{ token: string; awaitsCard: boolean }> {
    const { guest } = step;
    const booked = await this.deps.reservations.book(
      {
        customer_id: customer.id,
        first_name: guest.firstName,
        // The name typed for this booking; an account found by its phone keeps its own.
        last_name: guest.lastName || customer.last_name,
        phone: customer.phone ?? internationalPhone(guest.countryCode, guest.mobileno),
        email: customer.email ?? '',
        lang,
      },
      {
        restaurant_id: place.publicId,
        date: step.date,
        time: step.time,
        covers: step.covers,
        note: guest.note,
        offer_id: step.offer?.offer_id ?? null,
        ...guest.news,
      },
    );
    const token = manageToken(this.linkKey, { id: booked.id, restaurant_id: place.id });
    return { token, awaitsCard: booked.status === 'awaiting_guarantee' };
  }

  /** The booking a manage token opens at this restaurant, as its guest sees it. */
  async booked(place: BookingPlace, token: string) {
    if (!token) return undefined;
    const booking = await bookingOfManageToken(this.deps.db, this.linkKey, token, this.deps.clock());
    if (!booking || booking.restaurant_id !== place.id || booking.customer_id === null) return undefined;
    return this.deps.reservations.detail(booking.customer_id, booking.id);
  }

  /** The free times of a day for a party (the offer each would take); the refusal when none can be listed. */
  private async freeSlots(publicId: string, date: string, covers: number): Promise<FreeSlots> {
    try {
      const day = await this.deps.reservations.availability(publicId, date, covers);
      return {
        slots: day.slots.filter((slot) => slot.available).map(({ time, offer }) => ({ time, offer })),
        maxParty: day.max_party_online,
        maxAdvanceDays: day.max_advance_days,
      };
    } catch (problem) {
      if (!(problem instanceof AppError)) throw problem;
      return { error: problem.code };
    }
  }
}
