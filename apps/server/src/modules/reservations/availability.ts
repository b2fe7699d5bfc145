import { formatClock, parseClock, type TDurationRule } from '@portal/contract';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import { closureOn, slotsOn, type StoredProfile, weekdayOf } from '../restaurant/index.js';
import { type CombinationSpec, tableFor, type TableSpec } from './table-choice.js';

export type { CombinationSpec, TableSpec };

/** A restaurant's hours as the restaurant module keeps them (usual, weekdays', closures). */
export type OpeningHours = StoredProfile['hours'];

/*
 * Availability, computed on demand from a day's bookings: no slot table to keep
 * in sync. Everything here is pure: the caller reads the day (under the day's lock when it is
 * about to insert) and passes it in.
 *
 * Night slots: a service runs on the days of its `weekdays`; a last slot before the first runs
 * past midnight. Its slots past midnight belong to the service's day: a booking at 00:30 under
 * Friday's 23:00→01:00 service has the date of Friday, the time "00:30", and `meal_at` the instant
 * of Saturday 00:30. So one day's book, its lock and its index hold a whole evening.
 */

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export interface AvailabilitySettings {
  slot_minutes: number;
  min_notice_minutes: number;
  max_advance_days: number;
  duration_minutes: number;
  durations_by_party: readonly TDurationRule[];
}

export interface ServiceSpec {
  id: number;
  weekdays: readonly number[];
  first_slot: string;
  last_slot: string;
  capacity_covers: number;
  pacing_covers: number | null;
}

/** A booking that holds covers (HOLDING_STATUSES) on the day. */
export interface HoldingBooking {
  id: number;
  service_id: number | null;
  meal_at: number;
  ends_at: number;
  covers: number;
  table_ids: readonly number[];
  /** The offer it took: its covers count against that offer's cap at its slot. */
  offer_id?: number | null;
}

export interface DayContext {
  /** The service day, "YYYY-MM-DD" in Paris. */
  date: string;
  now: number;
  settings: AvailabilitySettings;
  services: readonly ServiceSpec[];
  tables: readonly TableSpec[];
  combinations: readonly CombinationSpec[];
  /** The holding bookings of `date`. */
  bookings: readonly HoldingBooking[];
  /** The restaurant's opening hours; a restaurant that gave none is judged by its services alone. */
  hours: OpeningHours | null;
}

export type SlotRefusal = 'SLOT_NOT_OFFERED' | 'SLOT_FULL' | 'BOOKING_IN_PAST' | 'BOOKING_TOO_SOON' | 'BOOKING_TOO_FAR';

export interface SlotRequest {
  time: string;
  covers: number;
  /** An online booking: the notice, the advance and the online tables apply. */
  online: boolean;
  /** A booking being moved does not compete with itself. */
  excluding?: number;
}

export type SlotCheck =
  | { ok: true; service: ServiceSpec; meal_at: number; ends_at: number; table_ids: number[] }
  | { ok: false; code: SlotRefusal };

/** The meal's length for a party: the first rule whose size holds it, else the usual duration. */
export function mealMinutes(settings: AvailabilitySettings, covers: number): number {
  const rule = [...settings.durations_by_party]
    .sort((a, b) => a.max_covers - b.max_covers)
    .find((r) => covers <= r.max_covers);
  return rule?.minutes ?? settings.duration_minutes;
}

/** Minutes after the service day's midnight of first and last slot (the last past 24:00 for a night service). */
export function serviceSpan(service: Pick<ServiceSpec, 'first_slot' | 'last_slot'>): { first: number; last: number } {
  const first = parseClock(service.first_slot) ?? 0;
  let last = parseClock(service.last_slot) ?? first;
  if (last < first) last += DAY_MINUTES;
  return { first, last };
}

