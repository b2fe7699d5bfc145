import { ZAckSchema } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { ApiError } from '../api-error';
import { setUnauthorizedHandler } from '../client';
import { apiUpload } from '../upload';

afterEach(() => setUnauthorizedHandler(null));

function form() {
  const data = new FormData();
  data.append('item_name', 'Tarte');
  data.append('file_name', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
  return data;
}

describe('apiUpload', () => {
  it('posts the multipart body with the token and language headers, and reports progress', async () => {
    localStorage.setItem('token', 'abc');
    const api = mockApi({ '/api/up': { body: { status: 200, message: 'ok', fr_message: 'ok' } } });
    const progress = vi.fn();

    const response = await apiUpload('/api/up', { form: form(), schema: ZAckSchema, onProgress: progress });

    expect(response.status).toBe(200);
    expect(api.calls[0]?.method).toBe('POST');
    expect(api.calls[0]?.headers).toMatchObject({ token: 'abc', lang: 'fr', 'Accept-Language': 'fr' });
    expect(api.calls[0]?.headers).not.toHaveProperty('Content-Type');
    expect(api.calls[0]?.body?.item_name).toBe('Tarte');
    expect(progress.mock.calls.map(([fraction]) => fraction)).toEqual([0.5, 1]);
  });

  it('reads business failures and 401s like apiRequest', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      '/api/refused': {
        body: {
          status: 201,
          code: 'TOO_MANY_IMAGES',
          field: 'file_name',
          message: 'A dish can have at most 6 photos',
          fr_message: 'Un plat peut avoir au plus 6 photos',
        },
      },
      '/api/expired': { status: 401, body: { message: 'Unauthorized' } },
    });

    const refused = await apiUpload('/api/refused', { form: form(), schema: ZAckSchema, auth: 'partner' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ kind: 'business', code: 'TOO_MANY_IMAGES', field: 'file_name' });

    const expired = await apiUpload('/api/expired', { form: form(), schema: ZAckSchema, auth: 'partner' }).catch(
      (e: unknown) => e,
    );
    expect(expired).toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into the connection-problem error', async () => {
    mockApi({ '/api/down': 'network-error' });
    const error = await apiUpload('/api/down', { form: form(), schema: ZAckSchema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', pair: { fr: 'Problème de connexion, veuillez réessayer.' } });
  });
});
