import {
  DRAW_COOKIE,
  IMAGE_BASE_PATH,
  type Role,
  ZPartnerSummarySchema,
  type OtpPurpose,
  type TPartnerSummary,
  type TRestaurantProfile,
} from '@portal/contract';
import { z } from 'zod';
import { readStored, removeStoredExcept, writeStored } from './local-storage';
import { isPreferenceKey } from './preferences';

/**
 * The session's local-storage keys, spelled as the original portal spelled them (other tools
 * of the platform read them): `Auth` is '01' while a partner is signed in, `userdata` holds the
 * partner, `token` the JWT of every call (or the start-up or verification token before sign-in).
 */
const sessionKeys = {
  auth: 'Auth',
  token: 'token',
  userdata: 'userdata',
  address: 'address',
  name: 'name',
  id: 'id',
  /** The signed-in person's role in the restaurant; absent: the owner. */
  role: 'role',
  /** The team member signed in, as JSON `{ id, name }`; absent for the owner. */
  member: 'member',
} as const;

/** Value of `Auth` while a partner is logged in. */
const AUTH_PARTNER = '01';

/**
 * What `userdata` holds: the partner of the sign-in answer and the base path of its images; once
 * the profile is read or saved, the whole profile (spec: "on success returned data stored as
 * userdata"), of which the screens read these fields and the pause.
 */
const ZStoredUserdataSchema = ZPartnerSummarySchema.extend({
  imageUrl: z.string().default(IMAGE_BASE_PATH),
  /** Epoch ms while a timed pause lasts. */
  paused_until: z.number().nullable().optional(),
  /** The team member who started the running pause; null for the owner's. */
  paused_by_member: z.number().int().nullable().optional(),
});
export type StoredUserdata = z.output<typeof ZStoredUserdataSchema>;

const SESSION_EVENT = 'portal:session';

