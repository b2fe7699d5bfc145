import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  can,
  errorMessages,
  legacyApiPaths,
  PERMISSION_NAMES,
  type Permission,
  ROLES,
  bookingApiPaths,
  customerApiPaths,
  bookingStatsApiPaths,
  guestApiPaths,
  offerApiPaths,
  paymentApiPaths,
  reviewApiPaths,
} from '@portal/contract';
import Fastify from 'fastify';
import { requireDeclaredAccess } from '../../src/core/routes.js';
import { newMemberPhone, teamMember } from '../modules/team/team-helper.js';
import { approvedPartner, buildTestApp, newPartnerForm, partnerRow, post, type TestApp } from '../helper.js';
import { routesOf } from './app-routes.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { encodePublicId } from '../../src/modules/restaurant/index.js';
import { cardPageLinkPath, simulatedPaymentPaths, stripeWebhookPath } from '../../src/modules/payments/index.js';
import {
  createAddon,
  get,
  itemForm,
  makeImage,
  multipartBody,
  query,
  saveItemMultipart,
} from '../modules/menu/menu-helper.js';
import { scanQrCode } from '../modules/restaurant/qr-helper.js';
import { profileForm, readProfile, saveProfile } from '../modules/restaurant/profile-helper.js';
import { serviceForm, settingsForm } from '../modules/reservations/reservations-helper.js';

/**
 * The security matrix, built from the routes the app really has. Every route that is not in the
 * public list must refuse an anonymous, a tampered and a revoked token with 401, and answer
 * partner A's token carrying partner B's ids (path, query, body, multipart fields) like an id
 * that does not exist, leaving B's data unchanged. A route added without a row in the table
 * below makes this file fail: the next route is covered the day it lands.
 */

/** `METHOD /path` with the path in lower case: paths match case-insensitively. */
function normalizeRoute(route: string): string {
  const [method, path] = route.split(' ') as [string, string];
  return `${method} ${path.toLowerCase()}`;
}

/** Calls anyone may make. Everything else needs a token. */
const PUBLIC_ROUTES = new Set(
  [
    `GET ${apiPaths.startToken}`,
    `POST ${apiPaths.signup}`,
    `POST ${apiPaths.login}`,
    `POST ${apiPaths.resendOtp}`,
    `POST ${apiPaths.forgotPassword}`,
    `POST ${apiPaths.resetPassword}`,
    `POST ${apiPaths.acceptInvite}`,
    `GET ${apiPaths.health}`,
    `GET ${apiPaths.ready}`,
    `GET ${apiPaths.devOutbox}`,
    `GET ${apiPaths.addressAutocomplete}`,
    `POST ${customerApiPaths.customerRegistration}`,
    `POST ${customerApiPaths.verifyCustomer}`,
    `POST ${customerApiPaths.loginCustomer}`,
    `POST ${customerApiPaths.loginVerify}`,
    `POST ${customerApiPaths.forgotPassCustomer}`,
    `POST ${customerApiPaths.forgotPasswordUpdate}`,
    `POST ${customerApiPaths.customerResendOtp}`,
    `POST ${customerApiPaths.socialSiteLogin}`,
    // A restaurant's public page data: what any customer sees (test/modules/public-page).
    `GET ${apiPaths.publicRestaurant}`,
    // A day's bookable times: what any guest sees (test/modules/reservations).
    `GET ${bookingApiPaths.availability}`,
    // The manage link's calls: its signed token opens one booking (test/modules/reservations).
    `GET ${bookingApiPaths.manageBooking}`,
    `POST ${bookingApiPaths.manageBookingCancel}`,
    `POST ${bookingApiPaths.manageBookingModify}`,
    // Stripe's webhook: its signature over the raw body is the authentication (test/modules/payments).
    `POST ${stripeWebhookPath}`,
    // The simulated provider's card steps: the intent's client secret opens its one intent (test/modules/payments).
    `POST ${simulatedPaymentPaths.confirmSetup}`,
    `POST ${simulatedPaymentPaths.authenticateSetup}`,
    `POST ${simulatedPaymentPaths.authenticatePayment}`,
    `GET ${reviewApiPaths.publicReviews}`,
  ].map(normalizeRoute),
);

/** Calls opened by the verification token of a partner who has just signed up, and by nothing else. */
const VERIFICATION_ROUTES = new Set([normalizeRoute(`POST ${apiPaths.activate}`)]);

/**
 * The customer's own calls: customer A sends customer B's id wherever an id could go; the answer
 * is A's own and B's account is untouched.
 */
