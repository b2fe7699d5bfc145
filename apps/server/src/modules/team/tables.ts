import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds, identical on SQLite and PostgreSQL.
 */

export interface TeamMembersTable {
  id: Generated<number>;
  /** The restaurant (the owner's partner account); one restaurant per member. */
  restaurant_id: number;
  name: string;
  /** International form ("+33612345678"); unique across members. */
  phone: string;
  country_code: string;
  /** 'manager' or 'staff'; the owner is the restaurant's account, not a member. */
  role: string;
  /** '' until the invitation is accepted. */
  password_hash: Generated<string>;
  /** 'invited' until the code is entered, then 'active'. */
  state: Generated<string>;
  invited_at: number;
  accepted_at: number | null;
  created_at: number;
  updated_at: number;
}
export type TeamMember = Selectable<TeamMembersTable>;

/** A restaurant's managers and staff. */
export interface TeamTables {
  team_members: TeamMembersTable;
}
