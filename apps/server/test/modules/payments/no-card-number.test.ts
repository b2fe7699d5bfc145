import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths, paymentApiPaths, type TOutboxMessage } from '@portal/contract';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { connectDatabase } from '../../../src/db/connection.js';
import { TEST_SCHEMA, databaseUrl } from '../../global-setup.js';
import { dialectUnderTest, post, RecordingTransport, TestClock, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { changeStatus, bookAt, bookingRestaurant, partnerCall } from '../reservations/reservations-helper.js';
import { confirmSimulatedCard } from './guarantee-helper.js';

/*
 * No card number anywhere (issue 26): after a whole journey — a guest books with
 * an imprint, enters a card in the simulated provider's fields (which send only its brand, last 4
 * digits and expiry), the restaurant marks the no-show, charges it and refunds part — neither the
 * database (every column of every table), nor the server's log lines, nor the development outbox
 * hold a number a card could be.
 *
 * A card number here: 13 to 19 digits, together or in groups of 4 (4-6-5 for American Express)
 * separated by one space or dash, not glued to other letters or digits (a hash or a token is not a
 * number), beginning with 2 to 6 as every card network's numbers do (a time in milliseconds,
 * "1795…", is Luhn-valid one time in ten and is no card), and passing the Luhn check.
 */

const CARD_CANDIDATE =
  /(?<![0-9A-Za-z])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![0-9A-Za-z])/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card numbers in `text`: candidates of 13 to 19 digits, from a card network's range, passing Luhn. */
function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CARD_CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits)) {
      found.push(match[0]);
    }
  }
  return found;
}

describe('the card number scanner', () => {
  it('finds a planted card number, alone, grouped or inside JSON, and only Luhn-valid ones', () => {
    expect(cardNumbersIn('carte 4242 4242 4242 4242 refusée')).toEqual(['4242 4242 4242 4242']);
    expect(cardNumbersIn('{"pan":"4242424242424242"}')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('5555-5555-5555-4444.')).toEqual(['5555-5555-5555-4444']);
    expect(cardNumbersIn('amex 3782 822463 10005')).toEqual(['3782 822463 10005']);
    // 13 and 19 digits: the shortest Visa and the longest numbers.
    expect(cardNumbersIn('4222222222222 / 6011000990139424009')).toEqual(['4222222222222', '6011000990139424009']);
    // The last digit changed: not a card number.
    expect(cardNumbersIn('4242 4242 4242 4241')).toEqual([]);
  });

  it('leaves alone what is no card: times in milliseconds, hashes, tokens, phone numbers, short or mixed groups', () => {
    const notCards = [
      '"time":1795642200004', // epoch ms, Luhn-valid, but no card begins with 1
      '"hash":"a4242424242424242b"', // glued to letters: part of a hash
      '42424242424242424242', // 20 digits
      '+33612345678',
      '4242 4242', // too short
      '4242-4242 4242-4242', // mixed separators
      'seti_4242424242424242x', // inside an id
      '0000000000000000', // no network begins with 0
    ];
    for (const text of notCards) expect(cardNumbersIn(text), text).toEqual([]);
  });
});

/*
 * The journey's app: like the other tests' but with every log line kept (level trace, JSON),
 * messages through the console transport and its development outbox (DEV_OUTBOX=1), the
 * simulated card provider; on a new SQLite database, or a PostgreSQL database cloned from the
 * run's migrated template when the run is on PostgreSQL.
 */
let t: TestApp;
const logLines: string[] = [];
let outbox: () => TOutboxMessage[];
let dataDir: string;
const pgUrl = process.env.TEST_DATABASE_URL;
let dropDatabase = async () => {};

