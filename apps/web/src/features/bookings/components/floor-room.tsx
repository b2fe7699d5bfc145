import type { TFloorTable } from '@portal/contract';
import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestName } from './booking-dates';
import { type Dragged, FloorTable, STATE_COLOURS, useTableTitle } from './floor-table';
import type { TableAtTime, TableState } from './table-states';

const FREE: TableAtTime = { state: 'free', booking: null };

/** One area drawn to scale: the plan's 0–1000 grid over a room 16 wide for 10 deep. */
export function FloorRoom({
  label,
  tables,
  states,
  onChoose,
  onDrop,
}: {
  label: string;
  tables: readonly TFloorTable[];
  states: Map<number, TableAtTime>;
  onChoose: (table: TFloorTable) => void;
  onDrop: (dragged: Dragged, table: TFloorTable) => void;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      pos="relative"
      style={{ aspectRatio: '16 / 10', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      bg="gray.0"
    >
      {tables.map((table) => (
        <FloorTable
          key={table.id}
          table={table}
          at={states.get(table.id) ?? FREE}
          onChoose={() => onChoose(table)}
          onDrop={(dragged) => onDrop(dragged, table)}
        />
      ))}
    </Box>
  );
}

/** The states' colours and names, under the plan. */
export function FloorLegend() {
  const { t } = useTranslation();
  const states: TableState[] = ['free', 'booked', 'seated', 'overdue', 'blocked'];
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bookings.floor.legend')}>
      {states.map((state) => (
        <Group key={state} gap={6} component="li">
          <Box
            w={14}
            h={14}
            style={{ background: STATE_COLOURS[state].background, border: `2px solid ${STATE_COLOURS[state].border}` }}
            aria-hidden
          />
          <Text size="sm">{t(`bookings.floor.states.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** On a phone: each area's tables as a list, each a button that opens the table's dialog. */
export function FloorList({
  areas,
  tables,
  states,
  areaName,
  onChoose,
}: {
  areas: readonly string[];
  tables: readonly TFloorTable[];
  states: Map<number, TableAtTime>;
  areaName: (area: string) => string;
  onChoose: (table: TFloorTable) => void;
}) {
  const { t } = useTranslation();
  const title = useTableTitle();
  return (
    <Stack gap="lg">
      {areas.map((area) => (
        <Stack key={area} gap="xs" component="section" aria-labelledby={`floor-area-${areas.indexOf(area)}`}>
          <Title order={2} size="h4" id={`floor-area-${areas.indexOf(area)}`}>
            {areaName(area)}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {tables
              .filter((table) => table.area === area)
              .map((table) => {
                const at = states.get(table.id) ?? FREE;
                const colours = STATE_COLOURS[at.state];
                return (
                  <li key={table.id}>
                    <UnstyledButton
                      onClick={() => onChoose(table)}
                      data-state={at.state}
                      w="100%"
                      p="sm"
                      style={{
                        background: colours.background,
                        borderLeft: `6px solid ${colours.border}`,
                        borderRadius: 6,
                        color: colours.text,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700} c="inherit">
                          {title(table.name)}
                        </Text>
                        <Text size="sm" c="inherit">
                          {t(`bookings.floor.states.${at.state}`)}
                        </Text>
                      </Group>
                      {at.booking ? (
                        <Text size="sm" c="inherit">
                          {t('bookings.floor.party', {
                            name: guestName(at.booking),
                            covers: at.booking.covers,
                            time: at.booking.time,
                          })}
                        </Text>
                      ) : null}
                    </UnstyledButton>
                  </li>
                );
              })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
