import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKING_NOTE_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  type ErrorCode,
  internationalPhone,
  isErrorCode,
  type Locale,
  parseClock,
  ZAvailabilityQuerySchema,
  ZCountryCodeField,
  ZLang,
  zMultiLineText,
  ZPhoneField,
  zSingleLineText,
} from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { fromThisSite, seeOther, sendPage } from '../../../core/guest-form.js';
import { access } from '../../../core/routes.js';
import { credentialLimits } from '../../auth/index.js';
import { type BookingFlow, type BookingPlace, DEFAULT_COVERS, type StepWithGuest } from './booking-flow.js';
import {
  BOOK_ROUTE,
  bookPath,
  CODE_ROUTE,
  DETAILS_ROUTE,
  DONE_ROUTE,
  GUARANTEE_ROUTE,
  href,
} from './booking-format.js';
import { renderGuaranteePage, renderDonePage, renderInvalidLinkPage } from './booking-outcome-pages.js';
import { renderCodePage, renderDetailsPage, renderSlotsPage } from './booking-step-pages.js';
import { BOOKING_PAGE_CSP_DIRECTIVES } from './booking-style.js';
import { BOOKING_NOTICES, type BookingNotice } from './booking-texts.js';
import type { BookingStep, NewsBoxes } from './booking-token.js';
import { joinFromPage, waitlistJoinedPage, waitlistStepOf } from './waitlist-join.js';
import type { WaitlistService } from '../../reservations/index.js';

type Params = { public_id: string };

/** A field of a query or a form as text: absent or repeated, empty. */
const text = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());

/** What the pages read of their address. */
const ZPageQuery = z.object({
  lang: ZLang,
  date: text,
  covers: text,
  time: text,
  msg: text,
  token: text.transform((value) => value.trim()),
});

/** What the steps' forms post (a post without a form posts nothing). */
const ZPostedForm = z.preprocess(
  (body) => (body && typeof body === 'object' ? body : {}),
  z.object({
    lang: ZLang,
    /** The signed memory of the steps so far. */
    state: text,
    first_name: text,
    last_name: text,
    country_code: text.transform((value) => value || '+33'),
    mobileno: text,
    note: text,
    news_email: text,
    news_sms: text,
    platform_email: text,
    otp: text.transform((value) => value.trim()),
  }),
);
type PostedForm = z.output<typeof ZPostedForm>;

/** The guest's details, checked. */
const ZGuestForm = z.object({
  first_name: zSingleLineText({ required: true, maxLength: CUSTOMER_NAME_MAX_LENGTH }),
  last_name: zSingleLineText({ required: true, maxLength: CUSTOMER_NAME_MAX_LENGTH }),
  country_code: ZCountryCodeField,
  mobileno: ZPhoneField,
  note: zMultiLineText({ maxLength: BOOKING_NOTE_MAX_LENGTH }),
});
type GuestField = keyof z.input<typeof ZGuestForm>;

/**
 * The page's headers: its own policy (no script, its one stylesheet, forms to this origin), and
 * the Referer sent to this origin only, so the manage token in an address never leaves for
 * another site and this page's posts carry its origin.
 */
const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: BOOKING_PAGE_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' as const },
};

/** The guest's details as the details' form posted them. */
const detailsOf = (form: PostedForm) => ({
  first_name: form.first_name,
  last_name: form.last_name,
  country_code: form.country_code,
  mobileno: form.mobileno,
  note: form.note,
});

/** The news boxes the details' form posted: a box counts only when ticked. */
const newsOf = (form: PostedForm): NewsBoxes => ({
  news_email: form.news_email === '1' ? 1 : 0,
  news_sms: form.news_sms === '1' ? 1 : 0,
  platform_email: form.platform_email === '1' ? 1 : 0,
});

/** What a page drawn again says is wrong: a field's problem, the form's, or a notice. */
interface Problems {
  errors?: FieldErrors;
  error?: ErrorCode | null;
  notice?: BookingNotice | null;
}

/** The first problem of a refused value, as its error code. */
function errorCodeOf(issues: ReadonlyArray<{ message: string }>): ErrorCode {
  const code = issues[0]?.message ?? '';
  return isErrorCode(code) ? code : 'VALIDATION';
}

