import { type TReward, formatEuros } from '@portal/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/shared/components/screen-states';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useDeleteReward, useRewards } from '../api/loyalty';

/** What a reward gives, in the screen's language: "-10 %", "5,00 € off", "a dish". */
function useRewardGift() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (reward: TReward) => {
    if (reward.kind === 'percent') return t('loyalty.rewards.gift.percent', { value: reward.value });
    if (reward.kind === 'amount')
      return t('loyalty.rewards.gift.amount', { amount: formatEuros(reward.value, locale) });
    return t('loyalty.rewards.gift.dish');
  };
}

/** The rewards, cheapest first, each with its price in points, what it gives and how long its voucher holds. */
export function RewardsSection({ onEdit }: { onEdit: (reward: TReward | 'new') => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const giftOf = useRewardGift();
  const rewards = useRewards();
  const remove = useDeleteReward({ onSuccess: toastCallSuccess, onError: toastCallError });
  const list = rewards.data?.data?.rewards;

  async function askRemoval(reward: TReward) {
    const confirmed = await confirmAction({
      title: t('loyalty.rewards.deleteTitle'),
      subject: locale === 'fr' ? reward.fr_name : reward.name,
      message: t('loyalty.rewards.deleteText'),
      confirmLabel: t('loyalty.rewards.delete'),
      cancelLabel: t('loyalty.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(reward.id);
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="loyalty-rewards">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="loyalty-rewards">
            {t('loyalty.rewards.title')}
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onEdit('new')}>
            {t('loyalty.rewards.add')}
          </Button>
        </Group>
        {!list ? (
          <ListSkeleton rows={[[56, 'md']]} />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('loyalty.rewards.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((reward) => {
              const name = locale === 'fr' ? reward.fr_name : reward.name;
              return (
                <Paper key={reward.id} component="li" withBorder radius="md" p="sm" aria-label={name}>
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={2}>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {t('loyalty.rewards.summary', {
                          points: reward.points,
                          gift: giftOf(reward),
                          days: reward.valid_days,
                        })}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Button size="compact-sm" variant="default" onClick={() => onEdit(reward)}>
                        {t('loyalty.rewards.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red"
                        loading={remove.isPending && remove.variables === reward.id}
                        onClick={() => void askRemoval(reward)}
                      >
                        {t('loyalty.rewards.delete')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
