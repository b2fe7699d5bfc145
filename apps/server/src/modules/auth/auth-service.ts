import {
  IMAGE_BASE_PATH,
  internationalPhone,
  messageFor,
  type Locale,
  type OtpPurpose,
  type TActivateResponse,
  type TAck,
  type TLoginResponse,
  type TPartnerSummary,
  type TResendOtpResponse,
  type TSignupResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { Approval, type Partner, type PartnerUpdate } from './tables.js';
import type { Database } from '../../db/schema.js';
import type { TokenScope } from '../../core/accounts.js';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { encodePublicId } from '../../core/public-id.js';
import { isInFrance } from '../../infra/geo/index.js';
import type { Clock } from '../../core/clock.js';
import type { PartnersRepository } from './partners-repository.js';
import type { SessionsRepository } from './sessions-repository.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  type CodeRecipient,
  codeSendReply,
  ignoreDeliveryFailure,
  type OtpService,
  type SendOutcome,
} from './otp-service.js';
import type { TokenService } from './tokens.js';
import type { Credentials } from './credentials.js';
import type { MemberAccount, MemberDirectory } from './authentication.js';

/** A verification token lives long enough for a partner to find the code, not longer. */
const VERIFY_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const GUEST_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export function partnerSummary(partner: Partner): TPartnerSummary {
  return {
    id: partner.id,
    name: partner.name,
    address: partner.address,
    logo_image: partner.logo_image,
    status: partner.status,
    public_id: encodePublicId(partner.id),
  };
}

/** The account fields the restaurant's profile edits; the logo only when a new one was sent. */
export type AccountDetails = Pick<
  PartnerUpdate,
  'name' | 'address' | 'latitude' | 'longitude' | 'email' | 'phone' | 'country_code' | 'logo_image'
>;

export interface SignupInput {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  country_code: string;
  password: string;
  device_id?: string | undefined;
  device_type?: string | undefined;
  device_token?: string | undefined;
  lang?: Locale | undefined;
}

/**
 * Onboarding and sign-in of partners. An account is registered, confirms a code, then waits for
 * an administrator's approval; only an approved, verified, unsuspended account gets a partner
 * token. A verification token opens nothing but code confirmation.
 */
