import { HOLDING_STATUSES, type Locale, parseClock } from '@portal/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { openSignedLink, signedLinkKey, signLink } from '../../core/signed-link.js';
import { type ClaimedJob, scheduleJobs } from '../../infra/jobs/index.js';
import type { JobSpec } from '../../infra/jobs/job-queue.js';
import type { MessageTransport } from '../../infra/notify/index.js';
import type { Database } from '../../schema.js';
import {
  dayAvailability,
  type DayContext,
  type HoldingBooking,
  instantOf,
  mealMinutes,
  minuteOfDay,
  serviceAt,
} from './availability.js';
import type { BookingLedger } from './booking-ledger.js';
import { MINUTE } from './booking-rules.js';
import { greetingOf, guestAccountOf, longDate, NBSP } from './message-parts.js';
import type { ReservationSetup } from './reservation-setup.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { BookingsTable, WaitlistEntry } from './tables.js';
import type { WaitlistRepository } from './waitlist-repository.js';

/*
 * Offers to the waitlist. A change that frees covers on a day (a cancellation, a no-show, a move,
 * fewer covers) schedules `waitlist.covers-freed` in its own transaction, due at once: a process
 * killed after the commit leaves the job in the queue for any other. The job, under the day's
 * lock, lets lapsed offers expire, then walks the day's waiting entries oldest first and offers
 * each the first time of its window that takes its party, the times already offered counting as
 * taken. Each offer sends an SMS and an e-mail (jobs of their own, sent once) with a signed link
 * valid WAITLIST_OFFER_MINUTES, and schedules its expiry, which runs the same walk again: an
 * unanswered offer passes to the next entry.
 */

export const WAITLIST_JOB_KINDS = {
  coversFreed: 'waitlist.covers-freed',
  offerExpiry: 'waitlist.offer-expiry',
  offerSms: 'waitlist.offer-sms',
  offerEmail: 'waitlist.offer-email',
} as const;

/** Where an offer's link leads: the page that books the offered time. */
export const WAITLIST_OFFER_PAGE_PATH = '/waitlist/offer';

/** The key of the offers' links, from the configured secret; it opens nothing else. */
export function waitlistLinkKey(secret: string): Uint8Array {
  return signedLinkKey(secret, 'waitlist-offer-link/v1');
}

/** `w1.<entry>.<offer number>.<signature>`: one offer of one entry. */
export function offerToken(key: Uint8Array, entry: Pick<WaitlistEntry, 'id' | 'offers_made'>): string {
  return signLink(key, `w1.${entry.id}.${entry.offers_made}`);
}

export function readOfferToken(key: Uint8Array, token: string): { entryId: number; offer: number } | null {
  const body = openSignedLink(key, token);
  const match = body === null ? null : /^w1\.([1-9]\d{0,9})\.([1-9]\d{0,5})$/.exec(body);
  return match ? { entryId: Number(match[1]), offer: Number(match[2]) } : null;
}

/** Whether a booking's change gives covers back to its day (or days, when moved). */
export function freesCovers(changes: Updateable<BookingsTable>): boolean {
  if (typeof changes.status === 'string' && !(HOLDING_STATUSES as readonly string[]).includes(changes.status))
    return true;
  return changes.covers !== undefined || changes.date !== undefined || changes.time !== undefined;
}

/** The freed day's job, in the change's transaction: stored before the commit ends, due at once. */
export async function scheduleCoversFreed(
  waitlist: WaitlistRepository,
  booking: { id: number; restaurant_id: number; version: number; updated_at: number },
  dates: readonly string[],
  trx: Kysely<Database>,
): Promise<void> {
  const now = Number(booking.updated_at);
  const jobs: JobSpec[] = [];
  for (const date of new Set(dates)) {
    if (!(await waitlist.anyWaiting(booking.restaurant_id, date, trx))) continue;
    jobs.push({
      kind: WAITLIST_JOB_KINDS.coversFreed,
      key: `waitlist:freed:${booking.id}:${booking.version}:${date}`,
      runAt: now,
      payload: { restaurant_id: booking.restaurant_id, date },
    });
  }
  await scheduleJobs(trx, jobs, now);
}

