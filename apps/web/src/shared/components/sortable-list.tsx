import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableRowFrame } from './sortable-row';

type DragCode = typeof import('./sortable-drag');

let dragCode: DragCode | null = null;
let dragLoading: Promise<DragCode> | null = null;

/** The drag code, once: every sortable list shares it. */
export function loadSortableDrag(): Promise<DragCode> {
  dragLoading ??= import('./sortable-drag').then((code) => (dragCode = code));
  return dragLoading;
}

/** The drag code when it has arrived; asked for once the list is on screen (after its first paint). */
function useDragCode(): DragCode | null {
  const [code, setCode] = useState<DragCode | null>(dragCode);
  useEffect(() => {
    if (code) return;
    let live = true;
    loadSortableDrag().then(
      (loaded) => live && setCode(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  return code;
}

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

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

type FocusRequest = { id: string; move: 'up' | 'down' } | null;

/**
 * A vertical list the user reorders three ways: dragging the handle (mouse, touch, pen), the
 * keyboard on the handle (Space or Enter to pick up, arrows, Space or Enter to drop, Escape to
 * cancel), or the move up / move down buttons. Every move is announced in the UI language. The
 * buttons work from the first paint; dragging arrives a moment later (`sortable-drag.tsx`).
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

  const drag = useDragCode();

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

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= total) return;
    const item = items[index]!;
    focusRequest.current = { id: String(getId(item)), move: delta < 0 ? 'up' : 'down' };
    setAnnouncement(t('sortable.dropped', { name: getName(item), position: to + 1, total }));
    onReorder(arrayMove(items, index, to));
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

  const Row = drag ? drag.DragRow : SortableRowFrame;
  const list = (
    <ul
      ref={listRef}
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {items.map((item, index) => (
        <Row
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
        </Row>
      ))}
    </ul>
  );

  return (
    <>
      {drag ? (
        <drag.DragArea
          ids={ids}
          disabled={disabled}
          announcements={announcements}
          onMove={(from, to) => onReorder(arrayMove(items, from, to))}
        >
          {list}
        </drag.DragArea>
      ) : (
        list
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
