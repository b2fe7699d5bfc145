import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ErrorCode,
  isErrorCode,
  type Locale,
  normalizeLocale,
  type ReviewStatus,
  ZPostReviewRequestSchema,
} from '@portal/contract';
import { AppError } from '../../../core/errors.js';
import { fromThisSite, seeOther, sendPage } from '../../../core/guest-form.js';
import { access } from '../../../core/routes.js';
import type { OpenedReviewLink, ReviewLinks } from './review-links.js';
import {
  REVIEW_PAGE_ROUTE,
  type ReviewFormView,
  renderReviewDone,
  renderReviewForm,
  renderReviewLinkLost,
  renderReviewRefused,
  reviewPageHref,
} from './review-page.js';
import { REVIEW_PAGE_CSP_DIRECTIVES } from './review-page-style.js';
import { REVIEW_NOTICES, type ReviewNotice } from './review-page-texts.js';

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/* The page's own policy (no script, its one stylesheet, its form to this origin); the token never leaves in a Referer. */
const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: REVIEW_PAGE_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' as const },
};

/** The problems of a refused form, by field: the first of each. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ReviewFormView['errors'] {
  const errors: ReviewFormView['errors'] = {};
  for (const issue of issues) {
    const field = issue.path[0] === 'rating' ? 'rating' : issue.path[0] === 'text' ? 'text' : 'form';
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'VALIDATION';
    errors[field] ??= code;
  }
  return errors;
}

/**
 * The review form behind the invitation's link (`/review?token=…`): drawn on the server, no
 * script, French unless the booking or `?lang=` says English, as the manage page. A review
 * posted is answered by a redirect to the page, which then thanks and says what happens next
 * (Post/Redirect/Get); a refused form is drawn again with what was typed and why. A link that
 * opens nothing, has expired, or whose booking gives no right to review gets a page that says so.
 */
export default async function reviewPageRoutes(fastify: FastifyInstance, { links }: { links: ReviewLinks }) {
  const publicBaseUrl = fastify.infra.config.PUBLIC_BASE_URL;

  const langOf = (fields: Fields, opened: OpenedReviewLink, request: FastifyRequest): Locale => {
    if (typeof fields.lang === 'string' && fields.lang !== '') return normalizeLocale(fields.lang);
    if ('booking' in opened) return opened.booking.lang === 'en' ? 'en' : 'fr';
    return normalizeLocale(request.headers['accept-language']?.split(',')[0]);
  };

  /** Every page but the form: the link lost or expired, the booking refused, its review written. */
  const answerClosed = (reply: FastifyReply, opened: OpenedReviewLink, lang: Locale, token: string, sent: boolean) => {
    if (opened.kind === 'invalid' || opened.kind === 'expired')
      return sendPage(
        reply,
        opened.kind === 'expired' ? 410 : 404,
        renderReviewLinkLost(lang, token, opened.kind === 'expired'),
      );
    const visit = { lang, token, restaurant: opened.restaurant, visitDate: opened.booking.date };
    if (opened.kind === 'refused') return sendPage(reply, 409, renderReviewRefused({ ...visit, code: opened.code }));
    if (opened.kind === 'reviewed') {
      const { status, reason, rating } = opened.review;
      const review = { status: status as ReviewStatus, reason, rating };
      return sendPage(reply, 200, renderReviewDone({ ...visit, review, justSent: sent }));
    }
    return null;
  };

  fastify.get<{ Querystring: Fields }>(REVIEW_PAGE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const query = request.query;
      const token = text(query.token).trim();
      const opened = await links.open(token);
      const lang = langOf(query, opened, request);
      if (opened.kind !== 'open') return answerClosed(reply, opened, lang, token, text(query.msg) === 'sent');
      const msg = text(query.msg);
      const notice = (REVIEW_NOTICES as readonly string[]).includes(msg) ? (msg as ReviewNotice) : null;
      const visit = { lang, token, restaurant: opened.restaurant, visitDate: opened.booking.date };
      return sendPage(reply, 200, renderReviewForm({ ...visit, notice, values: { rating: '', text: '' }, errors: {} }));
    },
  });

  fastify.post<{ Body: Fields | undefined }>(REVIEW_PAGE_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const token = text(body.token).trim();
      const opened = await links.open(token);
      const lang = langOf(body, opened, request);
      if (opened.kind !== 'open') return answerClosed(reply, opened, lang, token, false);
      if (!fromThisSite(request, publicBaseUrl))
        return seeOther(reply, reviewPageHref(token, lang, { msg: 'elsewhere' }));
      const values = { rating: text(body.rating), text: text(body.text) };
      const visit = { lang, token, restaurant: opened.restaurant, visitDate: opened.booking.date };
      // Drawn again as the booking pages draw a refused form: a page like any other (200).
      const refused = (errors: ReviewFormView['errors']) =>
        sendPage(reply, 200, renderReviewForm({ ...visit, notice: null, values, errors }));
      // The booking is the link's: whatever else the form names, only its review can be written.
      const checked = ZPostReviewRequestSchema.safeParse({ ...values, booking_id: String(opened.booking.id) });
      if (!checked.success) return refused(fieldErrors(checked.error.issues));
      try {
        await links.post(opened, { rating: checked.data.rating, text: checked.data.text });
      } catch (problem) {
        if (!(problem instanceof AppError)) throw problem;
        // Written meanwhile (another tab): the page of the review as it stands.
        if (problem.code === 'REVIEW_ALREADY_POSTED') return seeOther(reply, reviewPageHref(token, lang));
        return refused(problem.options.field === 'text' ? { text: problem.code } : { form: problem.code });
      }
      return seeOther(reply, reviewPageHref(token, lang, { msg: 'sent' }));
    },
  });
}
