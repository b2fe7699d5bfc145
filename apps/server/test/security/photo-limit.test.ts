import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { approvedPartner, buildTestApp, post, type TestApp } from '../helper.js';
import { itemForm, makeImage, saveItemMultipart, type UploadFile } from '../modules/menu/menu-helper.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The photos a partner may send per minute in these tests (the default is higher). */
const PHOTOS_PER_MINUTE = 14;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: String(PHOTOS_PER_MINUTE), METRICS_TOKEN });
});
afterAll(async () => t.close());

async function photos(count: number): Promise<UploadFile[]> {
  const content = await makeImage('jpeg', 64, 48);
  return Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', content }));
}

describe('the per-partner save limit meters photos, not requests', () => {
  it('lets a client import a menu of 200 dishes without photos within one minute', async () => {
    const partner = await approvedPartner(t);
    const answers: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await post(
        t.app,
        apiPaths.saveItem,
        itemForm({ fr_item_name: `Plat importé ${i}`, item_name: `Imported dish ${i}` }),
        partner.token,
      );
      answers.push(res.statusCode === 200 ? res.json().status : res.statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const list = (await post(t.app, apiPaths.itemList, { lang: 'fr' }, partner.token)).json();
    expect(new Set(JSON.stringify(list).match(/Plat importé \d+/g)).size).toBe(200);
  });

  it('counts every photo a save carries, refuses past the minute’s photos, and lets other partners be', async () => {
    const heavy = await approvedPartner(t);
    const other = await approvedPartner(t);
    const six = await photos(6);
    // 6 + 6 = 12 photos of 14: accepted.
    for (let i = 0; i < 2; i += 1) {
      expect((await saveItemMultipart(t.app, heavy.token, itemForm(), six)).json()).toMatchObject({ status: 200 });
    }
    // 6 more would make 18: refused, and nothing of it is saved.
    const before = (await post(t.app, apiPaths.itemList, { lang: 'fr' }, heavy.token)).body;
    const refused = await saveItemMultipart(t.app, heavy.token, itemForm({ fr_item_name: 'Refusé' }), six);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status: 201,
      code: 'RATE_LIMITED',
    });
    // The refusal says how long to wait, as the Retry-After header does.
    expect(refused.json().retry_after).toBe(Number(refused.headers['retry-after']));
    expect(refused.json().fr_message).toMatch(/^Trop de tentatives\. Réessayez dans \d+\u00a0minutes?\.$/);
    expect((await post(t.app, apiPaths.itemList, { lang: 'fr' }, heavy.token)).body).toBe(before);
    // Saves without photos still go through for the same partner, and others keep their own budget.
    expect((await post(t.app, apiPaths.saveItem, itemForm(), heavy.token)).json()).toMatchObject({ status: 200 });
    expect((await saveItemMultipart(t.app, other.token, itemForm(), six)).json()).toMatchObject({ status: 200 });
    // The refusal is counted for the operators.
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^portal_rate_limit_refusals_total\{rule="photos-partner"\} 1$/m);
    // A new minute, a new budget.
    t.clock.advance(60_001);
    expect((await saveItemMultipart(t.app, heavy.token, itemForm(), six)).json()).toMatchObject({ status: 200 });
  });
});