type FieldErrors = Partial<Record<GuestField, ErrorCode>>;

/** A step's form as posted, at its restaurant. */
interface Posted {
  form: PostedForm;
  place: BookingPlace;
  step: BookingStep;
}

/** The code's page: the restaurant, the step with the guest's phone, the language. */
interface CodeView {
  place: BookingPlace;
  step: StepWithGuest;
  lang: Locale;
}

/** The first problem of each field of a refused form, as its error code. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as GuestField;
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'VALIDATION';
  }
  return errors;
}

/** Runs a step's work; a refusal comes back as its code, with the page's status (429 past a limit). */
async function attempt<T>(work: () => Promise<T>): Promise<{ done: T } | { refused: ErrorCode; status: number }> {
  try {
    return { done: await work() };
  } catch (problem) {
    if (!(problem instanceof AppError)) throw problem;
    return { refused: problem.code, status: problem.httpStatus === 429 ? 429 : 200 };
  }
}

/** The choice a step holds, as the pages show it. */
const choiceOf = (step: BookingStep) => ({
  date: step.date,
  // A waitlist entry shows its window where a booking shows its time.
  time: step.waitlist ? `${step.waitlist.earliest}–${step.waitlist.latest}` : step.time,
  covers: step.covers,
  offer: step.offer,
});

const otherLanguage = (lang: Locale): Locale => (lang === 'fr' ? 'en' : 'fr');

/**
 * Booking a table from the restaurant's own page (`BookingFlow`), drawn on the server without
 * script: the day's free times (a GET form and links), the guest's first name and phone, the code
 * the phone receives, then the booking. A booking waiting for its card shows the imprint and the
 * free-cancel deadline before the payments module's card page, which returns to the confirmation.
 */
