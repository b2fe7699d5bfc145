import { orderStatusDisplay } from '@portal/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readableText } from '@/shared/lib/readable-color';

/** The status of spec §4: its label and its colour (0 orange, 3 and 6 red, 4 and 7 alike). */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const { key, color } = orderStatusDisplay(status);
  return (
    <Badge color={color} variant="light" c={readableText(color)} radius="sm" tt="none" size="md">
      {t(`orders.status.${key}`)}
    </Badge>
  );
}
