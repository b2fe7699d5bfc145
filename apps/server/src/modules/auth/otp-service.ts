import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESEND_COUNTDOWN_SECONDS, TEAM_INVITES_PER_DAY, type Locale, type SuccessCode } from '@portal/contract';
import type { Database } from '../../schema.js';
import { AppError, failureBody } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { CodeOwner, OtpRepository } from './otp-repository.js';
import {
  type MessageContent,
  type MessageTransport,
  guestCodeMessage,
  passwordResetCodeMessage,
  type SmsBudget,
  smsAccount,
  type SmsPermit,
  type SmsRefusal,
  teamInvitationMessage,
  verificationCodeMessage,
} from '../../infra/notify/index.js';

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
const DAY_MS = 24 * HOUR_MS;
/** Different new phone numbers an account may try in a day. */
export const NEW_PHONES_PER_DAY = 3;

export type CodeChannel = 'phone' | 'email';

export interface IssueRules {
  /** The phone is a new number for the account: countries served and the daily cap apply. */
  newPhone?: boolean;
  /**
   * An invitation to the team: countries served and TEAM_INVITES_PER_DAY new numbers a day; the
   * message names the restaurant and the page to accept on.
   */
  invitation?: { restaurant: string; link: string; hours: number };
  /** The code goes to a guest in a restaurant's name (its booking page): the message names it. */
  restaurant?: string;
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
}

