import type { APIRequestContext, Page } from '@playwright/test';
import { offerApiPaths } from '@portal/contract';
import { seriousViolations } from './support/axe';
import { moveClock, moveServerClock } from './support/clock';
import { latestCode } from './support/partners';
import { PHONE } from './support/server';
import { expect, openPage, signInThroughApi, test } from './support/test';
import { restaurantTakingBookings, showBookingDay } from './support/bookings';

/*
 * Booking a table from the restaurant's own page, on a phone: a guest opens the
 * address of the table's QR code (/r/{public_id}), picks the party and the day, a time showing
 * "-20 %", gives a first name and a phone, types the code the phone received, sees the imprint ×
 * covers and the free-cancel deadline before the simulated card form, saves 4242 4242 4242 4242
 * and lands on the confirmation with the manage link; the booking is on the restaurant's
 * /bookings with its offer. The same choice up to the time works with JavaScript off.
 */

test.use(PHONE);

/** Wednesday 13 January 2027, 15:00 in Paris (UTC+1), on the server and in the browser. */
const NOW = Date.parse('2027-01-13T14:00:00Z');

/** A French mobile number of its own: as typed, and in its international form. */
function guestPhone() {
  const digits = `69${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return { typed: `0${digits}`, international: `+33${digits}` };
}

/**
 * An approved restaurant taking bookings online (dinner every day 19:00–22:00), an imprint of
 * 20 € a cover from 4 guests, and an offer of 20 % from 19:00 to 20:00 every day.
 */
async function restaurantWithOffer(request: APIRequestContext) {
  const restaurant = await restaurantTakingBookings(request, { imprintPerCover: '20', imprintMinParty: '4' });
  const saved = await request.post(offerApiPaths.saveOffer, {
    headers: { token: restaurant.token },
    data: {
      name: 'Soirée douce',
      percent: '20',
      applies_to: 'all',
      weekdays: '1,2,3,4,5,6,7',
      first_slot: '19:00',
      last_slot: '20:00',
      valid_from: '2027-01-13',
      valid_to: '2027-02-12',
      max_covers_per_slot: '20',
      min_party: '1',
    },
  });
  expect(await saved.json(), offerApiPaths.saveOffer).toMatchObject({ status: 200 });
  return restaurant;
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const words = {
  fr: {
    section: 'Réserver une table',
    covers: 'Personnes',
    date: 'Date',
    seeTimes: 'Voir les créneaux',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone mobile',
    sendCode: 'Recevoir le code',
    code: 'Code reçu par SMS',
    confirm: 'Confirmer la réservation',
    imprint: 'Empreinte bancaire\u00a0: 20,00\u00a0€ × 4 = 80,00\u00a0€',
    freeUntil: /Annulation gratuite jusqu’au .+ à 07:30 \(heure de Paris\)\./,
    toCard: 'Enregistrer ma carte',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)',
    save: 'Enregistrer la carte',
    done: 'Réservation confirmée',
    offer: '20\u00a0% de réduction sur l’addition',
    manage: 'Gérer ma réservation',
  },
  en: {
    section: 'Book a table',
    covers: 'Guests',
    date: 'Date',
    seeTimes: 'See times',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile phone',
    sendCode: 'Get the code',
    code: 'Code received by text',
    confirm: 'Confirm the booking',
    imprint: 'Card guarantee: €20.00 × 4 = €80.00',
    freeUntil: /Free cancellation until .+ at 07:30 \(Paris time\)\./,
    toCard: 'Save my card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    save: 'Save the card',
    done: 'Booking confirmed',
    offer: '20% off the bill',
    manage: 'Manage my booking',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test(`a guest books a table for 4 from the restaurant's page, with the offer and the card step (${lang})`, async ({
    page,
    request,
  }) => {
    await moveClock(page, request, NOW);
    const w = words[lang];
    const { partner, publicId } = await restaurantWithOffer(request);
    const day = '2027-01-15';
    const phone = guestPhone();

    await test.step('the QR code’s address: the booking section, the party and the day', async () => {
      await page.goto(`/r/${publicId}`);
      if (lang === 'en') await page.getByRole('link', { name: 'Read this page in English' }).click();
      const section = page.getByRole('region', { name: w.section });
      await expect(section).toBeVisible();
      await expectAxeClean(page);
      await section.getByLabel(w.covers, { exact: true }).selectOption('4');
      await section.getByLabel(w.date, { exact: true }).selectOption(day);
      await section.getByRole('button', { name: w.seeTimes }).click();
    });

    await test.step('a free time with its offer, then the guest’s names and phone', async () => {
      await expect(page).toHaveURL(new RegExp(`/r/${publicId}/book\\?`));
      const slot = page.getByRole('link', { name: /^19:30.*20\s?%/ });
      await expect(slot).toContainText(lang === 'fr' ? '-20\u00a0%' : '-20%');
      await expectAxeClean(page);
      await slot.click();
      await expect(page.getByText(w.offer)).toBeVisible();
      await page.getByLabel(w.firstName).fill('Camille');
      await page.getByLabel(w.lastName, { exact: true }).fill('Durand');
      await page.getByLabel(w.phone, { exact: true }).fill(phone.typed);
      await expectAxeClean(page);
      await page.getByRole('button', { name: w.sendCode }).click();
    });

    await test.step('the code the phone received books the table', async () => {
      const code = page.getByLabel(w.code);
      await expect(code).toBeVisible();
      await expectAxeClean(page);
      await code.fill(await latestCode(request, phone.international));
      await page.getByRole('button', { name: w.confirm }).click();
    });

    await test.step('the imprint × covers and the free-cancel deadline, before the card is asked', async () => {
      await expect(page.getByText(w.imprint)).toBeVisible();
      await expect(page.getByText(w.freeUntil)).toBeVisible();
      await expect(page.getByLabel(w.number)).toHaveCount(0);
      await expectAxeClean(page);
      await page.getByRole('link', { name: w.toCard }).click();
    });

    await test.step('the simulated card form saves 4242 4242 4242 4242; the confirmation follows', async () => {
      await page.getByLabel(w.number).fill('4242 4242 4242 4242');
      await page.getByLabel(w.expiry).fill('08/30');
      await page.getByLabel(w.cvc).fill('123');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.done })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/r/${publicId}/book/done\\?`));
      await expect(page.getByText(w.freeUntil)).toBeVisible();
      await expect(page.getByText(w.offer)).toBeVisible();
      await expect(page.getByRole('link', { name: w.manage })).toHaveAttribute(
        'href',
        /^\/booking\/manage\?token=v1\./,
      );
      await expectAxeClean(page);
    });

    await test.step('the booking is on the restaurant’s book with its offer', async () => {
      await signInThroughApi(page, request, partner);
      await openPage(page, '/bookings');
      await showBookingDay(page, day);
      const row = page.getByRole('listitem', { name: /^19:30 Camille/ });
      await expect(row).toContainText('-20\u00a0%');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the party, the day and the time are chosen with plain forms and links', async ({ page, request }) => {
    await moveServerClock(request, NOW);
    const { publicId } = await restaurantWithOffer(request);
    const day = '2027-01-16';
    await page.goto(`/r/${publicId}`);
    const section = page.getByRole('region', { name: 'Réserver une table' });
    await section.getByLabel('Personnes', { exact: true }).selectOption('2');
    await section.getByLabel('Date', { exact: true }).selectOption(day);
    await section.getByRole('button', { name: 'Voir les créneaux' }).click();
    await expect(page).toHaveURL(new RegExp(`/r/${publicId}/book\\?covers=2&date=${day}`));
    await page.getByRole('link', { name: /^20:00/ }).click();
    await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByText(/ à 20:00$/)).toBeVisible();
    await expect(page.getByText('2 personnes', { exact: true })).toBeVisible();
  });
});
