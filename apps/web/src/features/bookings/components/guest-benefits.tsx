import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useGuestBenefits, useTakeVoucher } from '../api/loyalty';

/**
 * The guest's loyalty at this restaurant, in the drawer: their balance and the vouchers they
 * hold, each used at the table with one click (once: a second device is told it is used).
 * Nothing shows for a guest without an account, or where the restaurant runs no programme.
 */
export function GuestBenefits({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation();
  const benefits = useGuestBenefits(customerId);
  const take = useTakeVoucher({ onSuccess: toastCallSuccess, onError: toastCallError });
  const data = benefits.data?.data;
  if (!data || (!data.enabled && data.balance === 0 && data.vouchers.length === 0)) return null;
  return (
    <Stack gap={4} aria-label={t('bookings.drawer.loyalty.title')} role="group">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('bookings.drawer.loyalty.title')}
        </Text>
        <Badge variant="light" color="grape" c="grape.9" tt="none">
          {t('bookings.drawer.loyalty.points', { count: data.balance })}
        </Badge>
      </Group>
      {data.vouchers.map((voucher) => (
        <Group key={voucher.id} gap="xs" wrap="wrap">
          <Text size="sm">{t('bookings.drawer.loyalty.voucher', { name: voucher.name, code: voucher.code })}</Text>
          <Button
            size="compact-sm"
            variant="light"
            loading={take.isPending && take.variables === voucher.code}
            onClick={() => take.mutate(voucher.code)}
          >
            {t('bookings.drawer.loyalty.use')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
