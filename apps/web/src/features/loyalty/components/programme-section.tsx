import { type TLoyaltySettings, ZSaveLoyaltySettingsRequestSchema, formatEuros } from '@portal/contract';
import { Checkbox, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { useLocale } from '@/shared/hooks/use-locale';
import { formatCount } from '@/shared/lib/dates';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveLoyaltySettings } from '../api/loyalty';

export interface ProgrammeCost {
  vouchers_used: number;
  amount_used: number;
  points_outstanding: number;
  members: number;
}

/**
 * The programme: on or off, what a visit and a euro earn, when points expire; beside it what it
 * has cost so far (vouchers used, the amounts they took off) and the points guests still hold.
 */
export function ProgrammeSection({ settings, cost }: { settings: TLoyaltySettings; cost: ProgrammeCost }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveLoyaltySettings();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: {
      enabled: String(settings.enabled),
      points_per_visit: String(settings.points_per_visit),
      points_per_euro: String(settings.points_per_euro),
      expiry_months: String(settings.expiry_months),
    },
    schema: ZSaveLoyaltySettingsRequestSchema,
    place: 'app',
    submit: (_data, values) => save.mutateAsync(values),
    successMessage: answerMessage,
  });
  const figures = [
    [t('loyalty.cost.members'), formatCount(cost.members, locale)],
    [t('loyalty.cost.vouchersUsed'), formatCount(cost.vouchers_used, locale)],
    [t('loyalty.cost.amountUsed'), formatEuros(cost.amount_used, locale)],
    [t('loyalty.cost.pointsOutstanding'), formatCount(cost.points_outstanding, locale)],
  ];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="loyalty-programme">
      <Stack gap="md">
        <Title order={2} size="h4" id="loyalty-programme">
          {t('loyalty.programme.title')}
        </Title>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Checkbox
              label={t('loyalty.programme.enabled')}
              checked={form.values.enabled === '1'}
              onChange={(event) => form.setFieldValue('enabled', event.currentTarget.checked ? '1' : '0')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('loyalty.programme.perVisit')}
                description={t('loyalty.programme.perVisitHelp')}
                inputMode="numeric"
                maxLength={3}
                {...form.getInputProps('points_per_visit')}
              />
              <TextInput
                label={t('loyalty.programme.perEuro')}
                description={t('loyalty.programme.perEuroHelp')}
                inputMode="numeric"
                maxLength={2}
                {...form.getInputProps('points_per_euro')}
              />
              <TextInput
                label={t('loyalty.programme.expiry')}
                description={t('loyalty.programme.expiryHelp')}
                inputMode="numeric"
                maxLength={2}
                {...form.getInputProps('expiry_months')}
              />
            </SimpleGrid>
            <FormActions alert={alert} submitting={submitting} submitLabel={t('loyalty.programme.save')} />
          </Stack>
        </form>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
