import {
  internationalPhone,
  isRole,
  type InvitableRole,
  type Locale,
  OWNER_MEMBER_ID,
  TEAM_MAX_MEMBERS,
  type TAck,
  type TStaffListResponse,
  type TStaffMember,
  type TStaffMemberResponse,
} from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AuthService, Caller, Credentials, MemberAccount, MemberDirectory } from '../auth/index.js';
import { codeSendReply } from '../auth/index.js';
import type { TeamMember } from './tables.js';
import type { TeamRepository } from './team-repository.js';

/** The web app's page where an invitee accepts (its route in the web app's paths). */
const INVITATION_PAGE = '/invitation';
/**
 * The team of a restaurant: the owner invites managers and staff, changes their
 * role, removes them; an invitee accepts with the code sent to their phone and then signs in
 * like the owner. Codes, sessions and passwords are auth's: this module asks its service.
 */
export class TeamService implements MemberDirectory {
  constructor(
    private readonly deps: {
      members: TeamRepository;
      auth: AuthService;
      credentials: Pick<Credentials, 'hashPassword'>;
    },
  ) {}

  async list(caller: Caller): Promise<TStaffListResponse> {
    const { partner } = caller;
    const owner: TStaffMember = {
      id: OWNER_MEMBER_ID,
      name: partner.name,
      phone: partner.phone,
      role: 'owner',
      state: 'active',
      invited_at: null,
      you: caller.member === null,
    };
    const members = await this.deps.members.listOf(partner.id);
    return { ...ok('LOADED'), data: [owner, ...members.map((member) => this.toWire(member, caller))] };
  }

  /**
   * A new invitation, or the same one again (a new code, the name and role as now typed). A
   * phone that signs in to another account, or belongs to another restaurant's team, is refused:
   * one restaurant per member. Nothing is stored when the code cannot be sent. The message names
   * the restaurant and links to the page where the invitation is accepted, at `baseUrl`.
   */
  async invite(
    caller: Caller,
    input: { name: string; phone: string; country_code: string; role: InvitableRole; lang?: Locale | undefined },
    baseUrl: string,
  ): Promise<TStaffMemberResponse> {
    const restaurantId = caller.partner.id;
    const phone = internationalPhone(input.country_code, input.phone);
    const existing = await this.deps.members.findByPhone(phone);
    if (existing && existing.restaurant_id !== restaurantId) throw phoneTaken();
    if (existing?.state === 'active') throw new AppError('ALREADY_IN_TEAM', { field: 'phone' });
    if (!existing && (await this.deps.auth.phoneInUse(phone))) throw phoneTaken();
    if (!existing && (await this.deps.members.countOf(restaurantId)) >= TEAM_MAX_MEMBERS) {
      throw new AppError('TEAM_FULL');
    }
    const outcome = await this.deps.auth.sendInvitation(
      { id: restaurantId, name: caller.partner.name },
      phone,
      input.lang ?? 'fr',
      // The page fills the phone in: the invitee types only the code and a password.
      `${baseUrl}${INVITATION_PAGE}?phone=${encodeURIComponent(phone)}`,
    );
    if (!outcome.sent) return codeSendReply(outcome, 'STAFF_INVITED');
    let member: TeamMember | undefined;
    try {
      member = existing
        ? await this.deps.members.update(restaurantId, existing.id, { name: input.name, role: input.role })
        : await this.deps.members.invite({
            restaurant_id: restaurantId,
            name: input.name,
            phone,
            country_code: input.country_code,
            role: input.role,
          });
    } catch (error) {
      // Two invitations of one number raced: the other one stands.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
    if (!member) throw new AppError('NOT_FOUND', { field: 'member_id' });
    return { ...ok('STAFF_INVITED'), data: this.toWire(member, caller) };
  }

  /** A new role ends the member's sessions at once: they sign in again with the new role. */
  async changeRole(caller: Caller, memberId: number, role: InvitableRole): Promise<TStaffMemberResponse> {
    const restaurantId = caller.partner.id;
    if (memberId === OWNER_MEMBER_ID) throw new AppError('OWNER_ROLE_FIXED', { field: 'role' });
    const current = await this.deps.members.find(restaurantId, memberId);
    if (!current) throw new AppError('NOT_FOUND', { field: 'member_id' });
    const member = current.role === role ? current : await this.deps.members.update(restaurantId, memberId, { role });
    if (!member) throw new AppError('NOT_FOUND', { field: 'member_id' });
    if (current.role !== role) await this.deps.auth.revokeMemberSessions(restaurantId, memberId);
    return { ...ok('STAFF_ROLE_CHANGED'), data: this.toWire(member, caller) };
  }

  /** The member leaves the team and every session of theirs ends (their streams within the second). */
  async remove(caller: Caller, memberId: number): Promise<TAck> {
    const restaurantId = caller.partner.id;
    if (memberId === OWNER_MEMBER_ID) throw new AppError('OWNER_ROLE_FIXED', { field: 'member_id' });
    if (!(await this.deps.members.remove(restaurantId, memberId))) {
      throw new AppError('NOT_FOUND', { field: 'member_id' });
    }
    await this.deps.auth.revokeMemberSessions(restaurantId, memberId);
    return ok('STAFF_REMOVED');
  }

  /**
   * The invitee sets their password with the code. An unknown phone, an invitation already
   * accepted and a wrong code all get the answer of a wrong code.
   */
  async accept(input: { phone: string; country_code: string; otp: string; password: string }): Promise<TAck> {
    const phone = internationalPhone(input.country_code, input.phone);
    const row = await this.deps.members.findByPhone(phone);
    const invited = row?.state === 'invited' ? row : undefined;
    await this.deps.auth.checkInvitation(invited ? this.account(invited) : undefined, phone, input.otp);
    if (!invited) throw new AppError('INVALID_OTP', { field: 'otp' });
    const passwordHash = await this.deps.credentials.hashPassword(input.password);
    if (!(await this.deps.members.accept(invited.id, passwordHash))) {
      throw new AppError('INVALID_OTP', { field: 'otp' });
    }
    return ok('INVITE_ACCEPTED');
  }

  /* MemberDirectory: what auth asks to sign members in and check their sessions. */

  async findByPhone(phone: string): Promise<MemberAccount | undefined> {
    const row = await this.deps.members.findByPhone(phone);
    return row ? this.account(row) : undefined;
  }

  async findMember(restaurantId: number, memberId: number): Promise<MemberAccount | undefined> {
    const row = await this.deps.members.find(restaurantId, memberId);
    return row?.state === 'active' ? this.account(row) : undefined;
  }

  private account(row: TeamMember): MemberAccount {
    return {
      id: row.id,
      restaurantId: row.restaurant_id,
      name: row.name,
      role: isRole(row.role) ? row.role : 'staff',
      passwordHash: row.state === 'active' ? row.password_hash : '',
    };
  }

  private toWire(row: TeamMember, caller: Caller): TStaffMember {
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      role: isRole(row.role) ? row.role : 'staff',
      state: row.state === 'active' ? 'active' : 'invited',
      invited_at: row.invited_at,
      you: caller.member?.id === row.id,
    };
  }
}

const phoneTaken = () => new AppError('INVITEE_PHONE_TAKEN', { field: 'phone' });
