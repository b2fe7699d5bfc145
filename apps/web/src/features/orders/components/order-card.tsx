import { formatEuros, freeUnitsOf, type TOrder } from '@portal/contract';
import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { FreeUnits, lineLabel, orderWhen, useSavingsLabel } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One order on the orders screen: number, status, subtotal, people and service, the day and time
 * (the list spans days), the lines a buy-one-get-one made partly free, and the promo code with
 * what it saved. Opens the drawer.
 */
export function OrderCard({
  order,
  isNew,
  onOpen,
}: {
  order: TOrder;
  isNew: boolean;
  /** Called with the card's button, where the focus goes back when the drawer closes. */
  onOpen: (opener: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offered = order.items.filter((line) => freeUnitsOf(line) > 0);
  const savedBy = useSavingsLabel(order);
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={`order-${order.order_id}`}
      style={isNew ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined}
    >
      {/* Named by what it shows, after what it does: a name without the card's visible words fails
          those who speak to their screen ("Open order #12, Completed, 2 people…"). */}
      <UnstyledButton
        onClick={(event) => onOpen(event.currentTarget)}
        p="md"
        style={{ display: 'block', width: '100%' }}
      >
        <VisuallyHidden>{t('orders.open', { number: order.order_number })}</VisuallyHidden>
        <Stack gap={8}>
          <Group justify="space-between" wrap="nowrap">
            {/* Already said by the button's first words; still the card's name. */}
            <Text fw={800} fz="xl" id={`order-${order.order_id}`} aria-hidden>
              {order.order_number}
            </Text>
            <Group gap={6} wrap="nowrap">
              {isNew && (
                <Badge color="orange" variant="filled" size="sm">
                  {t('orders.newBadge')}
                </Badge>
              )}
              <OrderStatusBadge status={order.current_status} />
            </Group>
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Stack gap={2}>
              <Text size="sm">
                {t('orders.people', { count: order.no_of_people })} · {order.service_typee}
              </Text>
              <Text size="sm" c="dimmed">
                {order.customer_first_name ? `${order.customer_first_name} · ` : ''}
                <span style={{ whiteSpace: 'nowrap' }}>{orderWhen(order, locale)}</span>
              </Text>
            </Stack>
            <Text fw={700} c="brand.8" fz="lg">
              {formatEuros(order.sub_total, locale)}
            </Text>
          </Group>
          {offered.map((line, index) => (
            // The subtotal counts these lines at a price that looks short without the offer.
            <Text key={index} size="sm">
              {lineLabel(line)}
              <FreeUnits line={line} />
            </Text>
          ))}
          {savedBy && (
            // The subtotal above is already net of the code or voucher: say which and what it took off.
            <Text size="sm" c="olive.9">
              {`${savedBy}\u00a0−${formatEuros(order.savings, locale)}`}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
