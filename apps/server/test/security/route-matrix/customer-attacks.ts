import type { InjectOptions } from 'fastify';
import {
  bookingApiPaths,
  customerApiPaths,
  loyaltyApiPaths,
  paymentApiPaths,
  privacyApiPaths,
  promoApiPaths,
  reviewApiPaths,
  waitlistApiPaths,
} from '@portal/contract';
import { cardPageLinkPath } from '../../../src/modules/payments/index.js';
import { query } from '../../modules/menu/menu-helper.js';
import { json } from './attack-rows.js';
import { normalizeRoute } from './route-table.js';

/** The ids of customer B's things that customer A's calls carry. */
export interface CustomerIds {
  id: number;
  email: string;
  order: number;
  item: number;
  restaurantPublicId: string;
  /** B's booking at B's restaurant. */
  booking: number;
  /** B's review of that booking. */
  review: number;
  /** B's entry on B's restaurant's waitlist. */
  waitlistEntry: number;
}

/** A campaign draft whose words carry `mark`. */
export const campaignOf = (mark: string) => ({
  subject: `News ${mark}`,
  fr_subject: `Nouvelles ${mark}`,
  body: `Text ${mark}`,
  fr_body: `Texte ${mark}`,
});

/** A review long enough to be taken (more than 200 characters). */
export const REVIEW_TEXT =
  'Nous avons passé une soirée agréable : accueil chaleureux, service attentif et plats généreux. Le risotto aux cèpes était parfaitement crémeux, le dessert au chocolat un peu trop sucré à notre goût, mais nous reviendrons.';

/**
 * The customer's own calls: customer A sends customer B's id wherever an id could go; the answer
 * is A's own and B's account is untouched.
 */
export const CUSTOMER_ATTACKS: Record<string, (b: CustomerIds) => InjectOptions> = {
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
  // B has used B's code once: A's check is A's own, and B's use counts for B only.
  [`GET ${promoApiPaths.checkPromoCode}`]: (b) =>
    json(
      'GET',
      query(promoApiPaths.checkPromoCode, {
        restaurant_id: b.restaurantPublicId,
        code: 'BSECRET',
        subtotal: '20',
        customer_id: b.id,
      }),
    ),
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
  // A's waitlist only: B's entry is answered as missing; joining with B's ids is A's own entry.
  [`GET ${waitlistApiPaths.myWaitlist}`]: (b) => json('GET', query(waitlistApiPaths.myWaitlist, { customer_id: b.id })),
  [`POST ${waitlistApiPaths.leaveWaitlist}`]: (b) =>
    json('POST', waitlistApiPaths.leaveWaitlist, { entry_id: b.waitlistEntry, customer_id: b.id }),
  [`POST ${waitlistApiPaths.joinWaitlist}`]: (b) =>
    json('POST', waitlistApiPaths.joinWaitlist, {
      customer_id: b.id,
      entry_id: b.waitlistEntry,
      restaurant_id: b.restaurantPublicId,
      date: '2026-11-26',
      covers: '2',
      earliest: '19:00',
      latest: '21:00',
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
  // A's subscriptions: B's never show, and naming B's id changes only A's.
  [`GET ${privacyApiPaths.mySubscriptions}`]: (b) =>
    json('GET', query(privacyApiPaths.mySubscriptions, { customer_id: b.id })),
  [`POST ${privacyApiPaths.saveSubscriptions}`]: (b) =>
    json('POST', privacyApiPaths.saveSubscriptions, {
      customer_id: b.id,
      email: '1',
      sms: '1',
    }),
  // A's copy of A's data: naming B's id asks for A's own.
  [`POST ${privacyApiPaths.requestMyData}`]: (b) =>
    json('POST', privacyApiPaths.requestMyData, { customer_id: b.id, id: b.id }),
  // A's programmes only; B's vouchers and rewards answered as missing.
  [`GET ${loyaltyApiPaths.myBenefits}`]: (b) => json('GET', query(loyaltyApiPaths.myBenefits, { customer_id: b.id })),
  [`POST ${loyaltyApiPaths.cancelVoucher}`]: (b) =>
    json('POST', loyaltyApiPaths.cancelVoucher, { customer_id: b.id, voucher_id: b.booking }),
  [`POST ${loyaltyApiPaths.redeemReward}`]: (b) =>
    json('POST', loyaltyApiPaths.redeemReward, { customer_id: b.id, reward_id: b.review }),
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

/** The routes only a customer's token opens. */
export const CUSTOMER_ROUTES = new Set(Object.keys(CUSTOMER_ATTACKS).map(normalizeRoute));
