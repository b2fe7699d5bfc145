import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { buildTestApp, post, type TestApp } from '../helper.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_LOGIN_PER_10_MIN: '4' };
    first = await buildTestApp(env);
    second = await buildTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts made through two server processes together', async () => {
    // A number no other run uses, so counters left in Redis by earlier runs do not matter.
    const phone = `07${randomInt(10_000_000, 99_999_999)}`;
    const attempt = (t: TestApp) => post(t.app, apiPaths.login, { phone, country_code: '33', password: 'guess-guess' });
    const statuses = [];
    for (const t of [first, second, first, second, first]) statuses.push((await attempt(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
