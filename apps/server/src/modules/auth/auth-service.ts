import {
  internationalPhone,
  type Locale,
  type OtpPurpose,
  type TActivateResponse,
  type TAck,
  type TLoginResponse,
  type TResendOtpResponse,
  type TSignupResponse,
  type ZSignupRequestSchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { Approval, type Partner, type PartnerUpdate } from './tables.js';
import type { Database } from '../../schema.js';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { isInFrance } from '../../infra/geo/index.js';
import type { Clock } from '../../core/clock.js';
import type { PartnersRepository } from './partners-repository.js';
import type { SessionsRepository } from './sessions-repository.js';
import { AccountFlows, type ContactCodeReply, createUnlessTaken, provenBy } from './account-flows.js';
import type { SendOutcome } from './otp-service.js';
import { openVerifySession, type PartnerLoginInput, PartnerSignIn } from './partner-sign-in.js';
import type { TokenService } from './tokens.js';
import type { Credentials } from './credentials.js';
import type { MemberAccount, MemberDirectory } from './authentication.js';

const GUEST_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The account fields the restaurant's profile edits; the logo only when a new one was sent. */
export type AccountDetails = Pick<
  PartnerUpdate,
  'name' | 'address' | 'latitude' | 'longitude' | 'email' | 'phone' | 'country_code' | 'logo_image'
>;

export type SignupInput = z.output<typeof ZSignupRequestSchema>;

/**
 * Onboarding and sign-in of partners. An account is registered, confirms a code, then waits for
 * an administrator's approval; only an approved, verified, unsuspended account gets a partner
 * token. A verification token opens nothing but code confirmation.
 */
export class AuthService {
  private readonly flows: AccountFlows<Partner>;
  private readonly signIn: PartnerSignIn;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      partners: PartnersRepository;
      sessions: SessionsRepository;
      tokens: TokenService;
      credentials: Credentials;
      clock: Clock;
      partnerTokenTtlSeconds: number;
      /** How long an invitation's code lives (INVITE_CODE_HOURS). */
      inviteCodeHours: number;
      /** The team's members, from the team module once it is there. */
      members: () => MemberDirectory;
    },
  ) {
    const { partners, credentials, db } = deps;
    this.flows = new AccountFlows({ kind: 'partner', rows: partners, credentials, db });
    this.signIn = new PartnerSignIn({ ...deps, flows: this.flows });
  }

  startToken(): Promise<string> {
    return this.deps.tokens.sign({ scope: 'guest', accountId: null, sessionId: null }, GUEST_TOKEN_TTL_SECONDS);
  }

  async signup(input: SignupInput): Promise<TSignupResponse> {
    const phone = internationalPhone(input.country_code, input.phone);
    const lang = input.lang ?? 'fr';
    // The autocomplete only offers French addresses; a hand-made request is held to the same rule.
    if (!isInFrance(input.latitude, input.longitude))
      throw new AppError('ADDRESS_OUTSIDE_FRANCE', { field: 'address' });
    const { password, device_id, device_type, device_token, ...account } = input;
    const partner = await createUnlessTaken(
      () => this.assertUnique(input.email, phone),
      async () => {
        const now = this.deps.clock();
        return this.deps.partners.create({
          ...account,
          phone,
          password_hash: await this.deps.credentials.hashPassword(password),
          lang,
          device_id: device_id ?? '',
          device_type: device_type ?? 'web',
          device_token: device_token ?? '',
          created_at: now,
          updated_at: now,
        });
      },
    );
    const token = await openVerifySession(this.deps.credentials, partner.id);
    await this.flows.sendCodeOnSignIn(partner, 'partner', lang);
    return { ...ok('SIGNED_UP'), token };
  }

  async activate(partnerId: number, otp: string): Promise<TActivateResponse> {
    const partner = await this.requirePartner(partnerId);
    if (partner.is_verified) return verifiedReply(partner.admin_aproval);
    const channel = await this.deps.credentials.codes.verify({ kind: 'partner', id: partner.id }, 'partner', otp);
    // Either code confirms the account; each proves only its own channel.
    const updated = await this.deps.partners.update(partner.id, { is_verified: 1, ...provenBy(channel) });
    await this.deps.credentials.revokeAll('partner', partner.id, 'verify');
    return verifiedReply(updated?.admin_aproval ?? Approval.pending);
  }

  login(input: PartnerLoginInput): Promise<TLoginResponse> {
    return this.signIn.login(input);
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
   * bound to the restaurant and to that phone; the message names the restaurant and carries the
   * link of the page to accept on. Its code lives INVITE_CODE_HOURS: the invitee may read it late.
   */
  async sendInvitation(
    restaurant: { id: number; name: string },
    phone: string,
    lang: Locale,
    link: string,
  ): Promise<SendOutcome> {
    const restaurantId = restaurant.id;
    return this.deps.credentials.codes.issue(
      {
        kind: 'partner',
        id: restaurantId,
        phone,
        email: null,
        lock: (trx) => this.deps.partners.lockForUpdate(restaurantId, trx),
      },
      invitationPurpose(phone),
      lang,
      { invitation: { restaurant: restaurant.name, link, hours: this.deps.inviteCodeHours } },
    );
  }

  /** Consumes the invitation's code; a wrong, spent or expired code reads INVALID_OTP. */
  async checkInvitation(member: MemberAccount | undefined, phone: string, otp: string): Promise<void> {
    await this.deps.credentials.codes.verifyUniform(
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
    const partner = await this.deps.partners.findByPhone(internationalPhone(input.country_code, input.phone));
    return this.flows.answerCodeRequest(
      partner,
      (account) => purpose !== 'partner' || !account.is_verified,
      purpose,
      input.lang ?? 'fr',
      purpose === 'forgot' ? 'RESET_CODE_SENT' : 'CODE_SENT',
    );
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
    return this.flows.resetPassword(partner, input.otp, input.password);
  }

  /**
   * A signed-in partner's new e-mail or phone (international form) takes effect only with the code
   * sent to it (see AccountFlows.confirmNewContact). A taken value is refused first; a new phone
   * needs the current password. The code's channel is proven, the other new value is not.
   */
  async confirmContactChange(
    partnerId: number,
    next: { email: string | null; phone: string | null },
    otp: string | null,
    lang: Locale,
    currentPassword?: string | undefined,
  ): Promise<{ confirmed: true } | { confirmed: false; reply: ContactCodeReply }> {
    const partner = await this.requirePartner(partnerId);
    if (next.email && (await this.deps.partners.findByEmail(next.email))) {
      throw new AppError('EMAIL_EXISTS', { field: 'email' });
    }
    if (next.phone && (await this.phoneInUse(next.phone))) {
      throw new AppError('PHONE_EXISTS', { field: 'phone' });
    }
    if (next.phone) await this.flows.checkCurrentPassword(partner, currentPassword);
    const checked = await this.flows.confirmNewContact(partner, next, otp, lang);
    if ('reply' in checked) return { confirmed: false, reply: checked.reply };
    const { channel } = checked;
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

  logout(sessionId: string): Promise<TAck> {
    return this.flows.signOut(sessionId);
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

/** An invitation's code fits this phone only. */
function invitationPurpose(phone: string): string {
  return `invite:${phone}`;
}

/** A confirmed account: approved already, or waiting for the administrator. */
function verifiedReply(approval: number): TActivateResponse {
  return {
    ...ok(approval === Approval.approved ? 'VERIFIED_APPROVED' : 'VERIFIED_AWAITING_APPROVAL'),
    admin_aproval: approval,
  };
}
