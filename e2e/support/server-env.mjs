// The environment of a throw-away portal server on a fresh embedded database, shared by the
// browser tests (e2e/support/start-server.mjs) and the screenshot script.

/** Chromium flags for a closed network, run as root (kept in step with playwright.config.ts). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Console codes readable from the outbox, offline address search, no demo data; limits high enough for scripted journeys. */
export function portalServerEnv({ port, dataDir }) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
    MESSAGE_TRANSPORT: 'console',
    // The journeys read the codes the server sent from GET /api/dev/outbox (loopback only).
    DEV_OUTBOX: '1',
    GEOCODER: 'offline',
    LOG_LEVEL: 'warn',
    // Every journey signs partners up and in; the server tests check the real cost.
    PASSWORD_HASH_COST: 'low',
    // POST /api/dev/clock, for the journeys that run last (*.clock.spec.ts).
    CLOCK_CONTROL: '1',
    RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
    RATE_LIMIT_CODES_PER_10_MIN: '1000',
    // Every scripted partner signs up and signs in from 127.0.0.1.
    RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '10000',
    RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '10000',
    RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    // The journeys expect the dish list drawn: on a busy machine the first draws outlast 300 ms.
    DRAWN_PAGE_RENDER_TIMEOUT_MS: '5000',
  };
}
