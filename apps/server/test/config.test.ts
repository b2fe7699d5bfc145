import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { environmentWithEnvFile, loadConfig, repositoryRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * Starts the server (src/main.ts) as its own process, with a new data directory as `root`, any
 * port, and of the environment only PATH and `env`: how it ends, if it does within 30 s.
 */
function startServer(env: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: root, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('configuration from the repository root', () => {
  it('reads .env at the repository root, under the variables of the environment', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    writeFileSync(path.join(root, '.env'), 'PORT=4321\nLOG_LEVEL=warn\n# a comment\nSMS_SENDER=Bouchon\n');
    const env = environmentWithEnvFile(root, { LOG_LEVEL: 'error' });
    const config = loadConfig(env, root);
    expect(config.PORT).toBe(4321);
    expect(config.SMS_SENDER).toBe('Bouchon');
    // The environment wins over the file.
    expect(config.LOG_LEVEL).toBe('error');
  });

  it('keeps the database, uploads and the signing secret in ./data at the root, wherever the server starts', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    const config = loadConfig(environmentWithEnvFile(root, {}), root);
    expect(config.DATA_DIR).toBe(path.join(root, 'data'));
    expect(config.uploadsDir).toBe(path.join(root, 'data', 'uploads'));
    expect(loadConfig({ DATA_DIR: 'elsewhere' }, root).DATA_DIR).toBe(path.join(root, 'elsewhere'));
  });

  it('takes the repository root as the folder that holds the workspaces, and works without a .env', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
    expect(manifest.workspaces).toContain('apps/server');
    expect(environmentWithEnvFile(root, { A: '1' })).toEqual({ A: '1' });
  });

  it('refuses a movable clock in production', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_CONTROL: '1', JWT_SECRET: 'x'.repeat(40) }, root)).toThrow(
      /CLOCK_CONTROL: cannot be used in production/,
    );
  });
});

