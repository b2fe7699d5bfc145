import type { Generated, Selectable } from 'kysely';

/** A promo code of a restaurant (migration 0026). */
export interface PromoCodesTable {
  id: Generated<number>;
  restaurant_id: number;
  /** Capitals and digits, unique per restaurant. */
  code: string;
  /** 'percent' | 'amount'. */
  kind: string;
  /** The percent, or the amount off in cents. */
  value: number;
  /** 'food' | 'all'. */
  applies_to: string;
  min_subtotal_cents: number;
  /** Paris dates "YYYY-MM-DD", both included. */
  valid_from: string;
  valid_to: string;
  max_uses: number | null;
  max_uses_per_customer: number;
  budget_cents: number | null;
  first_order_only: number;
  /** "1,2": the service type ids it is valid for. */
  service_types: string;
  /** 'active' | 'paused'. */
  status: string;
  created_at: number;
  updated_at: number;
}
export type PromoCode = Selectable<PromoCodesTable>;

/**
 * An order holding a code: written with the order, removed when the order is refused, cancelled
 * or expires (its use given back), kept once completed.
 */
export interface PromoRedemptionsTable {
  id: Generated<number>;
  promo_id: number;
  restaurant_id: number;
  customer_id: number;
  order_id: number;
  savings_cents: number;
  created_at: number;
}

/** Promo codes and the orders that use them. */
export interface PromotionsTables {
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
}
