import { ZAckSchema, apiPaths } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { apiRequest } from '../client';
import { initStartToken } from '../start-token';

describe('initStartToken', () => {
  it('fetches and stores the start-up token when logged out; later calls carry it', async () => {
    const api = mockApi({
      [apiPaths.startToken]: { body: { status: 200, token: 'guest-token' } },
      '/api/x': { body: { status: 200, message: 'ok', fr_message: 'ok' } },
    });

    void initStartToken();
    // Sent while the token is on its way: waits for it.
    await apiRequest('/api/x', { schema: ZAckSchema });

    expect(localStorage.getItem('token')).toBe('guest-token');
    expect(api.calls.map((call) => call.url)).toEqual([apiPaths.startToken, '/api/x']);
    expect(api.callsTo('/api/x')[0]?.headers.token).toBe('guest-token');
  });

  it('does nothing for a logged-in partner', async () => {
    localStorage.setItem(
      'userdata',
      JSON.stringify({ id: 1, name: 'Le Bistrot', address: '10 Rue de Rivoli', logo_image: '', status: 1 }),
    );
    const api = mockApi({});
    await initStartToken();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the verification token of a pending code', async () => {
    localStorage.setItem('token', 'verify-token');
    sessionStorage.setItem('pendingVerification', JSON.stringify({ phone: '612345678', country_code: '+33' }));
    const api = mockApi({});
    await initStartToken();
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('verify-token');
  });
});
