import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ErrorCode,
  isErrorCode,
  type Locale,
  normalizeLocale,
  parseClock,
  ZAvailabilityQuerySchema,
  ZManageModifyRequestSchema,
} from '@portal/contract';
import { AppError } from '../../../core/errors.js';
import { access } from '../../../core/routes.js';
import { addDays, parisInstant } from '../../../core/paris-time.js';
import type { GuestBookingActions } from '../manage-routes.js';
import { bookingOfManageToken, manageLinkKey } from '../manage-link.js';
import type { ReservationService } from '../reservation-service.js';
import type { Booking } from '../tables.js';
import {
  MANAGE_CANCEL_ROUTE,
  MANAGE_MODIFY_ROUTE,
  MANAGE_PAGE_ROUTE,
  managePageHref,
  type OfferedTime,
  renderInvalidLinkPage,
  renderManagePage,
} from './manage-page.js';
import { MANAGE_PAGE_CSP_DIRECTIVES } from './manage-page-style.js';
import { MANAGE_NOTICES, type ManageNotice } from './manage-page-texts.js';

/** What the page asks of the reservations service: the guest's actions and the day's times. */
export type ManagePageActions = GuestBookingActions & Pick<ReservationService, 'availability' | 'moveAsGuest'>;

type Query = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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
 * Whether a form post comes from a page of this portal. The token in the form is what opens the
 * booking; this stops another site from making a guest's browser post it, whatever the cookies'
 * SameSite (there are none here): a post that names another origin, or an opaque one ("null"),
 * is refused. A client that sends neither Origin nor Referer (an old browser, a privacy setting)
 * is let through on the token alone.
 */
export function fromThisSite(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  const source = origin ?? request.headers.referer;
  if (source === undefined || source === '') return true;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  // The Host read in the sender's scheme, so "localhost:80" and "http://localhost" agree.
  try {
    if (url.host === new URL(`${url.protocol}//${request.host}`).host) return true;
  } catch {
    return false;
  }
  if (publicBaseUrl) {
    try {
      return url.origin === new URL(publicBaseUrl).origin;
    } catch {
      return false;
    }
  }
  return false;
}

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

/**
 * The guest's manage page behind the link of the booking's messages: drawn on
 * the server, no script, French unless the booking or `?lang=` says English. It shows the
 * booking and, while the 12-hour rule allows it, a cancel form (after a confirmation step) and a
 * change form; each post is answered by a redirect back to the page with what happened
 * (Post/Redirect/Get), so a reload never posts again.
 */
export default async function manageBookingPage(fastify: FastifyInstance, options: { service: ManagePageActions }) {
  const { service } = options;
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

  const page = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  const invalid = (reply: FastifyReply, lang: Locale, token: string) =>
    page(reply, 404, renderInvalidLinkPage(lang, token));

  /** Back to the page with what happened (303: the browser follows with a GET). */
  const back = (reply: FastifyReply, token: string, lang: Locale, more: Record<string, string>) =>
    reply.header('cache-control', 'no-store').redirect(managePageHref(token, lang, more), 303);

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
      const wire = (await service.toCustomerWire([booking]))[0]!;
      const msg = text(query.msg);
      const notice = (MANAGE_NOTICES as readonly string[]).includes(msg) ? (msg as ManageNotice) : null;
      const error = !notice && isErrorCode(msg) ? msg : null;

      // The change form's day and party: asked for ("see times"), else the booking's own.
      const asked = ZAvailabilityQuerySchema.safeParse({ date: text(query.date), covers: text(query.covers) });
      const date = asked.success ? asked.data.date : wire.date;
      const covers = asked.success ? asked.data.covers : wire.covers;
      let times: OfferedTime[] | null = null;
      let timesError: ErrorCode | null = null;
      if (!asked.success && (query.date !== undefined || query.covers !== undefined)) {
        const code = asked.error.issues[0]?.message ?? '';
        timesError = isErrorCode(code) ? code : 'VALIDATION';
      }
      try {
        const day = await service.availability(wire.restaurant_id, date, covers);
        if (day.data) times = offeredTimes(day.data.slots, date, clock(), day.data.min_notice_minutes);
      } catch (problem) {
        // The restaurant takes no booking online now, or not for this party: a time field, and why.
        if (!(problem instanceof AppError)) throw problem;
        if (problem.code !== 'NOT_FOUND') timesError ??= problem.code;
      }
      // The booking's own time stays in the list on its day, even where it fills the slot itself.
      if (times && date === wire.date && !times.some((slot) => slot.time === wire.time)) {
        times = [...times, { time: wire.time, available: true }].sort(
          (a, b) => (parseClock(a.time) ?? 0) - (parseClock(b.time) ?? 0),
        );
      }
      const wanted = text(query.time);
      const time =
        times?.find((slot) => slot.time === wanted)?.time ??
        times?.find((slot) => slot.time === wire.time)?.time ??
        times?.find((slot) => slot.available)?.time ??
        (parseClock(wanted) !== null ? wanted : wire.time);

      return page(
        reply,
        200,
        renderManagePage({
          lang,
          token,
          booking: wire,
          now: clock(),
          notice,
          error,
          confirmCancel: query.step === 'cancel',
          change: { date, covers, time, times, timesError },
        }),
      );
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
      const keep =
        problem.code === 'BOOKING_CHANGE_TOO_LATE' || problem.code.startsWith('BOOKING_NOW_')
          ? {}
          : { date: text(body.date), covers: text(body.covers), time: text(body.time) };
      const kept = Object.fromEntries(Object.entries(keep).filter(([, value]) => value !== ''));
      return back(reply, token, lang, { msg: problem.code, ...kept });
    }
  };

  fastify.post<{ Body: Query | undefined }>(MANAGE_CANCEL_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: (request, reply) =>
      handlePost(request, reply, async (booking) => {
        await service.cancelAsGuest(booking);
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
        if (!change.success) {
          const code = change.error.issues[0]?.message ?? '';
          const kept = { date: text(body.date), covers: text(body.covers), time: text(body.time) };
          return {
            retry: {
              msg: isErrorCode(code) ? code : 'VALIDATION',
              ...Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== '')),
            },
          };
        }
        const { date, time, covers } = change.data;
        const moved = await service.moveAsGuest(booking, { date, time, covers });
        // A full time leaves the booking as it was, with a request waiting for the restaurant.
        return { done: moved.requested ? 'requested' : 'saved' };
      }),
  });
}
