import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESEND_COUNTDOWN_SECONDS, type Locale, type OtpPurpose } from '@portal/contract';
import type { Database, Partner } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { PartnersRepository } from './partners-repository.js';
import type { OtpRepository } from './otp-repository.js';
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

/**
 * One-time codes: random, stored as an HMAC, single use, limited checks, limited sends per
 * destination. Limits live in the database so they hold across processes.
 */
export class OtpService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      partners: PartnersRepository;
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
  async issue(partner: Partner, purpose: OtpPurpose, lang: Locale): Promise<SendOutcome> {
    const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
    const now = this.deps.clock();
    const destinations = [partner.phone, partner.email];
    let smsAllowed = true;
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.partners.lockForUpdate(partner.id, trx);
      for (const destination of destinations) {
        const refusal = await this.checkSendLimits(destination, purpose, now, trx);
        if (refusal) return refusal;
      }
      await this.deps.codes.retireLive(partner.id, purpose, trx, now);
      await this.deps.codes.create(
        {
          partner_id: partner.id,
          purpose,
          code_hash: this.hash(partner.id, purpose, code),
          expires_at: now + OTP_POLICY.validityMs,
        },
        trx,
        now,
      );
      smsAllowed = (await this.deps.codes.smsSentSince(now - HOUR_MS, trx)) < this.deps.smsHourlyBudget;
      if (smsAllowed) await this.deps.codes.logSend(partner.phone, 'sms', purpose, trx, now);
      await this.deps.codes.logSend(partner.email, 'email', purpose, trx, now);
      return { sent: true } as const;
    });
    if (!outcome.sent) return outcome;
    if (!smsAllowed) {
      this.deps.logger.error(
        { alert: 'sms-budget', budgetPerHour: this.deps.smsHourlyBudget, partnerId: partner.id },
        'hourly SMS budget reached: codes go by e-mail only',
      );
    }
    await this.deliver(partner, purpose, code, lang, smsAllowed);
    return outcome;
  }

  /** Throws the reason a code is refused; returns when it is right (and consumes it). */
  async verify(partnerId: number, purpose: OtpPurpose, code: string): Promise<void> {
    const live = await this.deps.codes.findLive(partnerId, purpose, this.deps.clock());
    if (!live) throw new AppError('OTP_EXPIRED', { field: 'otp' });
    if (!(await this.deps.codes.registerCheck(live.id, OTP_POLICY.maxChecks))) {
      throw new AppError('OTP_LOCKED', { field: 'otp' });
    }
    if (!this.matches(live.code_hash, this.hash(partnerId, purpose, code))) {
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
    purpose: OtpPurpose,
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

  private async deliver(partner: Partner, purpose: OtpPurpose, code: string, lang: Locale, bySms: boolean) {
    const minutes = OTP_POLICY.validityMs / 60_000;
    const content =
      purpose === 'forgot'
        ? passwordResetCodeMessage(code, lang, minutes)
        : verificationCodeMessage(code, lang, minutes);
    const results = await Promise.allSettled([
      ...(bySms ? [this.deps.transport.send({ to: partner.phone, channel: 'sms', text: content.text, code })] : []),
      this.deps.transport.send({
        to: partner.email,
        channel: 'email',
        subject: content.subject,
        text: content.text,
        code,
      }),
    ]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures) {
      this.deps.logger.error({ err: failure.reason, partnerId: partner.id, purpose }, 'code delivery failed');
    }
    if (failures.length === results.length) throw new AppError('CODE_NOT_DELIVERED');
  }

  private hash(partnerId: number, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${purpose}:${partnerId}:${code}`).digest('base64url');
  }

  private matches(stored: string, candidate: string): boolean {
    const a = Buffer.from(stored);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
