import { TABLE_NAME_MAX_LENGTH, ZSaveTableRequestSchema, type TAffectedBooking, type TTable } from '@portal/contract';
import { SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/components/load-error';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useDeleteTable, useSaveTable, useTables } from '../api/bookings';
import { BookingsToMove, RefusedChange, useAffectedConfirmation } from './affected-bookings';
import { AddEntryButton, EntryForm, EntryGrid, Section, SettingsEntry } from './settings-parts';

const emptyTable = { id: '', name: '', min_covers: '1', max_covers: '2', online: true };
type TableValues = typeof emptyTable;

function TableForm({
  initial,
  onDone,
  onSaved,
}: {
  initial: TableValues;
  onDone: () => void;
  onSaved: (affected: TAffectedBooking[]) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTable();
  const affected = useAffectedConfirmation();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initial,
    schema: ZSaveTableRequestSchema,
    toRequest: (values: TableValues) => ({ ...values, online: values.online ? '1' : '0' }),
    place: 'app',
    fieldOf: ({ field, code }) =>
      code === 'TABLE_NAME_TAKEN' || code === 'TABLE_NAME_REQUIRED'
        ? 'name'
        : code === 'TABLE_COVERS_INVALID'
          ? field === 'max_covers'
            ? 'max_covers'
            : 'min_covers'
          : field,
    submit: (_data, values) =>
      affected.send((confirm_affected) =>
        save.mutateAsync({ ...values, online: values.online ? '1' : '0', confirm_affected }),
      ),
    successMessage: answerMessage,
    onSuccess: (response) => {
      onSaved(response.affected_bookings ?? []);
      onDone();
    },
  });
  return (
    <EntryForm
      label={t('bookings.settings.tables.formTitle')}
      onSubmit={onSubmit}
      alert={alert}
      submitting={submitting}
      submitLabel={t('bookings.settings.tables.save')}
      onDone={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('bookings.settings.tables.name')}
          maxLength={TABLE_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.tables.minCovers')}
          {...form.getInputProps('min_covers')}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.tables.maxCovers')}
          {...form.getInputProps('max_covers')}
        />
      </SimpleGrid>
      <Switch label={t('bookings.settings.tables.online')} {...form.getInputProps('online', { type: 'checkbox' })} />
      {affected.refused ? (
        <RefusedChange bookings={affected.refused} submitting={submitting} onConfirm={affected.confirmNext} />
      ) : null}
    </EntryForm>
  );
}

/** The restaurant's tables (covers from and to, bookable online or not). */
export function TablesSection() {
  const { t } = useTranslation();
  const tables = useTables();
  const [editing, setEditing] = useState<TableValues | null>(null);
  const [toMove, setToMove] = useState<TAffectedBooking[]>([]);
  const remove = useDeleteTable({ onSuccess: toastCallSuccess, onError: toastCallError });

  async function askRemoval(table: TTable) {
    const confirmed = await confirmAction({
      title: t('bookings.settings.tables.deleteTitle'),
      subject: table.name,
      message: t('bookings.settings.tables.summary', { min: table.min_covers, max: table.max_covers }),
      confirmLabel: t('bookings.settings.services.delete'),
      cancelLabel: t('bookings.settings.services.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(table.id);
  }

  const list = tables.data?.data;
  return (
    <Section id="booking-tables" title={t('bookings.settings.tables.title')}>
      {tables.isError ? (
        <LoadError error={tables.error} onRetry={() => void tables.refetch()} />
      ) : !list ? (
        <Skeleton h={60} />
      ) : (
        <Stack gap="sm">
          {list.length === 0 ? <Text c="dimmed">{t('bookings.settings.tables.empty')}</Text> : null}
          <EntryGrid>
            {list.map((table) => (
              <SettingsEntry
                key={table.id}
                name={table.name}
                summary={[
                  t('bookings.settings.tables.summary', { min: table.min_covers, max: table.max_covers }),
                  ...(table.online ? [] : [t('bookings.settings.tables.offline')]),
                ].join(' · ')}
                editLabel={t('bookings.settings.tables.editNamed', { name: table.name })}
                deleteLabel={t('bookings.settings.tables.deleteNamed', { name: table.name })}
                onEdit={() =>
                  setEditing({
                    id: String(table.id),
                    name: table.name,
                    min_covers: String(table.min_covers),
                    max_covers: String(table.max_covers),
                    online: table.online === 1,
                  })
                }
                onDelete={() => void askRemoval(table)}
              />
            ))}
          </EntryGrid>
          <BookingsToMove bookings={toMove} onDismiss={() => setToMove([])} />
          {editing ? (
            <TableForm
              key={editing.id || 'new'}
              initial={editing}
              onDone={() => setEditing(null)}
              onSaved={setToMove}
            />
          ) : (
            <AddEntryButton label={t('bookings.settings.tables.add')} onClick={() => setEditing(emptyTable)} />
          )}
        </Stack>
      )}
    </Section>
  );
}