/** The minute of a wall-clock time within a service's span, or null when it is off the span. */
function minuteInService(service: ServiceSpec, time: string): number | null {
  const clock = parseClock(time);
  if (clock === null) return null;
  const { first, last } = serviceSpan(service);
  const minute = clock < first ? clock + DAY_MINUTES : clock;
  return minute >= first && minute <= last ? minute : null;
}

/** The instant of a minute of a service day (past 24:00: the next date's clock). */
export function instantOf(date: string, minute: number): number {
  return minute >= DAY_MINUTES
    ? parisInstant(addDays(date, 1), formatClock(minute - DAY_MINUTES))
    : parisInstant(date, formatClock(minute));
}

/** The services held on a date, in order of their first slot: none on a closure day. */
export function servicesOn(ctx: Pick<DayContext, 'date' | 'services' | 'hours'>): ServiceSpec[] {
  if (ctx.hours && closureOn(ctx.hours, ctx.date)) return [];
  const weekday = weekdayOf(ctx.date);
  return ctx.services
    .filter((service) => service.weekdays.includes(weekday))
    .sort((a, b) => serviceSpan(a).first - serviceSpan(b).first);
}

/** The opening slots of a date as minute ranges (a slot closing earlier than it opens runs past midnight). */
export function openingRanges(hours: OpeningHours, date: string): Array<{ from: number; to: number }> {
  const day = slotsOn(hours, date);
  return day.open.map((open, i) => {
    const from = parseClock(open) ?? 0;
    const close = day.close[i] ?? open;
    let to = close === '24:00' ? DAY_MINUTES : (parseClock(close) ?? from);
    if (to <= from) to += DAY_MINUTES;
    return { from, to };
  });
}

function hasHours(hours: OpeningHours | null): hours is OpeningHours {
  return hours !== null && (hours.usual.open.length > 0 || [...hours.weekdays.values()].some((d) => d.open.length > 0));
}

/** Whether an arrival at `minute` of the day lies within the day's opening hours (always, without hours). */
function withinHours(ctx: Pick<DayContext, 'date' | 'hours'>, minute: number): boolean {
  if (!hasHours(ctx.hours)) return true;
  return openingRanges(ctx.hours, ctx.date).some((range) => range.from <= minute && minute <= range.to);
}

/** Whether a service's arrivals lie inside one opening slot on each of its weekdays' usual hours. */
export function serviceInsideHours(
  service: Pick<ServiceSpec, 'first_slot' | 'last_slot' | 'weekdays'>,
  hours: OpeningHours,
): boolean {
  if (!hasHours(hours)) return true;
  const { first, last } = serviceSpan(service);
  return service.weekdays.every((weekday) => {
    const day = hours.weekdays.get(weekday as never) ?? hours.usual;
    return day.open.some((open, i) => {
      const from = parseClock(open) ?? 0;
      const close = day.close[i] ?? open;
      let to = close === '24:00' ? DAY_MINUTES : (parseClock(close) ?? from);
      if (to <= from) to += DAY_MINUTES;
      return from <= first && last <= to;
    });
  });
}

/** Whether two services share a weekday and their arrival spans meet. */
export function servicesOverlap(a: ServiceSpec, b: ServiceSpec): boolean {
  if (!a.weekdays.some((day) => b.weekdays.includes(day))) return false;
  const x = serviceSpan(a);
  const y = serviceSpan(b);
  return x.first <= y.last && y.first <= x.last;
}

/** The slots of a service on the grid: first, first + slot, … up to the last. */
export function serviceSlots(service: ServiceSpec, slotMinutes: number): number[] {
  const { first, last } = serviceSpan(service);
  const minutes: number[] = [];
  for (let minute = first; minute <= last; minute += slotMinutes) minutes.push(minute);
  return minutes;
}

/** Covers seated at `at` among `bookings`. */
function seatedAt(bookings: readonly HoldingBooking[], at: number): number {
  let covers = 0;
  for (const booking of bookings) if (booking.meal_at <= at && at < booking.ends_at) covers += booking.covers;
  return covers;
}

