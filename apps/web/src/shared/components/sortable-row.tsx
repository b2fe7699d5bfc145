import { ActionIcon, Box, Group, Paper } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import actionIcon from './action-icon.module.css';

/** What dragging adds to a row once its code has arrived (`sortable-drag.tsx`). */
export interface RowDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  /** The handle's attributes and listeners (role description, key and pointer handlers). */
  handleProps: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  isDragging: boolean;
}

export interface RowProps {
  id: string;
  name: string;
  index: number;
  total: number;
  disabled: boolean;
  selected: boolean;
  onMove: (delta: -1 | 1) => void;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One row of a sortable list: the drag handle, the content, the move up / move down buttons and the
 * row's own actions. Until the drag code has arrived (`drag` absent) the grip is only drawn: the
 * buttons already move the row, and the handle appears, with its name, once it can be used.
 */
export function SortableRowFrame({
  id,
  name,
  index,
  total,
  disabled,
  selected,
  onMove,
  actions,
  children,
  drag,
}: RowProps & { drag?: RowDrag }) {
  const { t } = useTranslation();
  const isDragging = drag?.isDragging ?? false;
  return (
    <Paper
      component="li"
      ref={drag?.setNodeRef as Ref<HTMLLIElement> | undefined}
      data-sortable-id={id}
      withBorder
      radius="md"
      p={6}
      pl={4}
      shadow={isDragging ? 'md' : undefined}
      style={{
        ...drag?.style,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
        background: selected ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="center">
        {drag ? (
          <ActionIcon
            ref={drag.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="lg"
            {...drag.handleProps}
            aria-label={t('sortable.drag', { name })}
            style={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Box
            aria-hidden
            c="gray"
            w={34}
            h={34}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
          >
            <IconGripVertical size={18} />
          </Box>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-move="up"
            className={actionIcon.quiet}
            aria-label={t('sortable.moveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-move="down"
            className={actionIcon.quiet}
            aria-label={t('sortable.moveDown', { name })}
            disabled={disabled || index === total - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
