import { bookingApiPaths, floorPlanApiPaths, waitlistApiPaths } from '@portal/contract';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { restaurantTakingBookings } from './support/bookings';
import { startClock } from './support/clock';
import { closeToast, expect, openPage, signInThroughApi, test, toast } from './support/test';

/*
 * The host's screen through a service: the room's tables with their state at the screen's time, a
 * walk-in dragged onto a free table (a second screen sees it seated at once), a booking placed
 * with the keyboard alone, the terrace on its own plan, axe clean in both languages.
 */

// Friday 15 January 2027, 19:00 in Paris (UTC+1).
const NOW = Date.parse('2027-01-15T18:00:00Z');
const DAY = '2027-01-15';

async function call(request: APIRequestContext, token: string, path: string, data: object) {
  const body = (await (await request.post(path, { headers: { token }, data })).json()) as {
    status: number;
    message: string;
    data: { id: number; entry_id: number };
  };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** Tables 2, 4 and 6 in the room, T1 on the terrace; a guest booked by phone at 19:30 (table 2), a walk-in waiting. */
async function serviceUnderWay(request: APIRequestContext) {
  const restaurant = await restaurantTakingBookings(request);
  const { token } = restaurant;
  const ids: number[] = [];
  for (const [name, seats] of [
    ['2', '2'],
    ['4', '4'],
    ['6', '6'],
    ['T1', '4'],
  ])
    ids.push(
      (await call(request, token, bookingApiPaths.saveTable, { name, min_covers: '1', max_covers: seats, online: '1' }))
        .id,
    );
  const place = (id: number, x: number, y: number, area = '') => ({
    table_id: id,
    x,
    y,
    shape: 'square',
    rotation: 0,
    area,
    blocked: 0,
  });
  await call(request, token, floorPlanApiPaths.saveFloorPlan, {
    tables: [
      place(ids[0]!, 200, 300),
      place(ids[1]!, 500, 300),
      place(ids[2]!, 800, 300),
      place(ids[3]!, 300, 500, 'Terrasse'),
    ],
  });
  // A phone booking at 19:30 (the online book asks an hour's notice): table 2, the smallest that seats 2.
  await call(request, token, bookingApiPaths.createBooking, {
    date: DAY,
    time: '19:30',
    covers: '2',
    first_name: 'Léa',
    last_name: 'Dubois',
    phone: '0612345678',
    source: 'phone',
  });
  await call(request, token, waitlistApiPaths.addWalkIn, { name: 'Martin', covers: '3', quoted_minutes: '10' });
  await call(request, token, waitlistApiPaths.addWalkIn, { name: 'Nguyen', covers: '2', quoted_minutes: '20' });
  return restaurant;
}

test('the floor plan (fr): a walk-in dragged onto a free table is seated, live on a second screen; the keyboard seats another (server clock)', async ({
  page,
  context,
  request,
}) => {
  await startClock(page, request, NOW);
  const { partner } = await serviceUnderWay(request);
  await signInThroughApi(page, request, partner);
  await openPage(page, '/bookings/floor');
  const room = page.getByRole('region', { name: 'Plan : Salle' });
  await expect(room.getByRole('button', { name: /^Table 2, 2 places — Réservée/ })).toBeVisible();
  await expect(room.getByRole('button', { name: /^Table 4, 4 places — Libre/ })).toBeVisible();

  const second = await context.newPage();
  await second.clock.install({ time: NOW });
  await openPage(second, '/bookings/floor');
  const secondRoom = second.getByRole('region', { name: 'Plan : Salle' });
  await expect(secondRoom.getByRole('button', { name: /^Table 4, 4 places — Libre/ })).toBeVisible();

  await test.step('the host drags Martin onto table 4: seated there, and on the other screen', async () => {
    const toPlace = page.getByRole('region', { name: 'À placer' });
    await toPlace
      .getByText('Martin, 3 pers. · sans réservation')
      .dragTo(room.getByRole('button', { name: /^Table 4,/ }));
    await expect(toast(page, 'Martin est installé à la table 4')).toBeVisible();
    await closeToast(page, 'Martin est installé à la table 4');
    await expect(room.getByRole('button', { name: /^Table 4, 4 places — Installée — Martin, 3 pers\./ })).toBeVisible();
    await expect(toPlace.getByText(/Martin/)).toHaveCount(0);
    await expect(secondRoom.getByRole('button', { name: /^Table 4, 4 places — Installée/ })).toBeVisible();
  });

  await test.step('with the keyboard alone: Tab to table 6, Enter, Tab to Nguyen, Enter', async () => {
    await second.close();
    const six = room.getByRole('button', { name: /^Table 6,/ });
    // Tab through the page from the top, as a keyboard does, until table 6 has the focus.
    await page.getByRole('heading', { name: 'Plan de salle', level: 1 }).click();
    for (
      let presses = 0;
      presses < 60 && !(await six.evaluate((table) => table === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(six).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Table 6' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Nguyen, 2 pers. · sans réservation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(room.getByRole('button', { name: /^Table 6, 6 places — Installée — Nguyen/ })).toBeVisible();
    await expect(toast(page, 'Nguyen est installé à la table 6')).toBeVisible();
    await closeToast(page, 'Nguyen est installé à la table 6');
  });

  await test.step('the terrace has its own plan; axe finds nothing serious', async () => {
    await page.getByRole('group', { name: 'Salles' }).getByRole('button', { name: 'Terrasse' }).click();
    await expect(
      page.getByRole('region', { name: 'Plan : Terrasse' }).getByRole('button', { name: /^T1, 4 places — Libre/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the floor plan (en): axe clean on the plan and on a phone’s list (server clock)', async ({ page, request }) => {
  await startClock(page, request, NOW);
  const { partner } = await serviceUnderWay(request);
  await signInThroughApi(page, request, partner, 'en');
  await openPage(page, '/bookings/floor');
  await expect(
    page.getByRole('region', { name: 'Plan: Dining room' }).getByRole('button', { name: /^Table 2, 2 seats — Booked/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const terrace = page.getByRole('region', { name: 'Terrasse' });
  await expect(terrace.getByRole('button', { name: /^T1\s*Free/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Dining room' })
    .getByRole('button', { name: /Table 4/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Table 4' }).getByRole('button', { name: /Martin, party of 3/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