/** Whether a party may book `time` on the day, and if so the service, the meal's span and a table. */
export function checkSlot(ctx: DayContext, request: SlotRequest): SlotCheck {
  const services = servicesOn(ctx);
  let service: ServiceSpec | undefined;
  let minute: number | null = null;
  for (const candidate of services) {
    const m = minuteInService(candidate, request.time);
    if (m !== null && (m - serviceSpan(candidate).first) % ctx.settings.slot_minutes === 0) {
      service = candidate;
      minute = m;
      break;
    }
  }
  if (!service || minute === null || !withinHours(ctx, minute)) return { ok: false, code: 'SLOT_NOT_OFFERED' };
  const mealAt = instantOf(ctx.date, minute);
  if (mealAt <= ctx.now) return { ok: false, code: 'BOOKING_IN_PAST' };
  if (request.online) {
    if (mealAt < ctx.now + ctx.settings.min_notice_minutes * MINUTE) return { ok: false, code: 'BOOKING_TOO_SOON' };
    if (ctx.date > addDays(parisDate(ctx.now), ctx.settings.max_advance_days))
      return { ok: false, code: 'BOOKING_TOO_FAR' };
  }
  const endsAt = mealAt + mealMinutes(ctx.settings, request.covers) * MINUTE;
  const others = ctx.bookings.filter((b) => b.id !== request.excluding);
  const serviceId = service.id;
  const sameService = others.filter((b) => b.service_id === serviceId && b.meal_at < endsAt && b.ends_at > mealAt);
  // Seating changes only when a meal starts: the peak over the party's meal is at one of those starts.
  // Parties arrive together on the grid: each distinct start is counted once.
  const starts = new Set([mealAt]);
  for (const booking of sameService)
    if (booking.meal_at > mealAt && booking.meal_at < endsAt) starts.add(booking.meal_at);
  let peak = 0;
  for (const at of starts) peak = Math.max(peak, seatedAt(sameService, at));
  if (peak + request.covers > service.capacity_covers) return { ok: false, code: 'SLOT_FULL' };
  if (service.pacing_covers !== null) {
    const arrivals = sameService.filter((b) => b.meal_at === mealAt).reduce((sum, b) => sum + b.covers, 0);
    if (arrivals + request.covers > service.pacing_covers) return { ok: false, code: 'SLOT_FULL' };
  }
  let tableIds: number[] = [];
  if (ctx.tables.length > 0) {
    const overlapping = others.filter((b) => b.meal_at < endsAt && b.ends_at > mealAt);
    const found = tableFor(ctx.tables, overlapping, request.covers, request.online, ctx.combinations);
    if (found === null) return { ok: false, code: 'SLOT_FULL' };
    tableIds = found;
  }
  return { ok: true, service, meal_at: mealAt, ends_at: endsAt, table_ids: tableIds };
}

/** An active offer as availability weighs it. */
export interface OfferSpec {
  id: number;
  percent: number;
  applies_to: 'food' | 'all';
  weekdays: readonly number[];
  /** "HH:MM", first ≤ last: the arrivals it holds for. */
  first_slot: string;
  last_slot: string;
  /** Paris dates, both included. */
  valid_from: string;
  valid_to: string;
  max_covers_per_slot: number;
  min_party: number;
}

export interface SlotOffer {
  offer_id: number;
  percent: number;
  applies_to: 'food' | 'all';
}

/**
 * Whether an offer holds for a party of `covers` arriving at `time` (instant `mealAt`) on the day:
 * its dates, weekday, first and last arrival, minimum party, and its cap: the covers that already
 * took it at that arrival plus the party's stay within `max_covers_per_slot`.
 */