export interface WaitlistOffersDeps {
  db: Kysely<Database>;
  repository: ReservationsRepository;
  waitlist: WaitlistRepository;
  setup: ReservationSetup;
  ledger: BookingLedger;
  restaurants: RestaurantDirectory;
  clock: Clock;
  /** How long an offer stays the guest's (WAITLIST_OFFER_MINUTES). */
  offerMinutes: number;
}

/** The walk of a day's waitlist, and the offers it makes. */
export class WaitlistOffers {
  constructor(private readonly deps: WaitlistOffersDeps) {}

  /**
   * Under the day's lock: lapsed offers expire, then each waiting entry, oldest first, is offered
   * the first time of its window that still takes its party. Returns the entries offered.
   */
  async walkDay(restaurantId: number, date: string): Promise<WaitlistEntry[]> {
    const { waitlist, repository, ledger } = this.deps;
    const [settings, facts] = await Promise.all([
      this.deps.setup.settingsOf(restaurantId),
      this.deps.restaurants.facts(restaurantId),
    ]);
    if (!settings.enabled || !facts) return [];
    return this.deps.db.transaction().execute(async (trx) => {
      await repository.lockDay(restaurantId, date, trx);
      const now = this.deps.clock();
      const open = await waitlist.openOfDay(restaurantId, date, trx);
      const ctx = await ledger.dayContext(restaurantId, date, settings, facts.hours, trx);
      const offered: WaitlistEntry[] = [];
      const waiting: WaitlistEntry[] = [];
      for (const entry of open) {
        if (entry.status === 'waiting') waiting.push(entry);
        else if (Number(entry.offer_expires_at) > now) ctx.bookings = [...ctx.bookings, heldByOffer(ctx, entry)];
        else await waitlist.change(entry, ['offered'], { status: 'expired' }, now, trx, entry.offers_made);
      }
      for (const entry of waiting) {
        const time = firstFit(ctx, entry);
        if (time === null) continue;
        const made = await this.offer(entry, time, now, trx);
        if (!made) continue;
        offered.push(made);
        ctx.bookings = [...ctx.bookings, heldByOffer(ctx, made)];
      }
      return offered;
    });
  }

  /**
   * Offers `time` to an entry still waiting (or offered, when the host offers by hand), in the
   * caller's transaction: its messages and its expiry are jobs of that transaction.
   */
  async offer(entry: WaitlistEntry, time: string, now: number, trx: Kysely<Database>): Promise<WaitlistEntry | null> {
    const expiresAt = now + this.deps.offerMinutes * MINUTE;
    const made = await this.deps.waitlist.change(
      entry,
      ['waiting', 'offered'],
      { status: 'offered', offer_time: time, offer_expires_at: expiresAt, offers_made: entry.offers_made + 1 },
      now,
      trx,
      entry.offers_made,
    );
    if (!made) return null;
    const key = `waitlist:${made.id}:offer:${made.offers_made}`;
    const message = { entry_id: made.id, offer: made.offers_made };
    const jobs: JobSpec[] = [
      { kind: WAITLIST_JOB_KINDS.offerExpiry, key: `${key}:expiry`, runAt: expiresAt, payload: dayOf(made) },
    ];
    if (made.phone) jobs.push({ kind: WAITLIST_JOB_KINDS.offerSms, key: `${key}:sms`, runAt: now, payload: message });
    if (made.email)
      jobs.push({ kind: WAITLIST_JOB_KINDS.offerEmail, key: `${key}:email`, runAt: now, payload: message });
    await scheduleJobs(trx, jobs, now);
    return made;
  }
}

const dayOf = (entry: WaitlistEntry) => ({ restaurant_id: entry.restaurant_id, date: entry.date });

/** The covers an outstanding offer keeps while the guest decides. */
function heldByOffer(ctx: DayContext, entry: WaitlistEntry): HoldingBooking {
  const time = entry.offer_time!;
  const service = serviceAt(ctx, time);
  const mealAt = instantOf(ctx.date, minuteOfDay(service, time));
  return {
    id: -entry.id,
    service_id: service?.id ?? null,
    meal_at: mealAt,
    ends_at: mealAt + mealMinutes(ctx.settings, entry.covers) * MINUTE,
    covers: entry.covers,
    table_ids: [],
    offer_id: null,
  };
}

