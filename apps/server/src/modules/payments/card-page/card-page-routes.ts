import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Locale, type TCustomerBooking, ZAckSchema, normalizeLocale, zId } from '@portal/contract';
import { ok } from '../../../core/envelope.js';
import { AppError } from '../../../core/errors.js';
import { access, jsonRoutes, tokenSecurity } from '../../../core/routes.js';
import { customerOf } from '../../customers/index.js';
import { CARD_FORM_SCRIPT } from './card-form-script.js';
import {
  CARD_CONFIRM_ROUTE,
  CARD_PAGE_ROUTE,
  CARD_SCRIPT_ROUTE,
  PAY_PAGE_ROUTE,
  type ProviderSide,
  renderCardPage,
  renderInvalidCardLink,
  renderPayPage,
} from './card-page.js';
import { cardPageCspDirectives } from './card-page-style.js';
import { CARD_NOTICES, type CardNotice } from './card-page-texts.js';

/** One booking as a manage token opens it: its id and the guest's view of it. */
export interface TokenBooking {
  bookingId: number;
  /** The guest's language, as booked. */
  lang: Locale;
  booking: TCustomerBooking;
}

/** What the card and payment pages ask of the payments flow and of reservations. */
export interface CardPageFlow extends ProviderSide {
  /** The booking the manage link's token opens while it is valid; undefined otherwise. */
  bookingOfToken(token: string): Promise<TokenBooking | undefined>;
  /** The booking of a pay link: the same token, still open after the meal while a charge may follow. */
  bookingOfPayToken(token: string): Promise<TokenBooking | undefined>;
  /** The manage token of one of the guest's own bookings (NOT_FOUND for another's). */
  tokenFor(customerId: number, bookingId: number): Promise<string>;
  /** The SetupIntent of a booking waiting for its card; null when it waits for none. */
  pendingSetup(bookingId: number): Promise<{ intentId: string; clientSecret: string } | null>;
  /** The imprint per cover as booked, and the card once saved. */
  imprintOf(bookingId: number): Promise<{ perCoverCents: number; card: { brand: string; last4: string } | null }>;
  /** The guest's card step is done: the flow asks the provider and records the guarantee (AppError when refused). */
  confirmGuarantee(bookingId: number): Promise<void>;
  /** The charge waiting for the guest's authentication, if one does. */
  paymentAwaitingAuthentication(
    bookingId: number,
  ): Promise<{ intentId: string; clientSecret: string; amountCents: number; reason: string } | null>;
}

type Query = Record<string, unknown>;

/** What the card page and the payment page both show. */
type PageBasics = ProviderSide & { lang: Locale; token: string; booking: TCustomerBooking; notice: CardNotice | null };

/** The guest's call that gives the address of a booking's card page (the customer's apps open it). */
export const CARD_PAGE_LINK_PATH = '/api/v1/customer/bookingCardPage';
const ZCardPageLinkQuery = z.object({ booking_id: zId() });
const ZCardPageLinkResponse = ZAckSchema.extend({ data: z.object({ url: z.string() }).optional() });
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A confirmation page the card step may return to: a restaurant's own booking page, nothing else. */
const donePageOf = (value: unknown): string | undefined => {
  const page = text(value);
  return /^\/r\/[A-Za-z0-9_-]{1,64}\/book\/done$/.test(page) ? page : undefined;
};

/**
 * The guest's card step and on-session payment, drawn on the server like the
 * manage page and opened by the same token. The page's policy lets only this origin's script
 * run (and Stripe.js with the Stripe provider, on these pages alone); the card number is typed
 * into fields that are never sent to this server.
 */
