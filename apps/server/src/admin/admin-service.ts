import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { normalizeLocale } from '@portal/contract';
import { Approval, type Partner } from '../db/schema.js';
import { accountApprovedMessage, accountRejectedMessage } from '../notify/index.js';
import type { Services } from '../plugins/services.js';

export class AdminError extends Error {}

/** "+33 6 12 34 56 78" → "+33612345678". */
export function parseInternationalPhone(value: string): string {
  const compact = value.replace(/[\s.\-()]/g, '');
  if (!/^\+\d{10,15}$/.test(compact)) {
    throw new AdminError(`"${value}" is not a phone number in international form, e.g. +33612345678`);
  }
  return compact;
}

/** What an administrator does outside the portal's screens (DESIGN.md section 3). */
export class AdminService {
  constructor(private readonly services: Pick<Services, 'db' | 'dialect' | 'partners' | 'sessions' | 'transport'>) {}

  pending(): Promise<Partner[]> {
    return this.services.partners.listAwaitingApproval();
  }

  async approve(phone: string): Promise<Partner> {
    const partner = await this.find(phone);
    if (!partner.is_verified) throw new AdminError(`${partner.phone} has not confirmed its code yet`);
    const updated = await this.services.partners.update(partner.id, { admin_aproval: Approval.approved, suspended: 0 });
    await this.notify(partner, accountApprovedMessage(partner.name, normalizeLocale(partner.lang)));
    return updated ?? partner;
  }

  async reject(phone: string): Promise<Partner> {
    const partner = await this.find(phone);
    const updated = await this.services.partners.update(partner.id, { admin_aproval: Approval.rejected });
    await this.services.sessions.revokeAllOf(partner.id);
    await this.notify(partner, accountRejectedMessage(partner.name, normalizeLocale(partner.lang)));
    return updated ?? partner;
  }

  /** Suspension ends every session at once and keeps the account offline. */
  async suspend(phone: string): Promise<Partner> {
    const partner = await this.find(phone);
    const updated = await this.services.partners.update(partner.id, { suspended: 1, status: 0 });
    await this.services.sessions.revokeAllOf(partner.id);
    return updated ?? partner;
  }

  /** A consistent copy while the server runs: VACUUM INTO for SQLite, pg_dump for PostgreSQL. */
  async backup(file: string, databaseUrl?: string): Promise<string> {
    const target = path.resolve(file);
    if (existsSync(target)) throw new AdminError(`${target} already exists; choose a new file name`);
    if (this.services.dialect === 'sqlite') {
      await sql`VACUUM INTO ${target}`.execute(this.services.db);
    } else {
      if (!databaseUrl) throw new AdminError('DATABASE_URL is needed to back up PostgreSQL');
      await promisify(execFile)('pg_dump', ['--format=custom', `--file=${target}`, databaseUrl]);
    }
    return target;
  }

  private async find(phone: string): Promise<Partner> {
    const partner = await this.services.partners.findByPhone(parseInternationalPhone(phone));
    if (!partner) throw new AdminError(`No partner account uses ${phone}`);
    return partner;
  }

  private async notify(partner: Partner, content: { subject: string; text: string }) {
    await Promise.allSettled([
      this.services.transport.send({ to: partner.phone, channel: 'sms', text: content.text }),
      this.services.transport.send({ to: partner.email, channel: 'email', subject: content.subject, text: content.text }),
    ]);
  }
}
