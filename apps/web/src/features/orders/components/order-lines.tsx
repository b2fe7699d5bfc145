import { freeUnitsOf, type Locale, type TOrder, type TOrderLine } from '@portal/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTag, parisText } from '@/shared/lib/dates';

/** "lun. 7 déc. · 12:30" / "Mon 7 Dec · 12:30": when an order was placed, in the restaurant's time. */
export function orderWhen(order: Pick<TOrder, 'created_at' | 'time'>, locale: Locale): string {
  const day = parisText(order.created_at, dateTag(locale), { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day} · ${order.time}`;
}

/** "2 × Tarte (Grande)": a line as the kitchen reads it. */
export function lineLabel(line: TOrderLine): string {
  return `${line.quantity} × ${line.items_name}${line.size ? ` (${line.size})` : ''}`;
}

/**
 * What a buy-one-get-one gave on a line ("1 offert" / "1 free"), so that "2 × Tarte" at the price
 * of one does not read as a mistake; nothing on a line without free units.
 */
export function FreeUnits({ line, size = 'sm' }: { line: TOrderLine; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const free = freeUnitsOf(line);
  if (free === 0) return null;
  return (
    <Text span size={size} fw={700} c="olive.9" title={t('orders.buyOneGetOne')}>
      {/* Kept with its line's last word: the count never starts a line alone. */}
      {`\u00a0—\u00a0${t('orders.freeUnits', { count: free })}`}
    </Text>
  );
}

/**
 * What took money off the order, already deducted from its subtotal: "Code promo BIENVENUE10
 * (déjà déduit)" or "Bon de fidélité K7MX2PQA (déjà déduit)"; null when neither did.
 */
export function useSavingsLabel(order: Pick<TOrder, 'promo_code' | 'voucher_code'>): string | null {
  const { t } = useTranslation();
  if (order.promo_code) return t('orders.promoCode', { code: order.promo_code });
  if (order.voucher_code) return t('orders.voucher', { code: order.voucher_code });
  return null;
}
