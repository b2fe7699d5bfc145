import { OrderStatus, REJECT_REASON_MAX_LENGTH, type TOrder, formatEuros } from '@portal/contract';
import { Button, Divider, Drawer, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/shared/components/load-error';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { dateTag, parisText } from '@/shared/lib/dates';
import { useChangeOrderStatus, useOrder, type ChangeOrderStatusInput } from '../api/orders';
import { FreeUnits, lineLabel, useSavingsLabel } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

/** "23 novembre 2026" / "23 November 2026", in the restaurant's time. */
function orderDate(epochMs: number, locale: 'fr' | 'en'): string {
  return parisText(epochMs, dateTag(locale), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "12:30", in the restaurant's time: a 24-hour clock in both languages, like the order's own time. */
function parisClock(epochMs: number, locale: string): string {
  return parisText(epochMs, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

function OrderActions({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const change = useChangeOrderStatus({
    onSuccess: (response) => {
      setRejecting(false);
      toastCallSuccess(response);
    },
    onError: toastCallError,
  });
  const act = (input: Omit<ChangeOrderStatusInput, 'order_id'>) =>
    change.mutate({ order_id: order.order_id, ...input });
  const status = order.current_status;
  const busy = change.isPending;

  return (
    <>
      <Group gap="sm" grow={status === OrderStatus.waiting}>
        {status === OrderStatus.waiting && (
          <>
            <Button
              color="olive.9"
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={busy}
              onClick={() => act({ status: 1 })}
            >
              {t('orders.accept')}
            </Button>
            {/* Outlined, in a red dark enough to read as a live button beside the filled accept. */}
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconX size={18} aria-hidden />}
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('orders.reject')}
            </Button>
          </>
        )}
        {status === OrderStatus.accepted && (
          <Button color="teal.9" loading={busy} onClick={() => act({ status: 4 })}>
            {t('orders.confirm')}
          </Button>
        )}
        {/* Completing: darker than the palette's greens, which read below 4.5:1 under white text. */}
        {(status === OrderStatus.confirmed || status === OrderStatus.confirmedLegacy) && (
          <Button color="#236b33" loading={busy} onClick={() => act({ status: 5 })}>
            {t('orders.complete')}
          </Button>
        )}
      </Group>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('orders.rejectTitle', { number: order.order_number })}
        centered
      >
        <Stack gap="md">
          <Textarea
            label={t('orders.rejectReason')}
            placeholder={t('orders.rejectPlaceholder')}
            autosize
            minRows={2}
            maxLength={REJECT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('menu.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={busy}
              disabled={!reason.trim()}
              onClick={() => act({ status: 3, reason: reason.trim() })}
            >
              {t('orders.rejectSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function OrderDetail({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (euros: number) => formatEuros(euros, locale);
  const savedBy = useSavingsLabel(order);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <OrderStatusBadge status={order.current_status} />
        <Text size="sm" c="dimmed">
          {t('orders.placedAt', { date: orderDate(order.created_at, locale), time: order.time })}
        </Text>
      </Group>
      {order.expires_at !== null && (
        <Text size="sm" c="#a8410d">
          {t('orders.expiresAt', { time: parisClock(order.expires_at, locale) })}
        </Text>
      )}
      {order.reject_reason && <Text c="red.8">{t('orders.rejectedBecause', { reason: order.reject_reason })}</Text>}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="40%">{t('orders.customer')}</Table.Th>
            <Table.Td>{order.customer_first_name}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('orders.service')}</Table.Th>
            <Table.Td>
              {order.service_typee} · {t('orders.people', { count: order.no_of_people })}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('orders.payment')}</Table.Th>
            <Table.Td>{order.payment_method_label}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {order.description && (
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {t('orders.note')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{order.description}</Text>
        </Stack>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('orders.items')}
      </Title>
      <Stack gap="sm">
        {order.items.map((line, index) => (
          <Group key={index} justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>
                {lineLabel(line)}
                <FreeUnits line={line} />
              </Text>
              {line.addon.map((addon, addonIndex) => (
                <Text key={addonIndex} size="sm" c="dimmed">
                  + {addon.name}
                  {addon.price > 0 ? ` (${money(addon.price)})` : ''}
                </Text>
              ))}
              {line.allergens.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('orders.allergens', { list: line.allergens.map((allergen) => allergen.label).join(', ') })}
                </Text>
              )}
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(line.totalPrice)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Stack gap={4}>
        {savedBy && (
          <Group justify="space-between">
            <Text>{savedBy}</Text>
            <Text c="olive.9">−{money(order.savings)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text>{t('orders.subtotal')}</Text>
          <Text fw={600}>{money(order.sub_total)}</Text>
        </Group>
        {Object.entries(order.tva_by_rate).map(([rate, amount]) => (
          <Group key={rate} justify="space-between">
            <Text size="sm" c="dimmed">
              {t('orders.tva', { rate: locale === 'fr' ? rate.replace('.', ',') : rate })}
            </Text>
            <Text size="sm" c="dimmed">
              {money(amount)}
            </Text>
          </Group>
        ))}
        {order.service_charges > 0 && (
          <Group justify="space-between">
            <Text>{t('orders.serviceCharges')}</Text>
            <Text>{money(order.service_charges)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={800}>{t('orders.total')}</Text>
          <Text fw={800}>{money(order.total)}</Text>
        </Group>
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        {t('orders.history')}
      </Title>
      <Stack gap={2}>
        {order.history.map((entry, index) => (
          <Group key={index} gap={6} wrap="wrap">
            <Text size="sm">{parisClock(entry.at, locale)}</Text>
            <OrderStatusBadge status={entry.status} />
            <Text size="sm" c="dimmed">
              {entry.actor === 'partner' && entry.member
                ? t('orders.actor.member', { name: entry.member.name })
                : t(`orders.actor.${entry.actor as 'customer' | 'partner' | 'system'}`)}
              {entry.reason ? ` — ${entry.reason}` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The order drawer: every detail, the actions its status allows, and its kitchen ticket. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useOrder(orderId);
  const order = query.data?.data;
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      // The orders screen gives the focus back to the order's button itself (see OrdersPage).
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      position="right"
      size="md"
      title={order ? t('orders.detailTitle', { number: order.order_number }) : ''}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {query.isError && !order && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {order && (
        <Stack gap="lg">
          <OrderActions order={order} />
          <OrderDetail order={order} />
          <Button
            component={Link}
            to={paths.orderTicket.getHref(order.order_id)}
            target="_blank"
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('orders.printTicket')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
