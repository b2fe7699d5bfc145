import { MAX_SERVICE_SLOTS } from '@portal/contract';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconClockPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import actionIcon from '@/shared/components/action-icon.module.css';
import { TimeField } from '@/shared/components/time-field';
import { emptySlot, type AccountFormState, type TimeSlotValue } from './account-form-values';

type SlotsPath = 'slots' | `weekly_hours.${number}.slots`;

/**
 * Opening slots (1 to 3 rows of an opening and a closing time), added and removed by row. `day`
 * names the weekday in the inputs' and buttons' accessible names when the rows are that day's.
 */
export function TimeSlotRows({
  form,
  path,
  slots,
  day,
  invalid,
}: {
  form: AccountFormState;
  path: SlotsPath;
  slots: TimeSlotValue[];
  day?: string;
  /** The list has a problem: every time field is marked (the message is under the list). */
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const named = (text: string) => (day ? t('account.hours.ofDay', { text, day }) : text);

  return (
    <Stack gap="sm">
      {slots.map((slot, index) => (
        <Group key={slot.key} gap="sm" align="flex-end" wrap="nowrap">
          <TimeField
            label={t('account.hours.slotOpenShort')}
            aria-label={named(t('account.hours.slotOpen', { n: index + 1 }))}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`${path}.${index}.open`)}
            error={invalid}
          />
          <TimeField
            label={t('account.hours.slotCloseShort')}
            aria-label={named(t('account.hours.slotClose', { n: index + 1 }))}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`${path}.${index}.close`)}
            error={invalid}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label={named(t('account.hours.removeSlot', { n: index + 1 }))}
            className={actionIcon.quiet}
            disabled={slots.length <= 1}
            onClick={() => form.removeListItem(path, index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        {/* The light variant's text (brand.8) reads 4.4:1 on its tint: one shade darker (5.5:1),
            through the variable the disabled state still overrides. */}
        <Button
          variant="light"
          vars={() => ({ root: { '--button-color': 'var(--mantine-color-brand-9)' } })}
          size="sm"
          leftSection={<IconClockPlus size={18} aria-hidden />}
          aria-label={day ? named(t('account.hours.addSlot')) : undefined}
          disabled={slots.length >= MAX_SERVICE_SLOTS}
          onClick={() => form.insertListItem(path, emptySlot())}
        >
          {t('account.hours.addSlot')}
        </Button>
      </Group>
    </Stack>
  );
}
