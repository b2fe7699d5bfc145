import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { buildTestApp, post, type TestApp } from '../helper.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_LOGIN_PER_10_MIN: '4' };
  let first: TestApp;
  let second: TestApp;
  let elsewhere: TestApp;
  beforeAll(async () => {
    first = await buildTestApp(env);
    // Two processes of one portal share its database.
    second = await buildTestApp(env, { sameDatabaseAs: first });
    // Another portal on the same Redis: its own database, whose accounts may have the same ids.
    elsewhere = await buildTestApp(env);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await elsewhere.close();
  });

  // A number no other run uses, so counters left in Redis by earlier runs do not matter.
  const newPhone = () => `07${randomInt(10_000_000, 99_999_999)}`;
  const attempt = (t: TestApp, phone: string) =>
    post(t.app, apiPaths.login, { phone, country_code: '33', password: 'guess-guess' });

  it('counts attempts made through two server processes together', async () => {
    const phone = newPhone();
    const statuses = [];
    for (const t of [first, second, first, second, first]) statuses.push((await attempt(t, phone)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await attempt(second, phone)).statusCode).toBe(429);
  });

  it('keeps the counters of another portal sharing the Redis apart', async () => {
    const phone = newPhone();
    for (let i = 0; i < 4; i += 1) await attempt(first, phone);
    expect((await attempt(first, phone)).statusCode).toBe(429);
    expect((await attempt(elsewhere, phone)).statusCode).toBe(200);
  });
});
