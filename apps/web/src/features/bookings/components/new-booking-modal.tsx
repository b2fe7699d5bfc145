import {
  BOOKING_NOTE_MAX_LENGTH,
  DEFAULT_COUNTRY,
  GUEST_NAME_MAX_LENGTH,
  ZCreateBookingRequestSchema,
  parisDate,
  parisTime,
} from '@portal/contract';
import { Group, Radio, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { dialDigits } from '@/shared/lib/phone';
import { useCreateBooking } from '../api/bookings';
import { OfferedTimes } from './offered-times';
import { SlotFields, slotFieldOf } from './slot-fields';

/**
 * A booking taken by phone, or a walk-in (seated at once), in a few fields. A refusal (a full
 * slot, a time not offered) shows under its field; what was typed stays.
 */
export function NewBookingModal({ date, onClose }: { date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBooking();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: {
      source: 'phone' as 'phone' | 'walk_in',
      date,
      time: '',
      covers: '2',
      first_name: '',
      last_name: '',
      country_code: DEFAULT_COUNTRY.dial_code,
      phone: '',
      note: '',
    },
    schema: ZCreateBookingRequestSchema,
    place: 'app',
    toRequest: (values) => ({ ...values, country_code: dialDigits(values.country_code) }),
    fieldOf: ({ field, code }) => (code === 'GUEST_NAME_REQUIRED' ? 'last_name' : (slotFieldOf(code) ?? field)),
    submit: (_data, values) =>
      create.mutateAsync({
        source: values.source,
        date: values.date,
        time: values.time,
        covers: values.covers,
        first_name: values.first_name,
        last_name: values.last_name,
        country_code: dialDigits(values.country_code),
        phone: values.phone,
        note: values.note,
      }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  const values = form.getValues();
  return (
    <FormModal title={t('bookings.create.title')} onClose={onClose} onSubmit={onSubmit} size="lg">
      <Radio.Group
        label={t('bookings.create.source')}
        {...form.getInputProps('source')}
        onChange={(source) => {
          form.setFieldValue('source', source as 'phone' | 'walk_in');
          // A walk-in sits down now: today, at this time, unless already typed.
          if (source === 'walk_in') {
            const now = Date.now();
            form.setFieldValue('date', parisDate(now));
            if (!form.getValues().time) form.setFieldValue('time', parisTime(now));
          }
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="phone" label={t('bookings.create.phoneSource')} />
          <Radio value="walk_in" label={t('bookings.create.walkIn')} />
        </Group>
      </Radio.Group>
      <SlotFields
        form={form}
        labels={{
          date: t('bookings.create.date'),
          time: t('bookings.create.time'),
          covers: t('bookings.create.covers'),
        }}
      />
      {values.source === 'phone' ? (
        <OfferedTimes
          date={values.date}
          covers={values.covers}
          time={values.time}
          onPick={(time) => form.setFieldValue('time', time)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('bookings.create.firstName')}
          autoComplete="off"
          maxLength={GUEST_NAME_MAX_LENGTH}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('bookings.create.lastName')}
          withAsterisk
          autoComplete="off"
          maxLength={GUEST_NAME_MAX_LENGTH}
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <PhoneInput {...phoneFieldsOf(form)} />
      <Textarea
        label={t('bookings.create.note')}
        autosize
        minRows={2}
        maxLength={BOOKING_NOTE_MAX_LENGTH}
        {...form.getInputProps('note')}
      />
      <FormActions alert={alert} submitting={submitting} submitLabel={t('bookings.create.submit')} />
    </FormModal>
  );
}
