import { ZSaveTableCombinationRequestSchema, type TFloorTable, type TTableCombination } from '@portal/contract';
import { SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/components/load-error';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useDeleteCombination, useFloorPlan, useSaveCombination } from '../api/floor-plan';
import { AddEntryButton, EntryForm, EntryGrid, Section, SettingsEntry } from './settings-parts';
import { ToggleButtons } from './toggle-buttons';

const emptyCombination = {
  combination_id: '',
  table_ids: [] as string[],
  min_covers: '',
  max_covers: '',
  online: true,
};
type CombinationValues = typeof emptyCombination;

const toRequest = (values: CombinationValues) => ({
  ...values,
  table_ids: values.table_ids.join(','),
  online: values.online ? '1' : '0',
});

function CombinationForm({
  initial,
  tables,
  onDone,
}: {
  initial: CombinationValues;
  tables: readonly TFloorTable[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCombination();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initial,
    schema: ZSaveTableCombinationRequestSchema,
    toRequest,
    place: 'app',
    fieldOf: ({ field, code }) =>
      code === 'COMBINATION_TABLES_INVALID' || code === 'COMBINATION_TAKEN'
        ? 'table_ids'
        : code === 'COMBINATION_COVERS_INVALID'
          ? field === 'max_covers'
            ? 'max_covers'
            : 'min_covers'
          : field,
    submit: (_data, values) => save.mutateAsync(toRequest(values)),
    successMessage: answerMessage,
    onSuccess: onDone,
  });
  return (
    <EntryForm
      label={t('bookings.floor.combinations.formTitle')}
      onSubmit={onSubmit}
      alert={alert}
      submitting={submitting}
      submitLabel={t('bookings.floor.combinations.save')}
      onDone={onDone}
    >
      <ToggleButtons
        label={t('bookings.floor.combinations.tables')}
        options={tables.map((table) => ({ value: String(table.id), label: table.name }))}
        value={form.values.table_ids}
        onChange={(ids) => form.setFieldValue('table_ids', ids)}
        error={form.errors.table_ids}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          inputMode="numeric"
          label={t('bookings.floor.combinations.minCovers')}
          {...form.getInputProps('min_covers')}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.floor.combinations.maxCovers')}
          {...form.getInputProps('max_covers')}
        />
      </SimpleGrid>
      <Switch label={t('bookings.floor.combinations.online')} {...form.getInputProps('online', { type: 'checkbox' })} />
    </EntryForm>
  );
}

/** The tables put together for larger parties (2 to 4 of one area), under the tables. */
export function CombinationsSection() {
  const { t } = useTranslation();
  const plan = useFloorPlan();
  const [editing, setEditing] = useState<CombinationValues | null>(null);
  const remove = useDeleteCombination({ onSuccess: toastCallSuccess, onError: toastCallError });
  const data = plan.data?.data;
  const nameOf = (combination: TTableCombination) =>
    combination.table_ids.map((id) => data?.tables.find((table) => table.id === id)?.name ?? '?').join(' + ');

  async function askRemoval(combination: TTableCombination) {
    const confirmed = await confirmAction({
      title: t('bookings.floor.combinations.deleteTitle'),
      subject: nameOf(combination),
      message: t('bookings.floor.combinations.deleteMessage'),
      confirmLabel: t('bookings.floor.combinations.delete'),
      cancelLabel: t('bookings.floor.combinations.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(combination.id);
  }

  return (
    <Section id="booking-combinations" title={t('bookings.floor.combinations.title')}>
      {plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : !data ? (
        <Skeleton h={60} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('bookings.floor.combinations.intro')}</Text>
          {data.combinations.length === 0 ? <Text c="dimmed">{t('bookings.floor.combinations.empty')}</Text> : null}
          <EntryGrid>
            {data.combinations.map((combination) => (
              <SettingsEntry
                key={combination.id}
                name={nameOf(combination)}
                summary={[
                  t('bookings.floor.combinations.summary', {
                    min: combination.min_covers,
                    max: combination.max_covers,
                  }),
                  ...(combination.online ? [] : [t('bookings.floor.combinations.offline')]),
                ].join(' · ')}
                editLabel={t('bookings.floor.combinations.formTitle') + ' ' + nameOf(combination)}
                deleteLabel={t('bookings.floor.combinations.deleteNamed', { name: nameOf(combination) })}
                onEdit={() =>
                  setEditing({
                    combination_id: String(combination.id),
                    table_ids: combination.table_ids.map(String),
                    min_covers: String(combination.min_covers),
                    max_covers: String(combination.max_covers),
                    online: combination.online === 1,
                  })
                }
                onDelete={() => void askRemoval(combination)}
              />
            ))}
          </EntryGrid>
          {editing ? (
            <CombinationForm
              key={editing.combination_id || 'new'}
              initial={editing}
              tables={data.tables}
              onDone={() => setEditing(null)}
            />
          ) : data.tables.length >= 2 ? (
            <AddEntryButton label={t('bookings.floor.combinations.add')} onClick={() => setEditing(emptyCombination)} />
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
