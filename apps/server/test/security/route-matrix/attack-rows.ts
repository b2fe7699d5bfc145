import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { query } from '../../modules/menu/menu-helper.js';

/** What B owns, named so that any leak of it into A's answers is visible. */
export const SECRET = 'B-secret';

/** The ids of B's things that A's calls carry. */
export interface Ids {
  item: number;
  order: number;
  image: number;
  addon: number;
  ownDishType: number;
  restaurant: number;
  /** A photo of the restaurant's gallery. */
  gallery: number;
  /** A member of the restaurant's team. */
  member: number;
  /** Reservations: a service, a table, a booking and its guest's modification request. */
  service: number;
  table: number;
  /** Two of its tables put together. */
  combination: number;
  booking: number;
  request: number;
  /** A published review of the restaurant. */
  review: number;
  /** An offer on the restaurant's bookings. */
  offer: number;
  /** A guest of the restaurant's guest book. */
  guest: number;
  /** A draft campaign of the restaurant. */
  campaign: number;
  /** A promo code of the restaurant, which an order of its customer holds. */
  promo: number;
  /** A reward of the restaurant's loyalty programme. */
  reward: number;
  /** A guest on the restaurant's waitlist, and a party in its walk-in queue. */
  waitlistEntry: number;
  walkIn: number;
}

const missingId = 987654;

/** Ids that exist nowhere: what a 'not-found' answer is compared with. */
export const MISSING_IDS: Ids = {
  item: missingId,
  order: missingId,
  image: missingId,
  addon: missingId,
  ownDishType: missingId,
  restaurant: missingId,
  gallery: missingId,
  member: missingId,
  service: missingId,
  table: missingId,
  combination: missingId,
  booking: missingId,
  request: missingId,
  review: missingId,
  offer: missingId,
  guest: missingId,
  campaign: missingId,
  promo: missingId,
  reward: missingId,
  waitlistEntry: missingId,
  walkIn: missingId,
};

/** Partner A, who attacks: its id, and the e-mail and phone its profile form needs. */
export interface Attacker {
  id: number;
  form: { email: string; phone: string };
}

/** 'not-found': answered exactly like a missing id. 'own-only': A's own data, nothing of B's. */
export type Expectation = 'not-found' | 'own-only';

/** How A attacks a route with B's ids, and what the answer must be. */
export interface Attack {
  request: (b: Ids, a: Attacker) => Promise<InjectOptions> | InjectOptions;
  expect: Expectation;
  /** For an answer that is not JSON (an image): checks that what it holds is A's own. */
  inspect?: (res: LightMyRequestResponse, a: Attacker, b: Ids) => Promise<void>;
}

/** An attack on the route `METHOD /path`. */
export type AttackRow = readonly [route: string, attack: Attack];

export const json = (method: 'GET' | 'POST', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A's GET of `path` with B's ids in the query. */
export const getWith = (
  path: string,
  expect: Expectation,
  params: (b: Ids) => Record<string, string | number>,
): AttackRow => [`GET ${path}`, { expect, request: (b) => json('GET', query(path, params(b))) }];

/** A's POST to `path` with B's ids in the JSON body. */
export const postWith = (path: string, expect: Expectation, body: (b: Ids, a: Attacker) => object): AttackRow => [
  `POST ${path}`,
  { expect, request: (b, a) => json('POST', path, body(b, a)) },
];
