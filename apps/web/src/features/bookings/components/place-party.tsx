import type { TBooking, TFloorTable, TWaitlistEntry } from '@portal/contract';
import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestName } from './booking-dates';
import { type Dragged, startDrag, useTableTitle } from './floor-table';

/** A party the host may seat: a booking of the day without a table, or a walk-in waiting. */
export type Party = { kind: 'booking'; booking: TBooking } | { kind: 'walk_in'; entry: TWaitlistEntry };

export const partyKey = (party: Party): Dragged =>
  party.kind === 'booking' ? { kind: 'booking', id: party.booking.id } : { kind: 'walk_in', id: party.entry.entry_id };
export const partyCovers = (party: Party) => (party.kind === 'booking' ? party.booking.covers : party.entry.covers);
const partyName = (party: Party) => (party.kind === 'booking' ? guestName(party.booking) : party.entry.name);

function usePartyLabel() {
  const { t } = useTranslation();
  return (party: Party) =>
    party.kind === 'booking'
      ? t('bookings.floor.bookingParty', {
          name: partyName(party),
          covers: party.booking.covers,
          time: party.booking.time,
        })
      : t('bookings.floor.walkInParty', { name: partyName(party), covers: party.entry.covers });
}

/** The parties to seat, each a card to drag onto a table. */
export function PartiesToPlace({ parties }: { parties: readonly Party[] }) {
  const { t } = useTranslation();
  const label = usePartyLabel();
  return (
    <Stack gap="xs" component="section" aria-labelledby="floor-to-place">
      <Text fw={600} id="floor-to-place" component="h2" size="md">
        {t('bookings.floor.toPlace')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('bookings.floor.toPlaceHint')}
      </Text>
      {parties.length === 0 ? <Text size="sm">{t('bookings.floor.nothingToPlace')}</Text> : null}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {parties.map((party) => {
          const key = partyKey(party);
          return (
            <Paper
              key={`${key.kind}:${key.id}`}
              component="li"
              withBorder
              p="xs"
              draggable
              onDragStart={(event) => startDrag(event, key)}
              style={{ cursor: 'grab' }}
              data-party={`${key.kind}:${key.id}`}
            >
              <Text size="sm">{label(party)}</Text>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The table chosen (click, Enter or Space): whom to seat there, each party a button. */
export function PlacePartyModal({
  table,
  parties,
  onPlace,
  onClose,
}: {
  table: TFloorTable | null;
  parties: readonly Party[];
  onPlace: (party: Party, table: TFloorTable) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = usePartyLabel();
  const title = useTableTitle();
  return (
    <Modal
      opened={table !== null}
      onClose={onClose}
      title={table ? title(table.name) : ''}
      closeButtonProps={{ 'aria-label': t('bookings.floor.close') }}
    >
      {table ? (
        <Stack gap="xs">
          <Text size="sm">{t('bookings.floor.chooseHint')}</Text>
          {parties.length === 0 ? <Text size="sm">{t('bookings.floor.nothingToPlace')}</Text> : null}
          {parties.map((party) => {
            const key = partyKey(party);
            const tooSmall = partyCovers(party) > table.max_covers;
            return (
              <Button
                key={`${key.kind}:${key.id}`}
                variant="default"
                justify="space-between"
                disabled={tooSmall}
                onClick={() => onPlace(party, table)}
                rightSection={
                  tooSmall ? <Text size="xs">{t('bookings.floor.tooSmall', { seats: table.max_covers })}</Text> : null
                }
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={6}
              >
                {label(party)}
              </Button>
            );
          })}
        </Stack>
      ) : null}
    </Modal>
  );
}

export { partyName };
