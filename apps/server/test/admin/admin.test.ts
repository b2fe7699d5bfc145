import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { apiPaths } from '@portal/contract';
import {
  buildTestApp,
  dialectUnderTest,
  international,
  newPartnerForm,
  post,
  type TestApp,
  runAdminCommand,
  spawnAdminCommand,
} from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const adminCommand = (...args: string[]) => runAdminCommand(t, ...args);

async function verifiedApplicant() {
  const form = newPartnerForm({ name: `Chez Test ${Math.random().toString(36).slice(2, 7)}` });
  const signup = (await post(t.app, apiPaths.signup, form)).json();
  const phone = international(form);
  await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, signup.token);
  return { form, phone };
}

describe('admin command', { timeout: 60_000 }, () => {
  // The one case that starts the real command as its own process (Node compiling TypeScript), for
  // the approval only: each process costs 2 s of processor time, and the listing's code is the
  // same in this process, as in the other cases.
  it('lists accounts awaiting approval, approves one, and the partner can then sign in', async () => {
    const { form, phone } = await verifiedApplicant();
    const pending = await adminCommand('pending');
    expect(pending.code).toBe(0);
    expect(pending.stdout).toContain(phone);
    expect(pending.stdout).toContain(form.name);

    const approve = spawnAdminCommand(t, 'approve', phone);
    expect(approve.stderr).toBe('');
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(`Approved: ${form.name}`);
    // The partner is told, in their language.
    expect(approve.stdout).toContain(phone);
    expect((await runAdminCommand(t, 'pending')).stdout).not.toContain(phone);

    const login = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(login).toMatchObject({ status: 200, admin_aproval: 1, token: expect.any(String) });
  });

  it('refuses to approve an account whose code was never confirmed', async () => {
    const form = newPartnerForm();
    await post(t.app, apiPaths.signup, form);
    const result = await adminCommand('approve', international(form));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('has not confirmed its code');
  });

  it('rejects and suspends, with a clear error for a malformed or unknown phone', async () => {
    const { phone } = await verifiedApplicant();
    const unexplained = await adminCommand('reject', phone);
    expect(unexplained.code).toBe(2);
    expect(unexplained.stderr).toContain('Give the reason');
    expect((await t.admin.findByPhone(phone))?.admin_aproval).toBe(0);
    expect((await adminCommand('reject', phone, '--reason', 'Adresse hors zone de livraison')).code).toBe(0);
    expect(await t.admin.findByPhone(phone)).toMatchObject({
      admin_aproval: 2,
      status_reason: 'Adresse hors zone de livraison',
    });
    expect((await adminCommand('suspend', phone, '--reason=Fraude suspectée')).code).toBe(0);
    expect(await t.admin.findByPhone(phone)).toMatchObject({ suspended: 1, status_reason: 'Fraude suspectée' });
    // Told by text message and e-mail, each with its reason.
    const told = t.transport.sent.filter((m) => m.to === phone).map((m) => m.text);
    expect(told.some((text) => text.includes('Motif : Adresse hors zone de livraison'))).toBe(true);
    expect(told.some((text) => text.includes('Motif : Fraude suspectée'))).toBe(true);
    const malformed = await adminCommand('approve', '0612');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('international form');
    const unknown = await adminCommand('approve', '+33799999999');
    expect(unknown.stderr).toContain('No partner account uses +33799999999');
    const usage = await adminCommand('frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin');
  });

  it('writes a consistent backup of whichever database the server uses', async () => {
    const { phone } = await verifiedApplicant();
    const file = path.join(t.dataDir, dialectUnderTest === 'sqlite' ? 'backup.sqlite' : 'backup.dump');
    const result = await adminCommand('backup', file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    if (dialectUnderTest === 'sqlite') {
      const copy = new SQLite(file, { readonly: true });
      const row = copy.prepare('select phone from partners where phone = ?').get(phone);
      copy.close();
      expect(row).toEqual({ phone });
    } else {
      // pg_dump's custom format starts with its magic bytes.
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    }
    expect((await adminCommand('backup', file)).stderr).toContain('already exists');
  });

  it('shows control characters and direction overrides typed by an applicant as escapes, never as terminal commands', async () => {
    const { phone } = await verifiedApplicant();
    // Written straight to the database: the sign-up form refuses such names.
    const trap = 'Chez Bob\u001b[2J\u001b[HApproved: Fake\u202e';
    await t.app.infra.db.updateTable('partners').set({ name: trap }).where('phone', '=', phone).execute();
    const pending = await adminCommand('pending');
    expect(pending.stdout).toContain('Chez Bob\\u{1b}[2J\\u{1b}[HApproved: Fake\\u{202e}');
    expect(pending.stdout).not.toMatch(/[\u001b\u202e]/);
  });
});
