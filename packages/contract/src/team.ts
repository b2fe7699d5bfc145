import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { ZLang } from './locale.js';
import { ZCountryCodeField, ZNewPasswordField, ZOtpField, ZPhoneField } from './auth.js';
import { zSingleLineText, zText } from './text-fields.js';
import { STAFF_NAME_MAX_LENGTH } from './team-limits.js';

export { STAFF_NAME_MAX_LENGTH, TEAM_INVITES_PER_DAY, TEAM_MAX_MEMBERS } from './team-limits.js';

/**
 * A restaurant has one owner (the account that registered) and may invite managers and staff
 * (DESIGN.md §15). The token says which restaurant and which role.
 */
export const ROLES = ['owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];
/** The roles an invitation may give: there is one owner. */
export const INVITABLE_ROLES = ['manager', 'staff'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const everyone = ROLES;
const managers = ['owner', 'manager'] as const;
const ownerOnly = ['owner'] as const;

/**
 * The one permission table: the server checks it on every route (each route declares the
 * permission it needs), the web app reads it to show each member only what their role allows.
 */
export const PERMISSIONS = {
  /** What every signed-in member needs: signing out, the restaurant's name and state, the lists. */
  signedIn: everyone,
  /** Orders and bookings: see, accept, refuse, seat, complete; a dish sold out today. */
  service: everyone,
  /** The menu, add-ons, dish types, offers, services and tables. */
  menu: managers,
  /** Charging a no-show, refunding. */
  charges: managers,
  /** The profile, hours, online and offline, QR codes. */
  restaurant: managers,
  /** A pause in taking orders. */
  pause: everyone,
  /** The report, its PDF and CSV, the journal's closings, the guest export, answers to reviews. */
  reports: managers,
  /** The legal identity and the imprint amount. */
  legal: ownerOnly,
  /** The team itself. */
  team: ownerOnly,
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` has `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export const ZRoleSchema = z.enum(ROLES);
const ZInvitableRoleField = zText().pipe(z.enum(INVITABLE_ROLES, 'ROLE_INVALID'));

/** The owner's line in the team list has this id: it is not a member that can be changed. */
export const OWNER_MEMBER_ID = 0;

/** A member id; the owner's line is OWNER_MEMBER_ID. */
const zMemberId = () =>
  zText().pipe(
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

/* ---------- POST v1/restaurant/auth/acceptInvite (no token) ---------- */
export const ZAcceptInviteRequestSchema = z.object({
  phone: ZPhoneField,
  country_code: ZCountryCodeField,
  otp: ZOtpField,
  password: ZNewPasswordField,
  lang: ZLang.optional(),
});
export type TAcceptInviteRequest = z.input<typeof ZAcceptInviteRequestSchema>;
export const ZAcceptInviteResponseSchema = ZAckSchema;
