import { MAX_SERVICE_SLOTS } from '@portal/contract';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconClockPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import actionIcon from '@/shared/components/action-icon.module.css';
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
        <TextInput
          label={t('menu.itemForm.preparationTime')}
          placeholder="15"
          inputMode="numeric"
          autoComplete="off"
          maw={{ sm: 260 }}
          rightSection={
            <Text size="sm" c="dimmed">
              min
            </Text>
          }
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
                <TextInput
                  type="time"
                  label={t('menu.itemForm.slotOpenShort')}
                  aria-label={t('menu.itemForm.slotOpen', { n: index + 1 })}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`slots.${index}.open`)}
                  error={slotsInError}
                />
                <TextInput
                  type="time"
                  label={t('menu.itemForm.slotCloseShort')}
                  aria-label={t('menu.itemForm.slotClose', { n: index + 1 })}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`slots.${index}.close`)}
                  error={slotsInError}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={t('menu.itemForm.removeSlot', { n: index + 1 })}
                  className={actionIcon.quiet}
                  disabled={slots.length <= 1}
                  onClick={() => form.removeListItem('slots', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="sm"
                leftSection={<IconClockPlus size={18} aria-hidden />}
                disabled={slots.length >= MAX_SERVICE_SLOTS}
                onClick={() => form.insertListItem('slots', emptySlot())}
              >
                {t('menu.itemForm.addSlot')}
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
      </Stack>
    </FormSection>
  );
}