export default async function cardPages(fastify: FastifyInstance, options: { flow: CardPageFlow }) {
  const { flow } = options;
  const pageHelmet = {
    contentSecurityPolicy: { useDefaults: false, directives: cardPageCspDirectives(flow.provider) },
    referrerPolicy: { policy: 'same-origin' as const },
  };

  const langOf = (query: Query, opened: TokenBooking | undefined, request: FastifyRequest): Locale => {
    if (typeof query.lang === 'string' && query.lang !== '') return normalizeLocale(query.lang);
    if (opened) return opened.lang;
    return normalizeLocale(request.headers['accept-language']?.split(',')[0]);
  };
  const noticeOf = (query: Query): CardNotice | null => {
    const msg = text(query.msg);
    return (CARD_NOTICES as readonly string[]).includes(msg) ? (msg as CardNotice) : null;
  };
  const page = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  const side: ProviderSide = { provider: flow.provider, publishableKey: flow.publishableKey };

  /**
   * A page the booking's token opens, drawn from what every such page shows (the booking, the
   * language, the notice); a token that opens nothing gets the page of an invalid link (404).
   */
  const tokenPage = (
    route: string,
    bookingOf: (token: string) => Promise<TokenBooking | undefined>,
    draw: (opened: TokenBooking, view: PageBasics, query: Query) => Promise<string>,
  ) =>
    fastify.get<{ Querystring: Query }>(route, {
      config: access('public'),
      schema: { hide: true },
      helmet: pageHelmet,
      handler: async (request, reply) => {
        const token = text(request.query.token).trim();
        const opened = token ? await bookingOf(token) : undefined;
        const lang = langOf(request.query, opened, request);
        if (!opened) return page(reply, 404, renderInvalidCardLink(lang, route, token));
        const basics = { ...side, lang, token, booking: opened.booking, notice: noticeOf(request.query) };
        return page(reply, 200, await draw(opened, basics, request.query));
      },
    });

  tokenPage(
    CARD_PAGE_ROUTE,
    (token) => flow.bookingOfToken(token),
    async (opened, basics, query) => {
      const [setup, imprint] = await Promise.all([
        opened.booking.status === 'awaiting_guarantee' ? flow.pendingSetup(opened.bookingId) : null,
        flow.imprintOf(opened.bookingId),
      ]);
      const { perCoverCents, card } = imprint;
      return renderCardPage({ ...basics, perCoverCents, card, setup, donePage: donePageOf(query.done) });
    },
  );

  tokenPage(
    PAY_PAGE_ROUTE,
    (token) => flow.bookingOfPayToken(token),
    async (opened, basics) =>
      renderPayPage({ ...basics, payment: await flow.paymentAwaitingAuthentication(opened.bookingId) }),
  );

  /** The page's script: the same bytes for every guest, cached for good under its versioned address. */
  fastify.get(CARD_SCRIPT_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    handler: (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/javascript; charset=utf-8')
        .send(CARD_FORM_SCRIPT),
  });

  /**
   * The card step done, the guarantee is confirmed by the booking's token (the guest need not be
   * signed in): the flow asks the provider, so nothing the browser says about the card is trusted.
   */
  fastify.post<{ Body: Query | undefined }>(CARD_CONFIRM_ROUTE, {
    config: access('public'),
    schema: { hide: true },
    handler: async (request) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const token = text(body.token).trim();
      const opened = token ? await flow.bookingOfToken(token) : undefined;
      if (!opened) throw new AppError('BOOKING_LINK_INVALID', { field: 'token' });
      await flow.confirmGuarantee(opened.bookingId);
      return ok('GUARANTEE_SAVED');
    },
  });

  jsonRoutes(fastify, { tags: ['payments', 'customers'], security: tokenSecurity }).get(CARD_PAGE_LINK_PATH, {
    access: 'customer',
    summary: 'The address of the page where the guest saves the card a booking waits for',
    description:
      'For a booking `awaiting_guarantee`: the page (drawn on this server, opened by the booking’s manage link) shows the imprint and takes the card in the provider’s own fields.',
    querystring: ZCardPageLinkQuery,
    reply: ZCardPageLinkResponse,
    handler: async (request) => {
      const token = await flow.tokenFor(customerOf(request).customer.id, request.query.booking_id);
      return { ...ok('LOADED'), data: { url: `${CARD_PAGE_ROUTE}?${new URLSearchParams({ token }).toString()}` } };
    },
  });
}
