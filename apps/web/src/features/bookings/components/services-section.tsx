import {
  SERVICE_NAME_MAX_LENGTH,
  ZSaveServiceRequestSchema,
  type TAffectedBooking,
  type TService,
} from '@portal/contract';
import { SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useDeleteService, useSaveService, useServices } from '../api/bookings';
import { BookingsToMove, RefusedChange, useAffectedConfirmation } from './affected-bookings';
import { serviceName } from './service-name';
import { AddEntryButton, EntryForm, Section, SettingsEntry } from './settings-parts';
import { SlotsPreview } from './slots-preview';
import { ToggleButtons } from './toggle-buttons';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

const emptyService = {
  id: '',
  fr_name: '',
  name: '',
  weekdays: [] as string[],
  first_slot: '',
  last_slot: '',
  capacity_covers: '',
  pacing_covers: '',
};
type ServiceValues = typeof emptyService;

function serviceValues(service: TService): ServiceValues {
  return {
    id: String(service.id),
    fr_name: service.fr_name,
    name: service.name,
    weekdays: service.weekdays.map(String),
    first_slot: service.first_slot,
    last_slot: service.last_slot,
    capacity_covers: String(service.capacity_covers),
    pacing_covers: service.pacing_covers === null ? '' : String(service.pacing_covers),
  };
}

function ServiceForm({
  initial,
  onDone,
  onSaved,
}: {
  initial: ServiceValues;
  onDone: () => void;
  onSaved: (affected: TAffectedBooking[]) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveService();
  const affected = useAffectedConfirmation();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initial,
    schema: ZSaveServiceRequestSchema,
    place: 'app',
    fieldOf: ({ field, code }) =>
      code === 'SERVICE_OUTSIDE_HOURS' || code === 'SERVICE_OVERLAP' || code === 'SERVICE_SLOTS_INVALID'
        ? 'first_slot'
        : code === 'SERVICE_NAME_REQUIRED'
          ? 'fr_name'
          : field,
    submit: (_data, values) =>
      affected.send((confirm_affected) =>
        save.mutateAsync({ ...values, weekdays: values.weekdays.join(','), confirm_affected }),
      ),
    successMessage: answerMessage,
    onSuccess: (response) => {
      onSaved(response.affected_bookings ?? []);
      onDone();
    },
  });
  return (
    <EntryForm
      label={t('bookings.settings.services.formTitle')}
      onSubmit={onSubmit}
      alert={alert}
      submitting={submitting}
      submitLabel={t('bookings.settings.services.save')}
      onDone={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('bookings.settings.services.frName')}
          maxLength={SERVICE_NAME_MAX_LENGTH}
          {...form.getInputProps('fr_name')}
        />
        <TextInput
          label={t('bookings.settings.services.enName')}
          maxLength={SERVICE_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
      </SimpleGrid>
      <ToggleButtons
        label={t('bookings.settings.services.weekdays')}
        options={WEEKDAYS.map((day) => ({ value: day, label: t(`bookings.weekdays.${day}`) }))}
        value={form.values.weekdays}
        onChange={(days) => form.setFieldValue('weekdays', days)}
        error={form.errors.weekdays}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('bookings.settings.services.firstSlot')}
          placeholder="12:00"
          maxLength={5}
          {...form.getInputProps('first_slot')}
        />
        <TextInput
          label={t('bookings.settings.services.lastSlot')}
          placeholder="13:30"
          maxLength={5}
          {...form.getInputProps('last_slot')}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.services.capacity')}
          {...form.getInputProps('capacity_covers')}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.services.pacing')}
          {...form.getInputProps('pacing_covers')}
        />
      </SimpleGrid>
      {affected.refused ? (
        <RefusedChange bookings={affected.refused} submitting={submitting} onConfirm={affected.confirmNext} />
      ) : null}
    </EntryForm>
  );
}

/** The restaurant's services (days, first and last arrival, capacity), with the preview of its times. */
export function ServicesSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const services = useServices();
  const [editing, setEditing] = useState<ServiceValues | null>(null);
  const [toMove, setToMove] = useState<TAffectedBooking[]>([]);
  const remove = useDeleteService({ onSuccess: toastCallSuccess, onError: toastCallError });
  const nameOf = (service: TService) => serviceName(service, locale);
  const summaryOf = (service: TService) =>
    [
      service.weekdays.map((day) => t(`bookings.weekdays.${String(day) as (typeof WEEKDAYS)[number]}`)).join(' '),
      t('bookings.settings.services.summary', {
        first: service.first_slot,
        last: service.last_slot,
        capacity: service.capacity_covers,
      }),
    ].join(' · ');

  async function askRemoval(service: TService) {
    const confirmed = await confirmAction({
      title: t('bookings.settings.services.deleteTitle'),
      subject: nameOf(service),
      message: t('bookings.settings.services.deleteText'),
      confirmLabel: t('bookings.settings.services.delete'),
      cancelLabel: t('bookings.settings.services.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(service.id);
  }

  const list = services.data?.data;
  return (
    <Section id="booking-services" title={t('bookings.settings.services.title')}>
      {services.isError ? (
        <LoadError error={services.error} onRetry={() => void services.refetch()} />
      ) : !list ? (
        <Skeleton h={60} />
      ) : (
        <Stack gap="sm">
          {list.length === 0 ? <Text c="dimmed">{t('bookings.settings.services.empty')}</Text> : null}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((service) => (
              <SettingsEntry
                key={service.id}
                name={nameOf(service)}
                summary={summaryOf(service)}
                editLabel={t('bookings.settings.services.editNamed', { name: nameOf(service) })}
                deleteLabel={t('bookings.settings.services.deleteNamed', { name: nameOf(service) })}
                onEdit={() => setEditing(serviceValues(service))}
                onDelete={() => void askRemoval(service)}
              />
            ))}
          </Stack>
          <BookingsToMove bookings={toMove} onDismiss={() => setToMove([])} />
          {editing ? (
            <ServiceForm
              key={editing.id || 'new'}
              initial={editing}
              onDone={() => setEditing(null)}
              onSaved={setToMove}
            />
          ) : (
            <AddEntryButton label={t('bookings.settings.services.add')} onClick={() => setEditing(emptyService)} />
          )}
          <SlotsPreview />
        </Stack>
      )}
    </Section>
  );
}
