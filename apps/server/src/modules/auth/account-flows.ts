import type { Kysely } from 'kysely';
import type { Locale, SuccessCode, TAck } from '@portal/contract';
import type { AccountKind } from '../../core/accounts.js';
import { ok } from '../../core/envelope.js';
import { AppError, failureBody } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../schema.js';
import type { Credentials } from './credentials.js';
import {
  type CodeChannel,
  type CodeRecipient,
  codeSendReply,
  type IssueRules,
  ignoreDeliveryFailure,
  type SendOutcome,
} from './otp-service.js';

/** What the shared flows read of an account, partner or customer. */
export interface AccountRow {
  id: number;
  /** International form; null for an account without one (made with Google, or closed). */
  phone: string | null;
  email: string | null;
  /** '' for an account without a password (made with Google, or a guest's). */
  password_hash: string;
  lang: string;
}

/** What the shared flows write of an account: the partners' and the customers' repositories. */
export interface AccountRows {
  update(
    id: number,
    changes: { password_hash?: string; phone_verified?: number; email_verified?: number },
    trx?: Kysely<Database>,
  ): Promise<unknown>;
  /** Serialises concurrent sends of codes for the account (a row lock). */
  lockForUpdate(id: number, trx: Kysely<Database>): Promise<void>;
}

/** What a right code proves: the channel it went to. */
export function provenBy(channel: CodeChannel): { phone_verified: 1 } | { email_verified: 1 } {
  return channel === 'phone' ? { phone_verified: 1 } : { email_verified: 1 };
}

/** A wrong code, and a code for a phone no account uses: one answer. */
export const wrongCode = () => new AppError('INVALID_OTP', { field: 'otp' });

/** The answer to a new contact's first call: a code went out and nothing changed yet. */
export type ContactCodeReply = ReturnType<typeof codeSendReply> | ReturnType<typeof failureBody>;

/**
 * Creates an account after checking its e-mail and phone are free; when two sign-ups race past
 * the check, the unique index refuses the second, which is told which value is taken.
 */
export async function createUnlessTaken<A>(assertFree: () => Promise<void>, create: () => Promise<A>): Promise<A> {
  await assertFree();
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error)) await assertFree();
    throw error;
  }
}

/**
 * The steps partner and customer accounts go through alike: asking a code, checking it,
 * checking a password, resetting it, confirming a new e-mail or phone, signing out. Each module
 * keeps its own rules (who needs which code, what a sign-in answers) and calls these for the rest.
 */
export class AccountFlows<A extends AccountRow> {
  constructor(
    private readonly deps: {
      kind: AccountKind;
      rows: AccountRows;
      credentials: Credentials;
      db: Kysely<Database>;
    },
  ) {}

  /** An account's codes go to its phone and its e-mail address. */
  recipient(account: A): CodeRecipient {
    return {
      kind: this.deps.kind,
      id: account.id,
      phone: account.phone,
      email: account.email,
      lock: (trx) => this.deps.rows.lockForUpdate(account.id, trx),
    };
  }

  /** A code for `purpose`, in `lang` or else the account's own language; a send limit may refuse it. */
  sendCode(account: A, purpose: string, lang: Locale | undefined, rules: IssueRules = {}): Promise<SendOutcome> {
    return this.deps.credentials.codes.issue(
      this.recipient(account),
      purpose,
      lang ?? (account.lang === 'en' ? 'en' : 'fr'),
      rules,
    );
  }

  /**
   * A code sent while signing up or in, where the account's state matters more than the code:
   * a failed delivery is not an error, since the code screen offers to send again.
   */
  sendCodeOnSignIn(account: A, purpose: string, lang: Locale | undefined): Promise<SendOutcome> {
    return this.sendCode(account, purpose, lang).catch(ignoreDeliveryFailure);
  }

  /**
   * Answers a request for a code alike whether or not an account uses the phone, and whether or
   * not it needs the code: the answer must not tell a stranger which numbers have an account.
   * A refusal (cooldown, send limit) is not told either: an unknown phone could not get one.
   */
  async answerCodeRequest(
    account: A | undefined,
    needsIt: (account: A) => boolean,
    purpose: string,
    lang: Locale | undefined,
    success: SuccessCode,
  ): Promise<TAck> {
    if (account && needsIt(account)) await this.sendCode(account, purpose, lang);
    return ok(success);
  }

  /**
   * Checks and consumes a code of an account named by its phone: an unknown phone and a wrong,
   * expired, spent or locked code all get the answer of a wrong code.
   */
  async checkCode(account: A | undefined, purpose: string, otp: string): Promise<{ account: A; channel: CodeChannel }> {
    const owner = account ? { kind: this.deps.kind, id: account.id } : null;
    const channel = await this.deps.credentials.codes.verifyUniform(owner, purpose, otp);
    if (!account) throw wrongCode();
    return { account, channel };
  }

  /** A password sign-in: a wrong password and an unknown account get one answer, in the same time. */
  async checkPassword(account: A | undefined, password: string): Promise<A> {
    const right = await this.deps.credentials.verifyPassword(account?.password_hash || undefined, password);
    if (!right || !account) throw new AppError('INVALID_CREDENTIALS', { field: 'password' });
    return account;
  }

  /** A change that needs the current password (a new phone: where sign-in codes will go). */
  async checkCurrentPassword(account: A, currentPassword: string | null | undefined): Promise<void> {
    if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED', { field: 'current_password' });
    if (!(await this.deps.credentials.verifyPassword(account.password_hash, currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
    }
  }

  /** A new password with the reset code sent to the account's phone; every session of the account ends. */
  async resetPassword(account: A | undefined, otp: string, password: string): Promise<TAck> {
    const checked = await this.checkCode(account, 'forgot', otp);
    const passwordHash = await this.deps.credentials.hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.rows.update(
        checked.account.id,
        { password_hash: passwordHash, ...provenBy(checked.channel) },
        trx,
      );
      await this.deps.credentials.revokeAll(this.deps.kind, checked.account.id, undefined, trx);
    });
    return ok('PASSWORD_CHANGED');
  }

  /**
   * A new e-mail or phone (international form) takes effect only with the code sent to it:
   * without `otp` the code goes to the new contact (`beforeSend` runs first) and the answer says
   * so; with it, the code is checked and the channel it proves is returned. The code is bound to
   * these very values and cannot confirm another change. A new phone must be of a country served
   * and falls under the daily cap of new numbers.
   */
  async confirmNewContact(
    account: A,
    next: { email: string | null; phone: string | null },
    otp: string | null | undefined,
    lang: Locale,
    beforeSend: () => Promise<void> = async () => {},
  ): Promise<{ channel: CodeChannel } | { reply: ContactCodeReply }> {
    const purpose = `contact:${next.email ?? ''}|${next.phone ?? ''}`;
    if (otp === null || otp === undefined) {
      await beforeSend();
      const outcome = await this.deps.credentials.codes.issue(
        { ...this.recipient(account), phone: next.phone, email: next.email },
        purpose,
        lang,
        { newPhone: next.phone !== null },
      );
      return { reply: outcome.sent ? failureBody('CONTACT_CODE_SENT', 'otp') : codeSendReply(outcome, 'CODE_SENT') };
    }
    return {
      channel: await this.deps.credentials.codes.verify({ kind: this.deps.kind, id: account.id }, purpose, otp),
    };
  }

  async signOut(sessionId: string): Promise<TAck> {
    await this.deps.credentials.revokeSession(sessionId);
    return ok('LOGGED_OUT');
  }
}
