import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DateField } from '@/shared/components/date-field';
import { TimeField } from '@/shared/components/time-field';

type SlotField = 'date' | 'time' | 'covers';

/** The fields of a form that place a booking: its day, its time and its party. */
interface SlotFormFields {
  getInputProps: (path: SlotField) => GetInputPropsReturnType;
}

/** Day, time and covers on one row, the time focused first (a new booking and a moved one). */
export function SlotFields({ form, labels }: { form: SlotFormFields; labels: Record<SlotField, string> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <DateField label={labels.date} {...form.getInputProps('date')} />
      <TimeField label={labels.time} placeholder="19:30" data-autofocus {...form.getInputProps('time')} />
      <TextInput label={labels.covers} inputMode="numeric" maxLength={2} {...form.getInputProps('covers')} />
    </SimpleGrid>
  );
}

/** Which of the slot fields a refusal belongs under: a day out of range, a slot full or not offered, a party too large. */
export function slotFieldOf(code: string | undefined): SlotField | undefined {
  if (code === 'SLOT_FULL' || code === 'SLOT_NOT_OFFERED' || code?.startsWith('BOOKING_') === true)
    return code === 'BOOKING_DATE_INVALID' || code === 'BOOKING_TOO_FAR' ? 'date' : 'time';
  if (code === 'COVERS_INVALID' || code === 'TABLE_TOO_SMALL') return 'covers';
  return undefined;
}
