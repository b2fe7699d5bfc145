import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, errorMessages, type TOrder, customerApiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { inertText } from '../../../src/core/french-csv.js';
import { type ReportLine, ReportRepository } from '../../../src/modules/reports/report-repository.js';
import { EXPORTS_PER_MINUTE } from '../../../src/modules/reports/report-routes.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { createItem, query } from '../menu/menu-helper.js';
import { openRestaurant } from '../orders/orders-helper.js';

/*
 * The report's exports as a partner and their accountant meet them: a CSV whose cells never run
 * as formulas, one export at a time per restaurant, a small limit per minute, and a long export
 * that leaves the server free to answer other requests while it is written.
 */
const t = appOfFile();

/** Cells of a CSV line (`;` between fields, `"` around those that need it). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

const csvOf = (token: string, period = 0) =>
  t.app.inject({ method: 'GET', url: query(apiPaths.reportCsv, { period }), headers: { token } });

/** Report lines as the repository reads them, `count` of them, for exports that must be long. */
function fakeLines(count: number): ReportLine[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    order_id: i + 1,
    order_number: i + 1,
    sold_at: Date.parse('2026-06-10T12:00:00Z') + i * 60_000,
    fr_name: 'Quenelle de brochet',
    en_name: 'Pike quenelle',
    size_fr: '',
    size_en: '',
    quantity: 1,
    addons_json: '[]',
    line_total_cents: 1850,
    savings_cents: 0,
    tva_bp: 1000,
    tva_cents: 168,
  }));
}

describe('the CSV never carries a formula', () => {
  it('turns a cell that begins with = + - @, a tab or a carriage return into text, and leaves others alone', () => {
    expect(inertText('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(inertText('+33 6 12')).toBe("'+33 6 12");
    expect(inertText('-Menu enfant')).toBe("'-Menu enfant");
    expect(inertText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertText('\tx')).toBe("'\tx");
    expect(inertText('\rx')).toBe("'\rx");
    expect(inertText('Quenelle = bonne')).toBe('Quenelle = bonne');
    expect(inertText('')).toBe('');
  });

  it('writes a dish named =HYPERLINK("http://x","y") as inert text, and the amounts as numbers', async () => {
    // Wednesday 10 June 2026, 12:00 in Paris.
    t.clock.current = Date.parse('2026-06-10T10:00:00Z');
    const r = await openRestaurant(t);
    const names = ['=HYPERLINK("http://x","y")', '@SOMME(1;2)', '-Menu enfant', '+Supplément frites'];
    const items = [];
    for (const name of names) items.push(await createItem(t.app, r.partner.token, { fr_item_name: name, price: '5' }));
    const customer = await verifiedCustomer(t);
    const placed = (
      await post(
        t.app,
        customerApiPaths.placeOrder,
        {
          restaurant_id: r.publicId,
          items: items.map((item_id) => ({ item_id, quantity: 1 })),
          service_type: 1,
          no_of_people: 1,
          payment_method: 2,
        },
        customer.token,
      )
    ).json();
    expect(placed.status).toBe(200);
    for (const status of [1, 4, 5]) {
      const moved = await post(
        t.app,
        apiPaths.changeOrderStatus,
        { order_id: (placed.data as TOrder).order_id, status },
        r.partner.token,
      );
      expect(moved.json().status).toBe(200);
    }

    const res = await csvOf(r.partner.token);
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line.startsWith('#'));
    expect(rows).toHaveLength(4);
    // The dish's name, whole, behind the apostrophe that keeps a spreadsheet from running it.
    expect(rows).toContain('#1;10/06/2026;12:00;"\'=HYPERLINK(""http://x"",""y"")";1;;5,00;0,00;0,45;10;4,55');
    const articles = rows.map((row) => cells(row)[3]);
    expect(articles.sort()).toEqual([
      "'+Supplément frites",
      "'-Menu enfant",
      '\'=HYPERLINK("http://x","y")',
      "'@SOMME(1;2)",
    ]);
    for (const row of rows) for (const cell of cells(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });
});

describe('exports, one at a time and a few a minute', () => {
  it('refuses a second export of the same restaurant while the first is written (429), not another restaurant’s', async () => {
    const mine = await approvedPartner(t);
    const theirs = await approvedPartner(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = ReportRepository.prototype.batches;
    const batches = vi.spyOn(ReportRepository.prototype, 'batches').mockImplementation(async function* (
      this: ReportRepository,
      filter,
    ) {
      if (filter.restaurantId === mine.id) await held;
      yield* original.call(this, filter);
    });
    try {
      const first = csvOf(mine.token);
      // The first has reached its rows (and holds there) once the spy has been called.
      await vi.waitFor(() => expect(batches).toHaveBeenCalledTimes(1), { timeout: 2000, interval: 5 });
      const second = await t.app.inject({
        method: 'GET',
        url: query(apiPaths.reportPdf, { period: 0 }),
        headers: { token: mine.token },
      });
      expect(second.statusCode).toBe(429);
      expect(second.headers['content-type']).toContain('application/json');
      expect(second.json()).toMatchObject({
        status: 201,
        code: 'EXPORT_IN_PROGRESS',
        message: errorMessages.EXPORT_IN_PROGRESS.en,
        fr_message: errorMessages.EXPORT_IN_PROGRESS.fr,
      });
      expect((await csvOf(theirs.token)).statusCode).toBe(200);
      release();
      expect((await first).statusCode).toBe(200);
      // Once written, the next may start.
      expect((await csvOf(mine.token)).statusCode).toBe(200);
    } finally {
      release();
      batches.mockRestore();
    }
  });

  it(`answers ${EXPORTS_PER_MINUTE} exports a minute, then 429 until the minute has passed`, async () => {
    const partner = await approvedPartner(t);
    for (let i = 0; i < EXPORTS_PER_MINUTE; i += 1) expect((await csvOf(partner.token)).statusCode).toBe(200);
    const over = await csvOf(partner.token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    t.clock.advance(60_000);
    expect((await csvOf(partner.token)).statusCode).toBe(200);
  });
});

describe('a long export shares the server', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  for (const [name, path] of [
    ['CSV', apiPaths.reportCsv],
    ['PDF', apiPaths.reportPdf],
  ] as const) {
    it(`lets the event loop turn while the rows of a ${name} are written`, async () => {
      const partner = await approvedPartner(t);
      // 1,000 rows in one batch, as the repository reads them; did other work run before the
      // export asked for its next batch?
      let turned = false;
      let turnedBeforeTheEnd: boolean | undefined;
      const batches = vi.spyOn(ReportRepository.prototype, 'batches').mockImplementation(async function* () {
        setImmediate(() => (turned = true));
        yield fakeLines(1000);
        turnedBeforeTheEnd = turned;
      });
      try {
        // Over real HTTP: the download is read as a browser reads it.
        const res = await fetch(`${baseUrl}${query(path, { period: 0 })}`, { headers: { token: partner.token } });
        const body = await res.text();
        expect(res.status).toBe(200);
        expect(turnedBeforeTheEnd).toBe(true);
        if (name === 'CSV') expect(body.split('\r\n').filter((line) => line.startsWith('#'))).toHaveLength(1000);
      } finally {
        batches.mockRestore();
      }
    });
  }
});
