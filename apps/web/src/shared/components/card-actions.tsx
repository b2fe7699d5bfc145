import { ActionIcon, Group, Switch, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/**
 * The corner of an editable card (an offer, a promo code): its on/off switch, then change and
 * delete, each button named with the card's `name` for a screen reader.
 */
export function CardActions({
  name,
  active,
  switching,
  switchLabel,
  onSwitch,
  editLabel,
  onEdit,
  deleteLabel,
  deleting,
  onDelete,
}: {
  name: string;
  active: boolean;
  switching: boolean;
  switchLabel: string;
  onSwitch: (active: boolean) => void;
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  /** The deletion under way, where the card waits for it. */
  deleting?: boolean;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Switch
        checked={active}
        disabled={switching}
        aria-label={switchLabel}
        onChange={(event) => onSwitch(event.currentTarget.checked)}
      />
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" size="lg" aria-label={`${editLabel} · ${name}`} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`${deleteLabel} · ${name}`}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
