import {
  MAX_DURATION_RULES,
  SERVICE_NAME_MAX_LENGTH,
  TABLE_NAME_MAX_LENGTH,
  ZSaveReservationSettingsRequestSchema,
  ZSaveServiceRequestSchema,
  ZSaveTableRequestSchema,
  can,
  centsToEuros,
  type Locale,
  type TReservationSettings,
  type TService,
  type TTable,
} from '@portal/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconEdit, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { LoadError } from '@/shared/components/load-error';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { useRole, useUserdata } from '@/shared/hooks/use-session';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { priceInputValue } from '@/shared/lib/money';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import {
  useAvailability,
  useDeleteService,
  useDeleteTable,
  useReservationSettings,
  useSaveReservationSettings,
  useSaveService,
  useSaveTable,
  useServices,
  useTables,
} from '../api/bookings';
import { parisDate } from './booking-dates';
import { ToggleButtons } from './toggle-buttons';
import { serviceName } from './service-name';

/** The bookings screens' own texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/* ---------- the settings ---------- */

function settingsValues(settings: TReservationSettings, locale: Locale) {
  return {
    enabled: settings.enabled === 1,
    slot_minutes: String(settings.slot_minutes),
    min_notice_minutes: String(settings.min_notice_minutes),
    max_advance_days: String(settings.max_advance_days),
    max_party_online: String(settings.max_party_online),
    duration_minutes: String(settings.duration_minutes),
    durations_by_party: settings.durations_by_party.map((rule) => ({
      max_covers: String(rule.max_covers),
      minutes: String(rule.minutes),
    })),
    auto_confirm_max_covers: settings.auto_confirm_max_covers === null ? '' : String(settings.auto_confirm_max_covers),
    // As prices are typed elsewhere: "0,00" in French.
    imprint_per_cover: priceInputValue(centsToEuros(settings.imprint_per_cover_cents), locale),
    imprint_min_party: String(settings.imprint_min_party),
  };
}
type SettingsValues = ReturnType<typeof settingsValues>;

