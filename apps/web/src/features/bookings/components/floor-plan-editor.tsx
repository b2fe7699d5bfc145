import {
  FLOOR_PLAN_AREA_MAX_LENGTH,
  FLOOR_PLAN_GRID,
  TABLE_SHAPES,
  type TableShape,
  type TFloorPlan,
  type TFloorTable,
} from '@portal/contract';
import { Box, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useSaveFloorPlan } from '../api/floor-plan';
import { FloorTable, useTableTitle } from './floor-table';
import { ToggleButtons } from './toggle-buttons';

const STEP = 10;
const LONG_STEP = 50;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const inGrid = (value: number) => Math.max(0, Math.min(FLOOR_PLAN_GRID, Math.round(value)));
const FREE = { state: 'free' as const, booking: null };

/**
 * The managers place the tables: each moves with the pointer or the arrow keys (Shift: further),
 * and the chosen one's area, shape, turn and service are set beside the plan. Saved together.
 */
export function FloorPlanEditor({
  plan,
  areaName,
  onDone,
}: {
  plan: TFloorPlan;
  areaName: (area: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const title = useTableTitle();
  const [tables, setTables] = useState<TFloorTable[]>(plan.tables);
  const [selectedId, setSelectedId] = useState<number | null>(plan.tables[0]?.id ?? null);
  const [area, setArea] = useState(plan.areas[0] ?? '');
  const room = useRef<HTMLDivElement>(null);
  const save = useSaveFloorPlan({ onSuccess: toastCallSuccess, onError: toastCallError });
  const areas = [...new Set(['', ...plan.areas, ...tables.map((table) => table.area)])];
  const selected = tables.find((table) => table.id === selectedId) ?? null;

  const change = (id: number, values: Partial<TFloorTable>) =>
    setTables((current) => current.map((table) => (table.id === id ? { ...table, ...values } : table)));

  function dragFrom(event: PointerEvent<HTMLButtonElement>, id: number) {
    const box = room.current?.getBoundingClientRect();
    if (!box) return;
    setSelectedId(id);
    const move = (moved: globalThis.PointerEvent) =>
      change(id, {
        x: inGrid(((moved.clientX - box.left) / box.width) * FLOOR_PLAN_GRID),
        y: inGrid(((moved.clientY - box.top) / box.height) * FLOOR_PLAN_GRID),
      });
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    event.preventDefault();
  }

  function nudge(event: KeyboardEvent<HTMLButtonElement>, table: TFloorTable) {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? LONG_STEP : STEP;
    change(table.id, { x: inGrid(table.x + arrow[0] * step), y: inGrid(table.y + arrow[1] * step) });
  }

  const submit = () =>
    save.mutate(
      {
        tables: tables.map((table) => ({
          table_id: table.id,
          x: table.x,
          y: table.y,
          shape: table.shape,
          rotation: table.rotation === 90 ? 90 : 0,
          area: table.area,
          blocked: table.blocked === 1 ? 1 : 0,
        })),
      },
      { onSuccess: onDone },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('bookings.floor.editHint')}</Text>
      {areas.length > 1 ? (
        <ToggleButtons
          single
          label={t('bookings.floor.areas')}
          options={areas.map((name) => ({ value: name, label: areaName(name) }))}
          value={[area]}
          onChange={([next]) => setArea(next ?? '')}
        />
      ) : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box
          ref={room}
          component="section"
          aria-label={t('bookings.floor.plan', { area: areaName(area) })}
          pos="relative"
          style={{ flex: 1, aspectRatio: '16 / 10', border: '1px dashed var(--mantine-color-gray-6)', borderRadius: 8 }}
          bg="gray.0"
        >
          {tables
            .filter((table) => table.area === area)
            .map((table) => (
              <FloorTable
                key={table.id}
                table={table}
                at={table.blocked === 1 ? { state: 'blocked', booking: null } : FREE}
                editing
                selected={table.id === selectedId}
                onChoose={() => setSelectedId(table.id)}
                onPointerDown={(event) => dragFrom(event, table.id)}
                onKeyDown={(event) => nudge(event, table)}
              />
            ))}
        </Box>
        {selected ? (
          <Stack w={260} gap="sm" component="section" aria-label={title(selected.name)}>
            <Text fw={600}>{title(selected.name)}</Text>
            <TextInput
              label={t('bookings.floor.area')}
              description={t('bookings.floor.areaHint')}
              maxLength={FLOOR_PLAN_AREA_MAX_LENGTH}
              value={selected.area}
              onChange={(event) => change(selected.id, { area: event.currentTarget.value })}
              onBlur={() => {
                const trimmed = selected.area.trim();
                change(selected.id, { area: trimmed });
                setArea(trimmed);
              }}
            />
            <ToggleButtons
              single
              label={t('bookings.floor.shape')}
              options={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`bookings.floor.shapes.${shape}`) }))}
              value={[selected.shape]}
              onChange={([shape]) => change(selected.id, { shape: (shape ?? 'square') as TableShape })}
            />
            <Switch
              label={t('bookings.floor.rotated')}
              checked={selected.rotation === 90}
              onChange={(event) => change(selected.id, { rotation: event.currentTarget.checked ? 90 : 0 })}
            />
            <Switch
              label={t('bookings.floor.blocked')}
              checked={selected.blocked === 1}
              onChange={(event) => change(selected.id, { blocked: event.currentTarget.checked ? 1 : 0 })}
            />
          </Stack>
        ) : null}
      </Group>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('bookings.floor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
