import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import actionIcon from './action-icon.module.css';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string | number;
  /** The name read out by screen readers and in the buttons' labels ("Move up Desserts"). */
  getName: (item: T) => string;
  /** The whole list in its new order. */
  onReorder: (items: T[]) => void;
  /** The row's content, between the drag handle and the move buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Buttons after the move buttons (delete, show/hide, ...). */
  renderActions?: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
  /** Highlights a row (e.g. the one loaded in a form). */
  isSelected?: (item: T) => boolean;
}

/** Rows only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type FocusRequest = { id: string; move: 'up' | 'down' } | null;

/**
 * A vertical list the user reorders three ways: dragging the handle (mouse, touch, pen), the
 * keyboard on the handle (Space or Enter to pick up, arrows, Space or Enter to drop, Escape to
 * cancel), or the move up / move down buttons. Every move is announced in the UI language.
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  onReorder,
  renderItem,
  renderActions,
  label,
  disabled = false,
  isSelected,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const [announcement, setAnnouncement] = useState('');

  const ids = useMemo(() => items.map((item) => String(getId(item))), [items, getId]);
  const total = items.length;
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => String(getId(candidate)) === String(id));
    return item === undefined ? '' : getName(item);
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', { name: nameOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.over', { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('sortable.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= total) return;
    const item = items[index]!;
    focusRequest.current = { id: String(getId(item)), move: delta < 0 ? 'up' : 'down' };
    setAnnouncement(t('sortable.dropped', { name: getName(item), position: to + 1, total }));
    onReorder(arrayMove([...items], index, to));
  };

  // After a move by button, the focus stays on the moved row's button (or its twin at an end).
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request || !listRef.current) return;
    focusRequest.current = null;
    const row = Array.from(listRef.current.querySelectorAll<HTMLElement>('[data-sortable-id]')).find(
      (element) => element.dataset.sortableId === request.id,
    );
    if (!row) return;
    const wanted = row.querySelector<HTMLButtonElement>(`[data-move="${request.move}"]`);
    const other = row.querySelector<HTMLButtonElement>(`[data-move="${request.move === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [ids]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul
          ref={listRef}
          aria-label={label}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              name={getName(item)}
              index={index}
              total={total}
              disabled={disabled}
              selected={isSelected?.(item) ?? false}
              onMove={(delta) => moveBy(index, delta)}
              actions={renderActions?.(item, index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  index,
  total,
  disabled,
  selected,
  onMove,
  actions,
  children,
}: {
  id: string;
  name: string;
  index: number;
  total: number;
  disabled: boolean;
  selected: boolean;
  onMove: (delta: -1 | 1) => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('sortable.roleDescription') },
  });

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      withBorder
      radius="md"
      p={6}
      pl={4}
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
        background: selected ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          {...attributes}
          {...listeners}
          aria-label={t('sortable.drag', { name })}
          style={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
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
