import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner } from '../../helper.js';
import { query } from '../menu/menu-helper.js';

/*
 * The exports write their own headers (they are streamed as they are written): they still carry
 * the x-request-id every answer carries, so that a slow or failed download can be found in the
 * logs by the id the partner's browser or the proxy saw.
 */
const t = appOfFile();

const exports = [
  { name: 'the PDF statement', path: apiPaths.reportPdf, type: /^application\/pdf/, file: 'Invoice.pdf' },
  { name: 'the CSV', path: apiPaths.reportCsv, type: /^text\/csv; charset=utf-8/, file: 'ventes.csv' },
];

describe.each(exports)('$name', ({ path, type, file }) => {
  it('answers with a new request id, or the sane one the proxy sent, beside its own headers', async () => {
    const partner = await approvedPartner(t);
    const url = query(path, { period: 1 });
    const fresh = await t.app.inject({ method: 'GET', url, headers: { token: partner.token } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toMatch(type);
    expect(fresh.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.rawPayload.length).toBeGreaterThan(0);

    const relayed = await t.app.inject({
      method: 'GET',
      url,
      headers: { token: partner.token, 'x-request-id': 'lb-7f3a9c2e.export' },
    });
    expect(relayed.statusCode).toBe(200);
    expect(relayed.headers['x-request-id']).toBe('lb-7f3a9c2e.export');
  });
});
