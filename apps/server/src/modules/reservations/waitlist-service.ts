import {
  type TJoinWaitlistInput,
  type TMyWaitlistEntry,
  type TWaitlistEntry,
  type TWaitlistList,
  WAITLIST_MAX_OPEN_PER_CUSTOMER,
  WAITLIST_MAX_OPEN_PER_DAY,
  WAITLIST_OPEN_STATUSES,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { parisDate } from '../../core/paris-time.js';
import { scheduleJobs } from '../../infra/jobs/index.js';
import type { Database } from '../../schema.js';
import { checkSlot } from './availability.js';
import type { BookingLedger } from './booking-ledger.js';
import type { BookingPlacement } from './booking-placement.js';
import { notFound, slotRefusal } from './booking-rules.js';
import { manageLinkUrl, manageToken } from './manage-link.js';
import type { ReservationSetup } from './reservation-setup.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { WaitlistEntry } from './tables.js';
import { readOfferToken, WAITLIST_JOB_KINDS, type WaitlistOffers } from './waitlist-offers.js';
import type { WaitlistRepository } from './waitlist-repository.js';

/** The guest who joins: the signed-in customer's account. */
export interface WaitlistGuest {
  customer_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  lang: string;
}

export interface WaitlistDeps {
  db: Kysely<Database>;
  repository: ReservationsRepository;
  waitlist: WaitlistRepository;
  offers: WaitlistOffers;
  placement: BookingPlacement;
  setup: ReservationSetup;
  ledger: BookingLedger;
  restaurants: RestaurantDirectory;
  clock: Clock;
}

/** Where the offers' links lead and their keys: the server's, set when it starts. */
export interface WaitlistLinks {
  baseUrl: string;
  offerKey: Uint8Array;
  manageKey: Uint8Array;
}

/** The card page a booking waiting for its card is finished on (payments' page). */
const CARD_PAGE_PATH = '/booking/card';

/**
 * The waitlist of a day: the guest joins, reads and leaves it; the host reads the day's list,
 * offers a time by hand and removes an entry; the guest accepts an offer through its link, which
 * books the time through the ordinary placement (the card step included). Entries change only
 * from the status read, so of two hands on one entry exactly one wins.
 */
export class WaitlistService {
  constructor(private readonly deps: WaitlistDeps) {}

  /** Set by the server (its secret and address); the module built without one offers no link. */
  links: WaitlistLinks | null = null;

  async join(guest: WaitlistGuest, input: TJoinWaitlistInput): Promise<TMyWaitlistEntry> {
    const restaurantId = this.deps.restaurants.idOf(input.restaurant_id);
    if (restaurantId === null) throw notFound('restaurant_id');
    const [facts, settings] = await Promise.all([
      this.deps.restaurants.facts(restaurantId),
      this.deps.setup.settingsOf(restaurantId),
    ]);
    if (!facts?.listed) throw notFound('restaurant_id');
    if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    if (input.covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    const now = this.deps.clock();
    if (input.date < parisDate(now)) throw new AppError('BOOKING_DATE_INVALID', { field: 'date' });
    const entry = await this.deps.db.transaction().execute(async (trx) => {
      // The customer's lock, then the day's, as placing a booking takes them.
      await this.deps.repository.lockCustomer(guest.customer_id, trx);
      await this.deps.repository.lockDay(restaurantId, input.date, trx);
      const mine = await this.deps.waitlist.openOfCustomer(guest.customer_id, trx);
      if (mine.some((open) => open.restaurant_id === restaurantId && open.date === input.date))
        throw new AppError('WAITLIST_ALREADY_JOINED', { field: 'date' });
      if (mine.length >= WAITLIST_MAX_OPEN_PER_CUSTOMER)
        throw new AppError('WAITLIST_LIMIT', { extra: { limit: WAITLIST_MAX_OPEN_PER_CUSTOMER } });
      if ((await this.deps.waitlist.openCountOfDay(restaurantId, input.date, trx)) >= WAITLIST_MAX_OPEN_PER_DAY)
        throw new AppError('WAITLIST_DAY_FULL', { field: 'date' });
      const row = await this.deps.waitlist.insert(
        {
          restaurant_id: restaurantId,
          kind: 'waitlist',
          customer_id: guest.customer_id,
          name: `${guest.first_name} ${guest.last_name}`.trim(),
          phone: guest.phone,
          email: guest.email,
          lang: guest.lang === 'en' ? 'en' : 'fr',
          date: input.date,
          covers: input.covers,
          earliest: input.earliest,
          latest: input.latest,
          quoted_minutes: null,
          ready_notified_at: null,
          status: 'waiting',
          offer_time: null,
          offer_expires_at: null,
          offers_made: 0,
          booking_id: null,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      // A time that is free already is offered at once, by the same walk as freed covers.
      await this.walkSoon(row, `waitlist:joined:${row.id}`, now, trx);
      return row;
    });
    this.jobsDue();
    return { ...entryWire(entry), restaurant_id: facts.publicId, restaurant_name: facts.name };
  }

  /** The guest's entries from today on, newest first. */
  async mine(customerId: number): Promise<TMyWaitlistEntry[]> {
    const entries = await this.deps.waitlist.ofCustomer(customerId, parisDate(this.deps.clock()));
    return Promise.all(
      entries.map(async (entry) => {
        const facts = await this.deps.restaurants.facts(entry.restaurant_id);
        return { ...entryWire(entry), restaurant_id: facts?.publicId ?? '', restaurant_name: facts?.name ?? '' };
      }),
    );
  }

  /** The guest leaves; an offer they held passes to the next entry. */
  async leave(customerId: number, entryId: number): Promise<TMyWaitlistEntry> {
    const entry = await this.deps.waitlist.findOfCustomer(customerId, entryId);
    if (!entry) throw notFound('entry_id');
    const left = await this.close(entry, 'left');
    const facts = await this.deps.restaurants.facts(left.restaurant_id);
    return { ...entryWire(left), restaurant_id: facts?.publicId ?? '', restaurant_name: facts?.name ?? '' };
  }

  /** The host's list of a day: waitlist entries and walk-ins, oldest first. */
  async list(restaurantId: number, date: string): Promise<TWaitlistList> {
    return { date, entries: (await this.deps.waitlist.dayOf(restaurantId, date)).map(entryWire) };
  }

  /** The host removes an entry (a walk-in gone, a guest who phoned). */
  async remove(restaurantId: number, entryId: number): Promise<TWaitlistEntry> {
    const entry = await this.deps.waitlist.find(restaurantId, entryId);
    if (!entry) throw notFound('entry_id');
    return entryWire(await this.close(entry, 'left'));
  }

  /**
   * The host offers a time by hand to a waiting entry (or offers another one): a time of the
   * day's services; whether it still has room is the placement's to say when the guest accepts.
   */
  async offerByHand(restaurantId: number, entryId: number, time: string): Promise<TWaitlistEntry> {
    const entry = await this.deps.waitlist.find(restaurantId, entryId);
    if (!entry) throw notFound('entry_id');
    if (entry.kind !== 'waitlist') throw new AppError('WAITLIST_ENTRY_KIND_INVALID', { field: 'entry_id' });
    const [settings, facts] = await Promise.all([
      this.deps.setup.settingsOf(restaurantId),
      this.deps.restaurants.facts(restaurantId),
    ]);
    const offered = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repository.lockDay(restaurantId, entry.date, trx);
      const current = await this.deps.waitlist.find(restaurantId, entryId, trx);
      if (!current || !isOpen(current)) throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
      const ctx = await this.deps.ledger.dayContext(restaurantId, entry.date, settings, facts?.hours ?? null, trx);
      const check = checkSlot(ctx, { time, covers: current.covers, online: false });
      if (!check.ok && check.code !== 'SLOT_FULL') throw slotRefusal(check.code);
      const made = await this.deps.offers.offer(current, time, this.deps.clock(), trx);
      if (!made) throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
      return made;
    });
    return entryWire(offered);
  }

  /** What an offer's link shows: the entry it names and its restaurant, or null for a bad link. */
  async offerOfLink(token: string): Promise<{ entry: WaitlistEntry; restaurant: string } | null> {
    const named = this.links ? readOfferToken(this.links.offerKey, token) : null;
    const entry = named ? await this.deps.waitlist.byId(named.entryId) : undefined;
    if (!named || !entry || entry.offers_made < named.offer) return null;
    const facts = await this.deps.restaurants.facts(entry.restaurant_id);
    return { entry, restaurant: facts?.name ?? '' };
  }

  /**
   * The guest accepts an offer through its link: the offered time is booked as the guest would
   * book it online, and the entry marked booked in the booking's own transaction, under the day's
   * lock: of many acceptances at once, the slot's last covers go to exactly one.
   */
  async accept(token: string): Promise<{ booking_id: number; status: string; next_url: string }> {
    const links = this.links;
    const named = links ? readOfferToken(links.offerKey, token) : null;
    if (!links || !named) throw new AppError('WAITLIST_LINK_INVALID', { field: 'token' });
    const entry = await this.deps.waitlist.byId(named.entryId);
    if (!entry || entry.customer_id === null) throw new AppError('WAITLIST_LINK_INVALID', { field: 'token' });
    const now = this.deps.clock();
    if (entry.status !== 'offered' || entry.offers_made !== named.offer || now >= Number(entry.offer_expires_at))
      throw new AppError(entry.status === 'booked' ? 'WAITLIST_ENTRY_CLOSED' : 'WAITLIST_OFFER_EXPIRED', {
        field: 'token',
      });
    const lapsed = () => new AppError('WAITLIST_OFFER_EXPIRED', { field: 'token' });
    const { booking } = await this.deps.placement.placed(
      entry.restaurant_id,
      {
        date: entry.date,
        time: entry.offer_time!,
        covers: entry.covers,
        source: 'online',
        guest: {
          customer_id: entry.customer_id,
          first_name: entry.name,
          last_name: '',
          phone: entry.phone,
          email: entry.email,
          lang: entry.lang,
        },
        alongside: async (placed, trx) => {
          const at = this.deps.clock();
          const current = await this.deps.waitlist.byId(entry.id, trx);
          if (!current || at >= Number(current.offer_expires_at)) throw lapsed();
          const booked = { status: 'booked', booking_id: placed.id };
          if (!(await this.deps.waitlist.change(current, ['offered'], booked, at, trx, named.offer))) throw lapsed();
        },
      },
      { kind: 'guest' },
    );
    const base = links.baseUrl.replace(/\/+$/, '');
    const manage = manageToken(links.manageKey, booking);
    const next =
      booking.status === 'awaiting_guarantee'
        ? `${base}${CARD_PAGE_PATH}?token=${encodeURIComponent(manage)}`
        : manageLinkUrl(base, manage);
    return { booking_id: booking.id, status: booking.status, next_url: next };
  }

  /** An open entry closed as `status`; an offer it held passes to the next entry at once. */
  private async close(entry: WaitlistEntry, status: 'left'): Promise<WaitlistEntry> {
    const now = this.deps.clock();
    const closed = await this.deps.db.transaction().execute(async (trx) => {
      const closed = await this.deps.waitlist.change(entry, WAITLIST_OPEN_STATUSES, { status }, now, trx);
      if (!closed) throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
      if (entry.status === 'offered') await this.walkSoon(closed, `waitlist:closed:${closed.id}`, now, trx);
      return closed;
    });
    this.jobsDue();
    return closed;
  }

  /** Told once a job due at once has committed: the server's runner polls then, not seconds later. */
  jobsDue: () => void = () => undefined;

  /** The day's walk as a job of the caller's transaction, due at once. */
  private async walkSoon(entry: WaitlistEntry, key: string, now: number, trx: Kysely<Database>) {
    if (entry.kind !== 'waitlist') return;
    const payload = { restaurant_id: entry.restaurant_id, date: entry.date };
    await scheduleJobs(trx, [{ kind: WAITLIST_JOB_KINDS.coversFreed, key, runAt: now, payload }], now);
  }
}

const isOpen = (entry: WaitlistEntry) => (WAITLIST_OPEN_STATUSES as readonly string[]).includes(entry.status);

/** An entry as the host's list carries it. */
export function entryWire(entry: WaitlistEntry): TWaitlistEntry {
  const offered = entry.status === 'offered' && entry.offer_time !== null && entry.offer_expires_at !== null;
  return {
    entry_id: entry.id,
    kind: entry.kind === 'walk_in' ? 'walk_in' : 'waitlist',
    name: entry.name,
    covers: entry.covers,
    phone: entry.phone || null,
    status: entry.status as TWaitlistEntry['status'],
    date: entry.date,
    earliest: entry.earliest,
    latest: entry.latest,
    quoted_minutes: entry.quoted_minutes,
    ready_notified_at: entry.ready_notified_at === null ? null : Number(entry.ready_notified_at),
    created_at: Number(entry.created_at),
    offer: offered ? { time: entry.offer_time!, expires_at: Number(entry.offer_expires_at) } : null,
    booking_id: entry.booking_id,
  };
}
