import { describe, expect, it } from 'vitest';
import { privacyApiPaths } from '@portal/contract';
import { schedulePrivacyDaily } from '../../../src/modules/privacy/index.js';
import { appOfFile, post, runAdminCommand, TEST_START } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant, TOMORROW } from '../reservations/reservations-helper.js';

/*
 * A person asks for their data: the archive (JSON and CSV) of every table that holds them is built
 * by a job and e-mailed as a link that works 7 days. The operator lists the open requests with
 * their deadline (a month; late past it), extends one once by two months with a reason the person
 * is told, and closes it. The clock starts on Wednesday 25 November 2026.
 */

const t = appOfFile();
const DAY = 24 * 3_600_000;

/** The link of the last archive e-mail to this address. */
function archiveLink(to: string): string {
  const mail = t.transport.sent.filter((m) => m.to === to && /data|données/.test(m.subject ?? '')).at(-1);
  const found = /(https?:\/\/\S+\?token=[\w-]+)&format=json/.exec(mail?.text ?? '');
  if (!found) throw new Error(`no archive e-mail to ${to}`);
  return found[1]!;
}
const download = (link: string, format: 'json' | 'csv') => {
  const url = new URL(`${link}&format=${format}`);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

describe('a person’s copy of their data', () => {
  it('e-mails a customer a link to every table that holds them, as JSON and CSV, for 7 days', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const guest = await verifiedCustomer(t, { first_name: 'Aurélie' });
    expect(
      (
        await book(t, guest.token, {
          restaurant_id: r.publicId,
          date: TOMORROW,
          time: '19:00',
          covers: '3',
          news_sms: '1',
        })
      ).status,
    ).toBe(200);

    const asked = (await post(t.app, privacyApiPaths.requestMyData, {}, guest.token)).json();
    expect(asked).toMatchObject({ status: 200, data: { deadline_at: Date.parse('2026-12-25T10:00:00Z') } });
    const again = (await post(t.app, privacyApiPaths.requestMyData, {}, guest.token)).json();
    expect(again).toMatchObject({ status: 201, code: 'RIGHTS_REQUEST_PREPARING' });
    await t.app.infra.jobs.runner.runDue();

    const link = archiveLink(guest.form.email);
    const json = await download(link, 'json');
    expect(json.headers['content-type']).toContain('application/json');
    const archive = JSON.parse(json.body) as { tables: Record<string, Record<string, unknown>[]> };
    expect(archive.tables.customers).toEqual([expect.objectContaining({ first_name: 'Aurélie', phone: guest.phone })]);
    expect(archive.tables.bookings).toEqual([expect.objectContaining({ covers: 3, date: TOMORROW })]);
    expect(archive.tables.consents).toEqual([expect.objectContaining({ channel: 'sms', granted: 1 })]);
    expect(archive.tables.rights_requests).toHaveLength(1);
    // Secrets stay out.
    expect(json.body).not.toMatch(/password_hash|code_hash/);
    const csv = await download(link, 'csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('bookings;1;covers;3');

    // Another restaurant's guest is not in it.
    const other = await verifiedCustomer(t, { first_name: 'Zoé' });
    expect(json.body).not.toContain(other.phone);

    t.clock.current += 7 * DAY + 60_000;
    expect((await download(link, 'json')).json()).toMatchObject({ status: 201, code: 'DATA_ARCHIVE_LINK_INVALID' });
    await schedulePrivacyDaily(t.app.infra.jobs.queue, t.clock.current);
    await t.app.infra.jobs.runner.runDue();
    const kept = await t.app.infra.db
      .selectFrom('rights_requests')
      .select(['archive_json', 'archive_csv'])
      .where('id', '=', asked.data.request_id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ archive_json: null, archive_csv: null });
  });

  it('asks a customer without an e-mail address to add one, and stores no request', async () => {
    t.clock.current = TEST_START;
    // A guest of a booking page has only a phone.
    const guest = await verifiedCustomer(t);
    await t.app.infra.db.updateTable('customers').set({ email: null }).where('id', '=', guest.id).execute();
    const asked = (await post(t.app, privacyApiPaths.requestMyData, {}, guest.token)).json();
    expect(asked).toMatchObject({ status: 201, code: 'RIGHTS_NO_EMAIL' });
    const stored = await t.app.infra.db
      .selectFrom('rights_requests')
      .select('id')
      .where('account_kind', '=', 'customer')
      .where('account_id', '=', guest.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('lists the open requests with their deadline, late past it, extended once with the reason told, then answered', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const asked = (await post(t.app, privacyApiPaths.requestMyPartnerData, {}, r.token)).json();
    expect(asked).toMatchObject({ status: 200 });
    const id = asked.data.request_id as number;
    await t.app.infra.jobs.runner.runDue();
    const partnerArchive = JSON.parse((await download(archiveLink(r.form.email), 'json')).body);
    expect(partnerArchive.tables.partners).toEqual([expect.objectContaining({ email: r.form.email })]);

    const line = async () =>
      (await runAdminCommand(t, 'rights-requests')).stdout.split('\n').find((l) => l.startsWith(`request ${id} `));
    expect(await line()).toContain(`due ${new Date(Date.parse('2026-12-25T10:00:00Z')).toISOString()}`);
    t.clock.current = Date.parse('2026-12-25T10:00:00Z') + 60_000;
    expect(await line()).toContain('LATE, was due 2026-12-25T10:00:00.000Z');

    const extended = await runAdminCommand(
      t,
      'rights-requests',
      'extend',
      String(id),
      '--reason',
      'Un prestataire doit nous répondre',
    );
    expect(extended.code).toBe(0);
    const told = t.transport.sent.filter((m) => m.to === r.form.email).at(-1);
    expect(told?.text).toContain('Un prestataire doit nous répondre');
    expect(await line()).toContain('due 2027-02-25T10:00:00.000Z');
    expect(await line()).not.toContain('LATE');
    const twice = await runAdminCommand(t, 'rights-requests', 'extend', String(id), '--reason', 'Encore');
    expect(twice).toMatchObject({ code: 2, stderr: expect.stringContaining('extended once') });

    expect((await runAdminCommand(t, 'rights-requests', 'answer', String(id))).code).toBe(0);
    expect(await line()).toBeUndefined();
  });
});
