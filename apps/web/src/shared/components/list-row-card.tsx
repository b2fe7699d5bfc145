import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import actionIcon from './action-icon.module.css';

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
