import {
  CLOSURE_REASON_MAX_LENGTH,
  MAX_CLOSURES,
  MAX_SERVICE_SLOTS,
  PREPARATION_TIME_MAX_MINUTES,
} from '@portal/contract';
import { ActionIcon, Box, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/components/date-field';
import { UnitInput } from '@/shared/components/unit-input';
import actionIcon from '@/shared/components/action-icon.module.css';
import { useLocale } from '@/shared/hooks/use-locale';
import { AccountSection } from './account-section';
import { emptyClosure, type AccountFormState, type DayMode } from './account-form-values';
import { ListGroup } from './list-group';
import { TimeSlotRows } from './time-slot-rows';
import { capitalized, weekdayName } from './weekday-names';

/** Each weekday: the usual hours, closed, or its own slots. */
function WeeklyHours({ form }: { form: AccountFormState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const error = form.errors.weekly_hours;
  const modes: Array<{ value: DayMode; label: string }> = [
    { value: 'usual', label: t('account.hours.modeUsual') },
    { value: 'closed', label: t('account.hours.modeClosed') },
    { value: 'own', label: t('account.hours.modeOwn') },
  ];

  return (
    <ListGroup
      id="account-weekly"
      title={t('account.hours.weekly')}
      description={t('account.hours.weeklyHint')}
      error={error}
    >
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {form.values.weekly_hours.map((day, index) => {
          const name = weekdayName(day.weekday, locale);
          return (
            <Box
              key={day.weekday}
              px="sm"
              py={8}
              bg={day.mode === 'usual' ? undefined : 'gray.0'}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text fw={600} component="label" htmlFor={`account-day-${day.weekday}`} style={{ minWidth: 0 }}>
                  {capitalized(name)}
                </Text>
                <NativeSelect
                  id={`account-day-${day.weekday}`}
                  data={modes}
                  w={{ base: 200, sm: 220 }}
                  style={{ flexShrink: 0 }}
                  {...form.getInputProps(`weekly_hours.${index}.mode`)}
                  error={day.mode === 'own' && Boolean(error)}
                />
              </Group>
              {day.mode === 'own' && (
                <Box mt="sm">
                  <TimeSlotRows
                    form={form}
                    path={`weekly_hours.${index}.slots`}
                    slots={day.slots}
                    day={name}
                    invalid={Boolean(error)}
                  />
                </Box>
              )}
            </Box>
          );
        })}
      </Paper>
    </ListGroup>
  );
}

/** Date ranges when the restaurant is closed (holidays, works), each with its reason. */
function Closures({ form }: { form: AccountFormState }) {
  const { t } = useTranslation();
  const closures = form.values.closures;
  const error = form.errors.closures;

  return (
    <ListGroup
      id="account-closures"
      title={t('account.hours.closures')}
      description={t('account.hours.closuresHint')}
      error={error}
    >
      <Stack gap="sm">
        {closures.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('account.hours.noClosure')}
          </Text>
        )}
        {closures.map((closure, index) => (
          <Paper key={closure.key} withBorder radius="md" p="sm">
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <Group gap="sm" align="flex-end" style={{ flex: 1, minWidth: 0 }}>
                <DateField
                  label={t('account.hours.closureStart')}
                  aria-label={t('account.hours.closureStartOf', { n: index + 1 })}
                  style={{ flex: '1 1 140px' }}
                  {...form.getInputProps(`closures.${index}.start_date`)}
                  error={Boolean(error)}
                />
                <DateField
                  label={t('account.hours.closureEnd')}
                  aria-label={t('account.hours.closureEndOf', { n: index + 1 })}
                  style={{ flex: '1 1 140px' }}
                  {...form.getInputProps(`closures.${index}.end_date`)}
                  error={Boolean(error)}
                />
                <TextInput
                  label={t('account.hours.closureReason')}
                  aria-label={t('account.hours.closureReasonOf', { n: index + 1 })}
                  placeholder={t('account.hours.closureReasonPlaceholder')}
                  maxLength={CLOSURE_REASON_MAX_LENGTH}
                  style={{ flex: '2 1 200px' }}
                  {...form.getInputProps(`closures.${index}.reason`)}
                  error={Boolean(error)}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('account.hours.removeClosure', { n: index + 1 })}
                className={actionIcon.quiet}
                onClick={() => form.removeListItem('closures', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            disabled={closures.length >= MAX_CLOSURES}
            onClick={() => form.insertListItem('closures', emptyClosure())}
          >
            {t('account.hours.addClosure')}
          </Button>
        </Group>
      </Stack>
    </ListGroup>
  );
}

/** Preparation time, the usual slots, the days that differ and the exceptional closures. */
export function HoursSection({ form }: { form: AccountFormState }) {
  const { t } = useTranslation();
  return (
    <AccountSection id="account-hours" title={t('account.hours.title')}>
      <Stack gap="xl">
        <UnitInput
          label={t('account.hours.preparationTime')}
          description={t('account.hours.preparationTimeHint', { max: PREPARATION_TIME_MAX_MINUTES })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="20"
          inputMode="numeric"
          maw={{ sm: 320 }}
          unit="min"
          rightSectionWidth={44}
          {...form.getInputProps('preprationTime')}
        />
        <ListGroup
          id="account-usual-hours"
          title={t('account.hours.usual')}
          description={t('account.hours.usualHint', { max: MAX_SERVICE_SLOTS })}
          error={form.errors.slots}
        >
          <TimeSlotRows form={form} path="slots" slots={form.values.slots} invalid={Boolean(form.errors.slots)} />
        </ListGroup>
        <WeeklyHours form={form} />
        <Closures form={form} />
      </Stack>
    </AccountSection>
  );
}
