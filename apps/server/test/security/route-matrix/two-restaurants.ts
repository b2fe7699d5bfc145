import {
  apiPaths,
  bookingApiPaths,
  floorPlanApiPaths,
  customerApiPaths,
  guestApiPaths,
  loyaltyApiPaths,
  offerApiPaths,
  privacyApiPaths,
  promoApiPaths,
  reviewApiPaths,
  waitlistApiPaths,
} from '@portal/contract';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { verifiedCustomer } from '../../modules/customers/customer-helper.js';
import { createAddon, get, itemForm, makeImage, query, saveItemMultipart } from '../../modules/menu/menu-helper.js';
import { profileForm, readProfile, saveProfile } from '../../modules/restaurant/profile-helper.js';
import { serviceForm, settingsForm } from '../../modules/reservations/reservations-helper.js';
import { codeForm } from '../../modules/promotions/promo-helper.js';
import { teamMember } from '../../modules/team/team-helper.js';
import { approvedPartner, buildTestApp, partnerRow, post, type TestApp } from '../../helper.js';
import type { Ids } from './attack-rows.js';
import { SECRET } from './attack-rows.js';
import { campaignOf, REVIEW_TEXT } from './customer-attacks.js';
import { METRICS_TOKEN } from './route-table.js';

/*
 * The matrix's world: partner A, who attacks, and partner B, whose every kind of data (menu,
 * photos, team, orders, bookings, offers, a review, a guest) carries SECRET in its names, so
 * that any of it leaking into an answer to A shows.
 */

type Partner = Awaited<ReturnType<typeof approvedPartner>>;

export interface TwoRestaurants {
  t: TestApp;
  a: Partner;
  b: Partner;
  /** The ids of B's things. */
  B: Ids;
  /** B's manager and staff member, signed in. */
  managerOfB: Awaited<ReturnType<typeof teamMember>>;
  staffOfB: Awaited<ReturnType<typeof teamMember>>;
  /** B's customer, who ordered and booked at B and reviewed the booking. */
  customerOfB: Awaited<ReturnType<typeof verifiedCustomer>>;
}

