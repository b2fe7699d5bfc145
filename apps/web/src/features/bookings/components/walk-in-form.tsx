import { DEFAULT_COUNTRY, GUEST_NAME_MAX_LENGTH, ZAddWalkInRequestSchema } from '@portal/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { dialDigits } from '@/shared/lib/phone';
import { useAddWalkIn } from '../api/waitlist';

/**
 * A party at the door, added to today's queue: a name, the party, a phone to text when the table
 * is ready (optional) and the wait quoted to them.
 */
export function WalkInForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddWalkIn();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { name: '', covers: '2', country_code: DEFAULT_COUNTRY.dial_code, phone: '', quoted_minutes: '15' },
    schema: ZAddWalkInRequestSchema,
    place: 'app',
    toRequest: (values) => ({ ...values, country_code: dialDigits(values.country_code) }),
    submit: (_data, values) => add.mutateAsync({ ...values, country_code: dialDigits(values.country_code) }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal title={t('bookings.waitlist.form.title')} onClose={onClose} onSubmit={onSubmit}>
      <TextInput
        label={t('bookings.waitlist.form.name')}
        withAsterisk
        autoComplete="off"
        maxLength={GUEST_NAME_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('bookings.waitlist.form.covers')}
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('covers')}
        />
        <TextInput
          label={t('bookings.waitlist.form.quoted')}
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('quoted_minutes')}
        />
      </SimpleGrid>
      <PhoneInput {...phoneFieldsOf(form)} />
      <FormActions alert={alert} submitting={submitting} submitLabel={t('bookings.waitlist.form.submit')} />
    </FormModal>
  );
}
