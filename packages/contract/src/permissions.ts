/*
 * Roles and permissions alone, without any schema: the web app's start-up reads them (the
 * session's role), so they weigh next to nothing there.
 */

/**
 * A restaurant has one owner (the account that registered) and may invite managers and staff
 *. The token says which restaurant and which role.
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
  /** The menu, add-ons, dish types, offers, promo codes, services and tables. */
  menu: managers,
  /** Charging a no-show, refunding. */
  charges: managers,
  /** The profile, hours, online and offline, QR codes. */
  restaurant: managers,
  /** A pause in taking orders. */
  pause: everyone,
  /** The report, its PDF and CSV, the journal's closings, the guest export, answers to reviews. */
  reports: managers,
  /** The legal identity, the owner's name on the profile and the imprint amount. */
  legal: ownerOnly,
  /** The team itself. */
  team: ownerOnly,
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSION_NAMES as string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` has `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
