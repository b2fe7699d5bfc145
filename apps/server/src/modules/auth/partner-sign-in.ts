import {
  IMAGE_BASE_PATH,
  internationalPhone,
  messageFor,
  type Locale,
  type Role,
  type TLoginResponse,
  type TPartnerSummary,
} from '@portal/contract';
import { AppError, failureBody } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { encodePublicId } from '../../core/public-id.js';
import type { AccountFlows } from './account-flows.js';
import type { MemberDirectory } from './authentication.js';
import type { Credentials } from './credentials.js';
import type { PartnersRepository } from './partners-repository.js';
import { Approval, type Partner } from './tables.js';

/** A verification token lives long enough for a partner to find the code, not longer. */
const VERIFY_TOKEN_TTL_SECONDS = 2 * 60 * 60;

export interface PartnerLoginInput {
  phone: string;
  country_code: string;
  password: string;
  lang?: Locale | undefined;
}

/** A token that opens nothing but the confirmation of the sign-up code. */
export function openVerifySession(credentials: Credentials, partnerId: number): Promise<string> {
  return credentials.openSession('partner', partnerId, 'verify', VERIFY_TOKEN_TTL_SECONDS);
}

/**
 * Sign-in with a phone and a password: the restaurant's owner (the partner account itself) or a
 * member of its team. Only an approved, verified, unsuspended restaurant gets a partner token;
 * an unverified one gets a verification token and a fresh code.
 */
export class PartnerSignIn {
  constructor(
    private readonly deps: {
      partners: PartnersRepository;
      credentials: Credentials;
      flows: AccountFlows<Partner>;
      partnerTokenTtlSeconds: number;
      members: () => MemberDirectory;
    },
  ) {}

  async login(input: PartnerLoginInput): Promise<TLoginResponse> {
    const phone = internationalPhone(input.country_code, input.phone);
    const found = await this.deps.partners.findByPhone(phone);
    if (!found) return this.memberLogin(phone, input);
    const partner = await this.deps.flows.checkPassword(found, input.password);
    assertMaySignIn(partner);
    if (!partner.is_verified) {
      // A fresh code, unless one was sent moments ago: the earlier one still works then.
      await this.deps.flows.sendCodeOnSignIn(partner, 'partner', input.lang);
      const token = await openVerifySession(this.deps.credentials, partner.id);
      return {
        ...failureBody('ACCOUNT_NOT_VERIFIED'),
        token,
        data: null,
        is_verified: 0,
        admin_aproval: partner.admin_aproval,
      };
    }
    // No token at all: nothing opens before approval.
    if (partner.admin_aproval !== Approval.approved) return awaitingApproval(partner);
    if (input.lang && input.lang !== partner.lang) await this.deps.partners.update(partner.id, { lang: input.lang });
    return this.signedIn(partner, 'owner', null);
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
    assertMaySignIn(restaurant);
    if (restaurant.admin_aproval !== Approval.approved || !restaurant.is_verified) return awaitingApproval(restaurant);
    return this.signedIn(restaurant, member.role, { id: member.id, name: member.name });
  }

  /** A partner session of the restaurant's owner (member null) or of a team member. */
  private async signedIn(
    restaurant: Partner,
    role: Role,
    member: { id: number; name: string } | null,
  ): Promise<TLoginResponse> {
    const token = await this.deps.credentials.openSession(
      'partner',
      restaurant.id,
      'partner',
      this.deps.partnerTokenTtlSeconds,
      { role, memberId: member?.id ?? null },
    );
    return {
      ...ok('LOGGED_IN'),
      token,
      data: partnerSummary(restaurant),
      is_verified: 1,
      admin_aproval: Approval.approved,
      imageUrl: IMAGE_BASE_PATH,
      role,
      member,
    };
  }
}

function partnerSummary(partner: Partner): TPartnerSummary {
  return {
    id: partner.id,
    name: partner.name,
    address: partner.address,
    logo_image: partner.logo_image,
    status: partner.status,
    public_id: encodePublicId(partner.id),
  };
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

/** Rejected and suspended restaurants sign in with no role, the owner's nor a member's. */
function assertMaySignIn(restaurant: Partner): void {
  if (restaurant.admin_aproval === Approval.rejected) {
    throw refusalWithReason('ACCOUNT_REJECTED', restaurant.status_reason);
  }
  if (restaurant.suspended) throw refusalWithReason('ACCOUNT_SUSPENDED', restaurant.status_reason);
}

/** A confirmed account not yet approved, or a member of one not yet confirmed: no token at all. */
function awaitingApproval(restaurant: Partner): TLoginResponse {
  const text = messageFor('AWAITING_APPROVAL');
  return {
    status: 200,
    message: text.en,
    fr_message: text.fr,
    token: '',
    data: null,
    is_verified: restaurant.is_verified,
    admin_aproval: restaurant.admin_aproval,
  };
}
