import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { ZLang } from './locale.js';
import { ZCountryCodeField, ZPhoneField } from './auth.js';
import { zWholeText } from './form-fields.js';
import { zSingleLineText, zText } from './text-fields.js';
import { STAFF_NAME_MAX_LENGTH } from './team-limits.js';
import { INVITABLE_ROLES, ROLES } from './permissions.js';

export { STAFF_NAME_MAX_LENGTH, TEAM_INVITES_PER_DAY, TEAM_MAX_MEMBERS } from './team-limits.js';
export * from './permissions.js';

export const ZRoleSchema = z.enum(ROLES);
const ZInvitableRoleField = zText().pipe(z.enum(INVITABLE_ROLES, 'ROLE_INVALID'));

/** The owner's line in the team list has this id: it is not a member that can be changed. */
export const OWNER_MEMBER_ID = 0;

/** A member id; the owner's line is OWNER_MEMBER_ID. */
const zMemberId = () =>
  zWholeText('NOT_FOUND').pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^\d{1,9}$/, 'NOT_FOUND')
      .transform(Number),
  );

export const ZStaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** International form. */
  phone: z.string(),
  role: ZRoleSchema,
  /** 'invited': the code was sent and not yet entered; 'active': signs in. */
  state: z.enum(['invited', 'active']),
  /** Epoch ms. */
  invited_at: z.number().nullable(),
  you: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMemberSchema>;

/* ---------- GET v1/restaurant/staffList (owner) ---------- */
export const ZStaffListResponseSchema = ZAckSchema.extend({
  data: z.array(ZStaffMemberSchema).optional(),
});
export type TStaffListResponse = z.infer<typeof ZStaffListResponseSchema>;

/* ---------- POST v1/restaurant/inviteStaff (owner) ---------- */
export const ZInviteStaffRequestSchema = z.object({
  name: zSingleLineText({ maxLength: STAFF_NAME_MAX_LENGTH }).pipe(z.string().min(1, 'STAFF_NAME_REQUIRED')),
  phone: ZPhoneField,
  country_code: ZCountryCodeField,
  role: ZInvitableRoleField,
  /** The language of the text message the invitee receives. */
  lang: ZLang.optional(),
});
export type TInviteStaffRequest = z.input<typeof ZInviteStaffRequestSchema>;
export const ZStaffMemberResponseSchema = ZAckSchema.extend({
  data: ZStaffMemberSchema.optional(),
  /** Seconds before another code may be sent to this number (a refused resend). */
  retry_after: z.number().int().optional(),
});
export type TStaffMemberResponse = z.infer<typeof ZStaffMemberResponseSchema>;

/* ---------- POST v1/restaurant/changeStaffRole (owner) ---------- */
export const ZChangeStaffRoleRequestSchema = z.object({
  member_id: zMemberId(),
  role: ZInvitableRoleField,
});
export type TChangeStaffRoleRequest = z.input<typeof ZChangeStaffRoleRequestSchema>;

/* ---------- POST v1/restaurant/removeStaff (owner) ---------- */
export const ZRemoveStaffRequestSchema = z.object({
  member_id: zMemberId(),
});
export type TRemoveStaffRequest = z.input<typeof ZRemoveStaffRequestSchema>;
export const ZRemoveStaffResponseSchema = ZAckSchema;
