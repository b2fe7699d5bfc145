import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  legacyApiPaths,
  MAX_GALLERY_IMAGES,
  MAX_IMAGE_BYTES,
  ZChangeStatusRequestSchema,
  ZChangeStatusResponseSchema,
  ZEditMyDetailsRequestSchema,
  ZEditMyDetailsResponseSchema,
  ZRestaurantDetailsQuerySchema,
  ZRestaurantDetailsResponseSchema,
  type TSaveProfileInput,
} from '@portal/contract';
import { callerCan, callerOf, credentialLimits, forbiddenForRole, partnerLangOf, restaurantOf } from '../auth/index.js';
import { fromZodError } from '../../core/errors.js';
import { publicBaseUrl } from '../../core/public-url.js';
import { jsonRoutes, serveOlderNames, tokenSecurity } from '../../core/routes.js';
import { readMultipartForm } from '../../infra/images/multipart-form.js';
import type { PauseRequest, RestaurantService } from './restaurant-service.js';

/** Calls of a signed-in, approved partner about its restaurant: profile and presence. */
export default async function restaurantRoutes(app: FastifyInstance, { service }: { service: RestaurantService }) {
  const declareOlderNames = serveOlderNames(app, legacyApiPaths);
  await app.register(multipart, {
    // A logo and a full gallery at most in one save.
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_GALLERY_IMAGES + 1, fields: 100, fieldSize: 64 * 1024, parts: 120 },
  });
  const route = jsonRoutes(app, { tags: ['restaurant'], security: tokenSecurity });
  const baseUrl = (request: Parameters<typeof publicBaseUrl>[1]) => publicBaseUrl(app.config.PUBLIC_BASE_URL, request);
  // Photos cost CPU (decoding, re-encoding): a partner gets a bounded number of photos per minute,
  // the logo and gallery photos counted with the dishes' (one budget: the menu's `photos-partner`).
  // Saves without photos cost nothing here.
  const photosPerPartner = {
    name: 'photos-partner',
    max: app.config.RATE_LIMIT_UPLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request: FastifyRequest) => String(restaurantOf(request)),
  };
  // A contact-change code spends the address's budget of code requests, as every code sent does.
  const { codeRequestsPerAddress } = credentialLimits(app);
  // Tries of the current password (asked to change the phone), per restaurant whatever the address.
  const passwordChecksPerPartner = app.infra.limits.hook({
    name: 'profile-password-partner',
    max: app.config.RATE_LIMIT_LOGIN_PER_10_MIN,
    windowMs: 10 * 60_000,
    key: (request) => String(restaurantOf(request)),
  });

  route.get(apiPaths.restaurantDetails, {
    access: 'signedIn',
    summary: 'The restaurant profile (kept by the web app as `userdata`), with its public page address',
    querystring: ZRestaurantDetailsQuerySchema,
    reply: ZRestaurantDetailsResponseSchema,
    handler: async (request) =>
      service.details(restaurantOf(request), partnerLangOf(request, request.query.lang), baseUrl(request)),
  });

  route.post(apiPaths.editMyDetails, {
    access: 'restaurant',
    summary:
      'Save the profile; multipart/form-data with `logo_image` and `restro_gallery_image` photos, or JSON / urlencoded without',
    description:
      'Fields of ZProfileFormFieldsSchema (contract). Problems are reported one at a time, in this order: name and address, e-mail, mobile, cuisine, service type, preparation time, payment method, price scale, then the rest. A new e-mail or phone answers CONTACT_CODE_SENT first and changes nothing; the same call with `otp` applies it. A new phone needs `current_password` on both calls.',
    reply: ZEditMyDetailsResponseSchema,
    handler: async (request, reply) => {
      const { fields, files } = await readMultipartForm(
        request,
        ['logo_image', 'restro_gallery_image'],
        'TOO_MANY_GALLERY_IMAGES',
      );
      // Counted as received, before any is decoded.
      const photos = (files.get('logo_image')?.length ?? 0) + (files.get('restro_gallery_image')?.length ?? 0);
      await app.infra.limits.charge(photosPerPartner, request, reply, photos);
      const parsed = ZEditMyDetailsRequestSchema.safeParse(fields);
      if (!parsed.success) throw fromZodError(parsed.error);
      const lang = partnerLangOf(request, parsed.data.lang);
      if (!callerCan(request, 'legal')) await keepOwnerFields(request, parsed.data, lang);
      if (parsed.data.current_password !== null) await passwordChecksPerPartner(request, reply);
      return service.edit(
        restaurantOf(request),
        { ...parsed.data, lang },
        { logo: files.get('logo_image')?.[0], gallery: files.get('restro_gallery_image') ?? [] },
        baseUrl(request),
        () => codeRequestsPerAddress(request, reply),
      );
    },
  });

  route.post(apiPaths.changeStatus, {
    access: 'pause',
    summary: 'Switch the restaurant online (1) or offline (0), or pause it (online again by itself)',
    body: ZChangeStatusRequestSchema,
    reply: ZChangeStatusResponseSchema,
    handler: async (request) => {
      const { status, pause_minutes, pause_until } = request.body;
      const pause: PauseRequest =
        pause_minutes !== undefined ? { minutes: pause_minutes } : pause_until ? { until: pause_until } : null;
      return service.changeStatus(restaurantOf(request), status === '1' ? 1 : 0, pause, {
        memberId: callerOf(request).member?.id ?? null,
        mayGoOnlineOrOffline: callerCan(request, 'restaurant'),
      });
    },
  });

  /**
   * The legal identity, the owner's name and the account's e-mail and phone (where codes and
   * password resets go) are the owner's: another role saves the profile with them unchanged, or is
   * refused.
   */
  async function keepOwnerFields(request: FastifyRequest, form: TSaveProfileInput, lang: 'fr' | 'en') {
    const { partner } = callerOf(request);
    const stored = (await service.details(partner.id, lang, baseUrl(request))).data;
    const changed =
      form.email.toLowerCase() !== partner.email.toLowerCase() ||
      `${form.country_code}${form.phone}` !== partner.phone ||
      (form.legal_name !== undefined && form.legal_name !== stored?.legal_name) ||
      (form.siret !== undefined && form.siret !== stored?.siret) ||
      (form.vat_number !== undefined && form.vat_number !== stored?.vat_number) ||
      form.owner_details !== (stored?.owner_details ?? '');
    if (changed) throw forbiddenForRole();
  }

  declareOlderNames();
}