/** An app with the operators' /metrics route, and partners A and B. */
export async function buildTwoRestaurants(): Promise<TwoRestaurants> {
  const t = await buildTestApp({ METRICS_TOKEN });
  const a = await approvedPartner(t, { name: 'Chez A' });
  const b = await approvedPartner(t, { name: `Chez ${SECRET}` });
  const addon = await createAddon(t.app, b.token, { name: `Sauce ${SECRET}`, fr_name: `Sauce ${SECRET}` });
  const own = (
    await post(
      t.app,
      apiPaths.addDishType,
      { typeofitemname: `Special ${SECRET}`, fr_typeofitemname: `Spécial ${SECRET}` },
      b.token,
    )
  ).json();
  const saved = (
    await saveItemMultipart(
      t.app,
      b.token,
      itemForm({ fr_item_name: `Tarte ${SECRET}`, item_name: `Tart ${SECRET}`, types_of_addon_id: String(addon) }),
      [{ name: 'b.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 120, 90) }],
    )
  ).json();
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
  // B is open, hands out a promo code, and one of its customers has ordered with it.
  await post(t.app, apiPaths.changeStatus, { status: '1' }, b.token);
  const promo = (await post(t.app, promoApiPaths.savePromoCode, codeForm({ code: 'BSECRET' }), b.token)).json().data.id;
  const customerOfB = await verifiedCustomer(t, { first_name: SECRET });
  const order = (
    await post(
      t.app,
      customerApiPaths.placeOrder,
      {
        restaurant_id: encodePublicId(b.id),
        items: [{ item_id: saved.data.id, quantity: 1 }],
        service_type: 1,
        no_of_people: 2,
        payment_method: 2,
        description: `Note ${SECRET}`,
        promo_code: 'BSECRET',
      },
      customerOfB.token,
    )
  ).json().data.order_id;
  // B has a team; its names would show in any leak.
  const managerOfB = await teamMember(t, b.token, 'manager', `Marc ${SECRET}`);
  const staffOfB = await teamMember(t, b.token, 'staff', `Léa ${SECRET}`);
  const bookings = await bookingsOfB(t, b, customerOfB);
  // B's customer is a guest of B's guest book.
  const guest = (await get(t.app, guestApiPaths.guestList, b.token)).json().data.guests[0].id;
  // A has data of its own too, so that 'own-only' answers are not trivially empty.
  await post(t.app, apiPaths.saveItem, itemForm({ fr_item_name: 'Quenelle de A' }), a.token);
  const B: Ids = {
    item: saved.data.id,
    order,
    image: saved.data.images[0].id,
    addon,
    ownDishType: own.data.at(-1).type_of_item_id,
    restaurant: b.id,
    gallery: profileOfB.data.restroGalleryImage[0].id,
    member: staffOfB.id,
    ...bookings,
    guest,
    campaign: (await post(t.app, privacyApiPaths.saveCampaign, campaignOf(SECRET), b.token)).json().data.id,
    promo,
    reward: await loyaltyRewardOf(t, b.token),
    ...(await waitlistOfB(t, b, customerOfB.token)),
  };
  return { t, a, b, B, managerOfB, staffOfB, customerOfB };
}

/**
 * B takes bookings: a service of 2 covers, a table, an offer, its customer's booking for
 * tomorrow 20:00 (the slot is full), that customer's request to come with a third guest, and
 * the customer's published review.
 */
async function bookingsOfB(t: TestApp, b: Partner, customerOfB: TwoRestaurants['customerOfB']) {
  const saved = async (url: string, body: Record<string, unknown>, token = b.token) =>
    (await post(t.app, url, body, token)).json().data;
  await post(t.app, bookingApiPaths.saveReservationSettings, settingsForm(), b.token);
  const service = (
    await saved(bookingApiPaths.saveService, serviceForm({ name: `Dîner ${SECRET}`, capacity_covers: '2' }))
  ).id;
  const table = (
    await saved(bookingApiPaths.saveTable, { name: `T ${SECRET}`, min_covers: '1', max_covers: '4', online: '1' })
  ).id;
  const besideTable = (
    await saved(bookingApiPaths.saveTable, { name: `T2 ${SECRET}`, min_covers: '1', max_covers: '4', online: '0' })
  ).id;
  const combination = (
    await saved(floorPlanApiPaths.saveTableCombination, {
      table_ids: `${table},${besideTable}`,
      min_covers: '5',
      max_covers: '8',
      online: '0',
    })
  ).id;
  const offer = (
    await saved(offerApiPaths.saveOffer, {
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
    })
  ).id;
  const bookingOfB = { restaurant_id: encodePublicId(b.id), date: '2026-11-26', time: '20:00', covers: '2' };
  const booking = (await saved(bookingApiPaths.bookTable, { ...bookingOfB, note: `Note ${SECRET}` }, customerOfB.token))
    .id;
  const request = (
    await saved(bookingApiPaths.modifyBooking, { ...bookingOfB, booking_id: booking, covers: '3' }, customerOfB.token)
  ).modification.id;
  // A published review of B (written straight to the table: its rules have their own tests).
  const review = (
    await t.app.infra.db
      .insertInto('reviews')
      .values({
        restaurant_id: b.id,
        booking_id: booking,
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
  return { service, table, combination, offer, booking, request, review };
}

/** Everything of B that any call could change, read with B's own token. */
export async function snapshotOfB({ t, b, B }: TwoRestaurants) {
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
      floorPlan: (await get(t.app, floorPlanApiPaths.floorPlan, b.token)).json(),
      book: (await get(t.app, query(bookingApiPaths.bookingBook, { date: '2026-11-26' }), b.token)).json(),
      booking: (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: B.booking }), b.token)).json(),
      offers: (await get(t.app, offerApiPaths.offerList, b.token)).json(),
      waitlist: await Promise.all(
        [WAITLIST_DAY, TODAY].map(async (date) =>
          (await get(t.app, query(waitlistApiPaths.waitlistList, { date }), b.token)).json(),
        ),
      ),
    },
    reviews: (await get(t.app, reviewApiPaths.reviewList, b.token)).json(),
    guest: (await get(t.app, query(guestApiPaths.guestDetail, { guest_id: B.guest }), b.token)).json(),
    campaigns: (await get(t.app, privacyApiPaths.campaignList, b.token)).json(),
    promoCodes: (await get(t.app, promoApiPaths.promoCodeList, b.token)).json(),
    loyalty: (await get(t.app, loyaltyApiPaths.loyaltySettings, b.token)).json(),
    rewards: (await get(t.app, loyaltyApiPaths.rewardList, b.token)).json(),
  };
}

/** The day B's customer waits for (B's 20:00 is full), and the test clock's day of B's walk-in queue. */
const WAITLIST_DAY = '2026-11-26';
const TODAY = '2026-11-25';

/** B's customer on B's waitlist, and a party in B's walk-in queue whose name carries SECRET. */
async function waitlistOfB(t: TestApp, b: Partner, customerToken: string) {
  const joined = { restaurant_id: encodePublicId(b.id), date: WAITLIST_DAY, covers: '2' };
  const waitlistEntry = (
    await post(t.app, waitlistApiPaths.joinWaitlist, { ...joined, earliest: '19:00', latest: '21:00' }, customerToken)
  ).json().data.entry_id as number;
  const walkIn = { name: `Groupe ${SECRET}`, covers: '2', phone: '0611223344', quoted_minutes: '15' };
  const walkInId = (await post(t.app, waitlistApiPaths.addWalkIn, walkIn, b.token)).json().data.entry_id as number;
  return { waitlistEntry, walkIn: walkInId };
}

/** B runs a loyalty programme with a reward whose names carry SECRET. */
async function loyaltyRewardOf(t: TestApp, token: string): Promise<number> {
  const form = { enabled: '1', points_per_visit: '10', points_per_euro: '1', expiry_months: '0' };
  await post(t.app, loyaltyApiPaths.saveLoyaltySettings, form, token);
  const reward = {
    name: `Coffee ${SECRET}`,
    fr_name: `Café ${SECRET}`,
    points: '20',
    kind: 'dish',
    value: '',
    valid_days: '30',
  };
  return (await post(t.app, loyaltyApiPaths.saveReward, reward, token)).json().data.id;
}
