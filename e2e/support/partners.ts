import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths, type TLoginResponse, type TOutboxMessage, type TPartnerSummary } from '@portal/contract';
import { adminCommand, adminCommandInShell } from './server';
import type { Locale } from './texts';

/** A restaurant of one test: nobody else uses its phone or e-mail. */
export interface TestPartner {
  name: string;
  email: string;
  /** As a French owner types it: "06 12 34 56 78". */
  phone: string;
  /** As the server stores it and the admin command takes it: "+33612345678". */
  international: string;
  password: string;
}

/** The address the offline geocoder knows, with its coordinates. */
export const LYON_ADDRESS = {
  typed: '12 rue mercière lyon',
  label: '12 Rue Mercière 69002 Lyon',
  latitude: 45.7624,
  longitude: 4.8316,
} as const;

/**
 * The profile fields a save requires, as the account screen sends them for `partner` at the Lyon
 * address; `fields` adds others or replaces these.
 */
export function requiredProfile(partner: TestPartner, fields: Record<string, string> = {}): Record<string, string> {
  return {
    name: partner.name,
    address: LYON_ADDRESS.label,
    latitude: String(LYON_ADDRESS.latitude),
    longitude: String(LYON_ADDRESS.longitude),
    email: partner.email,
    phone: partner.phone.replace(/\s/g, ''),
    country_code: '33',
    cuisines: '19',
    payment_type: '2',
    preprationTime: '20',
    price_range: '2',
    ...fields,
  };
}

export function newPartner(): TestPartner {
  // A French mobile: 06 or 07 and 8 random digits.
  const mobile = `${randomInt(6, 8)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const national = `0${mobile}`;
  return {
    name: `Bistrot ${mobile.slice(-4)} ${randomInt(100, 1000)}`,
    email: `bistrot-${mobile}-${randomInt(1000, 10_000)}@restaurants-e2e.fr`,
    phone: national.replace(/(\d{2})(?=\d)/g, '$1 '),
    international: `+33${mobile}`,
    password: `Mot-de-passe-${randomInt(1000, 10_000)}`,
  };
}

/** Messages of the console transport, newest first. */
export async function outbox(request: APIRequestContext): Promise<TOutboxMessage[]> {
  const response = await request.get(apiPaths.devOutbox);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TOutboxMessage[];
}

/**
 * The newest code sent to a phone ("+33…") or an e-mail address. Read after the screen has
 * shown that the code was sent: the server answers only once the message is out.
 */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const message = (await outbox(request)).find((entry) => entry.to === to && entry.code);
  if (!message?.code) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

/** Registration as the form sends it; returns the verification token. */
export async function registerThroughApi(
  request: APIRequestContext,
  partner: TestPartner,
  lang: Locale = 'fr',
): Promise<string> {
  const response = await request.post(apiPaths.signup, {
    data: {
      name: partner.name,
      address: LYON_ADDRESS.label,
      latitude: LYON_ADDRESS.latitude,
      longitude: LYON_ADDRESS.longitude,
      email: partner.email,
      phone: partner.phone.replace(/\s/g, ''),
      country_code: '+33',
      password: partner.password,
      device_id: 'e2e',
      device_type: 'web',
      device_token: 'e2e',
      lang,
    },
  });
  const body = (await response.json()) as { status: number; token?: string; message?: string };
  expect(body.status, body.message).toBe(200);
  if (!body.token) throw new Error('The sign-up answer carries no token');
  return body.token;
}

/** Enters the code received by SMS, as the verification screen does. */
export async function verifyThroughApi(request: APIRequestContext, partner: TestPartner, token: string): Promise<void> {
  const otp = await latestCode(request, partner.international);
  const response = await request.post(apiPaths.activate, { headers: { token }, data: { otp } });
  const body = (await response.json()) as { status: number; message?: string };
  expect(body.status, body.message).toBe(200);
}

/** What the sign-in call answers an approved partner: the token and the partner's summary. */
export interface ApprovedLogin {
  token: string;
  data: TPartnerSummary;
  imageUrl: string | undefined;
}

/** Signs an approved partner in as the sign-in form does, without the browser. */
export async function loginThroughApi(request: APIRequestContext, partner: TestPartner): Promise<ApprovedLogin> {
  const response = await request.post(apiPaths.login, {
    data: { phone: partner.phone.replace(/\s/g, ''), country_code: '33', password: partner.password },
  });
  const body = (await response.json()) as Partial<TLoginResponse>;
  expect(body.status, body.message).toBe(200);
  expect(body.admin_aproval, 'the partner is approved').toBe(1);
  if (!body.token || !body.data) throw new Error('The sign-in answer carries no token or partner data');
  return { token: body.token, data: body.data, imageUrl: body.imageUrl };
}

export type PartnerState = 'registered' | 'verified' | 'approved';

/** A new partner, taken through onboarding up to `state` without the browser. */
export async function createPartner(
  request: APIRequestContext,
  state: PartnerState,
  lang: Locale = 'fr',
): Promise<TestPartner> {
  const partner = newPartner();
  const token = await registerThroughApi(request, partner, lang);
  if (state === 'registered') return partner;
  await verifyThroughApi(request, partner, token);
  if (state === 'approved') await approve(partner);
  return partner;
}

/** What the administrator does outside the portal. */
export async function approve(partner: TestPartner): Promise<void> {
  expect(await adminCommand('approve', partner.international)).toContain(`Approved: ${partner.name}`);
}

/** The same, with `npm run admin -- approve` in a process of its own, as the administrator types it. */
export function approveInShell(partner: TestPartner): void {
  expect(adminCommandInShell('approve', partner.international)).toContain(`Approved: ${partner.name}`);
}
