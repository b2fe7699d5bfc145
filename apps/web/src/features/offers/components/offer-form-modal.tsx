import {
  OFFER_APPLIES_TO,
  OFFER_NAME_MAX_LENGTH,
  OFFER_PERCENTS,
  type TOffer,
  ZSaveOfferRequestSchema,
  addDays,
  parisDate,
} from '@portal/contract';
import { Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/components/date-field';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { TimeField } from '@/shared/components/time-field';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveOffer } from '../api/offers';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function initialValues(offer: TOffer | null) {
  // A new offer starts today, in Paris.
  const today = parisDate(Date.now());
  return {
    offer_id: offer ? String(offer.id) : '',
    name: offer?.name ?? '',
    percent: String(offer?.percent ?? 20),
    applies_to: offer?.applies_to ?? 'food',
    weekdays: offer ? offer.weekdays.map(String) : ['1', '2', '3', '4'],
    first_slot: offer?.first_slot ?? '19:00',
    last_slot: offer?.last_slot ?? '19:30',
    valid_from: offer?.valid_from ?? today,
    valid_to: offer?.valid_to ?? addDays(today, 30),
    max_covers_per_slot: String(offer?.max_covers_per_slot ?? 10),
    min_party: String(offer?.min_party ?? 2),
  };
}

/**
 * Creates or changes an offer: the discount and what it applies to, the days, the first and last
 * arrival, the dates, the covers per slot and the minimum party. A refusal shows under its field;
 * what was typed stays.
 */
export function OfferFormModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOffer();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initialValues(offer),
    schema: ZSaveOfferRequestSchema,
    place: 'app',
    submit: (_data, values) => save.mutateAsync({ ...values, weekdays: values.weekdays.join(',') }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal
      title={offer ? t('offers.form.editTitle') : t('offers.form.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      size="lg"
    >
      <TextInput
        label={t('offers.form.name')}
        maxLength={OFFER_NAME_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('offers.form.percent')}
          data={OFFER_PERCENTS.map((percent) => ({
            value: String(percent),
            label: t('offers.badge', { percent }),
          }))}
          {...form.getInputProps('percent')}
        />
        <NativeSelect
          label={t('offers.form.appliesTo')}
          data={OFFER_APPLIES_TO.map((value) => ({ value, label: t(`offers.appliesTo.${value}`) }))}
          {...form.getInputProps('applies_to')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('offers.form.weekdays')}
        value={form.values.weekdays}
        onChange={(days) => form.setFieldValue('weekdays', days)}
        error={form.errors.weekdays}
      >
        <Group gap="md" mt={6}>
          {WEEKDAYS.map((day) => (
            <Checkbox key={day} value={day} label={t(`offers.weekdays.${day}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <TimeField label={t('offers.form.firstSlot')} placeholder="19:00" {...form.getInputProps('first_slot')} />
        <TimeField label={t('offers.form.lastSlot')} placeholder="20:00" {...form.getInputProps('last_slot')} />
        <DateField label={t('offers.form.validFrom')} {...form.getInputProps('valid_from')} />
        <DateField label={t('offers.form.validTo')} {...form.getInputProps('valid_to')} />
        <TextInput
          label={t('offers.form.cap')}
          description={t('offers.form.capHelp')}
          inputMode="numeric"
          maxLength={4}
          {...form.getInputProps('max_covers_per_slot')}
        />
        <TextInput
          label={t('offers.form.minParty')}
          inputMode="numeric"
          maxLength={2}
          {...form.getInputProps('min_party')}
        />
      </SimpleGrid>
      <FormActions alert={alert} submitting={submitting} submitLabel={t('offers.form.save')} />
    </FormModal>
  );
}