/** The first bookable time of an entry's window for its party, or null. */
function firstFit(ctx: DayContext, entry: WaitlistEntry): string | null {
  const from = parseClock(entry.earliest ?? '') ?? 0;
  const to = parseClock(entry.latest ?? '') ?? 24 * 60;
  const slot = dayAvailability(ctx, entry.covers).find((candidate) => {
    const minute = parseClock(candidate.time)!;
    return candidate.available && minute >= from && minute <= to;
  });
  return slot?.time ?? null;
}

/** What the offer's messages need of the server. */
export interface WaitlistMessageDeps {
  waitlist: WaitlistRepository;
  restaurants: RestaurantDirectory;
  transport: MessageTransport;
  clock: Clock;
  linkKey: Uint8Array;
  baseUrl: string;
}

/** Registers the handlers of the waitlist's jobs. */
export function registerWaitlistJobs(
  jobs: { handle(kind: string, handler: (job: ClaimedJob) => Promise<void>): void },
  offers: WaitlistOffers,
  deps: WaitlistMessageDeps,
): void {
  const walk = async (job: ClaimedJob) => {
    const { restaurant_id, date } = job.payload as { restaurant_id: number; date: string };
    await offers.walkDay(restaurant_id, date);
  };
  jobs.handle(WAITLIST_JOB_KINDS.coversFreed, walk);
  jobs.handle(WAITLIST_JOB_KINDS.offerExpiry, walk);
  jobs.handle(WAITLIST_JOB_KINDS.offerSms, (job) => sendOffer('sms', job, deps));
  jobs.handle(WAITLIST_JOB_KINDS.offerEmail, (job) => sendOffer('email', job, deps));
}

/** One offer's message, sent only while that offer stands. */
async function sendOffer(channel: 'sms' | 'email', job: ClaimedJob, deps: WaitlistMessageDeps): Promise<void> {
  const { entry_id, offer } = job.payload as { entry_id: number; offer: number };
  const entry = await deps.waitlist.byId(entry_id);
  const now = deps.clock();
  if (!entry || entry.status !== 'offered' || entry.offers_made !== offer) return;
  if (now >= Number(entry.offer_expires_at)) return;
  const restaurant = await deps.restaurants.facts(entry.restaurant_id);
  if (!restaurant) return;
  const link = `${deps.baseUrl.replace(/\/+$/, '')}${WAITLIST_OFFER_PAGE_PATH}?token=${encodeURIComponent(offerToken(deps.linkKey, entry))}`;
  const text = offerText(entry, restaurant.name, link, channel);
  const to = channel === 'sms' ? entry.phone : entry.email;
  await deps.transport.send({
    to,
    channel,
    text: text.body,
    ...(channel === 'email' ? { subject: text.subject } : {}),
    account: guestAccountOf(entry),
  });
}

/** The words of an offer, in the guest's language. */
export function offerText(entry: WaitlistEntry, restaurant: string, link: string, channel: 'sms' | 'email') {
  const lang: Locale = entry.lang === 'en' ? 'en' : 'fr';
  const en = lang === 'en';
  const mealAt = instantOf(entry.date, parseClock(entry.offer_time ?? '00:00')!);
  const day = longDate(mealAt, lang, false);
  const until = clock(Number(entry.offer_expires_at));
  const party = en ? `${entry.covers} ${entry.covers === 1 ? 'guest' : 'guests'}` : `${entry.covers}${NBSP}pers.`;
  const offer = en
    ? `${restaurant}: a table for ${party} is free on ${day} at ${entry.offer_time}. Book it before ${until}: ${link}`
    : `${restaurant}${NBSP}: une table pour ${party} s’est libérée le ${day} à ${entry.offer_time}. Réservez-la avant ${until}${NBSP}: ${link}`;
  if (channel === 'sms') return { subject: '', body: offer };
  const subject = en
    ? `A table is free at ${restaurant}, ${day} at ${entry.offer_time}`
    : `Une table s’est libérée chez ${restaurant}, le ${day} à ${entry.offer_time}`;
  const after = en
    ? 'The first guest to accept gets the table; after that time, it goes to the next guest waiting.'
    : 'Le premier client qui accepte obtient la table\u00a0; passé ce délai, elle est proposée au client suivant.';
  return { subject, body: [greetingOf(entry.name, lang), '', offer, '', after].join('\n') };
}

function clock(epochMs: number): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);
}
