import { expect, type APIRequestContext } from '@playwright/test';
import { bookingApiPaths } from '@portal/contract';
import { restaurantTakingBookings } from './bookings';
import { moveServerClock } from './clock';
import { confirmedCustomerToken, newCustomer } from './orders';
import { loginThroughApi, outbox } from './partners';

/*
 * The guest pages a message links to, reached as the guest reaches them: the review link of the
 * invitation sent after a visit, and a booking's manage link once the restaurant has proposed
 * another time. Both move the server's clock (clock journeys only).
 */

/** A call that must succeed; its data. */
async function call(request: APIRequestContext, path: string, token: string, data: Record<string, unknown>) {
  const body = (await (await request.post(path, { headers: { token }, data })).json()) as {
    status: number;
    message: string;
    data: { id: number; reference: string; modification: { id: number } | null };
  };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The first link to `path` in a message sent to `to`, polled for while the durable jobs send it. */
async function linkSentTo(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const sent = (await outbox(request)).find((m) => m.to === to && m.text.includes(`${path}?token=`));
        link = sent ? /https?:\/\/\S+/.exec(sent.text)![0] : '';
        return link;
      },
      { message: `a message to ${to} carries a link to ${path}`, timeout: 30_000 },
    )
    .toContain(`${path}?token=`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A guest books online for Tuesday 2 February 2027 at 19:30 (on Monday), comes (the restaurant
 * marks the booking honoured at 21:30), and receives the invitation to review 2 hours later: the
 * review link it carries. The server's clock is left on Tuesday at 23:35.
 */
export async function reviewLinkOfVisit(request: APIRequestContext): Promise<string> {
  await moveServerClock(request, Date.parse('2027-02-01T09:00:00Z'));
  const { partner, publicId } = await restaurantTakingBookings(request);
  const customer = newCustomer();
  const guest = await confirmedCustomerToken(request, customer);
  const booking = await call(request, bookingApiPaths.bookTable, guest, {
    restaurant_id: publicId,
    date: '2027-02-02',
    time: '19:30',
    covers: 2,
  });
  await moveServerClock(request, Date.parse('2027-02-02T20:30:00Z'));
  const restaurant = (await loginThroughApi(request, partner)).token;
  await call(request, bookingApiPaths.changeBookingStatus, restaurant, { booking_id: booking.id, status: 'honoured' });
  await moveServerClock(request, Date.parse('2027-02-02T22:35:00Z'));
  return linkSentTo(request, customer.international, '/review');
}

/**
 * A guest's booking on `day` at 19:00 at a restaurant of 2 covers an evening; another party
 * fills 21:00, the guest asks for 21:00 by the manage link, and the restaurant proposes 22:00:
 * the manage link, whose page shows the proposal. The server's clock must be before `day`.
 */
export async function manageLinkWithProposal(request: APIRequestContext, day: string): Promise<string> {
  const { token: restaurant, publicId } = await restaurantTakingBookings(request, { capacityCovers: '2' });
  const customer = newCustomer();
  const guest = await confirmedCustomerToken(request, customer);
  await call(request, bookingApiPaths.bookTable, guest, {
    restaurant_id: publicId,
    date: day,
    time: '19:00',
    covers: 2,
  });
  const other = await confirmedCustomerToken(request);
  await call(request, bookingApiPaths.bookTable, other, {
    restaurant_id: publicId,
    date: day,
    time: '21:00',
    covers: 2,
  });
  const link = await linkSentTo(request, customer.international, '/booking/manage');
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  const moved = await call(request, bookingApiPaths.manageBookingModify, '', {
    token,
    date: day,
    time: '21:00',
    covers: 2,
  });
  expect(moved.modification, 'the full time waits for the restaurant as a request').not.toBeNull();
  await call(request, bookingApiPaths.answerModificationRequest, restaurant, {
    request_id: moved.modification!.id,
    action: 'propose_time',
    time: '22:00',
  });
  return link;
}
