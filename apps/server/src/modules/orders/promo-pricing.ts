import { type PromoAppliesTo, type PromoKind, promoSavings } from '@portal/contract';
import { type PricedOrder, totalsOf, tvaIncluded } from './pricing.js';

/** What a promo code takes off, as pricing reads it. */
export interface PromoTerms {
  kind: PromoKind;
  /** The percent, or the amount in cents. */
  value: number;
  applies_to: PromoAppliesTo;
}

/**
 * Splits `total` cents in proportion to `weights` (largest remainder): each share is the floor
 * of its exact part, and the cents left go to the largest fractions, the earlier first on a tie.
 * The shares always add up to `total`, and none exceeds its weight when `total` does not exceed
 * their sum.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, rest: (total * weight) % sum }));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Applies a promo code to a priced order, after dish discounts and buy-one-get-one (already in
 * the lines): on its food lines (drinks left out) or on all of them. The
 * saving is spread first over the TVA rates by their amounts, then over each rate's lines by
 * theirs, to the cent by largest remainder; each line's TVA is then figured on what the customer
 * pays, so the lines still add up to the total and the TVA is due on the discounted price.
 */
export function applyPromo(
  priced: PricedOrder,
  terms: PromoTerms,
): PricedOrder & { savings_cents: number; promo_base_cents: number } {
  const eligible = priced.lines.map((line) => terms.applies_to === 'all' || !line.drink);
  const base = priced.lines.reduce((sum, line, i) => sum + (eligible[i] ? line.line_total_cents : 0), 0);
  const savings = promoSavings(terms, base);
  const rates = [...new Set(priced.lines.filter((_, i) => eligible[i]).map((line) => line.tva_bp))].sort(
    (a, b) => a - b,
  );
  const perRate = splitByWeight(
    savings,
    rates.map((rate) =>
      priced.lines.reduce((sum, line, i) => sum + (eligible[i] && line.tva_bp === rate ? line.line_total_cents : 0), 0),
    ),
  );
  const shares = priced.lines.map(() => 0);
  rates.forEach((rate, r) => {
    const members = priced.lines.flatMap((line, i) => (eligible[i] && line.tva_bp === rate ? [i] : []));
    const split = splitByWeight(
      perRate[r]!,
      members.map((i) => priced.lines[i]!.line_total_cents),
    );
    members.forEach((i, k) => (shares[i] = split[k]!));
  });
  const lines = priced.lines.map((line, i) => {
    const paid = line.line_total_cents - shares[i]!;
    return { ...line, line_total_cents: paid, savings_cents: shares[i]!, tva_cents: tvaIncluded(paid, line.tva_bp) };
  });
  return {
    ...totalsOf(lines, priced.service_charge_cents),
    savings_cents: savings,
    promo_base_cents: base,
  };
}
