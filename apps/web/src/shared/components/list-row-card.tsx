import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import actionIcon from './action-icon.module.css';

/*
 * The parts of an editable list in a form: a row's card, the button that removes a row, the one
 * that adds a row.
 */

/** One row of an editable list in a form (an add-on's option, a dish's size): its title, a remove button, its fields. */
export function ListRowCard({
  title,
  removeLabel,
  onRemove,
  removeDisabled = false,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  removeDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={removeLabel}
          className={actionIcon.quiet}
          disabled={removeDisabled}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}

/** On a row of an editable list (an opening slot): removes it, named after the row. */
export function RemoveRowButton({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={36}
      aria-label={label}
      className={actionIcon.quiet}
      disabled={disabled}
      onClick={onRemove}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** Under an editable list: adds a row, while the list has room. */
export function AddRowButton({
  label,
  icon,
  full,
  onAdd,
  accessibleName,
}: {
  label: string;
  icon: ReactNode;
  full: boolean;
  onAdd: () => void;
  /** A longer name than the label, where the label alone is ambiguous (which day's slot). */
  accessibleName?: string | undefined;
}) {
  return (
    <Group>
      <Button variant="light" size="sm" leftSection={icon} aria-label={accessibleName} disabled={full} onClick={onAdd}>
        {label}
      </Button>
    </Group>
  );
}
