import { SERVICE_TYPE_LABELS, formatEuros, type MessagePair, type TPromoCode } from '@portal/contract';
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { CardActions } from '@/shared/components/card-actions';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useChangePromoCodeStatus, useDeletePromoCode } from '../api/promotions';
import { budgetShare, formatPromoDate, promoValue } from './promo-format';

/**
 * One code: its discount, dates and conditions, its switch, its uses, what it saved customers and,
 * with a budget, how much of it is spent. A code orders hold cannot be deleted: the card says so
 * where the partner clicked, with the pause at hand.
 */
export function PromoCodeCard({ code, onEdit }: { code: TPromoCode; onEdit: (code: TPromoCode) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The refusal of a deletion because orders hold the code, shown on the card until it is paused.
  const [inUse, setInUse] = useState<MessagePair | null>(null);
  const status = useChangePromoCodeStatus({ onSuccess: toastCallSuccess, onError: toastCallError });
  const remove = useDeletePromoCode({
    onSuccess: toastCallSuccess,
    onError: (error) => {
      if (isApiError(error) && error.code === 'PROMO_IN_USE') setInUse(error.pair);
      else toastCallError(error);
    },
  });
  const active = code.status === 'active';
  const value = promoValue(code, locale);
  const share = budgetShare(code);
  const money = (euros: number) => formatEuros(euros, locale);

  async function askRemoval() {
    const confirmed = await confirmAction({
      title: t('promotions.deleteTitle'),
      subject: code.code,
      message: t('promotions.deleteText'),
      confirmLabel: t('promotions.delete'),
      cancelLabel: t('promotions.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(code.id);
  }

  const conditions = [
    t(`promotions.appliesTo.${code.applies_to}`),
    code.min_subtotal > 0 ? t('promotions.minSubtotal', { amount: money(code.min_subtotal) }) : null,
    t('promotions.perCustomer', { count: code.max_uses_per_customer }),
    code.first_order_only ? t('promotions.firstOrderOnly') : null,
  ].filter(Boolean);
  const services = code.service_types.map((type) => SERVICE_TYPE_LABELS[type]?.[locale] ?? '').join(', ');

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={code.code}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          {/* White text reads 3.9:1 on the theme's teal (shade 8), 5:1 on shade 9. */}
          <Badge size="xl" radius="sm" color={active ? 'teal.9' : 'gray'} variant="filled">
            {t(value.key, value.options)}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {code.code}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`promotions.status.${code.status}`)}
            </Text>
          </div>
        </Group>
        <CardActions
          name={code.code}
          active={active}
          switching={status.isPending}
          switchLabel={t('promotions.switchLabel', { code: code.code })}
          onSwitch={(checked) => status.mutate({ promo_id: code.id, status: checked ? 'active' : 'paused' })}
          editLabel={t('promotions.edit')}
          onEdit={() => onEdit(code)}
          deleteLabel={t('promotions.delete')}
          deleting={remove.isPending}
          onDelete={() => void askRemoval()}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="sm">
        <Text size="sm">
          {t('promotions.validity', {
            from: formatPromoDate(code.valid_from, locale),
            to: formatPromoDate(code.valid_to, locale),
          })}
          <br />
          {conditions.join(' · ')}
          <br />
          {services}
        </Text>
        <dl style={{ margin: 0 }}>
          <Text component="dt" size="sm" fw={600}>
            {t('promotions.uses')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {code.max_uses === null
              ? t('promotions.usesNoLimit', { uses: code.uses })
              : t('promotions.usesOf', { uses: code.uses, max: code.max_uses })}
          </Text>
          <Text component="dt" size="sm" fw={600} mt={4}>
            {t('promotions.savings')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {money(code.savings)}
          </Text>
          {code.budget !== null && share !== null && (
            <>
              <Text component="dt" size="sm" fw={600} mt={4}>
                {t('promotions.budget')}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {t('promotions.budgetUsed', { savings: money(code.savings), budget: money(code.budget) })}
                <Progress.Root mt={4}>
                  <Progress.Section
                    value={share}
                    color={share >= 90 ? 'red' : 'teal'}
                    aria-label={t('promotions.budgetBar', { percent: share })}
                  />
                </Progress.Root>
              </Text>
            </>
          )}
        </dl>
      </SimpleGrid>
      {inUse && (
        <Alert
          mt="sm"
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertCircle aria-hidden />}
          title={t('promotions.inUseTitle')}
        >
          <Text size="sm">
            <PairText pair={inUse} />
          </Text>
          {active && (
            <Button
              mt="xs"
              size="compact-sm"
              variant="light"
              color="orange"
              loading={status.isPending}
              onClick={() =>
                status.mutate({ promo_id: code.id, status: 'paused' }, { onSuccess: () => setInUse(null) })
              }
            >
              {t('promotions.pauseInstead')}
            </Button>
          )}
        </Alert>
      )}
    </Paper>
  );
}
