import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@portal/contract';
import type { Database, OtpPurposeValue, Partner } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { PartnersRepository } from '../repositories/partners-repository.js';
import type { OtpRepository } from '../repositories/otp-repository.js';
import {
  type MessageTransport,
  passwordResetCodeMessage,
  verificationCodeMessage,
} from '../notify/index.js';

/** DESIGN.md section 3. */
export const OTP_POLICY = {
  digits: 6,
  validityMs: 10 * 60_000,
  maxChecks: 5,
  maxSendsPerWindow: 5,
  sendWindowMs: 10 * 60_000,
  resendCooldownMs: 60_000,
} as const;

export type SendOutcome = { sent: true } | { sent: false; reason: 'OTP_COOLDOWN' | 'OTP_SEND_LIMIT'; retryAfterSeconds: number };

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
    },
  ) {}

  /** Creates and sends a new code, unless a send limit refuses it. */
  async issue(partner: Partner, purpose: OtpPurposeValue, lang: Locale): Promise<SendOutcome> {
    const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
    const now = this.deps.clock();
    const destinations = [partner.phone, partner.email];
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
      for (const destination of destinations) await this.deps.codes.logSend(destination, purpose, trx, now);
      return { sent: true } as const;
    });
    if (outcome.sent) await this.deliver(partner, purpose, code, lang);
    return outcome;
  }

  /** Throws the reason a code is refused; returns when it is right (and consumes it). */
  async verify(partnerId: number, purpose: OtpPurposeValue, code: string): Promise<void> {
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
   * The 60 s cooldown is per purpose (a reset code right after sign-up is not a "resend"); the
   * 5-per-10-minutes cap counts every code sent to the destination.
   */
  private async checkSendLimits(
    destination: string,
    purpose: OtpPurposeValue,
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

  private async deliver(partner: Partner, purpose: OtpPurposeValue, code: string, lang: Locale) {
    const minutes = OTP_POLICY.validityMs / 60_000;
    const content =
      purpose === 'forgot'
        ? passwordResetCodeMessage(code, lang, minutes)
        : verificationCodeMessage(code, lang, minutes);
    const results = await Promise.allSettled([
      this.deps.transport.send({ to: partner.phone, channel: 'sms', text: content.text, code }),
      this.deps.transport.send({ to: partner.email, channel: 'email', subject: content.subject, text: content.text, code }),
    ]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures) {
      this.deps.logger.error({ err: failure.reason, partnerId: partner.id, purpose }, 'code delivery failed');
    }
    if (failures.length === results.length) throw new AppError('CODE_NOT_DELIVERED');
  }

  private hash(partnerId: number, purpose: OtpPurposeValue, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${purpose}:${partnerId}:${code}`).digest('base64url');
  }

  private matches(stored: string, candidate: string): boolean {
    const a = Buffer.from(stored);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
