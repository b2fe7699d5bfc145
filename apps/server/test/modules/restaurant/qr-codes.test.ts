import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, QR_CODE_TEXT_HEADER } from '@portal/contract';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { approvedPartner, buildTestApp, type TestApp } from '../../helper.js';
import { scanQrCode as scan } from './qr-helper.js';

let t: TestApp;
let configured: TestApp;
beforeAll(async () => {
  [t, configured] = await Promise.all([
    buildTestApp(),
    // Behind a proxy the request's own host may be an internal one: the configured address wins.
    buildTestApp({ PUBLIC_BASE_URL: 'https://partenaires.example.fr/' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), configured.close()]);
});

function qrCode(app: TestApp, params: Record<string, string>, token?: string): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'GET',
    url: `${apiPaths.qrCode}?${new URLSearchParams(params).toString()}`,
    headers: { host: 'portail.example.fr', ...(token ? { token } : {}) },
  });
}

describe('the restaurant’s QR codes', () => {
  let partner: Awaited<ReturnType<typeof approvedPartner>>;
  let publicId: string;
  beforeAll(async () => {
    partner = await approvedPartner(t, { name: 'Le Bouchon des Filles' });
    publicId = encodePublicId(partner.id);
  });

  it('gives a printable PNG of the public page’s address, as a file named with the public id', async () => {
    const res = await qrCode(t, { kind: 'page', format: 'png' }, partner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-page-${publicId}.png"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Without PUBLIC_BASE_URL the address is the one the request came to.
    expect(await scan(res.rawPayload, 'png')).toBe(`http://portail.example.fr/r/${publicId}`);
    expect(res.headers[QR_CODE_TEXT_HEADER]).toBe(`http://portail.example.fr/r/${publicId}`);
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect([width, height]).toEqual([1024, 1024]);
  });

  it('gives a PNG holding the public id alone, for customer apps', async () => {
    const res = await qrCode(t, { kind: 'id', format: 'png' }, partner.token);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-id-${publicId}.png"`);
    expect(await scan(res.rawPayload, 'png')).toBe(publicId);
    expect(res.headers[QR_CODE_TEXT_HEADER]).toBe(publicId);
  });

  it('gives the same codes as SVG files that scan once drawn', async () => {
    for (const [kind, text] of [
      ['page', `http://portail.example.fr/r/${publicId}`],
      ['id', publicId],
    ] as const) {
      const res = await qrCode(t, { kind, format: 'svg' }, partner.token);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-${kind}-${publicId}.svg"`);
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body.trimEnd()).toMatch(/<\/svg>$/);
      expect(await scan(res.rawPayload, 'svg')).toBe(text);
    }
  });

  it('writes PUBLIC_BASE_URL in the page’s code when it is set, whatever address the request came to', async () => {
    const elsewhere = await approvedPartner(configured);
    const res = await qrCode(configured, { kind: 'page', format: 'png' }, elsewhere.token);
    expect(await scan(res.rawPayload, 'png')).toBe(`https://partenaires.example.fr/r/${encodePublicId(elsewhere.id)}`);
  });

  it('refuses a kind or a format it does not make, under that field', async () => {
    for (const [params, field, code] of [
      [{ kind: 'menu', format: 'png' }, 'kind', 'VALIDATION'],
      [{ kind: 'page', format: 'jpg' }, 'format', 'VALIDATION'],
      [{ format: 'svg' }, 'kind', 'REQUIRED'],
      [{ kind: 'id' }, 'format', 'REQUIRED'],
    ] as const) {
      const res = await qrCode(t, params, partner.token);
      expect(res.statusCode, JSON.stringify(params)).toBe(200);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
      expect(res.json(), JSON.stringify(params)).toMatchObject({
        status: 201,
        code,
        field,
        message: expect.any(String),
        fr_message: expect.any(String),
      });
    }
  });

  it('answers 401 without a token, and gives no image', async () => {
    const res = await qrCode(t, { kind: 'page', format: 'png' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
    expect(res.json()).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
  });
});