export class AuthService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      partners: PartnersRepository;
      sessions: SessionsRepository;
      otp: OtpService;
      tokens: TokenService;
      credentials: Credentials;
      clock: Clock;
      partnerTokenTtlSeconds: number;
      /** The team's members, from the team module once it is there. */
      members: () => MemberDirectory;
    },
  ) {}

  startToken(): Promise<string> {
    return this.deps.tokens.sign({ scope: 'guest', accountId: null, sessionId: null }, GUEST_TOKEN_TTL_SECONDS);
  }

  async signup(input: SignupInput): Promise<TSignupResponse> {
    const phone = internationalPhone(input.country_code, input.phone);
    const lang = input.lang ?? 'fr';
    // The autocomplete only offers French addresses; a hand-made request is held to the same rule.
    if (!isInFrance(input.latitude, input.longitude))
      throw new AppError('ADDRESS_OUTSIDE_FRANCE', { field: 'address' });
    await this.assertUnique(input.email, phone);
    const now = this.deps.clock();
    let partner: Partner;
    try {
      partner = await this.deps.partners.create({
        name: input.name,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        email: input.email,
        phone,
        country_code: input.country_code,
        password_hash: await this.deps.credentials.hashPassword(input.password),
        lang,
        device_id: input.device_id ?? '',
        device_type: input.device_type ?? 'web',
        device_token: input.device_token ?? '',
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two sign-ups raced past the check: report which value is taken.
      if (isUniqueViolation(error)) await this.assertUnique(input.email, phone);
      throw error;
    }
    const token = await this.openSession(partner.id, 'verify');
    await this.deps.otp.issue(this.recipient(partner), 'partner', lang).catch(ignoreDeliveryFailure);
    return { ...ok('SIGNED_UP'), token };
  }

  async activate(partnerId: number, otp: string): Promise<TActivateResponse> {
    const partner = await this.requirePartner(partnerId);
    if (partner.is_verified) {
      return {
        ...ok(partner.admin_aproval === Approval.approved ? 'VERIFIED_APPROVED' : 'VERIFIED_AWAITING_APPROVAL'),
        admin_aproval: partner.admin_aproval,
      };
    }
    const channel = await this.deps.otp.verify({ kind: 'partner', id: partner.id }, 'partner', otp);
    // Either code confirms the account; each proves only its own channel.
    const updated = await this.deps.partners.update(partner.id, { is_verified: 1, ...provenBy(channel) });
    await this.deps.sessions.revokeAllOf('partner', partner.id, 'verify');
    const approval = updated?.admin_aproval ?? Approval.pending;
    return {
      ...ok(approval === Approval.approved ? 'VERIFIED_APPROVED' : 'VERIFIED_AWAITING_APPROVAL'),
      admin_aproval: approval,
    };
  }

  async login(input: {
    phone: string;
    country_code: string;
    password: string;
    lang?: Locale | undefined;
  }): Promise<TLoginResponse> {
    const phone = internationalPhone(input.country_code, input.phone);
    const partner = await this.deps.partners.findByPhone(phone);
    if (!partner) return this.memberLogin(phone, input);
    if (!(await this.deps.credentials.verifyPassword(partner.password_hash, input.password))) {
      throw new AppError('INVALID_CREDENTIALS', { field: 'password' });
    }
    if (partner.admin_aproval === Approval.rejected) throw refusalWithReason('ACCOUNT_REJECTED', partner.status_reason);
    if (partner.suspended) throw refusalWithReason('ACCOUNT_SUSPENDED', partner.status_reason);
    const lang = input.lang ?? (partner.lang === 'en' ? 'en' : 'fr');
    if (!partner.is_verified) {
      // A fresh code, unless one was sent moments ago: the earlier one still works then.
      await this.deps.otp.issue(this.recipient(partner), 'partner', lang).catch(ignoreDeliveryFailure);
      const token = await this.openSession(partner.id, 'verify');
      const text = errorText('ACCOUNT_NOT_VERIFIED');
      return {
        status: 201,
        code: 'ACCOUNT_NOT_VERIFIED',
        ...text,
        token,
        data: null,
        is_verified: 0,
        admin_aproval: partner.admin_aproval,
      };
    }
    if (partner.admin_aproval !== Approval.approved) {
      // No token at all: nothing opens before approval.
      return {
        status: 200,
        ...errorText('AWAITING_APPROVAL'),
        token: '',
        data: null,
        is_verified: 1,
        admin_aproval: partner.admin_aproval,
      };
    }
    if (input.lang && input.lang !== partner.lang) await this.deps.partners.update(partner.id, { lang: input.lang });
    const token = await this.openSession(partner.id, 'partner');
    return {
      ...ok('LOGGED_IN'),
      token,
      data: partnerSummary(partner),
      is_verified: 1,
      admin_aproval: Approval.approved,
      imageUrl: IMAGE_BASE_PATH,
      role: 'owner',
      member: null,
    };
  }

  /**
   * A team member signs in with their own phone and password, into their restaurant only, and
   * only while the restaurant itself may sign in (approved, unsuspended). A wrong password, an
   * unknown phone and an invitation not yet accepted get the same answer.
   */
  private async memberLogin(phone: string, input: { password: string }): Promise<TLoginResponse> {
    const member = await this.deps.members().findByPhone(phone);
    if (!(await this.deps.credentials.verifyPassword(member?.passwordHash || undefined, input.password)) || !member) {
      throw new AppError('INVALID_CREDENTIALS', { field: 'password' });
    }
    const restaurant = await this.deps.partners.findById(member.restaurantId);
    if (!restaurant) throw new AppError('INVALID_CREDENTIALS', { field: 'password' });
    if (restaurant.admin_aproval === Approval.rejected)
      throw refusalWithReason('ACCOUNT_REJECTED', restaurant.status_reason);
    if (restaurant.suspended) throw refusalWithReason('ACCOUNT_SUSPENDED', restaurant.status_reason);
    if (restaurant.admin_aproval !== Approval.approved || !restaurant.is_verified) {
      return {
        status: 200,
        ...errorText('AWAITING_APPROVAL'),
        token: '',
        data: null,
        is_verified: restaurant.is_verified,
        admin_aproval: restaurant.admin_aproval,
      };
    }
    const token = await this.deps.credentials.openSession(
      'partner',
      restaurant.id,
      'partner',
      this.deps.partnerTokenTtlSeconds,
      { role: member.role, memberId: member.id },
    );
    return {
      ...ok('LOGGED_IN'),
      token,
      data: partnerSummary(restaurant),
      is_verified: 1,
      admin_aproval: Approval.approved,
      imageUrl: IMAGE_BASE_PATH,
      role: member.role,
      member: { id: member.id, name: member.name },
    };
  }

  /** Whether a phone (international form) signs in to an account already: a partner's or a member's. */
  async phoneInUse(phone: string): Promise<boolean> {
    return Boolean((await this.deps.partners.findByPhone(phone)) ?? (await this.deps.members().findByPhone(phone)));
  }

  /**
   * Whether a phone or an e-mail is a partner's or a team member's (the restaurant trade, which
   * may not review). Partners and members have no Google id of their own.
   */
  async isTradeContact(contacts: { phone: string | null; email: string | null }): Promise<boolean> {
    if (contacts.phone && (await this.phoneInUse(contacts.phone))) return true;
    const email = contacts.email?.trim();
    return Boolean(email && (await this.deps.partners.findByEmail(email)));
  }

  /**
   * Sends the code of an invitation to the invitee's phone. It is the restaurant's send: it
   * counts against the restaurant's share of text messages, the phone's send limits, and at most
   * TEAM_INVITES_PER_DAY new numbers a day; the number must be of a country served. The code is
   * bound to the restaurant and to that phone.
   */
  async sendInvitation(restaurantId: number, phone: string, lang: Locale): Promise<SendOutcome> {
    return this.deps.otp.issue(
      {
        kind: 'partner',
        id: restaurantId,
        phone,
        email: null,
        lock: (trx) => this.deps.partners.lockForUpdate(restaurantId, trx),
      },
      invitationPurpose(phone),
      lang,
      { invitation: true },
    );
  }

  /** Consumes the invitation's code; a wrong, spent or expired code reads INVALID_OTP. */
  async checkInvitation(member: MemberAccount | undefined, phone: string, otp: string): Promise<void> {
    await this.deps.otp.verifyUniform(
      member ? { kind: 'partner', id: member.restaurantId } : null,
      invitationPurpose(phone),
      otp,
    );
  }

  /** Ends every session of a team member at once (removed, or given another role). */
  revokeMemberSessions(restaurantId: number, memberId: number): Promise<void> {
    return this.deps.sessions.revokeMember(restaurantId, memberId);
  }

  /**
   * Answers alike whether or not an account uses the phone, and whether or not it is verified:
   * the answer must not tell a stranger which numbers have an account. Only an account that
   * needs the code gets one.
   */
  async resendCode(input: {
    phone: string;
    country_code: string;
    type?: OtpPurpose | undefined;
    lang?: Locale | undefined;
  }): Promise<TResendOtpResponse> {
    const purpose = input.type ?? 'partner';
    const success = purpose === 'forgot' ? 'RESET_CODE_SENT' : 'CODE_SENT';
    const partner = await this.deps.partners.findByPhone(internationalPhone(input.country_code, input.phone));
    if (!partner || (purpose === 'partner' && partner.is_verified)) return ok(success);
    // A refusal (cooldown, send limit) is not told either: an unknown phone could not get one.
    await this.deps.otp.issue(this.recipient(partner), purpose, input.lang ?? 'fr');
    return ok(success);
  }

  async forgotPassword(input: {
    phone: string;
    country_code: string;
    lang?: Locale | undefined;
  }): Promise<TResendOtpResponse> {
    return this.resendCode({ ...input, type: 'forgot' });
  }

  async resetPassword(input: { phone: string; country_code: string; otp: string; password: string }): Promise<TAck> {
    const partner = await this.deps.partners.findByPhone(internationalPhone(input.country_code, input.phone));
    // An unknown phone, and a wrong, expired or spent code, all get the answer of a wrong code.
    const channel = await this.deps.otp.verifyUniform(
      partner ? { kind: 'partner', id: partner.id } : null,
      'forgot',
      input.otp,
    );
    if (!partner) throw new AppError('INVALID_OTP', { field: 'otp' });
    const passwordHash = await this.deps.credentials.hashPassword(input.password);
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.partners.update(partner.id, { password_hash: passwordHash, ...provenBy(channel) }, trx);
      await this.deps.sessions.revokeAllOf('partner', partner.id, undefined, trx);
    });
    return ok('PASSWORD_CHANGED');
  }

  /**
   * A signed-in partner's new e-mail or phone (international form) takes effect only with the code
   * sent to it: without `otp` the code goes to the new contact and nothing changes; with it, the
   * code is checked. The code is bound to these very values and cannot confirm another change.
   * A new phone needs the current password, a number in the countries served, and falls under
   * the daily cap of new numbers; the code's channel is proven, the other new value is not.
   */
  async confirmContactChange(
    partnerId: number,
    next: { email: string | null; phone: string | null },
    otp: string | null,
    lang: Locale,
    currentPassword?: string | undefined,
  ): Promise<{ confirmed: true } | { confirmed: false; reply: TAck }> {
    const partner = await this.requirePartner(partnerId);
    if (next.email && (await this.deps.partners.findByEmail(next.email))) {
      throw new AppError('EMAIL_EXISTS', { field: 'email' });
    }
    if (next.phone && (await this.phoneInUse(next.phone))) {
      throw new AppError('PHONE_EXISTS', { field: 'phone' });
    }
    if (next.phone) {
      if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED', { field: 'current_password' });
      if (!(await this.deps.credentials.verifyPassword(partner.password_hash, currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
      }
    }
    const purpose = `contact:${next.email ?? ''}|${next.phone ?? ''}`;
    if (otp === null) {
      const outcome = await this.deps.otp.issue(
        { ...this.recipient(partner), phone: next.phone, email: next.email },
        purpose,
        lang,
        { newPhone: next.phone !== null },
      );
      if (!outcome.sent) return { confirmed: false, reply: codeSendReply(outcome, 'CODE_SENT') };
      return {
        confirmed: false,
        reply: { status: 201, code: 'CONTACT_CODE_SENT', field: 'otp', ...errorText('CONTACT_CODE_SENT') },
      };
    }
    const channel = await this.deps.otp.verify({ kind: 'partner', id: partner.id }, purpose, otp);
    await this.deps.partners.update(partner.id, {
      ...(next.phone ? { phone_verified: channel === 'phone' ? 1 : 0 } : {}),
      ...(next.email ? { email_verified: channel === 'email' ? 1 : 0 } : {}),
    });
    return { confirmed: true };
  }

  /**
   * Takes the partner's row lock for the rest of the caller's transaction: two saves of the
   * restaurant's profile never interleave.
   */
  lockAccount(partnerId: number, trx: Kysely<Database>): Promise<void> {
    return this.deps.partners.lockForUpdate(partnerId, trx);
  }

  /**
   * Writes what the restaurant's profile edits of the account, inside the caller's transaction
   * (the profile's own rows are written in it too). A new e-mail or phone must have been confirmed
   * by `confirmContactChange` first; one taken meanwhile fails on the unique index.
   */
  async saveAccountDetails(partnerId: number, details: AccountDetails, trx: Kysely<Database>): Promise<void> {
    await this.deps.partners.update(partnerId, details, trx);
  }

  /** Online (1) or offline (0), inside the caller's transaction; false for an unknown partner. */
  async setOnline(partnerId: number, status: 0 | 1, trx: Kysely<Database>): Promise<boolean> {
    return (await this.deps.partners.update(partnerId, { status }, trx)) !== undefined;
  }

  /**
   * The `draw` token of a partner token's session: it names the same session (logout, reset,
   * suspension end both) and opens no call. Null for anything but a live partner token.
   */
  async drawTokenOf(partnerToken: string): Promise<string | null> {
    const claims = await this.deps.tokens.verify(partnerToken);
    if (!claims || claims.scope !== 'partner' || !claims.sessionId || !claims.accountId) return null;
    return this.deps.tokens.sign(
      {
        scope: 'draw',
        accountId: claims.accountId,
        sessionId: claims.sessionId,
        ...(claims.role ? { role: claims.role, memberId: claims.memberId ?? null } : {}),
      },
      this.deps.partnerTokenTtlSeconds,
    );
  }

  async logout(sessionId: string): Promise<TAck> {
    await this.deps.sessions.revoke(sessionId);
    return ok('LOGGED_OUT');
  }

  private openSession(partnerId: number, scope: TokenScope): Promise<string> {
    const ttlSeconds = scope === 'partner' ? this.deps.partnerTokenTtlSeconds : VERIFY_TOKEN_TTL_SECONDS;
    const owner = scope === 'partner' ? { role: 'owner' as const, memberId: null } : undefined;
    return this.deps.credentials.openSession('partner', partnerId, scope, ttlSeconds, owner);
  }

  /** A partner's codes go to its phone and its e-mail address. */
  private recipient(partner: Partner): CodeRecipient {
    return {
      kind: 'partner',
      id: partner.id,
      phone: partner.phone,
      email: partner.email,
      lock: (trx) => this.deps.partners.lockForUpdate(partner.id, trx),
    };
  }

  private async assertUnique(email: string, phone: string): Promise<void> {
    if (await this.deps.partners.findByEmail(email)) throw new AppError('EMAIL_EXISTS', { field: 'email' });
    if (await this.phoneInUse(phone)) throw new AppError('PHONE_EXISTS', { field: 'phone' });
  }

  private async requirePartner(partnerId: number): Promise<Partner> {
    const partner = await this.deps.partners.findById(partnerId);
    if (!partner) throw new AppError('UNAUTHORIZED', { httpStatus: 401 });
    return partner;
  }
}

/**
 * A rejected or suspended account is told why (platform-to-business rules require a stated
 * reason): the reason follows the message, in both texts, and comes apart as `reason`.
 */
function refusalWithReason(code: 'ACCOUNT_REJECTED' | 'ACCOUNT_SUSPENDED', reason: string): AppError {
  if (!reason) return new AppError(code);
  const text = messageFor(code);
  return new AppError(code, {
    extra: { reason, message: `${text.en} Reason: ${reason}`, fr_message: `${text.fr} Motif\u00a0: ${reason}` },
  });
}

function errorText(
  code: 'ACCOUNT_NOT_VERIFIED' | 'AWAITING_APPROVAL' | 'OTP_COOLDOWN' | 'OTP_SEND_LIMIT' | 'CONTACT_CODE_SENT',
) {
  const text = messageFor(code);
  return { message: text.en, fr_message: text.fr };
}

/** An invitation's code fits this phone only. */
function invitationPurpose(phone: string): string {
  return `invite:${phone}`;
}

/** What a right code proves: the channel it went to. */
function provenBy(channel: 'phone' | 'email'): { phone_verified: 1 } | { email_verified: 1 } {
  return channel === 'phone' ? { phone_verified: 1 } : { email_verified: 1 };
}