function SettingsForm({ settings }: { settings: TReservationSettings }) {
  const { t } = useTranslation();
  const role = useRole();
  const locale = useLocale();
  const owner = can(role, 'legal');
  const save = useSaveReservationSettings();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: settingsValues(settings, locale),
    schema: ZSaveReservationSettingsRequestSchema,
    toRequest: (values: SettingsValues) => ({ ...values, enabled: values.enabled ? '1' : '0' }),
    place: 'app',
    submit: (_data, values) =>
      save.mutateAsync({
        ...values,
        enabled: values.enabled ? '1' : '0',
        durations_by_party: JSON.stringify(
          values.durations_by_party.map((rule) => ({
            max_covers: Number(rule.max_covers),
            minutes: Number(rule.minutes),
          })),
        ),
      }),
    successMessage: answerMessage,
  });
  const rules = form.values.durations_by_party;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Switch label={t('bookings.settings.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Radio.Group label={t('bookings.settings.form.slot')} {...form.getInputProps('slot_minutes')}>
          <Group gap="lg" mt={6}>
            <Radio value="15" label={t('bookings.settings.form.slot15')} />
            <Radio value="30" label={t('bookings.settings.form.slot30')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.notice')}
            {...form.getInputProps('min_notice_minutes')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.advance')}
            {...form.getInputProps('max_advance_days')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.maxParty')}
            {...form.getInputProps('max_party_online')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.duration')}
            {...form.getInputProps('duration_minutes')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.autoConfirm')}
            {...form.getInputProps('auto_confirm_max_covers')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('bookings.settings.form.durations')}
          </Text>
          {rules.map((_rule, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                inputMode="numeric"
                label={t('bookings.settings.form.durationUpTo')}
                style={{ flex: 1 }}
                {...form.getInputProps(`durations_by_party.${index}.max_covers`)}
              />
              <TextInput
                inputMode="numeric"
                label={t('bookings.settings.form.durationMinutes')}
                style={{ flex: 1 }}
                {...form.getInputProps(`durations_by_party.${index}.minutes`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('bookings.settings.form.removeDuration')}
                onClick={() => form.removeListItem('durations_by_party', index)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.durations_by_party ? (
            <Text size="sm" c="red.8">
              {form.errors.durations_by_party}
            </Text>
          ) : null}
          {rules.length < MAX_DURATION_RULES ? (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('durations_by_party', { max_covers: '', minutes: '' })}
              >
                {t('bookings.settings.form.addDuration')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            inputMode="decimal"
            label={t('bookings.settings.form.imprint')}
            readOnly={!owner}
            description={owner ? undefined : t('bookings.settings.form.imprintOwnerOnly')}
            {...form.getInputProps('imprint_per_cover')}
          />
          <TextInput
            inputMode="numeric"
            label={t('bookings.settings.form.imprintMinParty')}
            readOnly={!owner}
            {...form.getInputProps('imprint_min_party')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-6}>
          {t('bookings.settings.form.imprintNotYet')}
        </Text>
        <FormAlert pair={alert} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('bookings.settings.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/* ---------- the services ---------- */

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

function ServiceForm({ initial, onDone }: { initial: ServiceValues; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveService();
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
    submit: (_data, values) => save.mutateAsync({ ...values, weekdays: values.weekdays.join(',') }),
    successMessage: answerMessage,
    onSuccess: onDone,
  });
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={onSubmit} noValidate aria-label={t('bookings.settings.services.formTitle')}>
        <Stack gap="sm">
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
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('bookings.settings.services.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('bookings.settings.services.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The bookable times of a chosen day for a party, as guests see them (the public call). */
function SlotsPreview() {
  const { t } = useTranslation();
  const publicId = useUserdata()?.public_id;
  const [date, setDate] = useState(() => parisDate(Date.now()));
  const [covers, setCovers] = useState('2');
  const party = Math.max(1, Math.min(50, Number(covers) || 2));
  const availability = useAvailability(publicId, date, party);
  const slots = availability.data?.data?.slots;
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        {t('bookings.settings.preview.title')}
      </Title>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('bookings.settings.preview.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.preview.covers')}
          value={covers}
          maxLength={2}
          onChange={(e) => setCovers(e.currentTarget.value)}
          w={110}
        />
      </Group>
      {availability.isError && isApiError(availability.error) && availability.error.kind === 'business' ? (
        // The server's refusal is what guests read too (bookings off, restaurant not listed): it
        // is the preview, not a failure of the screen.
        <Text size="sm" c="dimmed">
          <PairText pair={availability.error.pair} />
        </Text>
      ) : availability.isError ? (
        <LoadError error={availability.error} onRetry={() => void availability.refetch()} />
      ) : !slots ? (
        publicId ? (
          <Skeleton h={32} />
        ) : null
      ) : slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookings.settings.preview.none')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('bookings.settings.preview.title')}
        >
          {slots.map((slot) => (
            <Badge
              key={slot.time}
              component="li"
              variant={slot.available ? 'light' : 'outline'}
              color={slot.available ? 'teal' : 'gray'}
              tt="none"
              size="lg"
            >
              {slot.available ? slot.time : `${slot.time} · ${t('bookings.settings.preview.full')}`}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * One service or table in its list: its name, what it holds, and the buttons that edit and delete
 * it, each named after it. The buttons stay on the name's line; a long name or summary wraps.
 */
function SettingsEntry(props: {
  name: string;
  summary: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={props.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {props.name}
          </Text>
          <Text size="sm" c="dimmed">
            {props.summary}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size={36} aria-label={props.editLabel} onClick={props.onEdit}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size={36} aria-label={props.deleteLabel} onClick={props.onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** Opens the form of a new service or table. */
function AddEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}

function ServicesSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const services = useServices();
  const [editing, setEditing] = useState<ServiceValues | null>(null);
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
          {editing ? (
            <ServiceForm key={editing.id || 'new'} initial={editing} onDone={() => setEditing(null)} />
          ) : (
            <AddEntryButton label={t('bookings.settings.services.add')} onClick={() => setEditing(emptyService)} />
          )}
          <SlotsPreview />
        </Stack>
      )}
    </Section>
  );
}

/* ---------- the tables ---------- */

const emptyTable = { id: '', name: '', min_covers: '1', max_covers: '2', online: true };
type TableValues = typeof emptyTable;

function TableForm({ initial, onDone }: { initial: TableValues; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTable();
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
    submit: (_data, values) => save.mutateAsync({ ...values, online: values.online ? '1' : '0' }),
    successMessage: answerMessage,
    onSuccess: onDone,
  });
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={onSubmit} noValidate aria-label={t('bookings.settings.tables.formTitle')}>
        <Stack gap="sm">
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
          <Switch
            label={t('bookings.settings.tables.online')}
            {...form.getInputProps('online', { type: 'checkbox' })}
          />
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('bookings.settings.services.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('bookings.settings.tables.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TablesSection() {
  const { t } = useTranslation();
  const tables = useTables();
  const [editing, setEditing] = useState<TableValues | null>(null);
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
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
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
          </SimpleGrid>
          {editing ? (
            <TableForm key={editing.id || 'new'} initial={editing} onDone={() => setEditing(null)} />
          ) : (
            <AddEntryButton label={t('bookings.settings.tables.add')} onClick={() => setEditing(emptyTable)} />
          )}
        </Stack>
      )}
    </Section>
  );
}

/** /bookings/settings (owner, manager): the settings, the services with a preview, the tables. */
export function BookingSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('bookings.settings.title')} · ${t('app.name')}`);
  const settings = useReservationSettings();
  const data = settings.data?.data;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Anchor component={Link} to={paths.bookings.getHref()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('bookings.settings.back')}
          </Group>
        </Anchor>
        <Title order={1} size="h2" mt={4}>
          {t('bookings.settings.title')}
        </Title>
      </div>
      <Section id="booking-settings" title={t('bookings.settings.form.title')}>
        {settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : !data ? (
          <Skeleton h={240} />
        ) : (
          <SettingsForm settings={data} />
        )}
      </Section>
      <ServicesSection />
      <TablesSection />
    </Stack>
  );
}
