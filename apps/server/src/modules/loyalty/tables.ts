import type { Generated, Selectable } from 'kysely';

/** A restaurant's programme (migration 0030); no row: not running one. */
export interface LoyaltySettingsTable {
  restaurant_id: number;
  enabled: number;
  points_per_visit: number;
  points_per_euro: number;
  /** Months after a guest's last activity; 0: points never expire. */
  expiry_months: number;
  updated_at: number;
}
export type LoyaltySettings = Selectable<LoyaltySettingsTable>;

export interface LoyaltyRewardsTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  fr_name: string;
  points: number;
  /** 'percent' | 'amount' | 'dish'. */
  kind: string;
  /** The percent, the amount in cents, or 0 for a dish. */
  value: number;
  valid_days: number;
  created_at: number;
  updated_at: number;
}
export type LoyaltyReward = Selectable<LoyaltyRewardsTable>;

/** A guest's running balance at a restaurant: what the ledger adds up to. */
export interface LoyaltyMembersTable {
  restaurant_id: number;
  customer_id: number;
  balance: number;
  /** The last credit, redemption or adjustment: expiry counts from it. */
  last_activity_at: number;
}

/** Append-only (triggers refuse UPDATE and DELETE); one credit per source. */
export interface LoyaltyLedgerTable {
  id: Generated<number>;
  restaurant_id: number;
  customer_id: number;
  delta: number;
  /** visit | order | redeem | refund | expire | adjust | closure. */
  reason: string;
  source: string | null;
  note: Generated<string>;
  member_id: number | null;
  balance_after: number;
  created_at: number;
}
export type LoyaltyLedgerEntry = Selectable<LoyaltyLedgerTable>;

/** A reward taken: single use, valid until `valid_until`; a copy of the reward as it was. */
export interface LoyaltyVouchersTable {
  id: Generated<number>;
  restaurant_id: number;
  customer_id: number;
  reward_id: number | null;
  code: string;
  name: string;
  fr_name: string;
  kind: string;
  value: number;
  points: number;
  /** active | used | cancelled | expired | void. */
  state: string;
  valid_until: number;
  used_at: number | null;
  used_by_member: number | null;
  order_id: Generated<number | null>;
  created_at: number;
}
export type LoyaltyVoucher = Selectable<LoyaltyVouchersTable>;

export interface LoyaltyTables {
  loyalty_settings: LoyaltySettingsTable;
  loyalty_rewards: LoyaltyRewardsTable;
  loyalty_members: LoyaltyMembersTable;
  loyalty_ledger: LoyaltyLedgerTable;
  loyalty_vouchers: LoyaltyVouchersTable;
}