function openDatabase() {
  if (!pgUrl) return connectDatabase({ dataDir });
  const name = `${inject('schemaPrefix')}scan_${randomBytes(4).toString('hex')}`;
  dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  return adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`).then(() =>
    connectDatabase({ dataDir, databaseUrl: databaseUrl(pgUrl, name), pgSchema: TEST_SCHEMA }),
  );
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-card-scan-'));
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    LOG_FORMAT: 'json',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    GEOCODER: 'offline',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    MESSAGE_TRANSPORT: 'console',
    DEV_OUTBOX: '1',
    PAYMENT_PROVIDER: 'simulated',
    // The journey spans three days: the sessions outlive it.
    PARTNER_TOKEN_TTL_HOURS: '2160',
  });
  const database = await openDatabase();
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    logStream: { write: (line) => logLines.push(line) },
  });
  await app.ready();
  const consoleTransport = app.infra.outbox;
  if (!consoleTransport) throw new Error('the development outbox is off');
  outbox = () => consoleTransport.outbox();
  // The helpers read codes as a partner or guest would: from the outbox.
  const codes = new RecordingTransport();
  codes.lastCodeFor = (to: string) => {
    const message = outbox().find((m) => m.to === to && m.code);
    if (!message?.code) throw new Error(`no code was sent to ${to}`);
    return message.code;
  };
  t = {
    app,
    databaseEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    transport: codes,
    clock,
    database,
    dataDir,
    admin: app.auth.accounts,
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
});
afterAll(async () => {
  await t.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every value of every column of every table, as text (SQLite keeps any type in any column). */
async function databaseText(): Promise<Array<{ where: string; text: string }>> {
  const db = t.app.infra.db;
  const tables =
    dialectUnderTest === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const out: Array<{ where: string; text: string }> = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = Buffer.isBuffer(value)
          ? value.toString('latin1')
          : typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : String(value);
        out.push({ where: `${name}.${column}`, text });
      }
    }
  }
  return out;
}

describe('after a booking, a card, a no-show, a charge and a refund', () => {
  it('holds no card number in the database, the logs or the outbox', async () => {
    // Wednesday 25 November 2026, 11:00 in Paris; the guest books Friday's dinner for 4.
    const restaurant = await bookingRestaurant(t, { settings: { imprint_per_cover: '20', imprint_min_party: '2' } });
    const guest = await verifiedCustomer(t);
    const booked = await bookAt(t, guest.token, restaurant, '2026-11-27', '19:00', '4');
    expect(booked.status, JSON.stringify(booked)).toBe(200);
    expect(booked.data.status).toBe('awaiting_guarantee');
    const secret = booked.data.setup_client_secret as string;
    expect(secret).toMatch(/_secret_/);

    // The simulated card form: what the browser derived from the card typed (4242 4242 4242 4242).
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    const saved = await confirmSimulatedCard(t, intentId, secret);
    expect(saved.data.status).toBe('succeeded');
    const confirmed = (
      await post(t.app, paymentApiPaths.confirmBookingGuarantee, { booking_id: booked.data.id }, guest.token)
    ).json();
    expect(confirmed.status, JSON.stringify(confirmed)).toBe(200);

    // Friday 19:00 in Paris, then 20 minutes late: the restaurant marks the no-show and charges it.
    t.clock.current = Date.parse('2026-11-27T18:20:00Z');
    const noShow = await changeStatus(t, restaurant.token, booked.data.id, 'no_show');
    expect(noShow.status, JSON.stringify(noShow)).toBe(200);
    const charged = await partnerCall(
      t,
      paymentApiPaths.chargeBooking,
      { booking_id: booked.data.id, kind: 'no_show', amount: '80', reason: 'Table de 4 non honorée' },
      restaurant.token,
    );
    expect(charged.status, JSON.stringify(charged)).toBe(200);
    expect(charged.data).toMatchObject({ status: 'succeeded', amount_cents: 8000 });
    t.clock.current = Date.parse('2026-11-28T09:00:00Z');
    const refunded = await partnerCall(
      t,
      paymentApiPaths.refundCharge,
      { charge_id: charged.data.id, amount: '30', reason: 'Deux convives ont prévenu' },
      restaurant.token,
    );
    expect(refunded.status, JSON.stringify(refunded)).toBe(200);

    // The books agree: the journal verifies and the month's report shows 80 − 30 = 50 €.
    expect((await t.app.orders.journal.verify(restaurant.id)).problem).toBeNull();
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPaths.orderList}?period=2&lang=fr`,
        headers: { token: restaurant.token },
      })
    ).json();
    expect(report.data.no_show_compensation).toEqual({ charged: 80, refunded: 30, net: 50 });

    // The scan. The development outbox is read as the developer reads it, through its route.
    const served = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(served.statusCode).toBe(200);
    const places = [
      ...(await databaseText()),
      ...logLines.map((line, index) => ({ where: `log line ${index + 1}`, text: line })),
      { where: 'outbox', text: served.body },
    ];
    // The scan saw the journey: the card's last 4 digits are stored, and the logs and outbox are not empty.
    expect(places.some((place) => place.where.startsWith('booking_guarantees.') && place.text === '4242')).toBe(true);
    expect(logLines.length).toBeGreaterThan(20);
    expect(outbox().length).toBeGreaterThan(0);
    const found = places.flatMap((place) => cardNumbersIn(place.text).map((number) => `${place.where}: ${number}`));
    expect(found).toEqual([]);

    // The same scan finds a number planted where it looked: a table of its own and a log line.
    await sql`create table scan_probe (value text)`.execute(t.app.infra.db);
    await sql`insert into scan_probe (value) values ('{"pan":"4242 4242 4242 4242"}')`.execute(t.app.infra.db);
    t.app.log.info({ note: 'carte 4242 4242 4242 4242' }, 'planted');
    const planted = [
      ...(await databaseText()),
      ...logLines.map((line, index) => ({ where: `log line ${index + 1}`, text: line })),
    ].flatMap((place) => cardNumbersIn(place.text).map((number) => `${place.where}: ${number}`));
    expect(planted).toEqual([
      'scan_probe.value: 4242 4242 4242 4242',
      `log line ${logLines.length}: 4242 4242 4242 4242`,
    ]);
  });
});
