import { MAX_SERVICE_SLOTS } from '@portal/contract';
import { Group, Input, Stack } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/shared/components/time-field';
import { UnitInput } from '@/shared/components/unit-input';
import { AddRowButton, RemoveRowButton } from '@/shared/components/list-row-card';
import { FormSection } from './form-section';
import { emptySlot, type ItemFormState } from './item-form-values';

/** The preparation time and the service slots (1 to 3, each an opening and a closing time). */
export function ServiceSection({ form }: { form: ItemFormState }) {
  const { t } = useTranslation();
  const slots = form.values.slots;
  // One message for the whole list, under it; each time field is only marked.
  const slotsInError = Boolean(form.errors.slots);

  return (
    <FormSection title={t('menu.itemForm.sectionService')}>
      <Stack gap="md">
        <UnitInput
          label={t('menu.itemForm.preparationTime')}
          placeholder="15"
          inputMode="numeric"
          maw={{ sm: 260 }}
          unit="min"
          rightSectionWidth={44}
          {...form.getInputProps('preparation_time')}
        />
        <Input.Wrapper
          label={t('menu.itemForm.serviceHours')}
          description={t('menu.itemForm.serviceHoursHint', { max: MAX_SERVICE_SLOTS })}
          error={form.errors.slots}
        >
          <Stack gap="sm" mt="xs">
            {slots.map((slot, index) => (
              <Group key={slot.key} gap="sm" align="flex-end" wrap="nowrap">
                {(
                  [
                    ['open', t('menu.itemForm.slotOpenShort'), t('menu.itemForm.slotOpen', { n: index + 1 })],
                    ['close', t('menu.itemForm.slotCloseShort'), t('menu.itemForm.slotClose', { n: index + 1 })],
                  ] as const
                ).map(([end, label, fullLabel]) => (
                  <TimeField
                    key={end}
                    label={label}
                    aria-label={fullLabel}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`slots.${index}.${end}`)}
                    error={slotsInError}
                  />
                ))}
                <RemoveRowButton
                  label={t('menu.itemForm.removeSlot', { n: index + 1 })}
                  disabled={slots.length <= 1}
                  onRemove={() => form.removeListItem('slots', index)}
                />
              </Group>
            ))}
            <AddRowButton
              label={t('menu.itemForm.addSlot')}
              icon={<IconClockPlus size={18} aria-hidden />}
              full={slots.length >= MAX_SERVICE_SLOTS}
              onAdd={() => form.insertListItem('slots', emptySlot())}
            />
          </Stack>
        </Input.Wrapper>
      </Stack>
    </FormSection>
  );
}
