import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ErrorCode,
  isErrorCode,
  type Locale,
  normalizeLocale,
  parseClock,
  type TCustomerBooking,
  ZAvailabilityQuerySchema,
  ZManageModifyRequestSchema,
} from '@portal/contract';
import { bookableDays } from '../../../core/day-options.js';
import { AppError } from '../../../core/errors.js';
import { fromThisSite, seeOther, sendPage } from '../../../core/guest-form.js';
import { addDays, parisDate, parisInstant } from '../../../core/paris-time.js';
import { access } from '../../../core/routes.js';
import type { GuestBookings } from '../guest-bookings.js';
import type { GuestChanges } from '../guest-changes.js';
import { bookingOfManageToken, manageLinkKey } from '../manage-link.js';
import type { Booking } from '../tables.js';
import {
  MANAGE_ANSWER_ROUTE,
  MANAGE_CANCEL_ROUTE,
  MANAGE_MODIFY_ROUTE,
  MANAGE_PAGE_ROUTE,
  managePageHref,
  type ManagePageView,
  type OfferedTime,
  renderInvalidLinkPage,
  renderManagePage,
} from './manage-page.js';
import { MANAGE_PAGE_CSP_DIRECTIVES } from './manage-page-style.js';
import { MANAGE_NOTICES, type ManageNotice } from './manage-page-texts.js';

type Query = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The days the change form lists when the restaurant's own window cannot be read (the page says why). */
const DEFAULT_ADVANCE_DAYS = 30;

/** The change form's fields as posted, the empty ones left out: what a page drawn again keeps. */
function keptChange(body: Query): Record<string, string> {
  const kept = { date: text(body.date), covers: text(body.covers), time: text(body.time) };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== ''));
}

/** The first problem of a refused form, as its error code. */
function errorCodeOf(issues: ReadonlyArray<{ message: string }>): ErrorCode {
  const code = issues[0]?.message ?? '';
  return isErrorCode(code) ? code : 'VALIDATION';
}

/*
 * The page's headers: its own policy (no script, its one stylesheet, forms to this origin only);
 * the Referer sent to this origin only, so the token in the address never leaves for another
 * site and a post from this page carries this origin in its Origin header (with helmet's
 * no-referrer, browsers send `Origin: null` even from the page itself).
 */
const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: MANAGE_PAGE_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' as const },
};

/**
 * The day's times offered to the party in the change form: the public availability's, less
 * those already within the restaurant's notice (they would be refused), each marked free or full.
 * Night slots past midnight come after the evening's last slot and belong to the next date.
 */
function offeredTimes(
  slots: ReadonlyArray<{ time: string; available: boolean }>,
  date: string,
  now: number,
  noticeMinutes: number,
): OfferedTime[] {
  const offered: OfferedTime[] = [];
  let previous = -1;
  let nextDay = false;
  for (const slot of slots) {
    const minute = parseClock(slot.time) ?? 0;
    if (minute < previous) nextDay = true;
    previous = minute;
    const at = parisInstant(nextDay ? addDays(date, 1) : date, slot.time);
    if (at < now + noticeMinutes * 60_000) continue;
    offered.push({ time: slot.time, available: slot.available });
  }
  return offered;
}

/** What the manage page asks of reservations: the booking as its guest sees it, the day's times, the guest's changes. */
interface ManagePageDeps {
  bookings: Pick<GuestBookings, 'view' | 'availability'>;
  changes: Pick<GuestChanges, 'cancel' | 'move' | 'answer'>;
}

/**
 * The guest's manage page behind the link of the booking's messages: drawn on
 * the server, no script, French unless the booking or `?lang=` says English. It shows the
 * booking and, while the 12-hour rule allows it, a cancel form (after a confirmation step) and a
 * change form, and the restaurant's proposal with its two answers when one waits; each post is answered by a redirect back to the page with what happened
 * (Post/Redirect/Get), so a reload never posts again.
 */
