import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { loadConfig, ConfigError } from '../../../src/config.js';
import { buildTestApp, international, newPartnerForm, type TestApp } from '../../helper.js';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()));
  apps = [];
});

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp(env);
  apps.push(t);
  return t;
}

/** A request as it reaches the server from `remoteAddress`, with optional extra headers. */
function postFrom(
  t: TestApp,
  url: string,
  payload: object,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
}

describe('limits per source address', () => {
  it('stops one address signing up with phone after phone: the SMS pump is closed', async () => {
    const t = await appWith({ RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await postFrom(t, apiPaths.signup, newPartnerForm(), '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Three accounts got their codes (SMS and e-mail each); the refused ones sent nothing.
    expect(t.transport.sent).toHaveLength(6);
    const refused = await postFrom(t, apiPaths.signup, newPartnerForm(), '203.0.113.7');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      status: 201,
      code: 'RATE_LIMITED',
      message: expect.any(String),
      fr_message: expect.any(String),
    });
    // Another address is not affected.
    expect((await postFrom(t, apiPaths.signup, newPartnerForm(), '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts sign-in attempts on different accounts from one address together', async () => {
    const t = await appWith({ RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const phone = `06${String(10_000_000 + i)}`;
      statuses.push(
        (await postFrom(t, apiPaths.login, { phone, country_code: '33', password: 'guess-guess' }, '203.0.113.9'))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The window ends: the address may try again.
    t.clock.advance(10 * 60_000 + 1);
    expect(
      (
        await postFrom(
          t,
          apiPaths.login,
          { phone: '0611111111', country_code: '33', password: 'guess-guess' },
          '203.0.113.9',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('shares one hourly budget of code requests between sign-up, resend and forgotten password', async () => {
    const t = await appWith({ RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '3' });
    const from = '203.0.113.11';
    expect((await postFrom(t, apiPaths.signup, newPartnerForm(), from)).statusCode).toBe(200);
    expect((await postFrom(t, apiPaths.resendOtp, { phone: '0799999990', country_code: '33' }, from)).statusCode).toBe(
      200,
    );
    expect(
      (await postFrom(t, apiPaths.forgotPassword, { phone: '0799999991', country_code: '33' }, from)).statusCode,
    ).toBe(200);
    expect(
      (await postFrom(t, apiPaths.forgotPassword, { phone: '0799999992', country_code: '33' }, from)).statusCode,
    ).toBe(429);
  });
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For unless a proxy is configured: a spoofed header does not reset the count', async () => {
    const t = await appWith({ RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await postFrom(
        t,
        apiPaths.login,
        { phone: '0612340000', country_code: '33', password: 'guess-guess' },
        '203.0.113.20',
        {
          'x-forwarded-for': `10.9.8.${i}`,
        },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('with one trusted hop, takes the address the proxy saw and not what the client wrote before it', async () => {
    const t = await appWith({ RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '2', TRUST_PROXY: '1' });
    const attempt = (forwardedFor: string) =>
      postFrom(t, apiPaths.login, { phone: '0612340001', country_code: '33', password: 'guess-guess' }, '127.0.0.1', {
        'x-forwarded-for': forwardedFor,
      });
    // The client prepends a different fake address each time; the proxy appends the real one.
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt(`10.0.0.${i}, 198.51.100.50`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await attempt('198.51.100.51')).statusCode).toBe(200);
  });

  it('refuses a setting that would trust every hop, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR: '/tmp/portal-config-check' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR: '/tmp/portal-config-check' })).toThrow(/TRUST_PROXY/);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8', DATA_DIR: '/tmp/portal-config-check' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: '/tmp/portal-config-check' }).TRUST_PROXY).toBe(false);
  });
});

describe('hourly SMS budget', () => {
  it('stops sending text messages past the budget, still sends the code by e-mail, and raises an alert', async () => {
    const t = await appWith({ SMS_HOURLY_BUDGET: '2' });
    const alerts: unknown[] = [];
    const forms = [newPartnerForm(), newPartnerForm(), newPartnerForm()];
    const errorLog = t.app.log.error.bind(t.app.log);
    t.app.log.error = ((obj: unknown, ...rest: unknown[]) => {
      alerts.push(obj);
      return (errorLog as (...args: unknown[]) => void)(obj, ...rest);
    }) as typeof t.app.log.error;
    for (const form of forms) {
      expect((await postFrom(t, apiPaths.signup, form, '203.0.113.30')).json()).toMatchObject({ status: 200 });
    }
    const sms = t.transport.sent.filter((m) => m.channel === 'sms');
    const email = t.transport.sent.filter((m) => m.channel === 'email');
    expect(sms.map((m) => m.to)).toEqual(forms.slice(0, 2).map(international));
    expect(email).toHaveLength(3);
    // The third partner can still confirm with the code from the e-mail.
    expect(email[2]?.code).toMatch(/^\d{6}$/);
    expect(alerts).toContainEqual(expect.objectContaining({ alert: 'sms-budget' }));
    // An hour later the budget is back.
    t.clock.advance(60 * 60_000 + 1);
    await postFrom(t, apiPaths.signup, newPartnerForm(), '203.0.113.31');
    expect(t.transport.sent.filter((m) => m.channel === 'sms')).toHaveLength(3);
  });
});

describe('addresses outside France', () => {
  it('refuses a sign-up whose coordinates are abroad, under the address field, in both languages', async () => {
    const t = await appWith({});
    const res = (
      await postFrom(t, apiPaths.signup, newPartnerForm({ latitude: 51.5072, longitude: -0.1276 }), '203.0.113.40')
    ).json();
    expect(res).toMatchObject({ status: 201, code: 'ADDRESS_OUTSIDE_FRANCE', field: 'address' });
    expect(res.fr_message).not.toEqual(res.message);
    expect(t.transport.sent).toHaveLength(0);
    // Overseas France is France.
    const reunion = (
      await postFrom(t, apiPaths.signup, newPartnerForm({ latitude: -20.8789, longitude: 55.4481 }), '203.0.113.40')
    ).json();
    expect(reunion).toMatchObject({ status: 200 });
  });
});
