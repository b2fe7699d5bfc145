import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { benchServerEnv } from '../bench/support.js';

/*
 * `npm run proof` and `npm run bench` start real servers in production mode. A setting that
 * production comes to require must reach their environment too, or both commands stop before
 * their first request: this checks their settings against the same validation as start-up.
 */
describe('the settings of the servers that the proof and the benchmarks start', () => {
  it('pass the production checks on the embedded database', () => {
    const config = loadConfig(benchServerEnv({ DATA_DIR: '/tmp/portal-bench-settings', DATABASE_URL: '' }));
    expect(config.isProduction).toBe(true);
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('pass the production checks on PostgreSQL', () => {
    const config = loadConfig(
      benchServerEnv({
        DATA_DIR: '/tmp/portal-bench-settings',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        DATABASE_SCHEMA: 'proof_settings',
      }),
    );
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('send no card to a real bank: Stripe is asked on this machine', () => {
    const config = loadConfig(benchServerEnv({ DATA_DIR: '/tmp/portal-bench-settings' }));
    expect(new URL(config.STRIPE_API_BASE!).hostname).toBe('127.0.0.1');
  });
});
