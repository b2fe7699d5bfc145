import { ZAckSchema, ZLoginResponseSchema } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { changeLocale } from '../../i18n';
import { ApiError } from '../api-error';
import { apiRequest, setUnauthorizedHandler } from '../client';

afterEach(async () => {
  setUnauthorizedHandler(null);
  await changeLocale('fr');
});

describe('apiRequest', () => {
  it('sends the stored token and the UI language', async () => {
    localStorage.setItem('token', 'abc');
    await changeLocale('en');
    const api = mockApi({ '/api/x': { body: { status: 200, message: 'ok', fr_message: 'ok' } } });

    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: ZAckSchema });

    expect(api.calls[0]?.headers).toMatchObject({
      token: 'abc',
      'Accept-Language': 'en',
      lang: 'en',
      'Content-Type': 'application/json',
    });
    expect(api.calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no token header when none is stored', async () => {
    const api = mockApi({ '/api/x': { body: { status: 200, message: 'ok', fr_message: 'ok' } } });
    await apiRequest('/api/x', { schema: ZAckSchema });
    expect(api.calls[0]?.headers).not.toHaveProperty('token');
  });

  it('turns a status 201 body into a business error with both texts and the field', async () => {
    mockApi({
      '/api/x': {
        body: {
          status: 201,
          code: 'PHONE_EXISTS',
          field: 'phone',
          message: 'Mobile No. already Exists',
          fr_message: 'Ce numéro de mobile est déjà utilisé',
        },
      },
    });
    const error = await apiRequest('/api/x', { schema: ZAckSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 'PHONE_EXISTS',
      field: 'phone',
      pair: { en: 'Mobile No. already Exists', fr: 'Ce numéro de mobile est déjà utilisé' },
    });
  });

  it('reports a body that breaks the contract instead of trusting it', async () => {
    mockApi({ '/api/x': { body: { status: 200, message: 'ok', fr_message: 'ok' } } });
    const error = await apiRequest('/api/x', { schema: ZLoginResponseSchema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', code: 'INVALID_RESPONSE' });
  });

  it('calls the logout handler on a 401 of a partner call only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ '/api/x': { status: 401, body: { message: 'Unauthorized' } } });

    await expect(apiRequest('/api/x', { schema: ZAckSchema })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).not.toHaveBeenCalled();

    await expect(apiRequest('/api/x', { schema: ZAckSchema, auth: 'partner' })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('gives translated texts for network failures and rate limits', async () => {
    mockApi({ '/api/down': 'network-error', '/api/busy': { status: 429, body: {} } });
    await expect(apiRequest('/api/down', { schema: ZAckSchema })).rejects.toMatchObject({
      kind: 'network',
      pair: { en: 'Connection problem, please try again.', fr: 'Problème de connexion, veuillez réessayer.' },
    });
    await expect(apiRequest('/api/busy', { schema: ZAckSchema })).rejects.toMatchObject({
      kind: 'rate_limited',
      pair: { en: 'Too many attempts. Please try again later.' },
    });
  });
});
