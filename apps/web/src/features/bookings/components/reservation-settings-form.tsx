import {
  formatPrice,
  FREE_CHANGE_HOURS,
  GUARANTEE_HOLD_MINUTES,
  parsePrice,
  MAX_DURATION_RULES,
  ZSaveReservationSettingsRequestSchema,
  can,
  formatAmount,
  type Locale,
  type TReservationSettings,
} from '@portal/contract';
import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveReservationSettings } from '../api/bookings';

/** What a guest is told and asked about the card, from the amounts as typed. */
function ImprintAsGuestsSee({ perCover, minParty }: { perCover: string; minParty: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cents = parsePrice(perCover);
  if (cents === null || cents <= 0) return t('bookings.settings.form.imprintNone');
  return t('bookings.settings.form.imprintGuest', {
    amount: formatPrice(cents, locale),
    minParty: Math.max(1, Number.parseInt(minParty, 10) || 1),
    holdMinutes: GUARANTEE_HOLD_MINUTES,
    hours: FREE_CHANGE_HOURS,
  });
}

function settingsValues(settings: TReservationSettings, locale: Locale) {
  return {
    enabled: settings.enabled === 1,
    slot_minutes: String(settings.slot_minutes),
    min_notice_minutes: String(settings.min_notice_minutes),
    max_advance_days: String(settings.max_advance_days),
    max_party_online: String(settings.max_party_online),
    duration_minutes: String(settings.duration_minutes),
    durations_by_party: settings.durations_by_party.map((rule) => ({
      max_covers: String(rule.max_covers),
      minutes: String(rule.minutes),
    })),
    auto_confirm_max_covers: settings.auto_confirm_max_covers === null ? '' : String(settings.auto_confirm_max_covers),
    // As prices are typed elsewhere: "0,00" in French.
    imprint_per_cover: formatAmount(settings.imprint_per_cover_cents, locale),
    imprint_min_party: String(settings.imprint_min_party),
  };
}
type SettingsValues = ReturnType<typeof settingsValues>;

/**
 * The restaurant's booking rules: on or off, the slots, notice, advance, party sizes, durations
 * (by party size too), automatic confirmation, and the card imprint (the owner's to change).
 */
export function ReservationSettingsForm({ settings }: { settings: TReservationSettings }) {
  const { t } = useTranslation();
  const role = useRole();
  const locale = useLocale();
  const owner = can(role, 'legal');
  const save = useSaveReservationSettings();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: settingsValues(settings, locale),
    schema: ZSaveReservationSettingsRequestSchema,
    toRequest: (values: SettingsValues) => ({ ...values, enabled: values.enabled ? '1' : '0' }),
    place: 'app',
    submit: (_data, values) =>
      save.mutateAsync({
        ...values,
        enabled: values.enabled ? '1' : '0',
        durations_by_party: JSON.stringify(
          values.durations_by_party.map((rule) => ({
            max_covers: Number(rule.max_covers),
            minutes: Number(rule.minutes),
          })),
        ),
      }),
    successMessage: answerMessage,
  });
  const rules = form.values.durations_by_party;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Switch label={t('bookings.settings.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Radio.Group label={t('bookings.settings.form.slot')} {...form.getInputProps('slot_minutes')}>
          <Group gap="lg" mt={6}>
            <Radio value="15" label={t('bookings.settings.form.slot15')} />
            <Radio value="30" label={t('bookings.settings.form.slot30')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.notice')}
            {...form.getInputProps('min_notice_minutes')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.advance')}
            {...form.getInputProps('max_advance_days')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.maxParty')}
            {...form.getInputProps('max_party_online')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.duration')}
            {...form.getInputProps('duration_minutes')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.autoConfirm')}
            {...form.getInputProps('auto_confirm_max_covers')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('bookings.settings.form.durations')}
          </Text>
          {rules.map((_rule, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                inputMode="numeric"
                label={t('bookings.settings.form.durationUpTo')}
                style={{ flex: 1 }}
                {...form.getInputProps(`durations_by_party.${index}.max_covers`)}
              />
              <TextInput
                inputMode="numeric"
                label={t('bookings.settings.form.durationMinutes')}
                style={{ flex: 1 }}
                {...form.getInputProps(`durations_by_party.${index}.minutes`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('bookings.settings.form.removeDuration')}
                onClick={() => form.removeListItem('durations_by_party', index)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.durations_by_party ? (
            <Text size="sm" c="red.8">
              {form.errors.durations_by_party}
            </Text>
          ) : null}
          {rules.length < MAX_DURATION_RULES ? (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('durations_by_party', { max_covers: '', minutes: '' })}
              >
                {t('bookings.settings.form.addDuration')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            inputMode="decimal"
            label={t('bookings.settings.form.imprint')}
            readOnly={!owner}
            description={owner ? undefined : t('bookings.settings.form.imprintOwnerOnly')}
            {...form.getInputProps('imprint_per_cover')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.imprintMinParty')}
            readOnly={!owner}
            {...form.getInputProps('imprint_min_party')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-6}>
          <ImprintAsGuestsSee perCover={form.values.imprint_per_cover} minParty={form.values.imprint_min_party} />
        </Text>
        <FormActions alert={alert} submitting={submitting} submitLabel={t('bookings.settings.form.save')} />
      </Stack>
    </form>
  );
}
