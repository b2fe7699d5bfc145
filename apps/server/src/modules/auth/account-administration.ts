import { normalizeLocale } from '@portal/contract';
import type { Kysely } from 'kysely';
import { AdminError } from '../../core/errors.js';
import { Approval, type NewPartner, type Partner } from './tables.js';
import type { Database } from '../../schema.js';
import {
  accountApprovedMessage,
  accountRejectedMessage,
  accountSuspendedMessage,
  type MessageTransport,
} from '../../infra/notify/index.js';
import type { PartnersRepository } from './partners-repository.js';
import type { SessionsRepository } from './sessions-repository.js';
import type { PasswordHasher } from './passwords.js';

/** "+33 6 12 34 56 78" → "+33612345678". */
export function parseInternationalPhone(value: string): string {
  const compact = value.replace(/[\s.\-()]/g, '');
  if (!/^\+\d{10,15}$/.test(compact)) {
    throw new AdminError(`"${value}" is not a phone number in international form, e.g. +33612345678`);
  }
  return compact;
}

/** The longest reason a refusal may give: it travels by text message. */
const REASON_MAX_LENGTH = 300;

function requireReason(reason: string): string {
  const stated = reason.trim();
  if (!stated) throw new AdminError('Give the reason the partner will be told, e.g. --reason "SIRET inconnu"');
  if (stated.length > REASON_MAX_LENGTH)
    throw new AdminError(`The reason is limited to ${REASON_MAX_LENGTH} characters`);
  return stated;
}

/**
 * What an administrator does to partner accounts outside the portal's screens: list the
 * applications, approve, reject, suspend. The partner is told of the decision by SMS and e-mail.
 */
export class AccountAdministration {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      partners: PartnersRepository;
      sessions: SessionsRepository;
      transport: MessageTransport;
      passwords: PasswordHasher;
    },
  ) {}

  pending(): Promise<Partner[]> {
    return this.deps.partners.listAwaitingApproval();
  }

  async approve(phone: string): Promise<Partner> {
    const partner = await this.find(phone);
    if (!partner.is_verified) throw new AdminError(`${partner.phone} has not confirmed its code yet`);
    const updated = await this.deps.partners.update(partner.id, {
      admin_aproval: Approval.approved,
      suspended: 0,
      status_reason: '',
    });
    await this.notify(partner, accountApprovedMessage(partner.name, normalizeLocale(partner.lang)));
    return updated ?? partner;
  }

  /**
   * A refusal states its reason (platform-to-business rules): the partner reads it in the
   * message and again when trying to sign in.
   */
  async reject(phone: string, reason: string): Promise<Partner> {
    const stated = requireReason(reason);
    const partner = await this.find(phone);
    const updated = await this.deps.partners.update(partner.id, {
      admin_aproval: Approval.rejected,
      status_reason: stated,
    });
    await this.deps.sessions.revokeAllOf('partner', partner.id);
    await this.notify(partner, accountRejectedMessage(partner.name, normalizeLocale(partner.lang), stated));
    return updated ?? partner;
  }

  /** Suspension ends every session at once and keeps the account offline; its reason is told. */
  async suspend(phone: string, reason: string): Promise<Partner> {
    const stated = requireReason(reason);
    const partner = await this.find(phone);
    const updated = await this.deps.partners.update(partner.id, { suspended: 1, status: 0, status_reason: stated });
    await this.deps.sessions.revokeAllOf('partner', partner.id);
    await this.notify(partner, accountSuspendedMessage(partner.name, normalizeLocale(partner.lang), stated));
    return updated ?? partner;
  }

  /** An approved, verified account created directly (the demo restaurant of a fresh database). */
  async createApproved(
    account: Omit<NewPartner, 'password_hash' | 'is_verified' | 'admin_aproval'> & { password: string },
  ): Promise<Partner> {
    const { password, ...fields } = account;
    return this.deps.partners.create({
      ...fields,
      password_hash: await this.deps.passwords.hash(password),
      is_verified: 1,
      admin_aproval: Approval.approved,
    });
  }

  /** True when the database holds no partner at all. */
  async isEmpty(): Promise<boolean> {
    return !(await this.deps.db.selectFrom('partners').select('id').limit(1).executeTakeFirst());
  }

  /** Looks an account up by its phone in international form; tests and tools read its state. */
  findByPhone(phone: string): Promise<Partner | undefined> {
    return this.deps.partners.findByPhone(parseInternationalPhone(phone));
  }

  private async find(phone: string): Promise<Partner> {
    const partner = await this.findByPhone(phone);
    if (!partner) throw new AdminError(`No partner account uses ${phone}`);
    return partner;
  }

  private async notify(partner: Partner, content: { subject: string; text: string }) {
    await Promise.allSettled([
      this.deps.transport.send({ to: partner.phone, channel: 'sms', text: content.text }),
      this.deps.transport.send({ to: partner.email, channel: 'email', subject: content.subject, text: content.text }),
    ]);
  }
}