function emit(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Subscribes to session changes in this tab and in other tabs (storage events). */
export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Earlier versions of the app wrote the session's token into a `partner_session` cookie from
 * scripts, for the server to draw the dish list with. The server now sets that cookie itself, at
 * sign-in, with a token that only draws pages, out of scripts' reach (HttpOnly): a script cannot
 * overwrite such a cookie, so this removes an older, script-written one only. Reads no cookie.
 */
export function forgetScriptSessionCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DRAW_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

/**
 * The `userdata` a drawn screen was drawn with. The server has no local storage: its render reads
 * the session from here, and so does the app's first render when it takes that markup over (see
 * `adoptDrawnSession`), so both see the same partner.
 */
let drawnUserdata: string | null = null;

/** For the server's render of a partner screen (`app/prerender.tsx`); null after it. */
export function drawSessionFor(userdataRaw: string | null): void {
  drawnUserdata = userdataRaw;
}

export function getDrawnUserdataRaw(): string | null {
  return drawnUserdata;
}

/**
 * The app takes over a screen drawn for the signed-in partner: the profile it was drawn with (the
 * server's, so the newest) becomes the stored `userdata`, and the first render reads it.
 */
export function adoptDrawnSession(userdataRaw: string): void {
  writeStored(sessionKeys.userdata, userdataRaw);
  drawnUserdata = userdataRaw;
}

export function getToken(): string | null {
  return readStored(sessionKeys.token);
}

export function setToken(token: string | null): void {
  writeStored(sessionKeys.token, token);
  emit();
}

/** The raw `userdata` string: a stable snapshot for useSyncExternalStore. */
export function getUserdataRaw(): string | null {
  // On the server (a drawn screen), the session is the one it draws for.
  if (typeof window === 'undefined') return drawnUserdata;
  return readStored(sessionKeys.userdata);
}

/**
 * `userdata` read with the contract's schema. Anything it does not accept (not JSON, written by
 * an older version, edited by hand) is no session at all: the partner is treated as signed out.
 */
export function parseUserdata(raw: string | null): StoredUserdata | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZStoredUserdataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function getUserdata(): StoredUserdata | null {
  return parseUserdata(getUserdataRaw());
}

/** A partner is signed in when readable user data is stored (protected screens check this). */
export function isLoggedIn(): boolean {
  return getUserdata() !== null;
}

export function storeLogin(input: {
  token: string;
  data: TPartnerSummary;
  imageUrl?: string | undefined;
  role?: Role | undefined;
  member?: { id: number; name: string } | null | undefined;
}): void {
  writeStored(sessionKeys.token, input.token);
  writeStored(sessionKeys.role, input.role ?? 'owner');
  writeStored(sessionKeys.member, input.member ? JSON.stringify(input.member) : null);
  writeStored(sessionKeys.address, input.data.address);
  writeStored(sessionKeys.name, input.data.name);
  writeStored(sessionKeys.id, String(input.data.id));
  writeStored(sessionKeys.auth, AUTH_PARTNER);
  writeStored(sessionKeys.userdata, JSON.stringify({ ...input.data, imageUrl: input.imageUrl ?? IMAGE_BASE_PATH }));
  emit();
}

/**
 * The role the session signed in with: the server checks every call against it, the screens
 * only show what it allows. A session stored before roles existed is the owner's.
 */
export function getRole(): Role {
  const stored = readStored(sessionKeys.role);
  return stored === 'manager' || stored === 'staff' ? stored : 'owner';
}

/** The team member signed in as stored at sign-in; null for the owner. */
function storedMember(): { id?: unknown; name?: unknown } | null {
  try {
    return JSON.parse(readStored(sessionKeys.member) ?? 'null') as { id?: unknown; name?: unknown } | null;
  } catch {
    return null;
  }
}

/** The team member's name, for the sidebar; null for the owner. */
export function getMemberName(): string | null {
  const name = storedMember()?.name;
  return typeof name === 'string' ? name : null;
}

/** The team member's id (whose pause it is); null for the owner. */
export function getMemberId(): number | null {
  const id = storedMember()?.id;
  return typeof id === 'number' ? id : null;
}

/** A successful registration keeps the verification token, the address and the name. */
export function storeSignup(input: { token: string; address: string; name: string }): void {
  writeStored(sessionKeys.token, input.token);
  writeStored(sessionKeys.address, input.address);
  writeStored(sessionKeys.name, input.name);
  emit();
}

/** The profile read or saved replaces `userdata` whole; the sidebar (logo, name) follows at once. */
export function replaceUserdata(profile: TRestaurantProfile): void {
  const raw = JSON.stringify(profile);
  // Already stored (the profile a drawn page was taken over with): nothing to tell anyone.
  if (readStored(sessionKeys.userdata) === raw || !getUserdata()) return;
  writeStored(sessionKeys.userdata, raw);
  writeStored(sessionKeys.address, profile.address);
  writeStored(sessionKeys.name, profile.name);
  emit();
}

export function updateUserdata(patch: Partial<StoredUserdata>): void {
  const current = getUserdata();
  if (!current) return;
  writeStored(sessionKeys.userdata, JSON.stringify({ ...current, ...patch }));
  emit();
}

/**
 * Logout or an expired session: everything in local storage goes except the preferences (a
 * French user stays French after logging out), and so do the pending code flows.
 */
export function clearSession(): void {
  removeStoredExcept(isPreferenceKey);
  clearPendingFlows();
  drawnUserdata = null;
  emit();
}

/* ---------- flows that must survive a reload (sessionStorage) ---------- */

/** A code was sent to this phone: kept so that a reload of the code screen still works. */
export interface PendingCodeFlow {
  phone: string;
  /** With the plus, e.g. "+33". */
  country_code: string;
  type: OtpPurpose;
}

const pendingKeys: Record<OtpPurpose, string> = {
  partner: 'pendingVerification',
  forgot: 'pendingPasswordReset',
};

export function savePendingFlow(flow: PendingCodeFlow): void {
  try {
    window.sessionStorage.setItem(pendingKeys[flow.type], JSON.stringify(flow));
  } catch {
    /* ignore */
  }
}

export function getPendingFlow(type: OtpPurpose): PendingCodeFlow | null {
  try {
    const raw = window.sessionStorage.getItem(pendingKeys[type]);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingCodeFlow>;
    if (typeof value.phone === 'string' && typeof value.country_code === 'string') {
      return { phone: value.phone, country_code: value.country_code, type };
    }
    return null;
  } catch {
    return null;
  }
}

export function clearPendingFlow(type: OtpPurpose): void {
  try {
    window.sessionStorage.removeItem(pendingKeys[type]);
  } catch {
    /* ignore */
  }
}

function clearPendingFlows(): void {
  clearPendingFlow('partner');
  clearPendingFlow('forgot');
}