describe('fail-closed configuration', () => {
  const secret = 'k'.repeat(32);
  // Production charges cards through Stripe only: its keys are part of a complete production setting.
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  };
  const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://partenaires.example.fr', ...stripeKeys };
  const load = (env: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    return loadConfig(env, root);
  };

  it('refuses to start in production or on PostgreSQL without a JWT_SECRET, and names it', () => {
    expect(() => load(production)).toThrow(/JWT_SECRET: required with NODE_ENV=production or DATABASE_URL/);
    expect(() => load({ DATABASE_URL: 'postgres://portal@db.example.fr:5432/portal' })).toThrow(/JWT_SECRET/);
    // Nothing is generated in their place.
    expect(() => load({ ...production, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a secret shorter than 32 bytes, counted in bytes', () => {
    expect(() => load({ ...production, JWT_SECRET: 'k'.repeat(31) })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    // 10 euro signs are 30 bytes; 11 are 33.
    expect(() => load({ ...production, JWT_SECRET: '€'.repeat(10) })).toThrow(/JWT_SECRET/);
    expect(load({ ...production, JWT_SECRET: '€'.repeat(11) }).JWT_SECRET).toBe('€'.repeat(11));
    expect(load({ ...production, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
  });

  it('generates and keeps the secret only for the embedded database outside production', () => {
    const first = load({});
    expect(Buffer.byteLength(first.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, root).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(statSync(path.join(first.DATA_DIR, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('requires PUBLIC_BASE_URL in production, an http(s) address without query or credentials', () => {
    expect(() => load({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /PUBLIC_BASE_URL: required in production/,
    );
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.fr',
      'https://a:b@example.fr',
      'https://example.fr/?x=1',
    ]) {
      expect(() => load({ ...production, JWT_SECRET: secret, PUBLIC_BASE_URL: bad }), bad).toThrow(/PUBLIC_BASE_URL/);
    }
    expect(load({ ...production, JWT_SECRET: secret }).PUBLIC_BASE_URL).toBe('https://partenaires.example.fr');
  });

  it('links messages to PUBLIC_BASE_URL, else to the address the server listens on', () => {
    expect(load({ ...production, JWT_SECRET: secret }).messageBaseUrl).toBe('https://partenaires.example.fr');
    expect(load({ PUBLIC_BASE_URL: 'http://192.168.1.20:8080/' }).messageBaseUrl).toBe('http://192.168.1.20:8080');
    // Not `localhost` while it listens on 127.0.0.1 only: a browser may take localhost for ::1.
    expect(load({}).messageBaseUrl).toBe('http://127.0.0.1:3000');
    expect(load({ HOST: '192.168.1.20', PORT: '8080' }).messageBaseUrl).toBe('http://192.168.1.20:8080');
    expect(load({ HOST: '::1' }).messageBaseUrl).toBe('http://[::1]:3000');
    expect(load({ HOST: '0.0.0.0' }).messageBaseUrl).toBe('http://localhost:3000');
  });

  it('keeps an invitation code 72 hours unless told otherwise', () => {
    expect(load({}).INVITE_CODE_HOURS).toBe(72);
    expect(load({ INVITE_CODE_HOURS: '24' }).INVITE_CODE_HOURS).toBe(24);
    expect(() => load({ INVITE_CODE_HOURS: '0' })).toThrow(/INVITE_CODE_HOURS/);
  });

  it('hashes passwords at the OWASP cost unless told otherwise, and keeps the low test cost off real databases', () => {
    expect(load({}).PASSWORD_HASH_COST).toBe('standard');
    expect(load({ PASSWORD_HASH_COST: 'low' }).PASSWORD_HASH_COST).toBe('low');
    expect(() => load({ ...production, JWT_SECRET: secret, PASSWORD_HASH_COST: 'low' })).toThrow(
      /PASSWORD_HASH_COST: low cannot be used in production/,
    );
    // A laptop pointed at a shared PostgreSQL would store weak hashes there for good.
    const shared = { DATABASE_URL: 'postgres://portal@db.example.fr:5432/portal', JWT_SECRET: secret };
    expect(() => load({ ...shared, PASSWORD_HASH_COST: 'low' })).toThrow(
      /PASSWORD_HASH_COST: low is for tests: refused with a DATABASE_URL unless NODE_ENV=test/,
    );
    expect(load({ ...shared, NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).PASSWORD_HASH_COST).toBe('low');
    expect(() => load({ PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('names every problem at once', () => {
    expect(() => load({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX: cannot be used in production\n {2}JWT_SECRET: .*\n {2}PUBLIC_BASE_URL: /,
    );
  });

  it('turns the development outbox on only when asked, and the API description off by default in production', () => {
    expect(load({}).DEV_OUTBOX).toBe(false);
    expect(load({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(false);
    expect(load({ DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
    expect(load({}).API_DOCS).toBe('on');
    expect(load({ ...production, JWT_SECRET: secret }).API_DOCS).toBe('off');
    expect(load({ ...production, JWT_SECRET: secret, API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(() => load({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('charges cards through Stripe in production, and refuses Stripe without its three keys, naming them', () => {
    expect(load({}).PAYMENT_PROVIDER).toBe('simulated');
    expect(load({ ...production, JWT_SECRET: secret }).PAYMENT_PROVIDER).toBe('stripe');
    // A simulated bank guarantees nothing: never where real guests book.
    expect(() => load({ ...production, JWT_SECRET: secret, PAYMENT_PROVIDER: 'simulated' })).toThrow(
      /PAYMENT_PROVIDER: simulated cannot be used in production/,
    );
    expect(() => load({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe\n {2}STRIPE_WEBHOOK_SECRET: .*\n {2}STRIPE_PUBLISHABLE_KEY: /,
    );
    expect(() => load({ PAYMENT_PROVIDER: 'stripe', ...stripeKeys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() =>
      load({ NODE_ENV: 'production', JWT_SECRET: secret, PUBLIC_BASE_URL: 'https://partenaires.example.fr' }),
    ).toThrow(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/);
    const stripe = load({ PAYMENT_PROVIDER: 'stripe', ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(stripe).toMatchObject({ PAYMENT_PROVIDER: 'stripe', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(() => load({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => load({ STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_BASE/);
  });

  it('asks a metrics token long enough to resist guessing', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 bytes/);
    expect(load({ METRICS_TOKEN: 'm'.repeat(16), METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('gives the drawn dish list 300 ms by default, and a limit between 50 ms and 30 s when set', () => {
    expect(load({}).DRAWN_PAGE_RENDER_TIMEOUT_MS).toBe(300);
    expect(load({ DRAWN_PAGE_RENDER_TIMEOUT_MS: '5000' }).DRAWN_PAGE_RENDER_TIMEOUT_MS).toBe(5000);
    for (const bad of ['0', '49', '30001', '1.5', 'soon']) {
      expect(() => load({ DRAWN_PAGE_RENDER_TIMEOUT_MS: bad }), bad).toThrow(/DRAWN_PAGE_RENDER_TIMEOUT_MS/);
    }
  });

  it('creates the data directory and the database readable by their owner only', async () => {
    const config = load({ DATA_DIR: 'nested/data' });
    expect(statSync(config.DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(config.uploadsDir).mode & 0o777).toBe(0o700);
    const database = connectDatabase({ dataDir: config.DATA_DIR });
    try {
      await migrateToLatest(database.db, database.dialect);
      for (const file of ['portal.sqlite', 'portal.sqlite-wal', 'portal.sqlite-shm']) {
        expect(statSync(path.join(config.DATA_DIR, file)).mode & 0o777, file).toBe(0o600);
      }
    } finally {
      await database.db.destroy();
    }
  });

  it('stops the server at start-up in production without JWT_SECRET, naming it', () => {
    const run = startServer({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://partenaires.example.fr' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET: required with NODE_ENV=production or DATABASE_URL');
    expect(run.stdout).not.toContain('listening');
  });

  it('stops the server at start-up when Stripe is chosen without its keys, naming them', () => {
    const run = startServer({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe');
    expect(run.stderr).toContain('STRIPE_PUBLISHABLE_KEY: required with PAYMENT_PROVIDER=stripe');
    expect(run.stderr).not.toContain('STRIPE_SECRET_KEY');
    expect(run.stdout).not.toContain('listening');
  });
});
