import type { TFloorTable } from '@portal/contract';
import { UnstyledButton } from '@mantine/core';
import type { CSSProperties, DragEvent, KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { guestName } from './booking-dates';
import type { TableAtTime, TableState } from './table-states';

const NAMED = /^\p{L}/u;

/** "Table 4", but "Salon" or "T1" as named: never "Table Salon". */
export function useTableTitle() {
  const { t } = useTranslation();
  return (name: string) => (NAMED.test(name) ? name : t('bookings.floor.selected', { name }));
}

/** Background and text of each state: light fills, text at 4.5:1 or more on them. */
export const STATE_COLOURS: Record<TableState, { background: string; border: string; text: string }> = {
  free: { background: '#ebfbee', border: '#2f9e44', text: '#1b5e2a' },
  booked: { background: '#e7f5ff', border: '#1971c2', text: '#154a80' },
  // Filled: a table with guests at it stands out from those waiting for them.
  seated: { background: '#0b7285', border: '#0b7285', text: '#ffffff' },
  overdue: { background: '#fff5f5', border: '#e03131', text: '#a61e1e' },
  blocked: { background: '#f1f3f5', border: '#868e96', text: '#343a40' },
};

/** What is dragged onto a table: a booking of the day or a walk-in of the queue. */
export type Dragged = { kind: 'booking' | 'walk_in'; id: number };
const DRAG_TYPE = 'text/plain';
export const dragData = (dragged: Dragged) => `${dragged.kind}:${dragged.id}`;
export function draggedOf(event: DragEvent): Dragged | null {
  const [kind, id] = event.dataTransfer.getData(DRAG_TYPE).split(':');
  const number = Number(id);
  return (kind === 'booking' || kind === 'walk_in') && Number.isInteger(number) ? { kind, id: number } : null;
}
export function startDrag(event: DragEvent, dragged: Dragged) {
  event.dataTransfer.setData(DRAG_TYPE, dragData(dragged));
  event.dataTransfer.effectAllowed = 'move';
}

/** A table's size on the plan: wider for more seats, a rectangle longer than it is deep. */
function sizeOf(table: TFloorTable): { width: number; height: number } {
  const side = Math.min(96, 52 + table.max_covers * 5);
  if (table.shape !== 'rect') return { width: side, height: side };
  const long = { width: Math.round(side * 1.5), height: Math.round(side * 0.75) };
  return table.rotation === 90 ? { width: long.height, height: long.width } : long;
}

/**
 * One table on the plan, a button: its name, seats and state, and the party it is about. A party
 * dropped on it is placed there; in the editor it moves with the pointer or the arrow keys.
 */
export function FloorTable({
  table,
  at,
  onChoose,
  onDrop,
  editing = false,
  selected = false,
  onPointerDown,
  onKeyDown,
}: {
  table: TFloorTable;
  at: TableAtTime;
  onChoose: () => void;
  onDrop?: (dragged: Dragged) => void;
  editing?: boolean;
  selected?: boolean;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation();
  const title = useTableTitle()(table.name);
  const colours = STATE_COLOURS[at.state];
  const { width, height } = sizeOf(table);
  const state = t(`bookings.floor.states.${at.state}`);
  const party = at.booking
    ? t('bookings.floor.party', { name: guestName(at.booking), covers: at.booking.covers, time: at.booking.time })
    : '';
  const style: CSSProperties = {
    position: 'absolute',
    left: `${table.x / 10}%`,
    top: `${table.y / 10}%`,
    width,
    height,
    transform: 'translate(-50%, -50%)',
    borderRadius: table.shape === 'round' ? '50%' : 8,
    background:
      at.state === 'blocked'
        ? `repeating-linear-gradient(45deg, ${colours.background} 0 8px, #dee2e6 8px 10px)`
        : colours.background,
    border: `2px ${selected ? 'dashed' : 'solid'} ${colours.border}`,
    outline: selected ? `3px solid ${colours.border}` : undefined,
    color: colours.text,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: 12,
    lineHeight: 1.15,
    padding: 2,
    touchAction: editing ? 'none' : undefined,
    cursor: editing ? 'move' : 'pointer',
  };
  const draggable = !editing && at.booking !== null && at.state !== 'blocked';
  return (
    <UnstyledButton
      style={style}
      data-state={at.state}
      aria-label={[
        editing
          ? t('bookings.floor.moveTable', { table: title })
          : t('bookings.floor.tableLabel', { table: title, seats: table.max_covers, state }),
        party,
      ]
        .filter(Boolean)
        .join(' — ')}
      aria-pressed={editing ? selected : undefined}
      onClick={onChoose}
      draggable={draggable}
      onDragStart={draggable ? (event) => startDrag(event, { kind: 'booking', id: at.booking!.id }) : undefined}
      onDragOver={editing ? undefined : (event) => event.preventDefault()}
      onDrop={
        editing || !onDrop
          ? undefined
          : (event) => {
              event.preventDefault();
              const dragged = draggedOf(event);
              if (dragged) onDrop(dragged);
            }
      }
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      <strong style={{ fontSize: 14 }}>{table.name}</strong>
      <span>{state}</span>
      {at.booking && width >= 70 ? <span>{at.booking.time}</span> : null}
    </UnstyledButton>
  );
}
