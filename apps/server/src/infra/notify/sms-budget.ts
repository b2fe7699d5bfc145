import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';

const HOUR_MS = 60 * 60_000;
/** Sends older than this are of no count any more and are deleted as new ones are counted. */
const KEPT_MS = 24 * HOUR_MS;
/** One lock for every decision on PostgreSQL: of two sends at once, the second sees the first. */
const BUDGET_LOCK = 0x534d53;

/** Why a text message may not go: a number of a country not served, or a budget of the hour spent. */
export type SmsRefusal = 'not_served' | 'number' | 'account' | 'platform';

/** The proof that a text message was counted: the transport sends it without counting it again. */
export class SmsPermit {
  constructor(readonly to: string) {}
}

export type SmsDecision = { allowed: true; permit: SmsPermit } | { allowed: false; reason: SmsRefusal };

/** What one account or one number may use of the hour's budget: a twentieth of it. */
export function smsShareOf(hourlyBudget: number): number {
  return Math.max(1, Math.floor(hourlyBudget / 20));
}

/** The name of an account's share of the budget: 'customer:12', 'partner:3', 'guest:7'. */
export function smsAccount(kind: string, id: number): string {
  return `${kind}:${id}`;
}

/** '33,262' → ['+33', '+262']. */
export function servedDialCodes(list: string): string[] {
  return list
    .split(',')
    .map((code) => code.trim().replace(/^\+/, ''))
    .filter((code) => /^\d{1,4}$/.test(code))
    .map((code) => `+${code}`);
}

/**
 * The one budget of text messages, whatever they carry (a code, a booking's confirmation or
 * reminder, an invitation): only numbers of the countries served, and per hour at most the
 * platform's budget, and a twentieth of it to one number or for one account. Counted in the
 * database so that it holds across processes. Past a budget the caller's e-mail still goes.
 */
export class SmsBudget {
  private readonly issued = new WeakSet<SmsPermit>();
  private readonly countries: string[];

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      clock: Clock;
      logger: Pick<Logger, 'error'>;
      /** SMS_HOURLY_BUDGET. */
      hourlyBudget: number;
      /** SMS_COUNTRY_CODES: '33,262'. */
      countries: string;
    },
  ) {
    this.countries = servedDialCodes(deps.countries);
  }

  /** Whether a number (international form) is of a country served. */
  serves(phone: string): boolean {
    return this.countries.some((dial) => phone.startsWith(dial));
  }

  /**
   * Counts a text message to `to` if every budget allows it, in the caller's transaction (so a
   * send refused later is not counted), and returns the permit the transport needs to send it.
   */
  async reserve(trx: Kysely<Database>, message: { to: string; account?: string | undefined }): Promise<SmsDecision> {
    if (!this.serves(message.to)) return { allowed: false, reason: 'not_served' };
    const now = this.deps.clock();
    const account = message.account ?? '';
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${BUDGET_LOCK})`.execute(trx);
    }
    const used = await this.countsSince(trx, now - HOUR_MS, message.to, account);
    const share = smsShareOf(this.deps.hourlyBudget);
    let reason: SmsRefusal | null = null;
    if (used.platform >= this.deps.hourlyBudget) reason = 'platform';
    else if (used.number >= share) reason = 'number';
    else if (account && used.account >= share) reason = 'account';
    if (reason === 'platform') {
      this.deps.logger.error(
        { alert: 'sms-budget', budgetPerHour: this.deps.hourlyBudget, account },
        'hourly SMS budget reached: messages go by e-mail only',
      );
    }
    if (reason) return { allowed: false, reason };
    await trx
      .deleteFrom('sms_sends')
      .where('created_at', '<', now - KEPT_MS)
      .execute();
    await trx.insertInto('sms_sends').values({ destination: message.to, account, created_at: now }).execute();
    const permit = new SmsPermit(message.to);
    this.issued.add(permit);
    return { allowed: true, permit };
  }

  /** True once for a permit this budget gave for that number: it is then spent. */
  redeem(permit: SmsPermit, to: string): boolean {
    if (!this.issued.has(permit) || permit.to !== to) return false;
    this.issued.delete(permit);
    return true;
  }

  /** The text messages of the last hour: all, to a number, for an account (operators, tests). */
  async counts(to: string, account = ''): Promise<{ platform: number; number: number; account: number }> {
    return this.countsSince(this.deps.db, this.deps.clock() - HOUR_MS, to, account);
  }

  private async countsSince(db: Kysely<Database>, since: number, to: string, account: string) {
    const row = await db
      .selectFrom('sms_sends')
      .where('created_at', '>', since)
      .select((eb) => [
        eb.fn.countAll().as('platform'),
        eb.fn.sum(eb.case().when('destination', '=', to).then(1).else(0).end()).as('number'),
        eb.fn.sum(eb.case().when('account', '=', account).then(1).else(0).end()).as('account'),
      ])
      .executeTakeFirstOrThrow();
    return { platform: Number(row.platform), number: Number(row.number ?? 0), account: Number(row.account ?? 0) };
  }
}
