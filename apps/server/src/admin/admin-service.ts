import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { normalizeLocale, REFERENCE_KINDS, type ReferenceKind } from '@portal/contract';
import { Approval, type Partner } from '../db/schema.js';
import { accountApprovedMessage, accountRejectedMessage } from '../notify/index.js';
import type { Services } from '../plugins/services.js';
import { referenceTables, type ReferenceRow } from '../repositories/reference-repository.js';

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
  constructor(
    private readonly services: Pick<Services, 'db' | 'dialect' | 'partners' | 'sessions' | 'transport' | 'references'>,
  ) {}

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

  /**
   * Adds an entry to a reference list (cuisines, food choices, service types, platform dish
   * types, payment methods), in French and English, at the end of the list.
   */
  async addReference(kind: string, frLabel: string, enLabel: string): Promise<ReferenceRow> {
    if (!(REFERENCE_KINDS as readonly string[]).includes(kind)) {
      throw new AdminError(`Unknown list "${kind}"; use one of: ${REFERENCE_KINDS.join(', ')}`);
    }
    const fr = frLabel.trim();
    const en = enLabel.trim();
    if (!fr || !en) throw new AdminError('Give the label in French and in English, e.g. add-reference cuisine "Péruvienne" "Peruvian"');
    if (fr.length > 80 || en.length > 80) throw new AdminError('Labels have at most 80 characters');
    const row = await this.services.references.add(referenceTables[kind as ReferenceKind], fr, en);
    if (!row) throw new AdminError(`"${fr}" / "${en}" is already in the ${kind} list`);
    return row;
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
