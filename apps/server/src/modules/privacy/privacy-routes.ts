import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  normalizeLocale,
  privacyApiPaths,
  UNSUBSCRIBE_PAGE_PATH,
  ZAckSchema,
  ZCampaignIdRequestSchema,
  ZCampaignListQuerySchema,
  ZCampaignListResponseSchema,
  ZCampaignPreviewResponseSchema,
  ZCampaignResponseSchema,
  ZPreviewCampaignRequestSchema,
  ZSaveCampaignRequestSchema,
  ZSaveSubscriptionsRequestSchema,
  ZSubscriptionsResponseSchema,
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { sendPage } from '../../core/guest-form.js';
import { access, jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { callerOf, partnerLangOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { CampaignService } from './campaign-service.js';
import type { ConsentService } from './consent-service.js';
import { renderUnsubscribePage, UNSUBSCRIBE_PAGE_CSP, type UnsubscribeView } from './unsubscribe-page.js';

type Query = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: UNSUBSCRIBE_PAGE_CSP },
  // The token in the address never leaves for another site.
  referrerPolicy: { policy: 'same-origin' as const },
};

/**
 * "Mes abonnements" (customer), the campaigns (`reports`: what a restaurant says to its guests
 * is a manager's call), and the unsubscribe page with its one-click POST (public: the signed
 * link is the only key, and it only withdraws a consent).
 */
export default async function privacyRoutes(
  app: FastifyInstance,
  { consents, campaigns }: { consents: ConsentService; campaigns: CampaignService },
) {
  const routes = jsonRoutes(app, { tags: ['privacy'], security: tokenSecurity });

  routes.get(privacyApiPaths.mySubscriptions, {
    access: 'customer',
    summary: 'The customer’s consents to news: the platform’s and each restaurant’s, e-mail and SMS apart',
    reply: ZSubscriptionsResponseSchema,
    handler: async (request) => okWith('LOADED', consents.mine(customerOf(request).customer.id)),
  });

  routes.post(privacyApiPaths.saveSubscriptions, {
    access: 'customer',
    summary: 'Accept or withdraw news by e-mail and SMS, from a restaurant (its public id) or the platform (none)',
    body: ZSaveSubscriptionsRequestSchema,
    reply: ZSubscriptionsResponseSchema,
    handler: async (request) =>
      okWith('SUBSCRIPTIONS_SAVED', consents.save(customerOf(request).customer.id, request.body)),
  });

  routes.get(privacyApiPaths.campaignList, {
    access: 'reports',
    summary: 'The restaurant’s campaigns, newest first, with their results and the sends left this week',
    querystring: ZCampaignListQuerySchema,
    reply: ZCampaignListResponseSchema,
    handler: async (request) => okWith('LOADED', campaigns.list(restaurantOf(request), request.query.page)),
  });

  routes.post(privacyApiPaths.saveCampaign, {
    access: 'reports',
    summary: 'Save a draft: subject and text in French and English, the audience’s tags and last visit',
    body: ZSaveCampaignRequestSchema,
    reply: ZCampaignResponseSchema,
    handler: async (request) => okWith('CAMPAIGN_SAVED', campaigns.save(restaurantOf(request), request.body)),
  });

  routes.post(privacyApiPaths.previewCampaign, {
    access: 'reports',
    summary: 'The message a guest would get in a language, and how many guests it would go to now',
    body: ZPreviewCampaignRequestSchema,
    reply: ZCampaignPreviewResponseSchema,
    handler: async (request) => {
      const lang = partnerLangOf(request, request.body.lang);
      return { ...ok('LOADED'), data: await campaigns.preview(restaurantOf(request), request.body.campaign_id, lang) };
    },
  });

  routes.post(privacyApiPaths.sendTestCampaign, {
    access: 'reports',
    summary: 'Send the campaign to the signed-in account’s own e-mail address',
    body: ZCampaignIdRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      // Team members have no address of their own: the test goes to the restaurant account's.
      const to = { email: callerOf(request).partner.email, lang: partnerLangOf(request, undefined) };
      await campaigns.sendTest(restaurantOf(request), request.body.campaign_id, to);
      return ok('CAMPAIGN_TEST_SENT');
    },
  });

  routes.post(privacyApiPaths.sendCampaign, {
    access: 'reports',
    summary: 'Send a draft to the guests who accepted the restaurant’s e-mail news (2 campaigns in 7 days at most)',
    body: ZCampaignIdRequestSchema,
    reply: ZCampaignResponseSchema,
    handler: async (request) =>
      okWith('CAMPAIGN_SENDING', campaigns.send(restaurantOf(request), request.body.campaign_id)),
  });

  /** The unsubscribe page at the step `stepOf` finds for its link, in the language of its address (404 when invalid). */
  const unsubscribePage = (stepOf: (token: string) => Promise<UnsubscribeView>) => ({
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const token = text(request.query.token).trim();
      const lang = normalizeLocale(request.query.lang);
      const view = await stepOf(token);
      return sendPage(reply, view.step === 'invalid' ? 404 : 200, renderUnsubscribePage(lang, token, view));
    },
  });

  app.get<{ Querystring: Query }>(
    UNSUBSCRIBE_PAGE_PATH,
    unsubscribePage(async (token) => {
      const restaurant = await campaigns.linkRestaurant(token);
      return restaurant === null ? { step: 'invalid' } : { step: 'ask', restaurant };
    }),
  );

  // The page's button and the mail client's one-click POST (RFC 8058) alike: no Origin check,
  // the mail provider posts from its own servers.
  app.post<{ Querystring: Query }>(
    UNSUBSCRIBE_PAGE_PATH,
    unsubscribePage(async (token) => {
      const done = await campaigns.unsubscribe(token);
      return done === null ? { step: 'invalid' } : { step: 'done', restaurant: done.restaurant };
    }),
  );
}
