import {
  bookingApiPaths,
  bookingStatsApiPaths,
  guestApiPaths,
  offerApiPaths,
  paymentApiPaths,
  privacyApiPaths,
  reviewApiPaths,
} from '@portal/contract';
import { serviceForm, settingsForm } from '../../modules/reservations/reservations-helper.js';
import { type AttackRow, getWith, postWith, SECRET } from './attack-rows.js';
import { campaignOf } from './customer-attacks.js';

/** The month both restaurants' bookings, offers and figures fall in. */
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

/**
 * Table bookings: the settings, services, tables and book, offers, charges, reviews, the guest
 * book and the statistics, attacked with B's ids.
 */
export const bookingAttacks: AttackRow[] = [
  getWith(bookingApiPaths.reservationSettings, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(bookingApiPaths.saveReservationSettings, 'own-only', (b) =>
    settingsForm({ restaurants_id: b.restaurant, id: b.restaurant }),
  ),
  getWith(bookingApiPaths.serviceList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(bookingApiPaths.saveService, 'not-found', (b) =>
    serviceForm({ id: b.service, name: 'Volé', weekdays: '1' }),
  ),
  getWith(offerApiPaths.offerList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(offerApiPaths.saveOffer, 'not-found', (b) => ({
    offer_id: b.offer,
    name: 'Volée',
    percent: '50',
    applies_to: 'all',
    weekdays: '1',
    first_slot: '19:00',
    last_slot: '20:00',
    valid_from: NOVEMBER.from,
    valid_to: NOVEMBER.to,
    max_covers_per_slot: '4',
    min_party: '1',
  })),
  postWith(offerApiPaths.changeOfferStatus, 'not-found', (b) => ({ offer_id: b.offer, status: 'paused' })),
  postWith(offerApiPaths.deleteOffer, 'not-found', (b) => ({ offer_id: b.offer })),
  postWith(bookingApiPaths.deleteService, 'not-found', (b) => ({ service_id: b.service })),
  getWith(bookingApiPaths.tableList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(bookingApiPaths.saveTable, 'not-found', (b) => ({
    id: b.table,
    name: 'Volée',
    min_covers: '1',
    max_covers: '4',
    online: '1',
  })),
  postWith(bookingApiPaths.deleteTable, 'not-found', (b) => ({ table_id: b.table })),
  getWith(bookingApiPaths.bookingBook, 'own-only', (b) => ({ date: '2026-11-26', restaurants_id: b.restaurant })),
  getWith(bookingApiPaths.bookingBook, 'not-found', (b) => ({ date: '2026-11-26', service_id: b.service })),
  getWith(bookingApiPaths.bookingBookPdf, 'own-only', (b) => ({ date: '2026-11-26', restaurants_id: b.restaurant })),
  getWith(bookingApiPaths.bookingDetail, 'not-found', (b) => ({ booking_id: b.booking })),
  postWith(bookingApiPaths.moveBooking, 'not-found', (b) => ({
    booking_id: b.booking,
    date: '2026-11-26',
    time: '20:00',
    covers: '2',
  })),
  // A booking with B's ids is A's own (A has no service: refused), never in B's book.
  postWith(bookingApiPaths.createBooking, 'own-only', (b) => ({
    restaurants_id: b.restaurant,
    service_id: b.service,
    date: '2026-11-26',
    time: '20:00',
    covers: '2',
    first_name: 'Par',
    last_name: 'A',
    phone: '',
    source: 'phone',
  })),
  postWith(bookingApiPaths.changeBookingStatus, 'not-found', (b) => ({ booking_id: b.booking, status: 'seated' })),
  postWith(bookingApiPaths.changeBookingStatus, 'not-found', (b) => ({
    booking_id: b.booking,
    status: 'cancelled_by_restaurant',
    reason: 'x',
  })),
  postWith(bookingApiPaths.assignTables, 'not-found', (b) => ({ booking_id: b.booking, table_ids: `${b.table}` })),
  postWith(bookingApiPaths.answerModificationRequest, 'not-found', (b) => ({
    request_id: b.request,
    action: 'accept',
  })),
  postWith(bookingApiPaths.cancelSuspectedFraud, 'not-found', (b) => ({
    booking_id: b.booking,
    reason_code: 'other',
    reason: 'x',
  })),
  // A charges B's booking or refunds with an id of B's: answered as missing, nothing charged.
  postWith(paymentApiPaths.chargeBooking, 'not-found', (b) => ({
    booking_id: b.booking,
    kind: 'no_show',
    amount: '10',
    reason: 'x',
  })),
  postWith(paymentApiPaths.refundCharge, 'not-found', (b) => ({ charge_id: b.booking, reason: 'x' })),
  getWith(reviewApiPaths.reviewList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(reviewApiPaths.respondToReview, 'not-found', (b) => ({
    review_id: b.review,
    text: 'Merci de votre visite.',
  })),
  postWith(reviewApiPaths.reportReview, 'not-found', (b) => ({ review_id: b.review, reason: 'Jamais venu chez nous' })),
  // The guest book: B's guests never show to A, B's guest ids are missing ones for A.
  getWith(guestApiPaths.guestList, 'own-only', (b) => ({ searchval: SECRET, restaurants_id: b.restaurant })),
  getWith(guestApiPaths.guestDetail, 'not-found', (b) => ({ guest_id: b.guest })),
  postWith(guestApiPaths.saveGuestNotes, 'not-found', (b) => ({
    guest_id: b.guest,
    notes: 'Par A',
    tags: 'A',
    allergens: 'milk',
  })),
  getWith(guestApiPaths.guestCsv, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  // The booking statistics: B's services, offers and bookings never count in A's figures.
  getWith(bookingStatsApiPaths.bookingStats, 'own-only', (b) => ({ ...NOVEMBER, restaurants_id: b.restaurant })),
  getWith(bookingStatsApiPaths.bookingStatsCsv, 'own-only', (b) => ({ ...NOVEMBER, restaurants_id: b.restaurant })),
  // Campaigns: B's drafts never show to A, and B's campaign ids are missing ones for A.
  getWith(privacyApiPaths.campaignList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(privacyApiPaths.saveCampaign, 'not-found', (b) => ({ ...campaignOf('A'), campaign_id: b.campaign })),
  postWith(privacyApiPaths.previewCampaign, 'not-found', (b) => ({ campaign_id: b.campaign })),
  postWith(privacyApiPaths.sendTestCampaign, 'not-found', (b) => ({ campaign_id: b.campaign })),
  postWith(privacyApiPaths.sendCampaign, 'not-found', (b) => ({ campaign_id: b.campaign })),
  // A's own data only: naming B's account asks for A's.
  postWith(privacyApiPaths.requestMyPartnerData, 'own-only', (b) => ({
    restaurants_id: b.restaurant,
    id: b.restaurant,
  })),
];
