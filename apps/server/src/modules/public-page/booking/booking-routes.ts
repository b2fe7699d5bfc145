import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKING_NOTE_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  type ErrorCode,
  internationalPhone,
  isErrorCode,
  MAX_ADVANCE_DAYS,
  normalizeLocale,
  parseClock,
  type TCustomerBooking,
  ZAvailabilityQuerySchema,
  ZCountryCodeField,
  zMultiLineText,
  ZPhoneField,
  zSingleLineText,
} from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { addDays, parisDate } from '../../../core/paris-time.js';
import { decodePublicId } from '../../../core/public-id.js';
import { access } from '../../../core/routes.js';
import { credentialLimits } from '../../auth/index.js';
import type { CustomersModule } from '../../customers/index.js';
import { bookingOfManageToken, manageLinkKey, manageToken, type ReservationService } from '../../reservations/index.js';
import { RestaurantService, type RestaurantModule } from '../../restaurant/index.js';
import {
  BOOK_ROUTE,
  bookPath,
  CODE_ROUTE,
  DETAILS_ROUTE,
  DONE_ROUTE,
  GUARANTEE_ROUTE,
  href,
} from './booking-format.js';
import {
  type Choice,
  type PageRestaurant,
  renderCodePage,
  renderDetailsPage,
  renderDonePage,
  renderGuaranteePage,
  renderInvalidLinkPage,
  renderSlotsPage,
} from './booking-pages.js';
import type { FreeSlot } from './booking-section.js';
import { BOOKING_PAGE_CSP_DIRECTIVES } from './booking-style.js';
import { BOOKING_NOTICES, type BookingNotice } from './booking-texts.js';
import { type BookingStep, readStepToken, stepToken, stepTokenKey } from './booking-token.js';

/** What the booking pages ask of the other modules, through their services. */
export interface BookingPagesDeps {
  reservations: Pick<ReservationService, 'availability' | 'bookTable' | 'customerDetail'>;
  customers: Pick<CustomersModule['service'], 'sendGuestCode' | 'verifyGuestCode'>;
  restaurant: Pick<RestaurantModule, 'publicProfile'>;
}

type Query = Record<string, unknown>;
type Params = { public_id: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The party listed when the guest has not chosen one yet. */
const DEFAULT_COVERS = 2;
/** How far the "days with free times" look when the chosen day has none. */
const OTHER_DAYS_AHEAD = 14;
const OTHER_DAYS_SHOWN = 3;

const ZGuestForm = z.object({
  first_name: zSingleLineText({ required: true, maxLength: CUSTOMER_NAME_MAX_LENGTH }),
  country_code: ZCountryCodeField,
  mobileno: ZPhoneField,
  note: zMultiLineText({ maxLength: BOOKING_NOTE_MAX_LENGTH }),
});
type GuestField = 'first_name' | 'country_code' | 'mobileno' | 'note';

/**
 * The page's headers: its own policy (no script, its one stylesheet, forms to this origin), and
 * the Referer sent to this origin only, so the manage token in an address never leaves for
 * another site and this page's posts carry its origin.
 */
const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: BOOKING_PAGE_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' as const },
};

/**
 * Whether a form post comes from a page of this portal: a post naming another origin, or an
 * opaque one, changes nothing; a client sending neither Origin nor Referer is let through.
 */
function fromThisSite(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined || source === '') return true;
  try {
    const url = new URL(source);
    if (url.origin === 'null') return false;
    if (url.host === new URL(`${url.protocol}//${request.host}`).host) return true;
    return publicBaseUrl !== undefined && publicBaseUrl !== '' && url.origin === new URL(publicBaseUrl).origin;
  } catch {
    return false;
  }
}

/** The first problem of each field of a refused form, as its error code. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<GuestField, ErrorCode>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as GuestField;
    if (errors[field]) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'VALIDATION';
  }
  return errors;
}

/**
 * Booking a table from the restaurant's own page, drawn on the server without
 * script: the day's free times (a GET form and links), the guest's first name and phone, the code
 * the phone receives (the customer account of that phone, found or created by the customers
 * module), then the booking placed by the reservations service as that customer, with the offer
 * the slot showed. The choices travel between steps in a signed, short-lived hidden field; the
 * service checks the slot, the offer and the 2-hour rule again when it places the booking. A
 * booking waiting for its card shows the imprint and the free-cancel deadline before the
 * payments module's card page, which returns to the confirmation.
 */
