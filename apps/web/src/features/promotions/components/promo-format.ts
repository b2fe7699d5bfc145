import { formatEuros, type Locale, type TPromoCode } from '@portal/contract';
import { calendarText, dateTag } from '@/shared/lib/dates';

/** "2026-11-27" → "27 nov. 2026" / "27 Nov 2026": a Paris date as it is written, never shifted by a time zone. */
export function formatPromoDate(date: string, locale: Locale): string {
  return calendarText(date, dateTag(locale), { day: 'numeric', month: 'short', year: 'numeric' });
}

/** What the code takes off, as its badge says it: "-10 %" or "-5,00 €". */
export function promoValue(code: Pick<TPromoCode, 'kind' | 'value'>, locale: Locale) {
  return code.kind === 'percent'
    ? ({ key: 'promotions.percentBadge', options: { value: code.value } } as const)
    : ({ key: 'promotions.amountBadge', options: { amount: formatEuros(code.value, locale) } } as const);
}

/** The share of the budget spent, 0–100, or null without a budget. */
export function budgetShare(code: Pick<TPromoCode, 'budget' | 'savings'>): number | null {
  if (code.budget === null || code.budget <= 0) return null;
  return Math.min(100, Math.round((code.savings / code.budget) * 100));
}