export function offerHolds(
  ctx: Pick<DayContext, 'date' | 'bookings'>,
  offer: OfferSpec,
  time: string,
  mealAt: number,
  covers: number,
  excluding?: number,
): boolean {
  if (ctx.date < offer.valid_from || ctx.date > offer.valid_to) return false;
  if (!offer.weekdays.includes(weekdayOf(ctx.date))) return false;
  if (time < offer.first_slot || time > offer.last_slot) return false;
  if (covers < offer.min_party) return false;
  let taken = 0;
  for (const booking of ctx.bookings)
    if (booking.offer_id === offer.id && booking.meal_at === mealAt && booking.id !== excluding)
      taken += booking.covers;
  return taken + covers <= offer.max_covers_per_slot;
}

/** The best offer that holds for the party at a slot: the highest percent, the whole bill before food only. */
export function bestOffer(
  ctx: Pick<DayContext, 'date' | 'bookings'>,
  offers: readonly OfferSpec[],
  time: string,
  mealAt: number,
  covers: number,
): SlotOffer | null {
  let best: OfferSpec | null = null;
  for (const offer of offers) {
    if (!offerHolds(ctx, offer, time, mealAt, covers)) continue;
    if (
      best === null ||
      offer.percent > best.percent ||
      (offer.percent === best.percent && offer.applies_to === 'all' && best.applies_to === 'food')
    )
      best = offer;
  }
  return best ? { offer_id: best.id, percent: best.percent, applies_to: best.applies_to } : null;
}

/**
 * Every slot of the day's services, whether a party of `covers` may book it online, and the best
 * of the restaurant's active `offers` it would take there (none on a slot it cannot book).
 */
export function dayAvailability(
  ctx: DayContext,
  covers: number,
  offers: readonly OfferSpec[] = [],
): Array<{ time: string; available: boolean; offer: SlotOffer | null }> {
  const slots: Array<{ time: string; available: boolean; offer: SlotOffer | null }> = [];
  for (const service of servicesOn(ctx)) {
    for (const minute of serviceSlots(service, ctx.settings.slot_minutes)) {
      if (!withinHours(ctx, minute)) continue;
      const time = formatClock(minute);
      const check = checkSlot(ctx, { time, covers, online: true });
      slots.push({
        time,
        available: check.ok,
        offer: check.ok && offers.length > 0 ? bestOffer(ctx, offers, time, check.meal_at, covers) : null,
      });
    }
  }
  return slots;
}

export interface SlotLoad {
  time: string;
  booked_covers: number;
  capacity_covers: number;
  arrivals: number;
  pacing_covers: number | null;
}

/** The book's bar per slot: covers seated during the slot, arrivals at it, against the service's limits. */
export function slotLoads(ctx: DayContext, serviceId: number | null): SlotLoad[] {
  const loads: SlotLoad[] = [];
  for (const service of servicesOn(ctx)) {
    if (serviceId !== null && service.id !== serviceId) continue;
    const ofService = ctx.bookings.filter((b) => b.service_id === service.id);
    for (const minute of serviceSlots(service, ctx.settings.slot_minutes)) {
      const at = instantOf(ctx.date, minute);
      loads.push({
        time: formatClock(minute),
        booked_covers: seatedAt(ofService, at),
        capacity_covers: service.capacity_covers,
        arrivals: ofService.filter((b) => b.meal_at === at).reduce((sum, b) => sum + b.covers, 0),
        pacing_covers: service.pacing_covers,
      });
    }
  }
  return loads;
}

/** The service a time of the day falls in (its arrival span, off the grid too): a walk-in at 20:07. */
export function serviceAt(ctx: Pick<DayContext, 'date' | 'services' | 'hours'>, time: string): ServiceSpec | undefined {
  return servicesOn(ctx).find((service) => minuteInService(service, time) !== null);
}

/** The minute of a time within the service day: past midnight for a night service. */
export function minuteOfDay(service: ServiceSpec | undefined, time: string): number {
  const clock = parseClock(time) ?? 0;
  if (!service) return clock;
  return clock < serviceSpan(service).first ? clock + DAY_MINUTES : clock;
}
