import { describe, expect, it } from 'vitest';
import { localePreference } from '../preferences';
import { clearSession, forgetScriptSessionCookie, getUserdata, isLoggedIn, storeLogin } from '../session';

const partner = { id: 7, name: 'Le Bistrot du Marché', address: '10 Rue de Rivoli', logo_image: '', status: 1 };

describe('stored user data', () => {
  it('is read with the contract schema', () => {
    localStorage.setItem('userdata', JSON.stringify({ ...partner, imageUrl: '/uploads/' }));
    expect(isLoggedIn()).toBe(true);
    expect(getUserdata()).toEqual({ ...partner, imageUrl: '/uploads/' });
  });

  it.each([
    ['not JSON', '{"id":7,'],
    ['not an object', '"partner"'],
    ['an older shape', JSON.stringify({ id: '7', name: 'Le Bistrot', status: '1' })],
    ['missing fields', JSON.stringify({ id: 7 })],
  ])('counts as signed out when it is %s', (_case, raw) => {
    localStorage.setItem('userdata', raw);
    expect(getUserdata()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});

describe('clearSession', () => {
  it('removes the session and keeps the preferences', () => {
    localStorage.setItem('Auth', '01');
    localStorage.setItem('token', 'partner-token');
    localStorage.setItem('userdata', JSON.stringify(partner));
    localStorage.setItem('name', partner.name);
    localStorage.setItem('address', partner.address);
    localStorage.setItem('id', '7');
    localStorage.setItem('left-by-an-older-version', 'x');
    sessionStorage.setItem('pendingVerification', JSON.stringify({ phone: '612345678', country_code: '+33' }));
    localePreference.set('en');

    clearSession();

    for (const key of ['Auth', 'token', 'userdata', 'name', 'address', 'id', 'left-by-an-older-version']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('pendingVerification')).toBeNull();
    expect(localePreference.get()).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('no token in a cookie scripts can read (the server sets the draw cookie itself)', () => {
  const cookie = () => /(?:^|;\s*)partner_session=([^;]*)/.exec(document.cookie)?.[1];

  it('writes no cookie at sign-in or logout', () => {
    storeLogin({ token: 'token.of/the+partner', data: partner });
    expect(document.cookie).not.toContain('token.of');
    expect(cookie()).toBeUndefined();
    clearSession();
    expect(cookie()).toBeUndefined();
  });

  it('removes the token an older version wrote into a cookie', () => {
    document.cookie = 'partner_session=older-token; Path=/; SameSite=Strict';
    localStorage.setItem('token', 'older-token');
    localStorage.setItem('userdata', JSON.stringify(partner));
    forgetScriptSessionCookie();
    expect(cookie()).toBeUndefined();
    // The stored session itself stays: the partner is still signed in.
    expect(isLoggedIn()).toBe(true);
  });
});

describe('localePreference', () => {
  it('reads the language under `locale`, else under `lang`, French by default', () => {
    expect(localePreference.get()).toBe('fr');
    localStorage.setItem('lang', 'en-GB');
    expect(localePreference.get()).toBe('en');
    localStorage.setItem('locale', 'fr');
    expect(localePreference.get()).toBe('fr');
  });
});
