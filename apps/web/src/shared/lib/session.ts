import { IMAGE_BASE_PATH, normalizeLocale, type Locale, type TPartnerSummary } from '@portal/contract';

/** Local storage keys of spec section 3, spelled exactly as the original portal. */
export const storageKeys = {
  auth: 'Auth',
  token: 'token',
  userdata: 'userdata',
  address: 'address',
  name: 'name',
  id: 'id',
  locale: 'locale',
  lang: 'lang',
} as const;

/** Value of `Auth` while a partner is logged in. */
export const AUTH_PARTNER = '01';

/** What is kept under `userdata`: the partner data of the login plus the image base path. */
export type StoredUserdata = Partial<TPartnerSummary> & {
  imageUrl?: string;
  [key: string]: unknown;
};

const SESSION_EVENT = 'portal:session';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the session simply does not persist */
  }
}

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

export function getToken(): string | null {
  return read(storageKeys.token);
}

export function setToken(token: string | null): void {
  write(storageKeys.token, token);
  emit();
}

/** The raw `userdata` string: a stable snapshot for useSyncExternalStore. */
export function getUserdataRaw(): string | null {
  return read(storageKeys.userdata);
}

export function parseUserdata(raw: string | null): StoredUserdata | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredUserdata) : null;
  } catch {
    return null;
  }
}

export function getUserdata(): StoredUserdata | null {
  return parseUserdata(getUserdataRaw());
}

/** Spec section 6: access to protected pages is judged by the presence of stored user data. */
export function isLoggedIn(): boolean {
  return getUserdataRaw() !== null;
}

export function storeLogin(input: {
  token: string;
  data: TPartnerSummary;
  imageUrl?: string | undefined;
}): void {
  write(storageKeys.token, input.token);
  write(storageKeys.address, input.data.address);
  write(storageKeys.name, input.data.name);
  write(storageKeys.id, String(input.data.id));
  write(storageKeys.auth, AUTH_PARTNER);
  write(
    storageKeys.userdata,
    JSON.stringify({ ...input.data, imageUrl: input.imageUrl ?? IMAGE_BASE_PATH }),
  );
  emit();
}

/** Registration success (spec section 4): token, address and name. */
export function storeSignup(input: { token: string; address: string; name: string }): void {
  write(storageKeys.token, input.token);
  write(storageKeys.address, input.address);
  write(storageKeys.name, input.name);
  emit();
}

export function updateUserdata(patch: Partial<StoredUserdata>): void {
  const current = getUserdata();
  if (!current) return;
  write(storageKeys.userdata, JSON.stringify({ ...current, ...patch }));
  emit();
}

export function getStoredLocale(): Locale {
  return normalizeLocale(read(storageKeys.locale) ?? read(storageKeys.lang));
}

export function storeLocale(locale: Locale): void {
  write(storageKeys.locale, locale);
  write(storageKeys.lang, locale);
}

/**
 * Logout or an expired session: everything in local storage goes, except the language choice,
 * which survives (DESIGN: a French user stays French after logging out).
 */
export function clearSession(): void {
  const locale = getStoredLocale();
  try {
    window.localStorage.clear();
  } catch {
    /* ignore */
  }
  storeLocale(locale);
  clearPendingFlows();
  emit();
}

/* ---------- flows that must survive a reload (sessionStorage) ---------- */

export type OtpPurposeKind = 'partner' | 'forgot';

/** A code was sent to this phone: kept so that a reload of the code screen still works. */
export interface PendingCodeFlow {
  phone: string;
  /** With the plus, e.g. "+33". */
  country_code: string;
  type: OtpPurposeKind;
}

const pendingKeys: Record<OtpPurposeKind, string> = {
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

export function getPendingFlow(type: OtpPurposeKind): PendingCodeFlow | null {
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

export function clearPendingFlow(type: OtpPurposeKind): void {
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
