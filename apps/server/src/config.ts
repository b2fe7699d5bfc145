import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseEnvFile } from 'dotenv';
import { z } from 'zod';
import { GUEST_CAP_DEFAULTS, WAITLIST_OFFER_MINUTES_DEFAULT } from '@portal/contract';

/** The repository's root folder (the same from src/ and from the built dist/). */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The process environment over the settings of `<root>/.env`: a variable set in the environment
 * wins over the file. The file is optional.
 */
export function environmentWithEnvFile(
  root: string = repositoryRoot,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const file = path.join(root, '.env');
  const fromFile = existsSync(file) ? parseEnvFile(readFileSync(file)) : {};
  return { ...fromFile, ...env };
}

/** The shortest secret accepted for signing tokens and hashing codes. */
const MIN_SECRET_BYTES = 32;

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting of the server; `.env.example` at the repository root lists them with defaults. */
export const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'readable': one line a person reads per event (default outside production); 'json': one JSON object per line. */
  LOG_FORMAT: z.enum(['readable', 'json']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when absent the embedded SQLite database in DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL schema to keep the tables in (default: the connection's search path). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  /**
   * Secret for signing tokens and hashing codes, at least 32 bytes. Required in production and
   * with DATABASE_URL; otherwise generated and kept in DATA_DIR when absent.
   */
  JWT_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= MIN_SECRET_BYTES, `must be at least ${MIN_SECRET_BYTES} bytes`)
    .optional(),
  /**
   * argon2id's cost for passwords: 'standard' (the OWASP minimum) by default; 'low' only for test
   * runs that create thousands of accounts, refused in production.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).default('standard'),
  PARTNER_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** How long the code of an invitation to a team lives: an invitee may read it days later. */
  INVITE_CODE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /**
   * The address customers reach the portal at, e.g. https://partenaires.example.fr: the links of
   * QR codes, public pages and messages. Required in production; elsewhere, unset: the address
   * the request came to, and in messages the address the server listens on.
   */
  PUBLIC_BASE_URL: z
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must be an http or https address')
    .refine((v) => {
      const url = new URL(v);
      return !url.search && !url.hash && !url.username && !url.password;
    }, 'must be an address without query, fragment or credentials')
    .optional(),
  /**
   * '1' serves GET /api/dev/outbox (the codes the console transport printed) to loopback
   * clients. Never on by default, refused in production.
   */
  DEV_OUTBOX: booleanFlag.default(false),
  /** The OpenAPI description at /api/docs: 'on' by default outside production, 'off' in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** GET /metrics on the main port, for `Authorization: Bearer <METRICS_TOKEN>`; unset: not served there. */
  METRICS_TOKEN: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= 16, 'must be at least 16 bytes')
    .optional(),
  /** A port of its own for GET /metrics (no token needed unless METRICS_TOKEN is set); unset: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics port listens on: loopback unless said otherwise. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Directory of the built web app; the API alone is served when it does not exist. */
  WEB_DIST_DIR: z.string().default(''),
  /**
   * '1' lets POST /api/dev/clock move the server's clock (browser tests of what happens at a
   * time, such as a sold-out dish coming back at 04:00). Refused in production.
   */
  CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
  /** 'console' prints codes and keeps them in /api/dev/outbox; 'live' sends SMS and e-mail. */
  MESSAGE_TRANSPORT: z.enum(['console', 'live']).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Espace partenaires <partenaires@localhost>'),
  BREVO_API_KEY: z.string().optional(),
  BREVO_BASE_URL: z.url().default('https://api.brevo.com'),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
    .default('Partenaires'),
  /** 'ban' asks the Base Adresse Nationale (falls back to the bundled list); 'offline' never leaves the machine. */
  GEOCODER: z.enum(['ban', 'offline']).default('offline'),
  GEOCODER_BASE_URL: z.url().default('https://api-adresse.data.gouv.fr'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /** OAuth client ids of the customer apps, comma-separated; empty: Google sign-in is off. */
  GOOGLE_CLIENT_IDS: z.string().default(''),
  /** Google's published signing keys (tests point this at their own key server). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The platform's fee per order, in cents, shown apart (not the restaurant's sales). */
  SERVICE_CHARGE_CENTS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Bookings to come one customer may hold at one restaurant (online; phone bookings are the restaurant's). */
  BOOKING_MAX_FUTURE_PER_RESTAURANT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(GUEST_CAP_DEFAULTS.future_per_restaurant),
  /** Bookings to come one customer may hold at all restaurants together. */
  BOOKING_MAX_FUTURE_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(GUEST_CAP_DEFAULTS.future_overall),
  /**
   * Covers one customer may book for one Paris day, all restaurants together, once they hold more
   * than one booking that day (a single party is the restaurant's own online maximum): a lunch and
   * a dinner of a large family fit, a month of tables held by one account does not.
   */
  BOOKING_MAX_COVERS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(GUEST_CAP_DEFAULTS.covers_per_day),
  /** Changes a guest makes to one booking in one Paris day (moves and requests to the restaurant). */
  BOOKING_MAX_CHANGES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(GUEST_CAP_DEFAULTS.changes_per_day),
  /** How long a time offered to the waitlist stays the guest's before it passes to the next. */
  WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(240).default(WAITLIST_OFFER_MINUTES_DEFAULT),
  CUSTOMER_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** Shared rate-limit store for several server processes. */
  REDIS_URL: z.string().optional(),
  /** Sign-in attempts per source address and account. */
  RATE_LIMIT_LOGIN_PER_10_MIN: z.coerce.number().int().min(1).default(20),
  /** Code sends and checks per source address and account. */
  RATE_LIMIT_CODES_PER_10_MIN: z.coerce.number().int().min(1).default(30),
  /** Sign-in attempts per source address, whatever the account. */
  RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).default(60),
  /** Sign-ups and code requests (sign-up, resend, forgot password) per source address. */
  RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Photos per partner per minute: each photo a saveItem carries counts (a save without photos
   * costs nothing here); the profile's uploads count per request.
   */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Partner screens one process keeps open (the live stream); past it a new one is answered 429
   * `RATE_LIMITED`. An idle screen costs ~11 KiB of heap (SCALING.md): raise it with the memory.
   */
  PARTNER_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(2_000),
  /** Text messages (codes and booking messages) the whole platform sends per hour; past it, e-mail only and an alert is logged. A twentieth of it per number and per account. */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(0).default(300),
  /** Dial codes every text message may go to, codes and booking messages alike (France and its overseas departments). */
  SMS_COUNTRY_CODES: z.string().default('33,262,590,594,596'),
  /**
   * How long the dish list may take to be drawn on the server (waiting for the worker included)
   * before the plain page is sent instead.
   */
  DRAWN_PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(300),
  /** Images decoded at the same time by one process. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * Which proxies may set X-Forwarded-For: a number of hops in front of the server, or a
   * comma-separated list of proxy addresses or CIDR ranges. Unset: none, the peer address counts.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => !['true', 'yes', 'all'].includes(v.toLowerCase()),
      'trusting every hop lets any client choose its address; give a hop count or proxy addresses',
    )
    .transform((v): number | string[] | false => {
      if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v);
      return v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    })
    .default(false),
  /**
   * Who saves the guests' cards and charges them: 'stripe', or 'simulated' (the
   * same states without a bank, a test card form in the demo; refused in production). Unset:
   * 'simulated' outside production, 'stripe' in production.
   */
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
  /** Stripe's secret API key (sk_…); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint (whsec_…); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The key the guest's browser gives Stripe.js (pk_…); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local stand-in in tests), e.g. http://127.0.0.1:12111; unset: Stripe's own. */
  STRIPE_API_BASE: z
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must be an http or https address')
    .optional(),
});

