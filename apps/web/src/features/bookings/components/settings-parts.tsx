import type { MessagePair } from '@portal/contract';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';

/* The parts the booking settings' sections share: the section, an entry of a list, its form. */

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * One service or table in its list: its name, what it holds, and the buttons that edit and delete
 * it, each named after it. The buttons stay on the name's line; a long name or summary wraps.
 */
export function SettingsEntry(props: {
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

/** The entries of a list in a grid: one column on a phone, up to three on a wide screen. */
export function EntryGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </SimpleGrid>
  );
}

/** Opens the form of a new service or table. */
export function AddEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}

/** The form of a new or changed service or table, below the list: its fields, then cancel and save. */
export function EntryForm({
  label,
  onSubmit,
  alert,
  submitting,
  submitLabel,
  onDone,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: MessagePair | null;
  submitting: boolean;
  submitLabel: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="sm">
          {children}
          <FormActions
            alert={alert}
            submitting={submitting}
            submitLabel={submitLabel}
            cancelLabel={t('bookings.settings.services.cancel')}
            onCancel={onDone}
          />
        </Stack>
      </form>
    </Paper>
  );
}
