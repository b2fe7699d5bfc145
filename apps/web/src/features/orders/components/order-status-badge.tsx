import { orderStatusDisplay } from '@portal/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Text darker than the palette's darkest shade where that shade reads below 4.5:1 on its own light
 * background (orange and green).
 */
const DARKER_TEXT: Partial<Record<string, string>> = { orange: '#a8410d', green: '#236b33' };

/** The status of spec §4: its label and its colour (0 orange, 3 and 6 red, 4 and 7 alike). */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const { key, color } = orderStatusDisplay(status);
  return (
    <Badge color={color} variant="light" c={DARKER_TEXT[color] ?? `${color}.9`} radius="sm" tt="none" size="md">
      {t(`orders.status.${key}`)}
    </Badge>
  );
}