export default async function manageBookingPage(fastify: FastifyInstance, { bookings, changes }: ManagePageDeps) {
  const { db, clock, config } = fastify.infra;
  const linkKey = manageLinkKey(config.JWT_SECRET);
  const publicBaseUrl = config.PUBLIC_BASE_URL;

  const bookingOf = (token: string): Promise<Booking | undefined> =>
    token ? bookingOfManageToken(db, linkKey, token, clock()) : Promise.resolve(undefined);

  const langOf = (query: Query, booking: Booking | undefined, request: FastifyRequest): Locale => {
    if (typeof query.lang === 'string' && query.lang !== '') return normalizeLocale(query.lang);
    if (booking) return booking.lang === 'en' ? 'en' : 'fr';
    return normalizeLocale(request.headers['accept-language']?.split(',')[0]);
  };

  const invalid = (reply: FastifyReply, lang: Locale, token: string) =>
    sendPage(reply, 404, renderInvalidLinkPage(lang, token));

  /** Back to the page with what happened. */
  const back = (reply: FastifyReply, token: string, lang: Locale, more: Record<string, string>) =>
    seeOther(reply, managePageHref(token, lang, more));

  /**
   * The change form: its day and party (asked for with "see times", else the booking's own), the
   * times the restaurant offers then (the booking's own time kept on its day, even where it fills
   * the slot itself), the time selected, and why no times could be listed.
   */
  const changeForm = async (query: Query, booking: TCustomerBooking): Promise<ManagePageView['change']> => {
    const asked = ZAvailabilityQuerySchema.safeParse({ date: text(query.date), covers: text(query.covers) });
    const date = asked.success ? asked.data.date : booking.date;
    const covers = asked.success ? asked.data.covers : booking.covers;
    const typed = query.date !== undefined || query.covers !== undefined;
    let timesError: ErrorCode | null = !asked.success && typed ? errorCodeOf(asked.error.issues) : null;
    let times: OfferedTime[] | null = null;
    let advanceDays = DEFAULT_ADVANCE_DAYS;
    try {
      const day = await bookings.availability(booking.restaurant_id, date, covers);
      times = offeredTimes(day.slots, date, clock(), day.min_notice_minutes);
      advanceDays = day.max_advance_days;
    } catch (problem) {
      // The restaurant takes no booking online now, or not for this party: a time field, and why.
      if (!(problem instanceof AppError)) throw problem;
      if (problem.code !== 'NOT_FOUND') timesError ??= problem.code;
    }
    if (times && date === booking.date && !times.some((slot) => slot.time === booking.time)) {
      times = [...times, { time: booking.time, available: true }].sort(
        (a, b) => (parseClock(a.time) ?? 0) - (parseClock(b.time) ?? 0),
      );
    }
    const wanted = text(query.time);
    const time =
      times?.find((slot) => slot.time === wanted)?.time ??
      times?.find((slot) => slot.time === booking.time)?.time ??
      times?.find((slot) => slot.available)?.time ??
      (parseClock(wanted) !== null ? wanted : booking.time);
    const today = parisDate(clock());
    return { today, days: bookableDays(today, advanceDays, date), date, covers, time, times, timesError };
  };

  fastify.get<{ Querystring: Query }>(MANAGE_PAGE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const query = request.query;
      const token = text(query.token).trim();
      const booking = await bookingOf(token);
      const lang = langOf(query, booking, request);
      if (!booking) return invalid(reply, lang, token);
      const wire = await bookings.view(booking);
      const msg = text(query.msg);
      const notice = (MANAGE_NOTICES as readonly string[]).includes(msg) ? (msg as ManageNotice) : null;
      const error = !notice && isErrorCode(msg) ? msg : null;
      const change = await changeForm(query, wire);
      const confirmCancel = query.step === 'cancel';
      const html = renderManagePage({ lang, token, booking: wire, now: clock(), notice, error, confirmCancel, change });
      return sendPage(reply, 200, html);
    },
  });

  /** A form post: from this site, with a token that still opens its booking, then the action. */
  const handlePost = async (
    request: FastifyRequest<{ Body: Query | undefined }>,
    reply: FastifyReply,
    act: (booking: Booking, body: Query) => Promise<{ done: ManageNotice } | { retry: Record<string, string> }>,
  ) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const token = text(body.token).trim();
    const booking = await bookingOf(token);
    const lang = langOf(body, booking, request);
    if (!booking) return invalid(reply, lang, token);
    if (!fromThisSite(request, publicBaseUrl)) return back(reply, token, lang, { msg: 'elsewhere' });
    try {
      const outcome = await act(booking, body);
      if ('retry' in outcome) return back(reply, token, lang, outcome.retry);
      return back(reply, token, lang, { msg: outcome.done });
    } catch (problem) {
      if (!(problem instanceof AppError)) throw problem;
      const final = problem.code === 'BOOKING_CHANGE_TOO_LATE' || problem.code.startsWith('BOOKING_NOW_');
      return back(reply, token, lang, { msg: problem.code, ...(final ? {} : keptChange(body)) });
    }
  };

  fastify.post<{ Body: Query | undefined }>(MANAGE_CANCEL_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: (request, reply) =>
      handlePost(request, reply, async (booking) => {
        await changes.cancel(booking);
        return { done: 'cancelled' };
      }),
  });

  fastify.post<{ Body: Query | undefined }>(MANAGE_MODIFY_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: (request, reply) =>
      handlePost(request, reply, async (booking, body) => {
        const change = ZManageModifyRequestSchema.safeParse({
          token: text(body.token),
          date: text(body.date),
          time: text(body.time),
          covers: text(body.covers),
        });
        if (!change.success) return { retry: { msg: errorCodeOf(change.error.issues), ...keptChange(body) } };
        const { date, time, covers } = change.data;
        const moved = await changes.move(booking, { date, time, covers });
        // A full time leaves the booking as it was, with a request waiting for the restaurant.
        return { done: moved.requested ? 'requested' : 'saved' };
      }),
  });

  fastify.post<{ Body: Query | undefined }>(MANAGE_ANSWER_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: (request, reply) =>
      handlePost(request, reply, async (booking, body) => {
        const accept = text(body.accept);
        if (accept !== '1' && accept !== '0') return { retry: { msg: 'VALIDATION' } };
        // The customer call's own answer: accepting a time moves the booking, a cancellation cancels it.
        const answered = await changes.answer(booking, accept === '1');
        if (accept === '0') return { done: 'proposal_declined' };
        return { done: answered.status === 'cancelled_by_customer' ? 'proposal_cancelled' : 'proposal_accepted' };
      }),
  });
}