interface CustomerIds {
  id: number;
  email: string;
  order: number;
  item: number;
  restaurantPublicId: string;
  /** B's booking at B's restaurant. */
  booking: number;
  /** B's review of that booking. */
  review: number;
}
const CUSTOMER_ATTACKS: Record<string, (b: CustomerIds) => InjectOptions> = {
  [`POST ${customerApiPaths.customerLogout}`]: (b) =>
    json('POST', customerApiPaths.customerLogout, { id: b.id, customer_id: b.id }),
  [`GET ${customerApiPaths.customerDetails}`]: (b) =>
    json('GET', query(customerApiPaths.customerDetails, { id: b.id, customer_id: b.id })),
  [`POST ${customerApiPaths.customerEditDetails}`]: (b) =>
    json('POST', customerApiPaths.customerEditDetails, {
      id: b.id,
      customer_id: b.id,
      first_name: 'Changé',
      last_name: 'Par A',
      email: b.email,
      mobileno: '700000001',
      country_code: '33',
    }),
  [`POST ${customerApiPaths.cancelOrder}`]: (b) =>
    json('POST', customerApiPaths.cancelOrder, { order_id: b.order, customer_id: b.id }),
  [`GET ${customerApiPaths.myOrders}`]: (b) => json('GET', query(customerApiPaths.myOrders, { customer_id: b.id })),
  [`GET ${bookingApiPaths.myBookings}`]: (b) => json('GET', query(bookingApiPaths.myBookings, { customer_id: b.id })),
  [`GET ${bookingApiPaths.customerBookingDetail}`]: (b) =>
    json('GET', query(bookingApiPaths.customerBookingDetail, { booking_id: b.booking, customer_id: b.id })),
  [`POST ${bookingApiPaths.modifyBooking}`]: (b) =>
    json('POST', bookingApiPaths.modifyBooking, {
      booking_id: b.booking,
      date: '2026-11-26',
      time: '21:00',
      covers: '2',
    }),
  [`POST ${bookingApiPaths.cancelBooking}`]: (b) =>
    json('POST', bookingApiPaths.cancelBooking, { booking_id: b.booking }),
  [`POST ${bookingApiPaths.answerCancellationProposal}`]: (b) =>
    json('POST', bookingApiPaths.answerCancellationProposal, { booking_id: b.booking, accept: '1' }),
  // A confirms the card step of B's booking: answered as missing.
  [`POST ${paymentApiPaths.confirmBookingGuarantee}`]: (b) =>
    json('POST', paymentApiPaths.confirmBookingGuarantee, { booking_id: b.booking, customer_id: b.id }),
  // The card page's address of B's booking: answered as missing, no token of B's booking given (test/modules/payments).
  [`GET ${cardPageLinkPath}`]: (b) =>
    json('GET', query(cardPageLinkPath, { booking_id: b.booking, customer_id: b.id })),
  // B's 20:00 is full: A's booking there, with B's ids, is refused and B's book unchanged.
  [`POST ${bookingApiPaths.bookTable}`]: (b) =>
    json('POST', bookingApiPaths.bookTable, {
      customer_id: b.id,
      booking_id: b.booking,
      restaurant_id: b.restaurantPublicId,
      date: '2026-11-26',
      time: '20:00',
      covers: '2',
    }),
  // A reviews B's booking, withdraws B's review: both answered as missing.
  [`POST ${reviewApiPaths.postReview}`]: (b) =>
    json('POST', reviewApiPaths.postReview, {
      customer_id: b.id,
      booking_id: b.booking,
      rating: '1',
      text: REVIEW_TEXT,
    }),
  [`GET ${reviewApiPaths.myReviews}`]: (b) => json('GET', query(reviewApiPaths.myReviews, { customer_id: b.id })),
  [`POST ${reviewApiPaths.withdrawReview}`]: (b) =>
    json('POST', reviewApiPaths.withdrawReview, { customer_id: b.id, review_id: b.review }),
  [`POST ${customerApiPaths.customerCloseAccount}`]: (b) =>
    json('POST', customerApiPaths.customerCloseAccount, { id: b.id, customer_id: b.id, password: 'not A’s password' }),
  // Last: the order it places names B's (public) dishes in A's own lists afterwards.
  [`POST ${customerApiPaths.placeOrder}`]: (b) =>
    json('POST', customerApiPaths.placeOrder, {
      customer_id: b.id,
      restaurant_id: b.restaurantPublicId,
      items: [{ item_id: b.item, quantity: 1 }],
      service_type: 1,
      no_of_people: 1,
      payment_method: 2,
    }),
};
/** A review long enough to be taken (more than 200 characters). */
const REVIEW_TEXT =
  'Nous avons passé une soirée agréable : accueil chaleureux, service attentif et plats généreux. Le risotto aux cèpes était parfaitement crémeux, le dessert au chocolat un peu trop sucré à notre goût, mais nous reviendrons.';

const customerRoutes = new Set(Object.keys(CUSTOMER_ATTACKS).map(normalizeRoute));

/**
 * The orders event stream stays open: it is checked for 401s like every route, and its events
 * are kept to their restaurant by test/modules/orders (nothing of B reaches A's stream).
 */
const STREAM_ROUTES = new Set([normalizeRoute(`GET ${apiPaths.orderEvents}`)]);

/**
 * The operators' call: opened by `Authorization: Bearer <METRICS_TOKEN>` only, so every partner,
 * customer, forged or missing token is refused with 401 like on any protected route
 * (test/modules/system/operations.test.ts checks the right token).
 */
const METRICS_TOKEN = 'metrics-token-of-the-security-matrix';
const OPERATOR_ROUTES = new Set(['GET /metrics']);

/** What B owns, named so that any leak of it into A's answers is visible. */
const SECRET = 'B-secret';
const missingId = 987654;

interface Ids {
  item: number;
  order: number;
  image: number;
  addon: number;
  ownDishType: number;
  restaurant: number;
  /** A photo of the restaurant's gallery. */
  gallery: number;
  /** A member of the restaurant's team. */
  member: number;
  /** Reservations: a service, a table, a booking and its guest's modification request. */
  service: number;
  table: number;
  booking: number;
  request: number;
  /** A published review of the restaurant. */
  review: number;
  /** An offer on the restaurant's bookings. */
  offer: number;
  /** A guest of the restaurant's guest book. */
  guest: number;
}

/** How A attacks a route with B's ids, and what the answer must be. */
interface Attack {
  request: (b: Ids) => Promise<InjectOptions> | InjectOptions;
  /** 'not-found': answered exactly like a missing id. 'own-only': A's own data, nothing of B's. */
  expect: 'not-found' | 'own-only';
  /** Replaces B's ids with ids that exist nowhere, for the 'not-found' comparison. */
  withMissingIds?: boolean;
  /** For an answer that is not JSON (an image): checks that what it holds is A's own. */
  inspect?: (res: LightMyRequestResponse) => Promise<void>;
}

