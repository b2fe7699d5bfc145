import {
  LOYALTY_REWARD_KINDS,
  LOYALTY_REWARD_NAME_MAX_LENGTH,
  type TReward,
  ZSaveRewardRequestSchema,
  eurosToCents,
  formatAmount,
} from '@portal/contract';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { UnitInput } from '@/shared/components/unit-input';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveReward } from '../api/loyalty';

/** Creates or changes a reward: its names, its price in points, what it gives and how long the voucher holds. */
export function RewardFormModal({ reward, onClose }: { reward: TReward | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveReward();
  const kind = reward?.kind ?? 'dish';
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: {
      reward_id: reward ? String(reward.id) : '',
      fr_name: reward?.fr_name ?? '',
      name: reward?.name ?? '',
      points: reward ? String(reward.points) : '100',
      kind: kind as string,
      value:
        !reward || kind === 'dish'
          ? ''
          : kind === 'amount'
            ? formatAmount(eurosToCents(reward.value), locale)
            : String(reward.value),
      valid_days: reward ? String(reward.valid_days) : '30',
    },
    schema: ZSaveRewardRequestSchema,
    place: 'app',
    fieldOf: (problem) => (problem.field === 'reward_id' ? null : problem.field),
    submit: (_data, values) => save.mutateAsync(values),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  const chosen = form.values.kind;
  return (
    <FormModal
      title={reward ? t('loyalty.rewards.editTitle') : t('loyalty.rewards.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('loyalty.rewards.frName')}
          maxLength={LOYALTY_REWARD_NAME_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('fr_name')}
        />
        <TextInput
          label={t('loyalty.rewards.name')}
          maxLength={LOYALTY_REWARD_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('loyalty.rewards.points')}
          inputMode="numeric"
          maxLength={5}
          {...form.getInputProps('points')}
        />
        <NativeSelect
          label={t('loyalty.rewards.kind')}
          data={LOYALTY_REWARD_KINDS.map((value) => ({ value, label: t(`loyalty.rewards.kinds.${value}`) }))}
          {...form.getInputProps('kind')}
        />
        {chosen === 'dish' ? null : (
          <UnitInput
            label={t('loyalty.rewards.value')}
            unit={chosen === 'percent' ? '%' : '€'}
            inputMode={chosen === 'percent' ? 'numeric' : 'decimal'}
            maxLength={8}
            {...form.getInputProps('value')}
          />
        )}
        <TextInput
          label={t('loyalty.rewards.validDays')}
          inputMode="numeric"
          maxLength={3}
          {...form.getInputProps('valid_days')}
        />
      </SimpleGrid>
      <FormActions alert={alert} submitting={submitting} submitLabel={t('loyalty.rewards.save')} />
    </FormModal>
  );
}
