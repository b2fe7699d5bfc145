import { can, parisDate, parisTime, type TFloorTable } from '@portal/contract';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookingEvents } from '@/shared/api/order-stream';
import { PageHeader, QueryFallback } from '@/shared/components/screen-states';
import { paths } from '@/shared/config/paths';
import { useRole } from '@/shared/hooks/use-session';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { toastCallError } from '@/shared/lib/call-toasts';
import { showToast } from '@/shared/lib/notify';
import { bookingKeys, useAssignTables, useBookingBook } from '../api/bookings';
import { useFloorPlan } from '../api/floor-plan';
import { useSeatWalkIn, useWaitlist, waitlistKeys } from '../api/waitlist';
import { useNow } from './booking-dates';
import { FloorList, FloorRoom, FloorLegend } from './floor-room';
import type { Dragged } from './floor-table';
import { type Party, partyName, PartiesToPlace, PlacePartyModal } from './place-party';
import { partiesToPlace, tableStates } from './table-states';
import { ToggleButtons } from './toggle-buttons';
import { readAgainAfterEvent } from '@/shared/api/read-again';

/** The bookings screens' own texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

// Placing the tables is the managers' occasional task: its code loads when they reach for it.
const FloorPlanEditor = lazy(() =>
  import('./floor-plan-editor').then((module) => ({ default: module.FloorPlanEditor })),
);

/**
 * /bookings/floor: the room at the screen's time, the host's screen all service (every member).
 * Each area's tables with their state and party; a booking of the day or a walk-in dragged onto a
 * table, or chosen from the table's dialog, is placed there. Live: what another screen does shows
 * here. On a phone the plan is a list by area. Managers place the tables.
 */
export function FloorPlanPage() {
  const { t } = useTranslation();
  const role = useRole();
  const now = useNow();
  const date = parisDate(now);
  const wide = useMediaQuery('(min-width: 48em)', true);
  const queryClient = useQueryClient();
  const plan = useFloorPlan();
  const book = useBookingBook(date, null);
  const waitlist = useWaitlist(date);
  const [area, setArea] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<TFloorTable | null>(null);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(`${t('bookings.floor.title')} · ${t('app.name')}`);

  // Whatever another screen changes of the day's bookings shows here at once.
  const refresh = useCallback(() => {
    void readAgainAfterEvent(queryClient, bookingKeys.all, waitlistKeys.all);
  }, [queryClient]);
  useBookingEvents(refresh);

  const placed = (name: string, table: TFloorTable, key: 'placed' | 'seatedWalkIn') =>
    showToast({ place: 'app', tone: 'success', message: t(`bookings.floor.${key}`, { name, table: table.name }) });
  const assign = useAssignTables({ onError: toastCallError });
  const seat = useSeatWalkIn({ onError: toastCallError });

  const bookings = useMemo(() => book.data?.data?.bookings ?? [], [book.data]);
  const data = plan.data?.data;
  const states = useMemo(() => tableStates(data?.tables ?? [], bookings, now), [data, bookings, now]);
  const parties = useMemo<Party[]>(() => {
    const walkIns = (waitlist.data?.data?.entries ?? []).filter(
      (entry) => entry.kind === 'walk_in' && entry.status === 'waiting',
    );
    return [
      ...walkIns.map((entry): Party => ({ kind: 'walk_in', entry })),
      ...partiesToPlace(bookings, now).map((booking): Party => ({ kind: 'booking', booking })),
    ];
  }, [waitlist.data, bookings, now]);

  function place(party: Party, table: TFloorTable) {
    setChoosing(null);
    if (party.kind === 'booking')
      assign.mutate(
        { booking_id: party.booking.id, table_ids: [table.id] },
        { onSuccess: () => placed(partyName(party), table, 'placed') },
      );
    else
      seat.mutate(
        { entry_id: party.entry.entry_id, table_ids: [table.id] },
        { onSuccess: () => placed(partyName(party), table, 'seatedWalkIn') },
      );
  }

  function drop(dragged: Dragged, table: TFloorTable) {
    if (dragged.kind === 'walk_in') {
      const entry = waitlist.data?.data?.entries.find((e) => e.entry_id === dragged.id);
      if (entry) place({ kind: 'walk_in', entry }, table);
    } else {
      const booking = bookings.find((b) => b.id === dragged.id);
      if (booking) place({ kind: 'booking', booking }, table);
    }
  }

  const managing = can(role, 'menu');
  const areas = data?.areas ?? [''];
  const shown = area !== null && areas.includes(area) ? area : areas[0]!;
  const areaName = (name: string) => (name === '' ? t('bookings.floor.mainRoom') : name);
  const time = parisTime(now);

  let content;
  if (!data) content = <QueryFallback query={plan} rows={[[320, 'md']]} />;
  else if (data.tables.length === 0) content = <Text>{t('bookings.floor.emptyRoom')}</Text>;
  else if (editing)
    content = (
      <Suspense fallback={<QueryFallback query={plan} rows={[[320, 'md']]} />}>
        <FloorPlanEditor plan={data} areaName={areaName} onDone={() => setEditing(false)} />
      </Suspense>
    );
  else if (!wide)
    content = (
      <Stack gap="lg">
        <FloorList areas={areas} tables={data.tables} states={states} areaName={areaName} onChoose={setChoosing} />
        <PartiesToPlace parties={parties} />
      </Stack>
    );
  else
    content = (
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          {areas.length > 1 ? (
            <ToggleButtons
              single
              label={t('bookings.floor.areas')}
              options={areas.map((name) => ({ value: name, label: areaName(name) }))}
              value={[shown]}
              onChange={([next]) => setArea(next ?? '')}
            />
          ) : null}
          <FloorRoom
            label={t('bookings.floor.plan', { area: areaName(shown) })}
            tables={data.tables.filter((table) => table.area === shown)}
            states={states}
            onChoose={setChoosing}
            onDrop={drop}
          />
          <FloorLegend />
        </Stack>
        <Box w={280}>
          <PartiesToPlace parties={parties} />
        </Box>
      </Group>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('bookings.floor.title')}
        tools={
          <>
            <Button
              component={Link}
              to={paths.bookings.getHref()}
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t('bookings.floor.backToBook')}
            </Button>
            {managing && data && data.tables.length > 0 && wide ? (
              <Button
                variant={editing ? 'filled' : 'default'}
                leftSection={<IconEdit size={18} aria-hidden />}
                aria-pressed={editing}
                onClick={() => setEditing((on) => !on)}
              >
                {editing ? t('bookings.floor.editDone') : t('bookings.floor.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <Title order={2} size="h4" fw={500}>
        {t('bookings.floor.at', { time })}
      </Title>
      {content}
      <PlacePartyModal table={choosing} parties={parties} onPlace={place} onClose={() => setChoosing(null)} />
    </Stack>
  );
}
