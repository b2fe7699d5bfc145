import { bookingApiPaths, waitlistApiPaths } from '@portal/contract';
import { post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { offerToken, waitlistLinkKey } from '../../../src/modules/reservations/waitlist-offers.js';
import { book, bookingRestaurant, TOMORROW } from './reservations-helper.js';

/**
 * A restaurant whose dinner is one arrival time, 19:00, for 10 covers (no tables): two bookings,
 * of 8 and of 2 covers, fill it.
 */
export async function fullDinner(t: TestApp) {
  const r = await bookingRestaurant(t, { dinner: { first_slot: '19:00', last_slot: '19:00' } });
  const [big, small] = [await verifiedCustomer(t), await verifiedCustomer(t)];
  const at = { restaurant_id: r.publicId, date: TOMORROW, time: '19:00' };
  const eight = await book(t, big.token, { ...at, covers: '8' });
  const two = await book(t, small.token, { ...at, covers: '2' });
  if (eight.status !== 200 || two.status !== 200) throw new Error('the dinner was not filled');
  return { r, small, smallBooking: two.data.id as number, big, bigBooking: eight.data.id as number };
}

/** A new guest joins the restaurant's waitlist for tomorrow's evening. */
export async function joined(
  t: TestApp,
  publicId: string,
  covers: number,
  window = { earliest: '18:30', latest: '21:00' },
) {
  const guest = await verifiedCustomer(t);
  const answer = (
    await post(
      t.app,
      waitlistApiPaths.joinWaitlist,
      { restaurant_id: publicId, date: TOMORROW, covers: String(covers), ...window },
      guest.token,
    )
  ).json();
  if (answer.status !== 200) throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return { guest, entryId: answer.data.entry_id as number };
}

export async function dayList(t: TestApp, token: string, date = TOMORROW) {
  return (await get(t.app, query(waitlistApiPaths.waitlistList, { date }), token)).json();
}

export async function entryOf(t: TestApp, token: string, entryId: number, date = TOMORROW) {
  const list = await dayList(t, token, date);
  return (list.data.entries as Array<{ entry_id: number; status: string; offer: unknown }>).find(
    (entry) => entry.entry_id === entryId,
  )!;
}

/** The link's token of an entry's current offer, as its messages carry it. */
export async function tokenOf(t: TestApp, entryId: number): Promise<string> {
  const entry = await t.app.reservations.waitlist.repository.byId(entryId);
  return offerToken(waitlistLinkKey(t.app.config.JWT_SECRET), entry!);
}

export async function cancelAsGuest(t: TestApp, token: string, bookingId: number) {
  return (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: bookingId }, token)).json();
}