export default async function bookingPages(
  fastify: FastifyInstance,
  { flow, waitlist }: { flow: BookingFlow; waitlist?: Pick<WaitlistService, 'join'> },
) {
  const publicBaseUrl = fastify.infra.config.PUBLIC_BASE_URL;
  // A request for a code spends the address's budget and the phone's, and a check of one is
  // limited per address and per phone, as the customer calls are.
  const limits = credentialLimits(fastify);
  const codeRequestLimits = [limits.codeRequestsPerAddress, limits.codesPerAccount];
  const codeCheckLimits = [limits.loginsPerAddress, limits.codeChecksPerAddress, limits.codesPerAccount];
  const spend = async (hooks: typeof codeRequestLimits, request: FastifyRequest, reply: FastifyReply) => {
    for (const hook of hooks) await hook(request, reply);
  };
  const pageRoute = { config: access('public'), schema: { hide: true }, helmet: pageHelmet };

  const invalidLink = (reply: FastifyReply, lang: Locale) => sendPage(reply, 404, renderInvalidLinkPage(lang));
  const toDayOf = (reply: FastifyReply, place: BookingPlace, params: Parameters<typeof href>[1]) =>
    seeOther(reply, href(bookPath(BOOK_ROUTE, place.publicId), params));

  /** The form a step posted, its restaurant and its step; else the page that starts again (or a 404), sent. */
  const postedStep = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const form = ZPostedForm.parse(request.body);
    const place = await flow.place(request.params.public_id);
    if (!place) return { sent: invalidLink(reply, form.lang) };
    const step = flow.stepOf(place, form.state);
    if (step === 'expired') return { sent: toDayOf(reply, place, { lang: form.lang, msg: 'expired' }) };
    if (step === null) return { sent: toDayOf(reply, place, { lang: form.lang }) };
    return { form, place, step };
  };

  /** The restaurant and the booking a page's manage token opens there; else the 404 page, sent. */
  const bookedOf = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const { lang, token } = ZPageQuery.parse(request.query);
    const place = await flow.place(request.params.public_id);
    const booking = place ? await flow.booked(place, token) : undefined;
    if (!place || !booking) return { sent: invalidLink(reply, lang) };
    return { lang, token, place, booking };
  };

  /** The details' form again, as it was posted, with what is wrong with it. */
  const detailsPage = (reply: FastifyReply, status: number, posted: Posted, problems: Problems) => {
    const { form, place, step } = posted;
    const view = { lang: form.lang, restaurant: place, choice: choiceOf(step), state: flow.state(step) };
    const { errors = {}, error = null, notice = null } = problems;
    return sendPage(
      reply,
      status,
      renderDetailsPage({
        ...view,
        values: detailsOf(form),
        news: newsOf(form),
        errors,
        error,
        notice,
        otherHref: null,
      }),
    );
  };

  /** The code's form, for the phone the step holds. */
  const codePage = (reply: FastifyReply, status: number, view: CodeView, problems: Problems = {}) => {
    const { place, step, lang } = view;
    const { countryCode, mobileno } = step.guest;
    const detailsHref = href(bookPath(DETAILS_ROUTE, place.publicId), {
      date: step.date,
      time: step.time,
      covers: step.covers,
      lang,
      ...(step.waitlist ? { waitlist: 1, ...step.waitlist } : {}),
    });
    const phone = { country_code: countryCode, mobileno, international: internationalPhone(countryCode, mobileno) };
    const { error = null, notice = null } = problems;
    const page = { lang, restaurant: place, choice: choiceOf(step), state: flow.state(step), phone, detailsHref };
    return sendPage(reply, status, renderCodePage({ ...page, error, notice }));
  };

  // The day's free times for a party: what the section's form and the embeddable link open.
  fastify.get<{ Params: Params }>(BOOK_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const query = ZPageQuery.parse(request.query);
      const place = await flow.place(request.params.public_id);
      if (!place) return invalidLink(reply, query.lang);
      const today = flow.today();
      const asked = ZAvailabilityQuerySchema.safeParse({
        date: query.date || today,
        covers: query.covers || String(DEFAULT_COVERS),
      });
      const { date, covers } = asked.success ? asked.data : { date: today, covers: DEFAULT_COVERS };
      const notice = (BOOKING_NOTICES as readonly string[]).includes(query.msg) ? (query.msg as BookingNotice) : null;
      const msgError = !notice && isErrorCode(query.msg) ? query.msg : null;
      const error = asked.success ? msgError : errorCodeOf(asked.error.issues);
      const day = await flow.day(place, { date, covers, today });
      if (!day) return invalidLink(reply, query.lang);
      const view = { lang: query.lang, restaurant: place, today, covers, date, ...day, error: day.error ?? error };
      return sendPage(reply, 200, renderSlotsPage({ ...view, notice }));
    },
  });

  // A time chosen: the guest's details.
  fastify.get<{ Params: Params }>(DETAILS_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const { lang, ...query } = ZPageQuery.parse(request.query);
      const place = await flow.place(request.params.public_id);
      if (!place) return invalidLink(reply, lang);
      // Joining the waitlist: its window, then the same details as a booking.
      const joining = waitlistStepOf(flow, place, request.query as Record<string, unknown>);
      if (joining === 'invalid') return toDayOf(reply, place, { lang, msg: 'WAITLIST_WINDOW_INVALID' });
      if (joining) {
        const values = { first_name: '', last_name: '', country_code: '+33', mobileno: '', note: '' };
        const page = { lang, restaurant: place, choice: choiceOf(joining.step), state: joining.state, values };
        const rest = { news: {}, errors: {}, error: null, notice: null, otherHref: null };
        return sendPage(reply, 200, renderDetailsPage({ ...page, ...rest }));
      }
      const asked = ZAvailabilityQuerySchema.safeParse({ date: query.date, covers: query.covers });
      if (!asked.success || parseClock(query.time) === null) return toDayOf(reply, place, { lang });
      const wanted = { date: asked.data.date, time: query.time, covers: asked.data.covers };
      const chosen = await flow.choose(place, wanted);
      if ('error' in chosen) return toDayOf(reply, place, { ...wanted, time: null, lang, msg: chosen.error });
      const otherHref = href(bookPath(DETAILS_ROUTE, place.publicId), {
        ...wanted,
        offer: chosen.choice.offer?.offer_id,
        lang: otherLanguage(lang),
      });
      const values = { first_name: '', last_name: '', country_code: '+33', mobileno: '', note: '' };
      const view = {
        lang,
        restaurant: place,
        ...chosen,
        values,
        news: {},
        errors: {},
        error: null,
        notice: null,
        otherHref,
      };
      return sendPage(reply, 200, renderDetailsPage(view));
    },
  });

  // The details posted: a code to the phone (no account made before it is proven), then the code's form.
  fastify.post<{ Params: Params }>(DETAILS_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const posted = await postedStep(request, reply);
      if ('sent' in posted) return posted.sent;
      const { form, place, step } = posted;
      if (!fromThisSite(request, publicBaseUrl)) return detailsPage(reply, 200, posted, { notice: 'elsewhere' });
      const guest = ZGuestForm.safeParse(detailsOf(form));
      if (!guest.success) return detailsPage(reply, 200, posted, { errors: fieldErrors(guest.error.issues) });
      const sent = await attempt(async () => {
        await spend(codeRequestLimits, request, reply);
        return flow.sendCode(place, step, guest.data, form.lang, newsOf(form));
      });
      if ('refused' in sent) return detailsPage(reply, sent.status, posted, { error: sent.refused });
      return codePage(reply, 200, { place, step: sent.done, lang: form.lang });
    },
  });

  // The code posted: the customer it proves books the slot, with the offer it showed.
  fastify.post<{ Params: Params }>(CODE_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const posted = await postedStep(request, reply);
      if ('sent' in posted) return posted.sent;
      const { form, place, step } = posted;
      const { guest } = step;
      if (!guest) return toDayOf(reply, place, { lang: form.lang });
      const view = { place, step: { ...step, guest }, lang: form.lang };
      if (!fromThisSite(request, publicBaseUrl)) return codePage(reply, 200, view, { notice: 'elsewhere' });
      if (!/^\d{6}$/.test(form.otp)) return codePage(reply, 200, view, { error: 'INVALID_OTP' });
      const verified = await attempt(async () => {
        await spend(codeCheckLimits, request, reply);
        return flow.verify(guest, form.otp, form.lang);
      });
      if ('refused' in verified) return codePage(reply, verified.status, view, { error: verified.refused });
      const window = step.waitlist;
      if (window && waitlist) {
        const joined = await attempt(() =>
          joinFromPage(waitlist, place, { ...view.step, waitlist: window }, verified.done, form.lang),
        );
        if ('refused' in joined)
          return toDayOf(reply, place, { covers: step.covers, date: step.date, lang: form.lang, msg: joined.refused });
        return seeOther(reply, joined.done);
      }
      const booked = await attempt(() => flow.book(place, view.step, verified.done, form.lang));
      // The slot, the offer or the guest's day changed since the choice: the day's times again, and why.
      if ('refused' in booked)
        return toDayOf(reply, place, { covers: step.covers, date: step.date, lang: form.lang, msg: booked.refused });
      const next = booked.done.awaitsCard ? GUARANTEE_ROUTE : DONE_ROUTE;
      return seeOther(reply, href(bookPath(next, place.publicId), { token: booked.done.token, lang: form.lang }));
    },
  });

  // Before the card: the imprint × covers and the free-cancel deadline.
  fastify.get<{ Params: Params }>(GUARANTEE_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const opened = await bookedOf(request, reply);
      if ('sent' in opened) return opened.sent;
      const { lang, token, place, booking } = opened;
      if (booking.status !== 'awaiting_guarantee' || !booking.guarantee_detail)
        return seeOther(reply, href(bookPath(DONE_ROUTE, place.publicId), { token, lang }));
      const perCoverCents = booking.guarantee_detail.per_cover_cents;
      return sendPage(reply, 200, renderGuaranteePage({ lang, restaurant: place, token, booking, perCoverCents }));
    },
  });

  // The guest on the waitlist: what they joined.
  waitlistJoinedPage(fastify, flow, pageRoute);

  // The booking as it stands, with its manage link.
  fastify.get<{ Params: Params }>(DONE_ROUTE, {
    ...pageRoute,
    handler: async (request, reply) => {
      const opened = await bookedOf(request, reply);
      if ('sent' in opened) return opened.sent;
      const { lang, token, place, booking } = opened;
      return sendPage(reply, 200, renderDonePage({ lang, restaurant: place, token, booking }));
    },
  });
}
