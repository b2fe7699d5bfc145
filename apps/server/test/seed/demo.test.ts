import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  bookingApiPaths,
  floorPlanApiPaths,
  loyaltyApiPaths,
  offerApiPaths,
  promoApiPaths,
  reviewApiPaths,
  waitlistApiPaths,
  ZBookingBookResponseSchema,
} from '@portal/contract';
import { encodePublicId } from '../../src/core/public-id.js';
import { guestSideOf, roomOf, seedWholeDemo } from '../../src/seed/demo-all.js';
import { seedDemoGuestSide } from '../../src/seed/demo-guest-side.js';
import { seedDemoRoom } from '../../src/seed/demo-room.js';
import { DEMO_REVIEWS } from '../../src/seed/demo-review-texts.js';
import { get } from '../modules/menu/menu-helper.js';
import { visibleText } from '../modules/public-page/page-helper.js';
import { buildTestApp, post, type TestApp } from '../helper.js';

/**
 * The whole demo as the embedded database's first start makes it (`seedWholeDemo`, which main.ts
 * runs), with four weeks of orders instead of a year: seeded once, then only read.
 */
describe('demo restaurant', () => {
  let app: TestApp;
  let made: NonNullable<Awaited<ReturnType<typeof seedWholeDemo>>>;
  let token: string;
  /** A GET of the demo partner, its envelope parsed. */
  const read = async (url: string) => (await app.app.inject({ method: 'GET', url, headers: { token } })).json();
  /** A day's book; the book is sent as built, so each one read shows its schema would change nothing. */
  const readBook = async (date: string) => {
    const book = await read(`${bookingApiPaths.bookingBook}?date=${date}`);
    expect(ZBookingBookResponseSchema.parse(book)).toEqual(book);
    return book;
  };
  beforeAll(async () => {
    app = await buildTestApp();
    // Wednesday 25 November 2026, 11:00 in Paris: four weeks back reach the end of October.
    made = (await seedWholeDemo(app.app, { orderDays: 28 }))!;
    const login = { phone: made.phone, country_code: '+33', password: made.password };
    token = (await post(app.app, apiPaths.login, login)).json().token;
    // A thousand bookings and weeks of orders placed one by one: 15 s alone on a quiet 2-core
    // machine, several times that in a loaded run where four test processes share its cores.
  }, 300_000);
  afterAll(async () => app.close());

  it('is made once, signs in with the printed login, and has a bilingual menu with photos', async () => {
    expect(made).toMatchObject({ offers: 1, reviews: 4, guaranteed: 1, walkIns: 2, loyalty: { vouchers: 3 } });
    expect(await seedWholeDemo(app.app)).toBeNull();
    expect(await seedDemoGuestSide(guestSideOf(app.app), made.restaurantId)).toEqual({
      offers: 0,
      reviews: 0,
      guaranteed: 0,
    });
    expect(await seedDemoRoom(roomOf(app.app), made.restaurantId)).toEqual({ walkIns: 0 });

    const session = (
      await post(app.app, apiPaths.login, { phone: made.phone, country_code: '+33', password: made.password })
    ).json();
    expect(session).toMatchObject({ status: 200, data: { name: 'Le Bouchon des Canuts' } });

    const fr = (await post(app.app, apiPaths.itemList, { lang: 'fr' }, session.token)).json();
    const en = (await post(app.app, apiPaths.itemList, { lang: 'en' }, session.token)).json();
    expect(fr.data.length).toBe(6);
    expect(fr.data.map((i: { item_name: string }) => i.item_name)).toContain('Salade lyonnaise');
    expect(en.data.map((i: { item_name: string }) => i.item_name)).toContain('Lyon-style salad');
    for (const item of fr.data) expect(item.images).toHaveLength(1);
    const image = await app.app.inject({ method: 'GET', url: `${fr.imageUrl}${fr.data[0].images[0].thumb_name}` });
    expect(image.statusCode).toBe(200);

    const addonList = (
      await app.app.inject({ method: 'GET', url: `${apiPaths.addonList}?lang=fr`, headers: { token: session.token } })
    ).json();
    expect(addonList.data.map((a: { name: string }) => a.name)).toEqual(['Accompagnement', 'Suppléments']);

    // Its profile is filled in: hours (closed on Mondays), lists, legal identity, logo and photos.
    const profile = (
      await app.app.inject({
        method: 'GET',
        url: `${apiPaths.restaurantDetails}?lang=fr`,
        headers: { token: session.token },
      })
    ).json();
    expect(profile.data).toMatchObject({
      open_time: '12:00,19:00',
      close_time: '14:00,22:30',
      weekly_hours: [
        { weekday: 1, open_time: '', close_time: '' },
        { weekday: 7, open_time: '12:00', close_time: '15:00' },
      ],
      cuisines: [{ label: 'Lyonnaise' }, { label: 'Française' }],
      siret: '73282932000074',
    });
    expect(profile.data.restroGalleryImage).toHaveLength(2);
    const logo = await app.app.inject({ method: 'GET', url: `${profile.data.imageUrl}${profile.data.logo_image}` });
    expect(logo.statusCode).toBe(200);
  });

  it('comes with weeks of orders priced like real ones, a journal that verifies and closed days', async () => {
    const placed = made.orders;
    expect(placed).toBeGreaterThan(80);
    const done = await read(`${apiPaths.orderList}?status=5&per_page=10`);
    expect(done.data.pagination.total).toBeGreaterThan(placed * 0.7);
    // Each order's total is the sum of its lines, as the pricing code made them.
    for (const order of done.data.complete_result_data) {
      const lines = order.items.reduce(
        (sum: number, line: { totalPrice: number }) => sum + Math.round(line.totalPrice * 100),
        0,
      );
      expect(Math.round(order.sub_total * 100)).toBe(lines);
    }
    expect(await app.app.orders.journal.verify(made.restaurantId)).toMatchObject({ firstBroken: null });
    // Two promo codes: one open, one whose three uses are taken.
    const codes = (await read(promoApiPaths.promoCodeList)).data.codes;
    expect(
      codes.map((c: { code: string; uses: number; max_uses: number | null }) => [c.code, c.uses, c.max_uses]),
    ).toEqual([
      ['APERO5', 3, 3],
      ['BIENVENUE10', 0, null],
    ]);
    const closings = await app.app.infra.db
      .selectFrom('journal_closings')
      .select(['kind', 'sales_cents'])
      .where('restaurant_id', '=', made.restaurantId)
      .execute();
    expect(closings.filter((closing) => closing.kind === 'day').length).toBeGreaterThan(15);
    expect(closings.some((closing) => closing.kind === 'month')).toBe(true);
  });

  it('runs a loyalty programme its weeks of orders credited: members, their history in the past, vouchers', async () => {
    const settings = (await get(app.app, loyaltyApiPaths.loyaltySettings, token)).json().data;
    expect(settings.settings).toEqual({ enabled: 1, points_per_visit: 10, points_per_euro: 1, expiry_months: 12 });
    expect(settings.cost.members).toBeGreaterThan(3);
    expect(settings.cost.vouchers_used).toBe(1);
    const members = (await get(app.app, loyaltyApiPaths.loyaltyMembers, token)).json().data.members;
    const benefits = (
      await get(app.app, `${loyaltyApiPaths.guestBenefits}?customer_id=${members[0].customer_id}`, token)
    ).json().data;
    // Points earned when each order was completed, weeks ago for the first ones.
    const oldest = Math.min(...benefits.history.map((entry: { at: number }) => entry.at));
    expect(app.clock.current - oldest).toBeGreaterThan(7 * 86_400_000);
    expect(benefits.history.every((entry: { reason: string }) => ['order', 'redeem'].includes(entry.reason))).toBe(
      true,
    );
  });

  it('shows guests every feature: answered reviews, an offer, a card-guaranteed booking; its room and tonight’s queue', async () => {
    const restaurantId = made.restaurantId;

    // Four published reviews, each with the restaurant's published answer, on the public page too.
    const publicId = encodePublicId(restaurantId);
    const reviews = (
      await app.app.inject({ method: 'GET', url: reviewApiPaths.publicReviews.replace(':public_id', publicId) })
    ).json().data;
    expect(reviews.summary.count).toBe(4);
    expect(reviews.reviews).toHaveLength(4);
    for (const review of reviews.reviews) expect(review.response?.text).toBeTruthy();
    const page = visibleText((await app.app.inject({ method: 'GET', url: `/r/${publicId}` })).body);
    expect(page).toContain(DEMO_REVIEWS[0]!.text);
    expect(page).toContain(DEMO_REVIEWS[0]!.response);

    // One offer running: 20 % off the food at weekday lunch.
    const offers = (await read(offerApiPaths.offerList)).data.offers;
    expect(offers).toMatchObject([
      { name: 'Déjeuner en semaine', percent: 20, status: 'active', weekdays: [2, 3, 4], valid_from: '2026-11-25' },
    ]);

    // A party of 6 next week, confirmed with a card saved: 20 € a person.
    const guaranteed: Array<{ id: number; covers: number; status: string; guarantee: string }> = [];
    for (let day = 0; day < 14; day += 1) {
      const date = new Date(Date.parse('2026-11-25T12:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
      const book = await readBook(date);
      guaranteed.push(...book.data.bookings.filter((b: { guarantee: string }) => b.guarantee !== 'none'));
    }
    expect(guaranteed).toMatchObject([{ covers: 6, status: 'confirmed', guarantee: 'card_saved' }]);
    const detail = await read(`${bookingApiPaths.bookingDetail}?booking_id=${guaranteed[0]!.id}`);
    expect(detail.data.guarantee_detail).toMatchObject({
      state: 'card_saved',
      brand: 'visa',
      last4: '4242',
      per_cover_cents: 2000,
    });
    const settings = (await read(bookingApiPaths.reservationSettings)).data;
    expect(settings).toMatchObject({ imprint_per_cover_cents: 2000, imprint_min_party: 6 });

    // The room: the dining room and the terrace placed, tables put together, tonight's queue, a
    // waitlist for Saturday with a table offered.
    const plan = (await read(floorPlanApiPaths.floorPlan)).data;
    expect(plan.areas).toEqual(['', 'Terrasse']);
    expect(plan.combinations).toHaveLength(3);
    const terrace = plan.tables.filter((table: { area: string }) => table.area === 'Terrasse');
    expect(terrace.map((table: { name: string }) => table.name).sort()).toEqual(['Terrasse 1', 'Terrasse 2']);
    const tonight = (await read(`${waitlistApiPaths.waitlistList}?date=2026-11-25`)).data.entries;
    expect(tonight).toMatchObject([
      { kind: 'walk_in', name: 'Famille Moreau', covers: 4, status: 'waiting' },
      { kind: 'walk_in', name: 'Julien', covers: 2, status: 'waiting' },
    ]);
    const saturday = (await read(`${waitlistApiPaths.waitlistList}?date=2026-11-28`)).data.entries;
    expect(saturday.map((entry: { status: string }) => entry.status)).toEqual(['offered', 'waiting']);
    expect(saturday[0].offer).toMatchObject({ time: '21:30' });
  });

  it('takes table reservations: services in its hours, tables, months of bookings behind it and weeks ahead', async () => {
    const services = await read(bookingApiPaths.serviceList);
    expect(services.data).toMatchObject([
      { fr_name: 'Déjeuner', first_slot: '12:00', last_slot: '13:30', weekdays: [2, 3, 4, 5, 6, 7] },
      { fr_name: 'Dîner', first_slot: '19:00', last_slot: '21:30', weekdays: [2, 3, 4, 5, 6] },
    ]);
    const tables = await read(bookingApiPaths.tableList);
    expect(tables.data).toHaveLength(12);
    expect(new Set(tables.data.map((t: { max_covers: number }) => t.max_covers))).toEqual(new Set([2, 4, 6]));
    expect(tables.data.filter((t: { online: number }) => t.online === 0)).toHaveLength(3);

    // Three months back: each day's book as the restaurant left it.
    const counts: Record<string, number> = {};
    const sources = new Set<string>();
    for (let day = 1; day <= 91; day += 1) {
      const date = new Date(Date.parse('2026-11-25T12:00:00Z') - day * 86_400_000).toISOString().slice(0, 10);
      const book = await readBook(date);
      if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) expect(book.data.bookings).toEqual([]);
      for (const booking of book.data.bookings) {
        counts[booking.status] = (counts[booking.status] ?? 0) + 1;
        sources.add(booking.source);
      }
    }
    const pastTotal = Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(pastTotal).toBeGreaterThan(800);
    expect(counts.honoured).toBeGreaterThan(pastTotal * 0.7);
    expect(counts.no_show).toBeGreaterThan(10);
    expect(counts.cancelled_by_restaurant).toBeGreaterThan(10);
    expect(counts.confirmed ?? 0).toBe(0);
    expect(counts.pending ?? 0).toBe(0);
    expect([...sources].sort()).toEqual(['online', 'phone', 'walk_in']);

    // Two weeks ahead: confirmed, a few waiting for the restaurant, one change request.
    const ahead: Array<{ status: string; modification: { state: string } | null }> = [];
    for (let day = 0; day < 14; day += 1) {
      const date = new Date(Date.parse('2026-11-25T12:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
      ahead.push(...(await readBook(date)).data.bookings);
    }
    expect(ahead.filter((b) => b.status === 'confirmed').length).toBeGreaterThan(80);
    expect(ahead.filter((b) => b.status === 'pending').length).toBeGreaterThan(0);
    expect(ahead.filter((b) => b.modification?.state === 'pending')).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
    ]);
  });
});