const json = (method: 'GET' | 'POST', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** One row per protected route. */
const ATTACKS: Record<string, Attack[]> = {
  [`POST ${apiPaths.logout}`]: [
    { request: (b) => json('POST', apiPaths.logout, { restaurants_id: b.restaurant }), expect: 'own-only' },
  ],
  [`POST ${apiPaths.changeStatus}`]: [
    {
      request: (b) =>
        json('POST', apiPaths.changeStatus, { status: '0', restaurants_id: b.restaurant, id: b.restaurant }),
      expect: 'own-only',
    },
    {
      request: (b) =>
        json('POST', apiPaths.changeStatus, { status: '1', pause_minutes: '30', restaurants_id: b.restaurant }),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.restaurantDetails}`]: [
    {
      request: (b) =>
        json('GET', query(apiPaths.restaurantDetails, { lang: 'fr', restaurants_id: b.restaurant, id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.editMyDetails}`]: [
    // A deletes B's photo: answered like a photo that does not exist.
    {
      request: (b) => json('POST', apiPaths.editMyDetails, profileForm(a, { deleteimage: String(b.gallery) })),
      expect: 'not-found',
    },
    // B's ids in the form change A's own profile, never B's.
    {
      request: (b) =>
        json(
          'POST',
          apiPaths.editMyDetails,
          profileForm(a, { id: b.restaurant, restaurants_id: b.restaurant, name: 'Volé' }),
        ),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.itemList}`]: [
    {
      request: (b) => json('POST', apiPaths.itemList, { lang: 'fr', restaurants_id: b.restaurant, search: SECRET }),
      expect: 'own-only',
    },
    {
      request: (b) => ({
        method: 'POST',
        url: apiPaths.itemList,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `lang=fr&restaurants_id=${b.restaurant}&restaurant_id=${b.restaurant}`,
      }),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.itemDetail}`]: [
    {
      request: (b) => json('GET', query(apiPaths.itemDetail, { id: b.item, restaurants_id: b.restaurant })),
      expect: 'not-found',
    },
  ],
  [`POST ${apiPaths.saveItem}`]: [
    {
      request: (b) =>
        json('POST', apiPaths.saveItem, itemForm({ id: b.item, fr_item_name: 'Volé', restaurants_id: b.restaurant })),
      expect: 'not-found',
    },
    {
      request: async (b) => {
        const body = await multipartBody(itemForm({ id: b.item, fr_item_name: 'Volé' }), [
          { name: 'x.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 64, 64) },
        ]);
        return { method: 'POST', url: apiPaths.saveItem, payload: body.payload, headers: body.headers };
      },
      expect: 'not-found',
    },
  ],
  [`POST ${apiPaths.changeItemStatus}`]: [
    { request: (b) => json('POST', apiPaths.changeItemStatus, { id: b.item, status: 0 }), expect: 'not-found' },
  ],
  [`POST ${apiPaths.markItemSoldOut}`]: [
    { request: (b) => json('POST', apiPaths.markItemSoldOut, { id: b.item, sold_out: 1 }), expect: 'not-found' },
  ],
  [`GET ${apiPaths.deleteItem}`]: [
    { request: (b) => json('GET', query(apiPaths.deleteItem, { id: b.item })), expect: 'not-found' },
  ],
  [`GET ${apiPaths.deleteItemImage}`]: [
    { request: (b) => json('GET', query(apiPaths.deleteItemImage, { id: b.image })), expect: 'not-found' },
  ],
  [`GET ${apiPaths.dishList}`]: [
    {
      request: (b) => json('GET', query(apiPaths.dishList, { lang: 'fr', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.dishOrder}`]: [
    { request: (b) => json('GET', query(apiPaths.dishOrder, { item_id: `${b.ownDishType},1` })), expect: 'not-found' },
  ],
  [`POST ${apiPaths.addDishType}`]: [
    {
      request: (b) =>
        json('POST', apiPaths.addDishType, {
          typeofitemname: 'Mine',
          fr_typeofitemname: 'À moi',
          restaurants_id: b.restaurant,
        }),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.changeDishTypeStatus}`]: [
    {
      request: (b) => json('POST', apiPaths.changeDishTypeStatus, { type_of_item_id: b.ownDishType, status: 0 }),
      expect: 'not-found',
    },
  ],
  [`POST ${apiPaths.renameDishType}`]: [
    {
      request: (b) =>
        json('POST', apiPaths.renameDishType, {
          type_of_item_id: b.ownDishType,
          typeofitemname: 'Taken',
          fr_typeofitemname: 'Pris',
        }),
      expect: 'not-found',
    },
  ],
  [`POST ${apiPaths.deleteDishType}`]: [
    {
      request: (b) => json('POST', apiPaths.deleteDishType, { type_of_item_id: b.ownDishType, move_to: 1 }),
      expect: 'not-found',
    },
  ],
  [`GET ${apiPaths.addonList}`]: [
    {
      request: (b) => json('GET', query(apiPaths.addonList, { lang: 'fr', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.saveAddon}`]: [
    {
      request: (b) =>
        json('POST', apiPaths.saveAddon, {
          items_addon_id: b.addon,
          name: 'Mine',
          fr_name: 'À moi',
          price: '0',
          choiceoff: '1',
          isrequired: '0',
          subaddon: JSON.stringify([{ subaddonNameEn: 'x', price: 0 }]),
        }),
      expect: 'not-found',
    },
  ],
  [`GET ${apiPaths.deleteAddon}`]: [
    { request: (b) => json('GET', query(apiPaths.deleteAddon, { items_addon_id: b.addon })), expect: 'not-found' },
  ],
  [`GET ${apiPaths.addonOrder}`]: [
    {
      request: (b) => json('GET', query(apiPaths.addonOrder, { items_addon_id: String(b.addon) })),
      expect: 'not-found',
    },
  ],
  [`GET ${apiPaths.itemAddons}`]: [
    {
      request: (b) => json('GET', query(apiPaths.itemAddons, { item_id: b.item, restaurants_id: b.restaurant })),
      expect: 'not-found',
    },
  ],
  [`GET ${apiPaths.orderList}`]: [
    {
      request: (b) => json('GET', query(apiPaths.orderList, { lang: 'fr', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
    {
      // The report's call: B's sales never count in A's rows or totals.
      request: (b) => json('GET', query(apiPaths.orderList, { period: 0, restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.reportPdf}`]: [
    {
      request: (b) => json('GET', query(apiPaths.reportPdf, { period: 0, restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.reportCsv}`]: [
    {
      request: (b) =>
        json('GET', query(apiPaths.reportCsv, { period: 0, searchval: SECRET, restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.journalClosings}`]: [
    {
      request: (b) => json('GET', query(apiPaths.journalClosings, { kind: 'day', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.orderSearch}`]: [
    {
      request: (b) => json('POST', apiPaths.orderSearch, { searchval: SECRET, restaurants_id: b.restaurant }),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.orderDetail}`]: [
    { request: (b) => json('GET', query(apiPaths.orderDetail, { order_id: b.order })), expect: 'not-found' },
  ],
  [`POST ${apiPaths.changeOrderStatus}`]: [
    { request: (b) => json('POST', apiPaths.changeOrderStatus, { order_id: b.order, status: 1 }), expect: 'not-found' },
    {
      request: (b) => json('POST', apiPaths.changeOrderStatus, { order_id: b.order, status: 3, reason: 'x' }),
      expect: 'not-found',
    },
  ],
  // The answer is an image: what a phone reads from it is A's code, whatever of B's A sends.
  [`GET ${apiPaths.qrCode}`]: (['id', 'page'] as const).map((kind) => ({
    request: (b) =>
      json(
        'GET',
        query(apiPaths.qrCode, {
          kind,
          format: 'png',
          restaurants_id: b.restaurant,
          id: b.restaurant,
          public_id: encodePublicId(b.restaurant),
        }),
      ),
    expect: 'own-only',
    inspect: async (res) => {
      const text = await scanQrCode(res.rawPayload, 'png');
      expect(text, kind).toBe(kind === 'id' ? encodePublicId(a.id) : `http://localhost:80/r/${encodePublicId(a.id)}`);
      expect(`${text} ${res.headers['content-disposition']}`, kind).not.toContain(encodePublicId(b.id));
    },
  })),
  [`GET ${apiPaths.staffList}`]: [
    {
      request: (b) => json('GET', query(apiPaths.staffList, { restaurants_id: b.restaurant, member_id: b.member })),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.inviteStaff}`]: [
    // An invitation with B's ids joins A's own team.
    {
      request: (b) =>
        json('POST', apiPaths.inviteStaff, {
          name: 'Invité de A',
          phone: newMemberPhone(),
          country_code: '33',
          role: 'staff',
          restaurants_id: b.restaurant,
          member_id: b.member,
        }),
      expect: 'own-only',
    },
  ],
  [`POST ${apiPaths.changeStaffRole}`]: [
    {
      request: (b) => json('POST', apiPaths.changeStaffRole, { member_id: b.member, role: 'manager' }),
      expect: 'not-found',
    },
  ],
  [`POST ${apiPaths.removeStaff}`]: [
    { request: (b) => json('POST', apiPaths.removeStaff, { member_id: b.member }), expect: 'not-found' },
  ],
  [`GET ${bookingApiPaths.reservationSettings}`]: [
    {
      request: (b) => json('GET', query(bookingApiPaths.reservationSettings, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${bookingApiPaths.saveReservationSettings}`]: [
    {
      request: (b) =>
        json(
          'POST',
          bookingApiPaths.saveReservationSettings,
          settingsForm({ restaurants_id: b.restaurant, id: b.restaurant }),
        ),
      expect: 'own-only',
    },
  ],
  [`GET ${bookingApiPaths.serviceList}`]: [
    {
      request: (b) => json('GET', query(bookingApiPaths.serviceList, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${bookingApiPaths.saveService}`]: [
    {
      request: (b) =>
        json('POST', bookingApiPaths.saveService, serviceForm({ id: b.service, name: 'Volé', weekdays: '1' })),
      expect: 'not-found',
    },
  ],
  [`GET ${offerApiPaths.offerList}`]: [
    {
      request: (b) => json('GET', query(offerApiPaths.offerList, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${offerApiPaths.saveOffer}`]: [
    {
      request: (b) =>
        json('POST', offerApiPaths.saveOffer, {
          offer_id: b.offer,
          name: 'Volée',
          percent: '50',
          applies_to: 'all',
          weekdays: '1',
          first_slot: '19:00',
          last_slot: '20:00',
          valid_from: '2026-11-01',
          valid_to: '2026-11-30',
          max_covers_per_slot: '4',
          min_party: '1',
        }),
      expect: 'not-found',
    },
  ],
  [`POST ${offerApiPaths.changeOfferStatus}`]: [
    {
      request: (b) => json('POST', offerApiPaths.changeOfferStatus, { offer_id: b.offer, status: 'paused' }),
      expect: 'not-found',
    },
  ],
  [`POST ${offerApiPaths.deleteOffer}`]: [
    { request: (b) => json('POST', offerApiPaths.deleteOffer, { offer_id: b.offer }), expect: 'not-found' },
  ],
  [`POST ${bookingApiPaths.deleteService}`]: [
    { request: (b) => json('POST', bookingApiPaths.deleteService, { service_id: b.service }), expect: 'not-found' },
  ],
  [`GET ${bookingApiPaths.tableList}`]: [
    {
      request: (b) => json('GET', query(bookingApiPaths.tableList, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${bookingApiPaths.saveTable}`]: [
    {
      request: (b) =>
        json('POST', bookingApiPaths.saveTable, {
          id: b.table,
          name: 'Volée',
          min_covers: '1',
          max_covers: '4',
          online: '1',
        }),
      expect: 'not-found',
    },
  ],
  [`POST ${bookingApiPaths.deleteTable}`]: [
    { request: (b) => json('POST', bookingApiPaths.deleteTable, { table_id: b.table }), expect: 'not-found' },
  ],
  [`GET ${bookingApiPaths.bookingBook}`]: [
    {
      request: (b) =>
        json('GET', query(bookingApiPaths.bookingBook, { date: '2026-11-26', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
    {
      request: (b) => json('GET', query(bookingApiPaths.bookingBook, { date: '2026-11-26', service_id: b.service })),
      expect: 'not-found',
    },
  ],
  [`GET ${bookingApiPaths.bookingDetail}`]: [
    {
      request: (b) => json('GET', query(bookingApiPaths.bookingDetail, { booking_id: b.booking })),
      expect: 'not-found',
    },
  ],
  [`POST ${bookingApiPaths.createBooking}`]: [
    // A booking with B's ids is A's own (A has no service: refused), never in B's book.
    {
      request: (b) =>
        json('POST', bookingApiPaths.createBooking, {
          restaurants_id: b.restaurant,
          service_id: b.service,
          date: '2026-11-26',
          time: '20:00',
          covers: '2',
          first_name: 'Par',
          last_name: 'A',
          phone: '',
          source: 'phone',
        }),
      expect: 'own-only',
    },
  ],
  [`POST ${bookingApiPaths.changeBookingStatus}`]: [
    {
      request: (b) => json('POST', bookingApiPaths.changeBookingStatus, { booking_id: b.booking, status: 'seated' }),
      expect: 'not-found',
    },
    {
      request: (b) =>
        json('POST', bookingApiPaths.changeBookingStatus, {
          booking_id: b.booking,
          status: 'cancelled_by_restaurant',
          reason: 'x',
        }),
      expect: 'not-found',
    },
  ],
  [`POST ${bookingApiPaths.assignTables}`]: [
    {
      request: (b) => json('POST', bookingApiPaths.assignTables, { booking_id: b.booking, table_ids: `${b.table}` }),
      expect: 'not-found',
    },
  ],
  [`POST ${bookingApiPaths.answerModificationRequest}`]: [
    {
      request: (b) =>
        json('POST', bookingApiPaths.answerModificationRequest, { request_id: b.request, action: 'accept' }),
      expect: 'not-found',
    },
  ],
  [`POST ${bookingApiPaths.cancelSuspectedFraud}`]: [
    {
      request: (b) =>
        json('POST', bookingApiPaths.cancelSuspectedFraud, {
          booking_id: b.booking,
          reason_code: 'other',
          reason: 'x',
        }),
      expect: 'not-found',
    },
  ],
  // A charges B's booking or refunds with an id of B's: answered as missing, nothing charged.
  [`POST ${paymentApiPaths.chargeBooking}`]: [
    {
      request: (b) =>
        json('POST', paymentApiPaths.chargeBooking, {
          booking_id: b.booking,
          kind: 'no_show',
          amount: '10',
          reason: 'x',
        }),
      expect: 'not-found',
    },
  ],
  [`POST ${paymentApiPaths.refundCharge}`]: [
    {
      request: (b) => json('POST', paymentApiPaths.refundCharge, { charge_id: b.booking, reason: 'x' }),
      expect: 'not-found',
    },
  ],
  [`GET ${reviewApiPaths.reviewList}`]: [
    {
      request: (b) => json('GET', query(reviewApiPaths.reviewList, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`POST ${reviewApiPaths.respondToReview}`]: [
    {
      request: (b) =>
        json('POST', reviewApiPaths.respondToReview, { review_id: b.review, text: 'Merci de votre visite.' }),
      expect: 'not-found',
    },
  ],
  [`POST ${reviewApiPaths.reportReview}`]: [
    {
      request: (b) =>
        json('POST', reviewApiPaths.reportReview, { review_id: b.review, reason: 'Jamais venu chez nous' }),
      expect: 'not-found',
    },
  ],
  // The guest book: B's guests never show to A, B's guest ids are missing ones for A.
  [`GET ${guestApiPaths.guestList}`]: [
    {
      request: (b) => json('GET', query(guestApiPaths.guestList, { searchval: SECRET, restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  [`GET ${guestApiPaths.guestDetail}`]: [
    {
      request: (b) => json('GET', query(guestApiPaths.guestDetail, { guest_id: b.guest })),
      expect: 'not-found',
    },
  ],
  [`POST ${guestApiPaths.saveGuestNotes}`]: [
    {
      request: (b) =>
        json('POST', guestApiPaths.saveGuestNotes, { guest_id: b.guest, notes: 'Par A', tags: 'A', allergens: 'milk' }),
      expect: 'not-found',
    },
  ],
  [`GET ${guestApiPaths.guestCsv}`]: [
    {
      request: (b) => json('GET', query(guestApiPaths.guestCsv, { restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
  // The booking statistics: B's services, offers and bookings never count in A's figures.
  [`GET ${bookingStatsApiPaths.bookingStats}`]: [
    {
      request: (b) =>
        json(
          'GET',
          query(bookingStatsApiPaths.bookingStats, {
            from: '2026-11-01',
            to: '2026-11-30',
            restaurants_id: b.restaurant,
          }),
        ),
      expect: 'own-only',
    },
  ],
  [`GET ${bookingStatsApiPaths.bookingStatsCsv}`]: [
    {
      request: (b) =>
        json(
          'GET',
          query(bookingStatsApiPaths.bookingStatsCsv, {
            from: '2026-11-01',
            to: '2026-11-30',
            restaurants_id: b.restaurant,
          }),
        ),
      expect: 'own-only',
    },
  ],
  [`GET ${apiPaths.referenceLists}`]: [
    {
      request: (b) => json('GET', query(apiPaths.referenceLists, { lang: 'fr', restaurants_id: b.restaurant })),
      expect: 'own-only',
    },
  ],
};
/**
 * The older names of calls are attacked as the calls they name: the same rows, sent to the
 * older path (a row added for a current call covers its older name too).
 */
for (const [current, older] of Object.entries(legacyApiPaths)) {
  for (const [route, list] of Object.entries(ATTACKS)) {
    const [method, path] = route.split(' ') as [string, string];
    if (path !== current) continue;
    ATTACKS[`${method} ${older}`] = list.map((attack) => ({
      ...attack,
      request: async (ids) => {
        const options = await attack.request(ids);
        return { ...options, url: String(options.url).replace(current, older) };
      },
    }));
  }
}
const attacks = new Map(Object.entries(ATTACKS).map(([route, list]) => [normalizeRoute(route), list]));

let t: TestApp;
let a: Awaited<ReturnType<typeof approvedPartner>>;
let b: Awaited<ReturnType<typeof approvedPartner>>;
const B: Ids = {
  item: 0,
  order: 0,
  image: 0,
  addon: 0,
  ownDishType: 0,
  restaurant: 0,
  gallery: 0,
  member: 0,
  service: 0,
  table: 0,
  booking: 0,
  request: 0,
  review: 0,
  offer: 0,
  guest: 0,
};
/** B's manager and staff member, signed in. */
let managerOfB: Awaited<ReturnType<typeof teamMember>>;
let staffOfB: Awaited<ReturnType<typeof teamMember>>;
let customerOfB: Awaited<ReturnType<typeof verifiedCustomer>>;
let protectedRoutes: string[];

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN });
  a = await approvedPartner(t, { name: 'Chez A' });
  b = await approvedPartner(t, { name: `Chez ${SECRET}` });
  B.restaurant = b.id;
  B.addon = await createAddon(t.app, b.token, { name: `Sauce ${SECRET}`, fr_name: `Sauce ${SECRET}` });
  const own = (
    await post(
      t.app,
      apiPaths.addDishType,
      { typeofitemname: `Special ${SECRET}`, fr_typeofitemname: `Spécial ${SECRET}` },
      b.token,
    )
  ).json();
  B.ownDishType = own.data.at(-1).type_of_item_id;
  const saved = (
    await saveItemMultipart(
      t.app,
      b.token,
      itemForm({ fr_item_name: `Tarte ${SECRET}`, item_name: `Tart ${SECRET}`, types_of_addon_id: String(B.addon) }),
      [{ name: 'b.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 120, 90) }],
    )
  ).json();
  B.item = saved.data.id;
  B.image = saved.data.images[0].id;
  const profileOfB = (
    await saveProfile(
      t,
      b.token,
      profileForm(b, {
        name: `Chez ${SECRET}`,
        fr_description: `Bouchon ${SECRET}`,
        owner_details: `Gérant ${SECRET}`,
        open_time: '00:00',
        close_time: '24:00',
      }),
      [{ field: 'restro_gallery_image', name: 'g.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 120, 90) }],
    )
  ).json();
  B.gallery = profileOfB.data.restroGalleryImage[0].id;
  // B is open, and one of its customers has ordered.
  await post(t.app, apiPaths.changeStatus, { status: '1' }, b.token);
  customerOfB = await verifiedCustomer(t, { first_name: SECRET });
  B.order = (
    await post(
      t.app,
      customerApiPaths.placeOrder,
      {
        restaurant_id: encodePublicId(b.id),
        items: [{ item_id: B.item, quantity: 1 }],
        service_type: 1,
        no_of_people: 2,
        payment_method: 2,
        description: `Note ${SECRET}`,
      },
      customerOfB.token,
    )
  ).json().data.order_id;
  // B has a team; its names would show in any leak.
  managerOfB = await teamMember(t, b.token, 'manager', `Marc ${SECRET}`);
  staffOfB = await teamMember(t, b.token, 'staff', `Léa ${SECRET}`);
  B.member = staffOfB.id;
  // B takes bookings: a service of 2 covers, a table, its customer's booking for tomorrow 20:00 (the
  // slot is full), and that customer's request to come with a third guest.
  await post(t.app, bookingApiPaths.saveReservationSettings, settingsForm(), b.token);
  B.service = (
    await post(
      t.app,
      bookingApiPaths.saveService,
      serviceForm({ name: `Dîner ${SECRET}`, capacity_covers: '2' }),
      b.token,
    )
  ).json().data.id;
  B.table = (
    await post(
      t.app,
      bookingApiPaths.saveTable,
      { name: `T ${SECRET}`, min_covers: '1', max_covers: '4', online: '1' },
      b.token,
    )
  ).json().data.id;
  B.offer = (
    await post(
      t.app,
      offerApiPaths.saveOffer,
      {
        name: `Offre ${SECRET}`,
        percent: '20',
        applies_to: 'food',
        weekdays: '1,2,3,4,5,6,7',
        first_slot: '19:00',
        last_slot: '22:00',
        valid_from: '2026-11-01',
        valid_to: '2026-12-31',
        max_covers_per_slot: '10',
        min_party: '1',
      },
      b.token,
    )
  ).json().data.id;
  const bookingOfB = { restaurant_id: encodePublicId(b.id), date: '2026-11-26', time: '20:00', covers: '2' };
  B.booking = (
    await post(t.app, bookingApiPaths.bookTable, { ...bookingOfB, note: `Note ${SECRET}` }, customerOfB.token)
  ).json().data.id;
  B.request = (
    await post(
      t.app,
      bookingApiPaths.modifyBooking,
      { ...bookingOfB, booking_id: B.booking, covers: '3' },
      customerOfB.token,
    )
  ).json().data.modification.id;
  // A published review of B (written straight to the table: its rules have their own tests).
  B.review = (
    await t.app.infra.db
      .insertInto('reviews')
      .values({
        restaurant_id: b.id,
        booking_id: B.booking,
        customer_id: customerOfB.id,
        author_name: `${SECRET} M.`,
        lang: 'fr',
        rating: 4,
        text: `${REVIEW_TEXT} ${SECRET}`,
        text_length: 240,
        status: 'published',
        reason: null,
        reason_text: '',
        moderated_by: 'auto',
        visit_at: t.clock.current,
        visit_date: '2026-11-25',
        created_at: t.clock.current,
        published_at: t.clock.current,
        withdrawn_at: null,
        deleted_at: null,
        updated_at: t.clock.current,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // B's customer is a guest of B's guest book.
  B.guest = (await get(t.app, guestApiPaths.guestList, b.token)).json().data.guests[0].id;
  // A has data of its own too, so that 'own-only' answers are not trivially empty.
  await post(t.app, apiPaths.saveItem, itemForm({ fr_item_name: 'Quenelle de A' }), a.token);
  protectedRoutes = routesOf(t).filter((route) => !PUBLIC_ROUTES.has(route));
});
afterAll(async () => t.close());

/** Everything of B that any call could change, read with B's own token. */
async function snapshotOfB() {
  return {
    items: (await post(t.app, apiPaths.itemList, { lang: 'fr' }, b.token)).json(),
    detail: (await get(t.app, query(apiPaths.itemDetail, { id: B.item }), b.token)).json(),
    addons: (await get(t.app, query(apiPaths.addonList, { lang: 'fr' }), b.token)).json(),
    dishes: (await get(t.app, query(apiPaths.dishList, { lang: 'fr' }), b.token)).json(),
    status: (await partnerRow(t, b.id))?.status,
    team: (await get(t.app, apiPaths.staffList, b.token)).json(),
    profile: await readProfile(t, b.token),
    orders: (await get(t.app, apiPaths.orderList, b.token)).json(),
    reservations: {
      settings: (await get(t.app, bookingApiPaths.reservationSettings, b.token)).json(),
      services: (await get(t.app, bookingApiPaths.serviceList, b.token)).json(),
      tables: (await get(t.app, bookingApiPaths.tableList, b.token)).json(),
      book: (await get(t.app, query(bookingApiPaths.bookingBook, { date: '2026-11-26' }), b.token)).json(),
      booking: (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: B.booking }), b.token)).json(),
      offers: (await get(t.app, offerApiPaths.offerList, b.token)).json(),
    },
    reviews: (await get(t.app, reviewApiPaths.reviewList, b.token)).json(),
    guest: (await get(t.app, query(guestApiPaths.guestDetail, { guest_id: B.guest }), b.token)).json(),
  };
}

/** An anonymous request to a route, with a body that would fail validation. */
function anonymousRequest(route: string, headers: Record<string, string> = {}): InjectOptions {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return method === 'POST'
    ? { method, url, headers, payload: { id: 'not-a-number', status: 'x' } }
    : { method, url: `${url}?id=x`, headers };
}

describe('security matrix over every route of the app', () => {
  it('finds the routes of the app, and every protected one has a row in the matrix', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(18);
    const uncovered = protectedRoutes.filter(
      (route) =>
        !attacks.has(route) &&
        !customerRoutes.has(route) &&
        !VERIFICATION_ROUTES.has(route) &&
        !STREAM_ROUTES.has(route) &&
        !OPERATOR_ROUTES.has(route),
    );
    expect(uncovered, 'protected routes without a row in the security matrix').toEqual([]);
    const stale = [...attacks.keys(), ...customerRoutes, ...STREAM_ROUTES, ...OPERATOR_ROUTES].filter(
      (route) => !protectedRoutes.includes(route),
    );
    expect(stale, 'matrix rows for routes the app does not have').toEqual([]);
  });

  it('refuses every protected route without a token, with a garbage token, and with a bad body: 401 before validation', async () => {
    for (const route of protectedRoutes) {
      for (const headers of [{}, { token: 'not-a-token' }, { authorization: 'Bearer nope' }] as Array<
        Record<string, string>
      >) {
        const res = await t.app.inject(anonymousRequest(route, headers));
        expect(res.statusCode, route).toBe(401);
        expect(res.json(), route).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('refuses a tampered token (payload or signature changed) on every protected route', async () => {
    const [header, payload, signature] = a.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sid: 'someone-else' })).toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const token of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.`,
    ]) {
      for (const route of protectedRoutes) {
        expect((await t.app.inject(anonymousRequest(route, { token }))).statusCode, route).toBe(401);
      }
    }
  });

  it('refuses a revoked token and a verification token on every partner route', async () => {
    const c = await approvedPartner(t);
    expect((await post(t.app, apiPaths.logout, {}, c.token)).json()).toMatchObject({ status: 200 });
    const verification = (await post(t.app, apiPaths.signup, newPartnerForm())).json().token as string;
    for (const route of protectedRoutes.filter((r) => !VERIFICATION_ROUTES.has(r))) {
      for (const token of [c.token, verification]) {
        expect((await t.app.inject(anonymousRequest(route, { token }))).statusCode, route).toBe(401);
      }
    }
    // The verification route takes no partner token either.
    for (const route of VERIFICATION_ROUTES) {
      expect((await t.app.inject(anonymousRequest(route, { token: a.token }))).statusCode, route).toBe(401);
    }
  });

  it('answers A’s token carrying B’s ids like a missing id, leaks nothing of B, and leaves B’s data unchanged', async () => {
    const before = await snapshotOfB();
    expect(JSON.stringify(before)).toContain(SECRET);
    const missing: Ids = {
      item: missingId,
      order: missingId,
      image: missingId,
      addon: missingId,
      ownDishType: missingId,
      restaurant: missingId,
      gallery: missingId,
      member: missingId,
      service: missingId,
      table: missingId,
      booking: missingId,
      request: missingId,
      review: missingId,
      offer: missingId,
      guest: missingId,
    };
    for (const [route, list] of attacks) {
      for (const attack of list) {
        // Logout ends the session it is called with: it gets a session of its own.
        const token = route.includes('/logout')
          ? (
              await post(t.app, apiPaths.login, { phone: a.form.phone, country_code: '33', password: a.form.password })
            ).json().token
          : a.token;
        const withToken = async (ids: Ids) => {
          const options = await attack.request(ids);
          return t.app.inject({ ...options, headers: { ...(options.headers ?? {}), token } });
        };
        const res = await withToken(B);
        expect(res.statusCode, route).toBe(200);
        expect(res.body, route).not.toContain(SECRET);
        await attack.inspect?.(res);
        if (attack.expect === 'not-found') {
          expect(res.json(), route).toMatchObject({ status: 201, code: 'NOT_FOUND' });
          expect(res.json(), route).toEqual((await withToken(missing)).json());
        }
      }
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it('shows nothing of B on A’s public page and its data, whoever asks', async () => {
    for (const token of [undefined, b.token, a.token]) {
      for (const url of [
        `/r/${encodePublicId(a.id)}`,
        apiPaths.publicRestaurant.replace(':public_id', encodePublicId(a.id)),
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('Quenelle de A');
        expect(res.body, url).not.toContain(SECRET);
        expect(res.body, url).not.toContain(b.form.email);
      }
    }
  });

  it('opens no customer call with a partner token and no partner call with a customer token', async () => {
    const customer = await verifiedCustomer(t);
    for (const route of protectedRoutes) {
      const token = customerRoutes.has(route) ? a.token : customer.token;
      const res = await t.app.inject(anonymousRequest(route, { token }));
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('answers customer A’s token carrying B’s id with A’s own account, and leaves B’s untouched', async () => {
    const customerA = await verifiedCustomer(t, { first_name: 'Alice' });
    const customerB = customerOfB;
    const snapshotOfCustomerB = async () => ({
      details: (await get(t.app, customerApiPaths.customerDetails, customerB.token)).json() as Record<string, unknown>,
      orders: (await get(t.app, customerApiPaths.myOrders, customerB.token)).json() as Record<string, unknown>,
      bookings: (await get(t.app, bookingApiPaths.myBookings, customerB.token)).json() as Record<string, unknown>,
      reviews: (await get(t.app, reviewApiPaths.myReviews, customerB.token)).json() as Record<string, unknown>,
    });
    const before = await snapshotOfCustomerB();
    expect(JSON.stringify(before)).toContain(SECRET);
    for (const [route, attack] of Object.entries(CUSTOMER_ATTACKS)) {
      // Logout ends the session it is called with: it gets a session of its own.
      const token = route.includes('/logout')
        ? (
            await post(t.app, customerApiPaths.loginCustomer, {
              mobileno: customerA.form.mobileno,
              country_code: '33',
              password: customerA.form.password,
            })
          ).json().token
        : customerA.token;
      const options = attack({
        id: customerB.id,
        email: customerB.form.email,
        order: B.order,
        item: B.item,
        restaurantPublicId: encodePublicId(b.id),
        booking: B.booking,
        review: B.review,
      });
      const res = await t.app.inject({ ...options, headers: { token } });
      expect(res.statusCode, route).toBe(200);
      // An order placed at B's restaurant names B's dishes: that is the menu, public; the order is A's.
      if (!route.includes('placeOrder')) expect(res.body, route).not.toContain(SECRET);
      if (res.json().data?.id !== undefined) expect(res.json().data.id, route).toBe(customerA.id);
    }
    expect(await snapshotOfCustomerB()).toEqual(before);
    expect((await get(t.app, customerApiPaths.customerDetails, customerA.token)).json().data.id).toBe(customerA.id);
  });
});

/**
 * Role × route, from the live route table: every route declares who may call it,
 * each partner route names a permission of the contract's table, and each role of the restaurant
 * gets through exactly the routes its permissions open. A refused role is answered 403
 * FORBIDDEN_FOR_ROLE in both languages, with the route's real requests on B's own ids, and B's
 * data is left unchanged. The counts are printed for the notes.
 */
describe('role × route', () => {
  const forbidden = {
    status: 201,
    code: 'FORBIDDEN_FOR_ROLE',
    message: errorMessages.FORBIDDEN_FOR_ROLE.en,
    fr_message: errorMessages.FORBIDDEN_FOR_ROLE.fr,
  };
  const isPermission = (value: string | undefined): value is Permission =>
    (PERMISSION_NAMES as string[]).includes(value ?? '');

  it('finds a declared access for every route, a permission for every partner route', () => {
    const declared = new Map([...t.app.routeAccess].map(([route, access]) => [normalizeRoute(route), access]));
    const routes = routesOf(t);
    expect(routes.filter((route) => !declared.has(route))).toEqual([]);
    for (const route of routes) {
      const access = declared.get(route);
      if (PUBLIC_ROUTES.has(route)) expect(access, route).toBe('public');
      else if (customerRoutes.has(route)) expect(access, route).toBe('customer');
      else if (VERIFICATION_ROUTES.has(route)) expect(access, route).toBe('verification');
      else if (OPERATOR_ROUTES.has(route)) expect(access, route).toBe('operator');
      else expect(isPermission(access), `${route} declares ${access}`).toBe(true);
    }
  });

  it('refuses a route registered without a declared access, at start-up', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    expect(() => app.get('/api/v1/restaurant/forgotten', async () => ({}))).toThrow(/declares no access/);
    expect(() =>
      app.get('/api/v1/restaurant/declared', { config: { access: 'menu' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });

  it('lets each role through exactly its permissions; a refused one gets 403 and nothing changes', async () => {
    const declared = new Map([...t.app.routeAccess].map(([route, access]) => [normalizeRoute(route), access]));
    const partnerRoutes = routesOf(t).filter((route) => isPermission(declared.get(route)));
    const signIn = async ([phone, password]: readonly [string, string]) =>
      (await post(t.app, apiPaths.login, { phone, country_code: '33', password })).json().token as string;
    const credentials = {
      owner: [b.form.phone, b.form.password],
      manager: [managerOfB.phone, 'motdepasse-equipe'],
      staff: [staffOfB.phone, 'motdepasse-equipe'],
    } as const;
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signIn(credentials[role])] as const)),
    ) as Record<(typeof ROLES)[number], string>;
    const before = await snapshotOfB();
    const counts = { routes: partnerRoutes.length, allowed: 0, refused: 0, refusedRequests: 0 };
    for (const route of partnerRoutes) {
      const permission = declared.get(route) as Permission;
      for (const role of ROLES) {
        // Signing out ends the session it is called with: it gets one of its own.
        const token = route.includes('/logout') ? await signIn(credentials[role]) : tokens[role];
        if (can(role, permission)) {
          counts.allowed += 1;
          // An open stream never ends by itself; the orders tests open it for every role.
          if (STREAM_ROUTES.has(route)) continue;
          const res = await t.app.inject(anonymousRequest(route, { token }));
          expect([401, 403], `${role} ${route}`).not.toContain(res.statusCode);
          continue;
        }
        counts.refused += 1;
        const requests = attacks.get(route)?.map((attack) => attack.request(B)) ?? [anonymousRequest(route)];
        for (const pending of requests) {
          const options = await pending;
          const res = await t.app.inject({ ...options, headers: { ...(options.headers ?? {}), token } });
          counts.refusedRequests += 1;
          expect(res.statusCode, `${role} ${route}`).toBe(403);
          expect(res.json(), `${role} ${route}`).toEqual(forbidden);
        }
      }
    }
    // Within a call: the report's mode of the orders list, going offline, the owner's fields, the imprint.
    const within: Array<[string, InjectOptions]> = [
      [tokens.staff, json('GET', query(apiPaths.orderList, { period: 2 }))],
      [tokens.staff, json('GET', query(apiPaths.orderList, { searchval: 'Tarte' }))],
      [tokens.staff, json('POST', apiPaths.changeStatus, { status: '0' })],
      [tokens.staff, json('POST', apiPaths.changeStatus, { status: '1' })],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { legal_name: 'Autre SARL' }))],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { email: 'manager@example.fr' }))],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { phone: newMemberPhone() }))],
      // The imprint per cover and its party size are the owner's.
      [tokens.manager, json('POST', bookingApiPaths.saveReservationSettings, settingsForm({ imprint_per_cover: '5' }))],
      [tokens.manager, json('POST', bookingApiPaths.saveReservationSettings, settingsForm({ imprint_min_party: '4' }))],
    ];
    for (const [token, options] of within) {
      const res = await t.app.inject({ ...options, headers: { token } });
      counts.refusedRequests += 1;
      expect(res.statusCode, String(options.url)).toBe(403);
      expect(res.json(), String(options.url)).toEqual(forbidden);
    }
    expect(await snapshotOfB()).toEqual(before);
    expect(counts.refused).toBeGreaterThan(0);
    console.info(
      `role × route: ${counts.routes} partner routes × ${ROLES.length} roles = ${counts.routes * ROLES.length} cells, ` +
        `${counts.allowed} allowed, ${counts.refused} refused (${counts.refusedRequests} refused requests, ` +
        `${within.length} of them refusals within a call), nothing changed`,
    );
  });
});
