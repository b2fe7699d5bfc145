import { bookingApiPaths, customerApiPaths, reviewApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { post, type TestApp } from '../../helper.js';
import { login } from '../auth/auth-helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookingRestaurant, type BookingRestaurant } from '../reservations/reservations-helper.js';

/** The test clock's start, Wednesday 25 November 2026 at 11:00 in Paris: where each reviews test begins. */
export const START = parisInstant('2026-11-25', '11:00');
export const TOMORROW = '2026-11-26';

/** A test's own restaurant taking bookings, made with the clock back at `START`. */
export async function restaurantAtStart(t: TestApp): Promise<BookingRestaurant> {
  t.clock.current = START;
  return bookingRestaurant(t);
}

/** The reviews of the restaurant `restaurant()` gives (read at each call), as the public and the partner list them. */
export function reviewLists(t: TestApp, restaurant: () => BookingRestaurant) {
  return {
    publicList: async (params: Record<string, string> = {}, publicId = restaurant().publicId) =>
      get(t.app, query(reviewApiPaths.publicReviews.replace(':public_id', publicId), params)),
    partnerList: async (params: Record<string, string> = {}, token = restaurant().token) =>
      (await get(t.app, query(reviewApiPaths.reviewList, params), token)).json(),
  };
}

/** A guest's words about a dinner, long enough to cut any review or response length from. */
const DINNER =
  'Nous avons passé une très belle soirée dans ce restaurant. L’accueil était chaleureux, la salle calme et le service attentif sans être pesant. Le risotto aux cèpes était parfaitement crémeux, la cuisson du poisson juste, et les légumes de saison bien assaisonnés. Le dessert au chocolat nous a paru un peu trop sucré, mais la carte des vins est courte et bien choisie. Nous reviendrons volontiers avec des amis pour goûter le menu du marché.';
const THANKS =
  'Merci beaucoup pour votre visite et pour ce retour détaillé. Toute l’équipe est heureuse que la soirée vous ait plu. Nous avons transmis votre remarque sur le dessert à notre pâtissier, qui travaille déjà une version moins sucrée pour le menu d’hiver. Au plaisir de vous accueillir de nouveau avec vos amis pour le menu du marché.';

/** `length` characters (as reviewLength counts them) of natural text, ending on a visible character. */
function cut(source: string, length: number): string {
  const text = [...source].slice(0, length).join('');
  if ([...text].length !== length) throw new Error(`the sample holds fewer than ${length} characters`);
  return /\s$/u.test(text) ? `${text.slice(0, -1)}.` : text;
}
export const reviewText = (length = 260) => cut(DINNER, length);
export const responseText = (length: number) => cut(THANKS, length);

/**
 * A guest who booked online at `date` `time` (booked at the clock's current time), whose meal the
 * restaurant then marked honoured at its time: the clock is left at the meal's time.
 */
export async function honouredBooking(
  t: TestApp,
  r: BookingRestaurant,
  options: { date: string; time: string; customer?: Awaited<ReturnType<typeof verifiedCustomer>> },
) {
  const customer = options.customer ?? (await verifiedCustomer(t));
  const booked = (
    await post(
      t.app,
      bookingApiPaths.bookTable,
      { restaurant_id: r.publicId, date: options.date, time: options.time, covers: '2' },
      customer.token,
    )
  ).json();
  if (booked.status !== 200) throw new Error(`booking refused: ${JSON.stringify(booked)}`);
  t.clock.current = parisInstant(options.date, options.time);
  await honour(t, r, booked.data.id);
  return { customer, bookingId: booked.data.id as number };
}

export async function honour(t: TestApp, r: BookingRestaurant, bookingId: number) {
  const honoured = (
    await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id: bookingId, status: 'honoured' }, r.token)
  ).json();
  if (honoured.status !== 200) throw new Error(`honoured refused: ${JSON.stringify(honoured)}`);
}

export async function postReview(t: TestApp, token: string, body: Record<string, unknown>) {
  return (await post(t.app, reviewApiPaths.postReview, { rating: '4', text: reviewText(), ...body }, token)).json();
}

/** A new session at the clock's time (a token from weeks before has expired). */
export async function signInAgain(t: TestApp, who: { form: { mobileno: string; password: string } }) {
  const login = (
    await post(t.app, customerApiPaths.loginCustomer, {
      mobileno: who.form.mobileno,
      country_code: '33',
      password: who.form.password,
    })
  ).json();
  if (!login.token) throw new Error(`sign-in refused: ${JSON.stringify(login)}`);
  return login.token as string;
}

export async function partnerSignIn(t: TestApp, partner: { form: { phone: string; password: string } }) {
  const signedIn = await login(t, partner.form);
  if (!signedIn.token) throw new Error(`sign-in refused: ${JSON.stringify(signedIn)}`);
  return signedIn.token as string;
}
