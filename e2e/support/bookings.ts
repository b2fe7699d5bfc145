import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookingApiPaths } from '@portal/contract';
import { confirmedCustomerToken } from './orders';
import { createPartner, loginThroughApi, outbox, type TestPartner } from './partners';

/** What a restaurant asks of its bookings in a journey, beyond what every journey's restaurant has. */
export interface BookingRules {
  /** Parties of up to this many guests are confirmed at once; '' (the default): every party. */
  autoConfirmMaxCovers?: string;
  /** The card imprint per guest in euros ('0', the default: none), from this many guests. */
  imprintPerCover?: string;
  imprintMinParty?: string;
  /** The covers the service takes at once: '40' unless given. */
  capacityCovers?: string;
  /** The one service, every day of the week: dinner, 19:00 to 22:00, unless given. */
  service?: { name: string; fr_name: string; first_slot: string; last_slot: string };
}

/**
 * The restaurant of `token` takes bookings online: slots of 30 minutes, at least 60 minutes ahead
 * and at most 60 days, parties of up to 8, meals of 90 minutes, one service every day of 40 covers.
 */
export async function takeBookings(request: APIRequestContext, token: string, rules: BookingRules = {}): Promise<void> {
  const settings = {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: '[]',
    auto_confirm_max_covers: rules.autoConfirmMaxCovers ?? '',
    imprint_per_cover: rules.imprintPerCover ?? '0',
    imprint_min_party: rules.imprintMinParty ?? '1',
  };
  const service = {
    ...(rules.service ?? { name: 'Dinner', fr_name: 'Dîner', first_slot: '19:00', last_slot: '22:00' }),
    weekdays: '1,2,3,4,5,6,7',
    capacity_covers: rules.capacityCovers ?? '40',
    pacing_covers: '',
  };
  for (const [path, data] of [
    [bookingApiPaths.saveReservationSettings, settings],
    [bookingApiPaths.saveService, service],
  ] as const) {
    const body = (await (await request.post(path, { headers: { token }, data })).json()) as {
      status: number;
      message: string;
    };
    expect(body.status, `${path}: ${body.message}`).toBe(200);
  }
}

/**
 * A new approved restaurant that takes bookings (`takeBookings` with `rules`): its partner, a
 * token of its owner and the id of its public page.
 */
export async function restaurantTakingBookings(
  request: APIRequestContext,
  rules: BookingRules = {},
): Promise<{ partner: TestPartner; token: string; publicId: string }> {
  const partner = await createPartner(request, 'approved');
  const { token, data } = await loginThroughApi(request, partner);
  await takeBookings(request, token, rules);
  if (!data.public_id) throw new Error('an approved partner has a public page id');
  return { partner, token, publicId: data.public_id };
}

/**
 * A table booked online by a customer at a new restaurant taking bookings (`restaurantTakingBookings`), on
 * `day` ("YYYY-MM-DD") at 20:00; answers the address of the manage link its confirmation
 * carries, as the guest opens it from the message (`/booking/manage?token=…`). The confirmation goes out
 * through the durable jobs, polled every few seconds: the outbox is read until it is there.
 */
export async function bookedTableLink(request: APIRequestContext, day: string): Promise<string> {
  const { publicId } = await restaurantTakingBookings(request);
  const guest = await confirmedCustomerToken(request);
  const booked = (await (
    await request.post(bookingApiPaths.bookTable, {
      headers: { token: guest },
      data: { restaurant_id: publicId, date: day, time: '20:00', covers: '2' },
    })
  ).json()) as { status: number; message: string; data: { reference: string } };
  expect(booked.status, booked.message).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const sent = (await outbox(request)).find(
          (m) => m.text.includes(booked.data.reference) && m.text.includes('token='),
        );
        link = sent ? /https?:\/\/\S+/.exec(sent.text)![0] : '';
        return link;
      },
      { message: 'the booking’s confirmation carries its manage link', timeout: 30_000 },
    )
    .toContain('/booking/manage?token=');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Opens the book on `day` ("YYYY-MM-DD") by typing it, day first, in the screen's day field, once
 * the field's own code has loaded (its calendar button is there): typed into the plain field that
 * stands in before, the text could go to a field about to be replaced.
 */
export async function showBookingDay(page: Page, day: string): Promise<void> {
  await expect(
    page.getByRole('button', { name: /^(Choisir la date dans le calendrier|Pick the date in the calendar)$/ }),
  ).toBeVisible();
  const [year, month, date] = day.split('-');
  await page.getByRole('textbox', { name: /^(Jour|Day)$/ }).fill(`${date}/${month}/${year}`);
}

/** Types a test card on the card page (French) and saves it: 4242… is saved, 4000 0000 0000 0002 declined. */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Expiration (MM/AA)').fill('08/28');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
}
