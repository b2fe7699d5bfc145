import { randomInt } from 'node:crypto';
import { admin, baseURL } from './server.mjs';

/* The portal's API as the screenshots' data is made through it: partners, customers, the clock. */

/** A POST that must succeed (envelope status 200): its answer. */
export async function post(pathname, body, headers = {}) {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${pathname}: ${json.message}`);
  return json;
}

/** A call as `token`'s partner. */
export async function postAs(token, pathname, body) {
  return post(pathname, body, { token });
}

/** A GET as `token`'s partner that must succeed: its answer. */
export async function getAs(token, pathname, query) {
  const response = await fetch(`${baseURL}${pathname}?${new URLSearchParams(query)}`, { headers: { token } });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${pathname}: ${json.message}`);
  return json;
}

/** The last code sent to `to`, read from the console transport's outbox. */
export async function latestCode(to) {
  const messages = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
  const message = messages.find((entry) => entry.to === to && entry.code);
  if (!message) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

/** Signs `partner` in through the API: the answer holds its token and, in `data`, its public id. */
function signInThroughApi(partner) {
  return post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
}

/** A token of `partner`, for its calls. */
export async function apiToken(partner) {
  return (await signInThroughApi(partner)).token;
}

/** The id `partner`'s public page goes by (/r/<id>), as customers send it. */
export async function publicIdOf(partner) {
  return (await signInThroughApi(partner)).data.public_id;
}

/** A partner taken to `state`: 'registered', 'verified' or 'approved'. */
export async function createPartner(name, state) {
  const mobile = `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const partner = {
    name,
    phone: `0${mobile}`,
    international: `+33${mobile}`,
    email: `contact-${mobile}@restaurant-demo.fr`,
    password: 'Bouchon-Lyon-2024',
  };
  const { token } = await post('/api/v1/restaurant/auth/signuprestaurant', {
    name,
    address: '12 Rue Mercière 69002 Lyon',
    latitude: 45.7624,
    longitude: 4.8316,
    email: partner.email,
    phone: partner.phone,
    country_code: '+33',
    password: partner.password,
    device_type: 'web',
  });
  if (state === 'registered') return partner;
  await post('/api/v1/restaurant/auth/activate', { otp: await latestCode(partner.international) }, { token });
  if (state === 'approved') admin('approve', partner.international);
  return partner;
}

/** A customer registered and verified through the customer API; returns their token. */
export async function registerCustomer(firstName, lastName, birthDate) {
  const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await post('/api/v1/customer/auth/customerRegistration', {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}-${mobile}@clients.example.fr`,
    mobileno: `0${mobile}`,
    country_code: '33',
    password: 'tarte aux pralines',
    birth_date: birthDate,
  });
  const verified = await post('/api/v1/customer/auth/verifyCustomer', {
    mobileno: `0${mobile}`,
    country_code: '33',
    otp: await latestCode(`+33${mobile}`),
  });
  return verified.token;
}

/** Sets the server's clock (CLOCK_CONTROL, see e2e/support/server-env.mjs). */
export async function setServerClock(at) {
  const response = await fetch(`${baseURL}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  if (!response.ok) throw new Error(`/api/dev/clock: HTTP ${response.status}`);
}

/** The date in Paris `days` days from now ("YYYY-MM-DD"; `days` may be negative). */
export const parisDay = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000);

/** The weekday of a "YYYY-MM-DD" date: 0 on Sundays, 1 on Mondays, … 6 on Saturdays. */
export const weekdayOf = (date) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The first day, `days` days from now or later, that has a dinner (Sundays and Mondays have none):
 * how many days from now it is.
 */
export function dinnerDayFrom(days) {
  let day = days;
  while ([0, 1].includes(weekdayOf(parisDay(day)))) day += 1;
  return day;
}

/** The instant of a Paris wall-clock time ("YYYY-MM-DD", "HH:MM"). */
export function parisInstant(date, time) {
  const probe = new Date(`${date}T12:00:00Z`);
  const parisNoon = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(probe),
  );
  return Date.parse(`${date}T${time}:00Z`) - (parisNoon - 12) * 3_600_000;
}