export type RawConfig = z.infer<typeof ZConfigSchema>;

export interface Config extends Omit<RawConfig, 'JWT_SECRET' | 'MESSAGE_TRANSPORT' | 'API_DOCS' | 'PAYMENT_PROVIDER'> {
  JWT_SECRET: string;
  PAYMENT_PROVIDER: 'simulated' | 'stripe';
  MESSAGE_TRANSPORT: 'console' | 'live';
  API_DOCS: 'on' | 'off';
  isProduction: boolean;
  uploadsDir: string;
  /** Where the links of messages lead: PUBLIC_BASE_URL, else the address the server listens on. */
  messageBaseUrl: string;
}

export class ConfigError extends Error {}

/**
 * Validates the environment once; a bad value stops start-up with the variable's name. A
 * relative DATA_DIR is taken from the repository root, whatever folder the server starts in.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root: string = repositoryRoot): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  // Fail closed: what is convenient on a laptop is refused where real data lives.
  const problems: string[] = [];
  if (isProduction && raw.CLOCK_CONTROL === '1') problems.push('CLOCK_CONTROL: cannot be used in production');
  if (isProduction && raw.DEV_OUTBOX) problems.push('DEV_OUTBOX: cannot be used in production');
  // A weak hash outlives the setting that made it: the low cost is for throwaway test databases.
  if (raw.PASSWORD_HASH_COST === 'low' && (isProduction || (raw.DATABASE_URL && raw.NODE_ENV !== 'test'))) {
    problems.push(
      isProduction
        ? 'PASSWORD_HASH_COST: low cannot be used in production'
        : 'PASSWORD_HASH_COST: low is for tests: refused with a DATABASE_URL unless NODE_ENV=test',
    );
  }
  if (!raw.JWT_SECRET && (isProduction || raw.DATABASE_URL)) {
    problems.push(
      `JWT_SECRET: required with NODE_ENV=production or DATABASE_URL (at least ${MIN_SECRET_BYTES} bytes, e.g. \`openssl rand -base64 48\`)`,
    );
  }
  if (isProduction && !raw.PUBLIC_BASE_URL) {
    problems.push('PUBLIC_BASE_URL: required in production (the address of QR codes and public pages)');
  }
  const paymentProvider = raw.PAYMENT_PROVIDER ?? (isProduction ? 'stripe' : 'simulated');
  // A simulated bank accepts any card: real guests' bookings would be guaranteed by nothing.
  if (isProduction && paymentProvider === 'simulated') {
    problems.push('PAYMENT_PROVIDER: simulated cannot be used in production (set stripe and its keys)');
  }
  if (paymentProvider === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!raw[key]) problems.push(`${key}: required with PAYMENT_PROVIDER=stripe`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const dataDir = path.resolve(root, raw.DATA_DIR);
  // The database, the uploads and the generated secret: readable by the server's user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  return {
    ...raw,
    DATA_DIR: dataDir,
    JWT_SECRET: raw.JWT_SECRET ?? readOrCreateSecret(dataDir),
    MESSAGE_TRANSPORT: raw.MESSAGE_TRANSPORT ?? (isProduction ? 'live' : 'console'),
    API_DOCS: raw.API_DOCS ?? (isProduction ? 'off' : 'on'),
    PAYMENT_PROVIDER: paymentProvider,
    isProduction,
    uploadsDir,
    messageBaseUrl: messageBaseUrlOf(raw),
  };
}

/**
 * PUBLIC_BASE_URL without its trailing slash; unset (never in production), the address the server
 * listens on, so that a link works from where the server is reached (127.0.0.1 is not `localhost`
 * for a browser that resolves it to ::1). Listening on every interface, `localhost` is one of them.
 */
export function messageBaseUrlOf(raw: Pick<RawConfig, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>): string {
  if (raw.PUBLIC_BASE_URL) return raw.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', '[::]'].includes(raw.HOST) ? 'localhost' : raw.HOST;
  const hostInUrl = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostInUrl}:${raw.PORT}`;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