export default async function bookingPages(fastify: FastifyInstance, options: { deps: BookingPagesDeps }) {
  const { reservations, customers, restaurant } = options.deps;
  const { db, clock, config } = fastify.infra;
  const stepKey = stepTokenKey(config.JWT_SECRET);
  const linkKey = manageLinkKey(config.JWT_SECRET);
  const limits = credentialLimits(fastify);

  const page = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The listed restaurant a public id names, or undefined (unknown, altered, not listed). */
  const restaurantOf = async (publicId: string): Promise<(PageRestaurant & { id: number }) | undefined> => {
    const id = decodePublicId(publicId);
    if (id === null) return undefined;
    const stored = await restaurant.publicProfile.read(id, 'fr');
    if (!stored || !RestaurantService.isListed(stored)) return undefined;
    return { id, publicId, name: stored.account.name };
  };

  /** The free times of a day for a party (the offer each would take); the refusal when none can be listed. */
  const freeSlots = async (
    publicId: string,
    date: string,
    covers: number,
  ): Promise<{ slots: FreeSlot[]; maxParty: number } | { error: ErrorCode }> => {
    try {
      const day = await reservations.availability(publicId, date, covers);
      const data = day.data!;
      return {
        slots: data.slots.filter((slot) => slot.available).map(({ time, offer }) => ({ time, offer })),
        maxParty: data.max_party_online,
      };
    } catch (problem) {
      if (!(problem instanceof AppError)) throw problem;
      return { error: problem.code };
    }
  };

  const back = (reply: FastifyReply, path: string, params: Record<string, string | number | null | undefined>) =>
    reply.header('cache-control', 'no-store').redirect(href(path, params), 303);

  /** The choice a step token holds, as the pages show it. */
  const choiceOf = (step: BookingStep): Choice => ({
    date: step.date,
    time: step.time,
    covers: step.covers,
    offer: step.offer,
  });

  /** The slot's offer now, or null; the slot not free any more: null too, with `free` false. */
  const slotNow = async (publicId: string, step: Pick<BookingStep, 'date' | 'time' | 'covers'>) => {
    const day = await freeSlots(publicId, step.date, step.covers);
    if ('error' in day) return { free: false as const, error: day.error };
    const slot = day.slots.find((candidate) => candidate.time === step.time);
    return slot ? { free: true as const, offer: slot.offer } : { free: false as const, error: 'SLOT_FULL' as const };
  };

  // The day's free times for a party: what the section's form and the embeddable link open.
  fastify.get<{ Params: Params; Querystring: Query }>(BOOK_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const query = request.query;
      const lang = normalizeLocale(query.lang);
      const place = await restaurantOf(request.params.public_id);
      if (!place) return page(reply, 404, renderInvalidLinkPage(lang));
      const today = parisDate(clock());
      const asked = ZAvailabilityQuerySchema.safeParse({
        date: text(query.date) || today,
        covers: text(query.covers) || String(DEFAULT_COVERS),
      });
      let error: ErrorCode | null = null;
      if (!asked.success) {
        const code = asked.error.issues[0]?.message ?? '';
        error = isErrorCode(code) ? code : 'VALIDATION';
      }
      const date = asked.success ? asked.data.date : today;
      const covers = asked.success ? asked.data.covers : DEFAULT_COVERS;
      const msg = text(query.msg);
      const notice = (BOOKING_NOTICES as readonly string[]).includes(msg) ? (msg as BookingNotice) : null;
      if (!notice && !error && isErrorCode(msg)) error = msg;

      const day = await freeSlots(place.publicId, date, covers);
      let maxParty = 'error' in day ? DEFAULT_COVERS : day.maxParty;
      if ('error' in day) {
        if (day.error === 'NOT_FOUND') return page(reply, 404, renderInvalidLinkPage(lang));
        error = day.error;
        // The form still offers the parties the restaurant takes online.
        const one = await freeSlots(place.publicId, today, 1);
        if (!('error' in one)) maxParty = one.maxParty;
      }
      const otherDays: string[] = [];
      // No restaurant books further than MAX_ADVANCE_DAYS: a later day has no other days to look for.
      if (!('error' in day) && day.slots.length === 0 && date <= addDays(today, MAX_ADVANCE_DAYS)) {
        // From the next day, or from today when the day asked for has passed.
        const first = date < today ? today : addDays(date, 1);
        for (let ahead = 0; ahead < OTHER_DAYS_AHEAD && otherDays.length < OTHER_DAYS_SHOWN; ahead += 1) {
          const other = addDays(first, ahead);
          const found = await freeSlots(place.publicId, other, covers);
          if (!('error' in found) && found.slots.length > 0) otherDays.push(other);
        }
      }
      return page(
        reply,
        200,
        renderSlotsPage({
          lang,
          restaurant: place,
          today,
          covers,
          date,
          maxParty,
          slots: 'error' in day ? null : day.slots,
          otherDays,
          error,
          notice,
        }),
      );
    },
  });

  // A time chosen: the guest's details.
  fastify.get<{ Params: Params; Querystring: Query }>(DETAILS_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const query = request.query;
      const lang = normalizeLocale(query.lang);
      const place = await restaurantOf(request.params.public_id);
      if (!place) return page(reply, 404, renderInvalidLinkPage(lang));
      const bookPage = bookPath(BOOK_ROUTE, place.publicId);
      const asked = ZAvailabilityQuerySchema.safeParse({ date: text(query.date), covers: text(query.covers) });
      const time = text(query.time);
      if (!asked.success || parseClock(time) === null) return back(reply, bookPage, { lang });
      const choice = { date: asked.data.date, time, covers: asked.data.covers };
      const now = await slotNow(place.publicId, choice);
      if (!now.free) return back(reply, bookPage, { ...choice, time: null, lang, msg: now.error });
      const state = stepToken(stepKey, { restaurantId: place.id, ...choice, offer: now.offer }, clock());
      return page(
        reply,
        200,
        renderDetailsPage({
          lang,
          restaurant: place,
          choice: { ...choice, offer: now.offer },
          state,
          values: { first_name: '', country_code: '+33', mobileno: '', note: '' },
          errors: {},
          error: null,
          notice: null,
          otherHref: href(bookPath(DETAILS_ROUTE, place.publicId), {
            ...choice,
            offer: now.offer?.offer_id,
            lang: lang === 'fr' ? 'en' : 'fr',
          }),
        }),
      );
    },
  });

  /** The step a posted form carries for this restaurant, or the redirect that starts again. */
  const postedStep = (
    request: FastifyRequest<{ Params: Params; Body: Query | undefined }>,
    place: PageRestaurant & { id: number },
  ): BookingStep | 'expired' | null => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const step = readStepToken(stepKey, text(body.state), clock());
    if (step === null || step === 'expired') return step;
    return step.restaurantId === place.id ? step : null;
  };

  // The details posted: a code to the phone (its account found or created), then the code's form.
  fastify.post<{ Params: Params; Body: Query | undefined }>(DETAILS_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const lang = normalizeLocale(body.lang);
      const place = await restaurantOf(request.params.public_id);
      if (!place) return page(reply, 404, renderInvalidLinkPage(lang));
      const bookPage = bookPath(BOOK_ROUTE, place.publicId);
      const step = postedStep(request, place);
      if (step === 'expired') return back(reply, bookPage, { lang, msg: 'expired' });
      if (step === null) return back(reply, bookPage, { lang });
      const values = {
        first_name: text(body.first_name),
        country_code: text(body.country_code) || '+33',
        mobileno: text(body.mobileno),
        note: text(body.note),
      };
      const detailsPage = (code: number, error: ErrorCode | null, errors = {}, notice: BookingNotice | null = null) =>
        page(
          reply,
          code,
          renderDetailsPage({
            lang,
            restaurant: place,
            choice: choiceOf(step),
            state: stepToken(stepKey, step, clock()),
            values,
            errors,
            error,
            notice,
            otherHref: null,
          }),
        );
      if (!fromThisSite(request, config.PUBLIC_BASE_URL)) return detailsPage(200, null, {}, 'elsewhere');
      const form = ZGuestForm.safeParse(values);
      if (!form.success) return detailsPage(200, null, fieldErrors(form.error.issues));
      const guest = form.data;
      try {
        // Each request for a code spends the address's budget and the phone's, as the customer calls do.
        await limits.codeRequestsPerAddress(request, reply);
        await limits.codesPerAccount(request, reply);
        const outcome = await customers.sendGuestCode({
          first_name: guest.first_name,
          country_code: guest.country_code,
          mobileno: guest.mobileno,
          lang,
        });
        if (!outcome.sent) return detailsPage(200, outcome.reason);
      } catch (problem) {
        if (!(problem instanceof AppError)) throw problem;
        return detailsPage(problem.httpStatus === 429 ? 429 : 200, problem.code);
      }
      const withGuest: BookingStep = {
        ...step,
        guest: {
          firstName: guest.first_name,
          countryCode: guest.country_code,
          mobileno: guest.mobileno,
          note: guest.note ?? '',
        },
      };
      return page(
        reply,
        200,
        renderCodePage({
          lang,
          restaurant: place,
          choice: choiceOf(step),
          state: stepToken(stepKey, withGuest, clock()),
          phone: {
            country_code: guest.country_code,
            mobileno: guest.mobileno,
            international: internationalPhone(guest.country_code, guest.mobileno),
          },
          error: null,
          notice: null,
          detailsHref: href(bookPath(DETAILS_ROUTE, place.publicId), {
            date: step.date,
            time: step.time,
            covers: step.covers,
            lang,
          }),
        }),
      );
    },
  });

  // The code posted: the customer it proves books the slot, with the offer it showed.
  fastify.post<{ Params: Params; Body: Query | undefined }>(CODE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const lang = normalizeLocale(body.lang);
      const place = await restaurantOf(request.params.public_id);
      if (!place) return page(reply, 404, renderInvalidLinkPage(lang));
      const bookPage = bookPath(BOOK_ROUTE, place.publicId);
      const step = postedStep(request, place);
      if (step === 'expired') return back(reply, bookPage, { lang, msg: 'expired' });
      if (step === null || !step.guest) return back(reply, bookPage, { lang });
      const guest = step.guest;
      const codePage = (code: number, error: ErrorCode | null, notice: BookingNotice | null = null) =>
        page(
          reply,
          code,
          renderCodePage({
            lang,
            restaurant: place,
            choice: choiceOf(step),
            state: stepToken(stepKey, step, clock()),
            phone: {
              country_code: guest.countryCode,
              mobileno: guest.mobileno,
              international: internationalPhone(guest.countryCode, guest.mobileno),
            },
            error,
            notice,
            detailsHref: href(bookPath(DETAILS_ROUTE, place.publicId), {
              date: step.date,
              time: step.time,
              covers: step.covers,
              lang,
            }),
          }),
        );
      if (!fromThisSite(request, config.PUBLIC_BASE_URL)) return codePage(200, null, 'elsewhere');
      const otp = text(body.otp).trim();
      if (!/^\d{6}$/.test(otp)) return codePage(200, 'INVALID_OTP');
      let customer;
      try {
        // A code check is limited per address and per phone, as the customer calls' checks are.
        await limits.loginsPerAddress(request, reply);
        await limits.codeChecksPerAddress(request, reply);
        await limits.codesPerAccount(request, reply);
        customer = await customers.verifyGuestCode({ country_code: guest.countryCode, mobileno: guest.mobileno, otp });
      } catch (problem) {
        if (!(problem instanceof AppError)) throw problem;
        return codePage(problem.httpStatus === 429 ? 429 : 200, problem.code);
      }
      let booked: TCustomerBooking;
      try {
        const answer = await reservations.bookTable(
          {
            customer_id: customer.id,
            first_name: guest.firstName,
            last_name: customer.last_name,
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
          },
        );
        booked = answer.data;
      } catch (problem) {
        if (!(problem instanceof AppError)) throw problem;
        // The slot, the offer or the guest's day changed since the choice: the day's times again, and why.
        return back(reply, bookPage, { covers: step.covers, date: step.date, lang, msg: problem.code });
      }
      const token = manageToken(linkKey, { id: booked.id, restaurant_id: place.id });
      const next = booked.status === 'awaiting_guarantee' ? GUARANTEE_ROUTE : DONE_ROUTE;
      return back(reply, bookPath(next, place.publicId), { token, lang });
    },
  });

  /** The booking a manage token opens at this restaurant, as its guest sees it. */
  const bookedOf = async (place: PageRestaurant & { id: number }, token: string) => {
    if (!token) return undefined;
    const booking = await bookingOfManageToken(db, linkKey, token, clock());
    if (!booking || booking.restaurant_id !== place.id || booking.customer_id === null) return undefined;
    return (await reservations.customerDetail(booking.customer_id, booking.id)).data;
  };

  // Before the card: the imprint × covers and the free-cancel deadline.
  fastify.get<{ Params: Params; Querystring: Query }>(GUARANTEE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const lang = normalizeLocale(request.query.lang);
      const token = text(request.query.token).trim();
      const place = await restaurantOf(request.params.public_id);
      const booking = place ? await bookedOf(place, token) : undefined;
      if (!place || !booking) return page(reply, 404, renderInvalidLinkPage(lang));
      if (booking.status !== 'awaiting_guarantee' || !booking.guarantee_detail) {
        return back(reply, bookPath(DONE_ROUTE, place.publicId), { token, lang });
      }
      return page(
        reply,
        200,
        renderGuaranteePage({
          lang,
          restaurant: place,
          token,
          booking,
          perCoverCents: booking.guarantee_detail.per_cover_cents,
        }),
      );
    },
  });

  // The booking as it stands, with its manage link.
  fastify.get<{ Params: Params; Querystring: Query }>(DONE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const lang = normalizeLocale(request.query.lang);
      const token = text(request.query.token).trim();
      const place = await restaurantOf(request.params.public_id);
      const booking = place ? await bookedOf(place, token) : undefined;
      if (!place || !booking) return page(reply, 404, renderInvalidLinkPage(lang));
      return page(reply, 200, renderDonePage({ lang, restaurant: place, token, booking }));
    },
  });
}