export type SendOutcome =
  | { sent: true }
  | { sent: false; reason: 'OTP_COOLDOWN' | 'OTP_SEND_LIMIT'; retryAfterSeconds: number }
  /** A phone alone, of a country not served: no code can reach it. */
  | { sent: false; reason: 'PHONE_COUNTRY_NOT_SERVED' };

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
      /** The code-hashing key (derived from JWT_SECRET for this purpose alone). */
      key: Uint8Array;
      clock: Clock;
      logger: Logger;
      /** The one budget of text messages (countries served, hourly shares); past it, e-mail only. */
      sms: SmsBudget;
    },
  ) {}

  /** Whether a phone (international form) is of a country served: only those get text messages. */
  servesPhone(phone: string): boolean {
    return this.deps.sms.serves(phone);
  }

  /** Creates and sends a new code to each channel, unless a send limit refuses it. */
  async issue(recipient: CodeRecipient, purpose: string, lang: Locale, rules: IssueRules = {}): Promise<SendOutcome> {
    // One code per channel, never the same: the e-mail's copy cannot prove the phone.
    const phoneCode = recipient.phone ? newCode() : null;
    let emailCode = recipient.email ? newCode() : null;
    while (emailCode !== null && emailCode === phoneCode) emailCode = newCode();
    const now = this.deps.clock();
    const destinations = [recipient.phone, recipient.email].filter((to): to is string => Boolean(to));
    let smsPermit: SmsPermit | null = null;
    const outcome = await this.deps.db.transaction().execute(async (trx): Promise<SendOutcome> => {
      await recipient.lock(trx);
      if (rules.newPhone && recipient.phone) {
        const refusal = await this.checkNewPhone(recipient, recipient.phone, now, trx);
        if (refusal) return refusal;
      }
      if (rules.invitation && recipient.phone) await this.checkInvitation(recipient, recipient.phone, now, trx);
      for (const destination of destinations) {
        const refusal = await this.checkSendLimits(destination, purpose, now, trx);
        if (refusal) return refusal;
      }
      let smsRefusal: SmsRefusal | null = null;
      if (recipient.phone) {
        // The account's share: an invitation is the restaurant's send.
        const decision = await this.deps.sms.reserve(trx, {
          to: recipient.phone,
          account: smsAccount(recipient.kind, recipient.id),
        });
        if (decision.allowed) smsPermit = decision.permit;
        else smsRefusal = decision.reason;
      }
      // A phone alone (a guest, a new phone, an invitation) has nowhere else to go.
      if (smsRefusal && !recipient.email) {
        return smsRefusal === 'not_served'
          ? { sent: false, reason: 'PHONE_COUNTRY_NOT_SERVED' }
          : { sent: false, reason: 'OTP_SEND_LIMIT', retryAfterSeconds: HOUR_MS / 1000 };
      }
      await this.deps.codes.retireLive(recipient, purpose, trx, now);
      // An invitation's code waits for the invitee (INVITE_CODE_HOURS); any other lives minutes.
      const expires_at = now + (rules.invitation ? rules.invitation.hours * HOUR_MS : OTP_POLICY.validityMs);
      if (phoneCode !== null && smsPermit) {
        const code_hash = this.hash(recipient, purpose, 'phone', phoneCode);
        await this.deps.codes.create(recipient, { purpose, channel: 'phone', code_hash, expires_at }, trx, now);
      }
      if (emailCode !== null) {
        const code_hash = this.hash(recipient, purpose, 'email', emailCode);
        await this.deps.codes.create(recipient, { purpose, channel: 'email', code_hash, expires_at }, trx, now);
      }
      if (recipient.phone && smsPermit)
        await this.deps.codes.logSend(recipient.phone, 'sms', purpose, recipient, trx, now);
      if (recipient.email) await this.deps.codes.logSend(recipient.email, 'email', purpose, recipient, trx, now);
      return { sent: true } as const;
    });
    if (!outcome.sent) return outcome;
    const content = (code: string) => this.content(purpose, code, lang, rules);
    await this.deliver(
      recipient,
      purpose,
      { phone: smsPermit ? phoneCode : null, email: emailCode },
      smsPermit,
      content,
    );
    return outcome;
  }

  /**
   * Throws the reason a code is refused; returns the channel the code proves when it is right (and
   * consumes it). The user types whichever code they received: each live code of the purpose is
   * tried, and every check counts against the send.
   */
  async verify(owner: CodeOwner, purpose: string, code: string): Promise<CodeChannel> {
    const live = await this.deps.codes.findLive(owner, purpose, this.deps.clock());
    if (live.length === 0) throw new AppError('OTP_EXPIRED', { field: 'otp' });
    // The checks are counted on the send's first code (one atomic counter for the send), so
    // concurrent guesses cannot spread over the channels and get more checks.
    const counter = live.reduce((first, candidate) => (candidate.id < first.id ? candidate : first));
    if (!(await this.deps.codes.registerCheck(counter.id, OTP_POLICY.maxChecks))) {
      throw new AppError('OTP_LOCKED', { field: 'otp' });
    }
    const match = live.find(
      (candidate) =>
        (candidate.channel === 'phone' || candidate.channel === 'email') &&
        this.matches(candidate.code_hash, this.hash(owner, purpose, candidate.channel, code)),
    );
    if (!match) throw new AppError('INVALID_OTP', { field: 'otp' });
    if (!(await this.deps.codes.consume(match.id, this.deps.clock()))) {
      throw new AppError('OTP_EXPIRED', { field: 'otp' });
    }
    // The other channel's code of the same send is spent too: one confirmation per send.
    await this.deps.codes.retireLive(owner, purpose, this.deps.db, this.deps.clock());
    return match.channel as CodeChannel;
  }

  /**
   * A check where the caller named an account by its phone (reset, sign-in codes): wrong, expired,
   * spent and locked codes get one answer, the answer an unknown phone gets.
   */
  async verifyUniform(owner: CodeOwner | null, purpose: string, code: string): Promise<CodeChannel> {
    if (!owner) throw new AppError('INVALID_OTP', { field: 'otp' });
    try {
      return await this.verify(owner, purpose, code);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'OTP_EXPIRED' || error.code === 'OTP_LOCKED')) {
        throw new AppError('INVALID_OTP', { field: 'otp' });
      }
      throw error;
    }
  }

  /**
   * A new phone number on an account: only in the countries served, and at most
   * NEW_PHONES_PER_DAY different numbers a day (a code to a number already tried today is fine).
   */
  private async checkNewPhone(
    owner: CodeOwner,
    phone: string,
    now: number,
    trx: Kysely<Database>,
  ): Promise<SendOutcome | null> {
    if (!this.servesPhone(phone)) throw new AppError('PHONE_COUNTRY_NOT_SERVED', { field: 'phone' });
    const tried = await this.deps.codes.contactPhonesSince(owner, now - DAY_MS, trx);
    if (!tried.includes(phone) && tried.length >= NEW_PHONES_PER_DAY) {
      throw new AppError('CONTACT_CHANGE_LIMIT', { field: 'phone' });
    }
    return null;
  }

  /** An invitation: a number of the countries served, and a cap on new numbers a day. */
  private async checkInvitation(owner: CodeOwner, phone: string, now: number, trx: Kysely<Database>): Promise<void> {
    if (!this.servesPhone(phone)) throw new AppError('PHONE_COUNTRY_NOT_SERVED', { field: 'phone' });
    const invited = await this.deps.codes.contactPhonesSince(owner, now - DAY_MS, trx, 'invite:');
    if (!invited.includes(phone) && invited.length >= TEAM_INVITES_PER_DAY) {
      throw new AppError('TEAM_INVITE_LIMIT', { field: 'phone' });
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

  /** What a code's message says: a reset, an invitation to a team, or a verification. */
  private content(purpose: string, code: string, lang: Locale, rules: IssueRules): MessageContent {
    const minutes = OTP_POLICY.validityMs / 60_000;
    if (rules.invitation) return teamInvitationMessage(code, lang, rules.invitation);
    if (rules.restaurant) return guestCodeMessage(code, lang, minutes, rules.restaurant);
    return purpose === 'forgot'
      ? passwordResetCodeMessage(code, lang, minutes)
      : verificationCodeMessage(code, lang, minutes);
  }

  private async deliver(
    recipient: CodeRecipient,
    purpose: string,
    codes: { phone: string | null; email: string | null },
    smsPermit: SmsPermit | null,
    contentOf: (code: string) => MessageContent,
  ) {
    const sends: Array<Promise<void>> = [];
    if (recipient.phone && codes.phone && smsPermit) {
      const code = codes.phone;
      sends.push(
        this.deps.transport.send({ to: recipient.phone, channel: 'sms', text: contentOf(code).text, code, smsPermit }),
      );
    }
    if (recipient.email && codes.email) {
      const code = codes.email;
      const content = contentOf(code);
      sends.push(
        this.deps.transport.send({
          to: recipient.email,
          channel: 'email',
          subject: content.subject,
          text: content.text,
          code,
        }),
      );
    }
    const results = await Promise.allSettled(sends);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures) {
      this.deps.logger.error(
        { err: failure.reason, account: `${recipient.kind}:${recipient.id}`, purpose },
        'code delivery failed',
      );
    }
    if (failures.length === results.length) throw new AppError('CODE_NOT_DELIVERED');
  }

  /** The kind, purpose, account and channel are part of the hash: a code only fits where it was sent. */
  private hash(owner: CodeOwner, purpose: string, channel: CodeChannel, code: string): string {
    return createHmac('sha256', this.deps.key)
      .update(`${owner.kind}:${purpose}:${owner.id}:${channel}:${code}`)
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
  if (outcome.reason === 'PHONE_COUNTRY_NOT_SERVED') return failureBody(outcome.reason, 'phone');
  return failureBody(outcome.reason, undefined, { retry_after: outcome.retryAfterSeconds });
}

/** At sign-up and sign-in the account state matters more than the code: resend is offered. */
export function ignoreDeliveryFailure(error: unknown): SendOutcome {
  if (error instanceof AppError && error.code === 'CODE_NOT_DELIVERED') return { sent: true };
  throw error;
}
