import { expect, type APIRequestContext } from '@playwright/test';
import { bookingApiPaths } from '@portal/contract';
import { confirmedCustomerToken } from './orders';
import { createPartner, loginThroughApi, outbox } from './partners';

/**
 * A table booked online by a customer at a new restaurant taking bookings (dinner every day,
 * 19:00–22:00), on `day` ("YYYY-MM-DD") at 20:00; answers the address of the manage link its confirmation carries,
 * as the guest opens it from the message (`/booking/manage?token=…`). The confirmation goes out
 * through the durable jobs, polled every few seconds: the outbox is read until it is there.
 */
export async function bookedTableLink(request: APIRequestContext, day: string): Promise<string> {
  const partner = await createPartner(request, 'approved');
  const { token, data } = await loginThroughApi(request, partner);
  const asPartner = async (path: string, form: Record<string, string>) => {
    const body = (await (await request.post(path, { headers: { token }, data: form })).json()) as {
      status: number;
      message: string;
    };
    expect(body.status, body.message).toBe(200);
  };
  await asPartner(bookingApiPaths.saveReservationSettings, {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: '[]',
    auto_confirm_max_covers: '',
    imprint_per_cover: '0',
    imprint_min_party: '1',
  });
  await asPartner(bookingApiPaths.saveService, {
    name: 'Dinner',
    fr_name: 'Dîner',
    weekdays: '1,2,3,4,5,6,7',
    first_slot: '19:00',
    last_slot: '22:00',
    capacity_covers: '40',
    pacing_covers: '',
  });
  const guest = await confirmedCustomerToken(request);
  const booked = (await (
    await request.post(bookingApiPaths.bookTable, {
      headers: { token: guest },
      data: { restaurant_id: data.public_id, date: day, time: '20:00', covers: '2' },
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
