import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { messageFor, RESEND_COUNTDOWN_SECONDS, type Locale, type SuccessCode } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { CodeOwner, OtpRepository } from './otp-repository.js';
import { type MessageTransport, passwordResetCodeMessage, verificationCodeMessage } from '../../infra/notify/index.js';

/** Six digits, ten minutes, five checks; five sends per destination per ten minutes, one a minute. */
export const OTP_POLICY = {
  digits: 6,
  validityMs: 10 * 60_000,
  maxChecks: 5,
  maxSendsPerWindow: 5,
  sendWindowMs: 10 * 60_000,
  resendCooldownMs: RESEND_COUNTDOWN_SECONDS * 1000,
} as const;

const HOUR_MS = 60 * 60_000;

export type SendOutcome =
  { sent: true } | { sent: false; reason: 'OTP_COOLDOWN' | 'OTP_SEND_LIMIT'; retryAfterSeconds: number };

/** An account a code is sent to, and where it goes. */
export interface CodeRecipient extends CodeOwner {
  /** International form; null: no text message (the account has no phone, or not this one). */
  phone: string | null;
  email: string | null;
  /** Serialises concurrent sends for the account (a row lock), so send limits hold under races. */
  lock(trx: Kysely<Database>): Promise<void>;
}

/**
 * One-time codes of partners and customers alike: random, stored as an HMAC, single use, limited
 * checks, limited sends per destination. Limits live in the database so they hold across
 * processes. `purpose` keeps codes apart (a reset code never confirms an account).
 */
export class OtpService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      codes: OtpRepository;
      transport: MessageTransport;
      secret: string;
      clock: Clock;
      logger: Logger;
      /** Text messages the whole platform may send per hour; past it, codes go by e-mail only. */
      smsHourlyBudget: number;
    },
  ) {}

  /** Creates and sends a new code, unless a send limit refuses it. */
  async issue(recipient: CodeRecipient, purpose: string, lang: Locale): Promise<SendOutcome> {
    const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
    const now = this.deps.clock();
    const destinations = [recipient.phone, recipient.email].filter((to): to is string => Boolean(to));
    let smsAllowed = recipient.phone !== null;
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      await recipient.lock(trx);
      for (const destination of destinations) {
        const refusal = await this.checkSendLimits(destination, purpose, now, trx);
        if (refusal) return refusal;
      }
      await this.deps.codes.retireLive(recipient, purpose, trx, now);
      await this.deps.codes.create(
        recipient,
        { purpose, code_hash: this.hash(recipient, purpose, code), expires_at: now + OTP_POLICY.validityMs },
        trx,
        now,
      );
      if (recipient.phone) {
        smsAllowed = (await this.deps.codes.smsSentSince(now - HOUR_MS, trx)) < this.deps.smsHourlyBudget;
        if (smsAllowed) await this.deps.codes.logSend(recipient.phone, 'sms', purpose, trx, now);
      }
      if (recipient.email) await this.deps.codes.logSend(recipient.email, 'email', purpose, trx, now);
      return { sent: true } as const;
    });
    if (!outcome.sent) return outcome;
    if (recipient.phone && !smsAllowed) {
      this.deps.logger.error(
        { alert: 'sms-budget', budgetPerHour: this.deps.smsHourlyBudget, account: `${recipient.kind}:${recipient.id}` },
        'hourly SMS budget reached: codes go by e-mail only',
      );
    }
    await this.deliver(recipient, purpose, code, lang, smsAllowed);
    return outcome;
  }

  /** Throws the reason a code is refused; returns when it is right (and consumes it). */
  async verify(owner: CodeOwner, purpose: string, code: string): Promise<void> {
    const live = await this.deps.codes.findLive(owner, purpose, this.deps.clock());
    if (!live) throw new AppError('OTP_EXPIRED', { field: 'otp' });
    if (!(await this.deps.codes.registerCheck(live.id, OTP_POLICY.maxChecks))) {
      throw new AppError('OTP_LOCKED', { field: 'otp' });
    }
    if (!this.matches(live.code_hash, this.hash(owner, purpose, code))) {
      throw new AppError('INVALID_OTP', { field: 'otp' });
    }
    if (!(await this.deps.codes.consume(live.id, this.deps.clock()))) {
      throw new AppError('OTP_EXPIRED', { field: 'otp' });
    }
  }

  /**
   * The resend cooldown (RESEND_COUNTDOWN_SECONDS, the countdown the code screen shows) is per purpose (a reset code right after sign-up is not a "resend"); the
   * 5-per-10-minutes cap counts every code sent to the destination.
   */
  private async checkSendLimits(
    destination: string,
    purpose: string,
    now: number,
    trx: Kysely<Database>,
  ): Promise<SendOutcome | null> {
    const sends = await this.deps.codes.sendsSince(destination, now - OTP_POLICY.sendWindowMs, trx);
    const latestSamePurpose = sends.find((send) => send.purpose === purpose)?.created_at;
    if (latestSamePurpose !== undefined && now - latestSamePurpose < OTP_POLICY.resendCooldownMs) {
      return {
        sent: false,
        reason: 'OTP_COOLDOWN',
        retryAfterSeconds: Math.ceil((latestSamePurpose + OTP_POLICY.resendCooldownMs - now) / 1000),
      };
    }
    if (sends.length >= OTP_POLICY.maxSendsPerWindow) {
      const oldest = sends[sends.length - 1]!.created_at;
      return {
        sent: false,
        reason: 'OTP_SEND_LIMIT',
        retryAfterSeconds: Math.ceil((oldest + OTP_POLICY.sendWindowMs - now) / 1000),
      };
    }
    return null;
  }

  private async deliver(recipient: CodeRecipient, purpose: string, code: string, lang: Locale, bySms: boolean) {
    const minutes = OTP_POLICY.validityMs / 60_000;
    const content =
      purpose === 'forgot'
        ? passwordResetCodeMessage(code, lang, minutes)
        : verificationCodeMessage(code, lang, minutes);
    const results = await Promise.allSettled([
      ...(bySms && recipient.phone
        ? [this.deps.transport.send({ to: recipient.phone, channel: 'sms', text: content.text, code })]
        : []),
      ...(recipient.email
        ? [
            this.deps.transport.send({
              to: recipient.email,
              channel: 'email',
              subject: content.subject,
              text: content.text,
              code,
            }),
          ]
        : []),
    ]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures) {
      this.deps.logger.error(
        { err: failure.reason, account: `${recipient.kind}:${recipient.id}`, purpose },
        'code delivery failed',
      );
    }
    if (failures.length === results.length) throw new AppError('CODE_NOT_DELIVERED');
  }

  /** The kind, purpose and account are part of the hash: a code only ever fits where it was sent. */
  private hash(owner: CodeOwner, purpose: string, code: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`${owner.kind}:${purpose}:${owner.id}:${code}`)
      .digest('base64url');
  }

  private matches(stored: string, candidate: string): boolean {
    const a = Buffer.from(stored);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** The answer to a request for a code: the success, or why no code went out and when to retry. */
export function codeSendReply(outcome: SendOutcome, success: SuccessCode) {
  if (outcome.sent) return ok(success);
  const text = messageFor(outcome.reason);
  return {
    status: 201 as const,
    code: outcome.reason,
    message: text.en,
    fr_message: text.fr,
    retry_after: outcome.retryAfterSeconds,
  };
}

/** At sign-up and sign-in the account state matters more than the code: resend is offered. */
export function ignoreDeliveryFailure(error: unknown): SendOutcome {
  if (error instanceof AppError && error.code === 'CODE_NOT_DELIVERED') return { sent: true };
  throw error;
}
