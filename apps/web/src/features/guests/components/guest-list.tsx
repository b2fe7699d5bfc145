import { guestPhone, type TGuestSummary } from '@portal/contract';
import { Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { guestDay, guestName } from './guest-format';

/**
 * The page's guests: a table on wide screens, cards on a phone (both in the page; the width
 * shows one). Each guest opens their card.
 */
/** The tags the team gave a guest. */
function GuestTags({ tags }: { tags: string[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

export function GuestList({ guests, onOpen }: { guests: TGuestSummary[]; onOpen: (guestId: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (guest: TGuestSummary) => guestName(guest, t('guests.card.unnamed'));
  const lastVisit = (guest: TGuestSummary) =>
    guest.last_visit_at === null ? '—' : guestDay(guest.last_visit_at, locale);

  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('guests.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('guests.table.guest')}</Table.Th>
              <Table.Th scope="col">{t('guests.table.phone')}</Table.Th>
              {(['visits', 'covers', 'noShows', 'lateCancellations'] as const).map((figure) => (
                <Table.Th key={figure} scope="col" ta="right">
                  {t(`guests.table.${figure}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('guests.table.lastVisit')}</Table.Th>
              <Table.Th scope="col">{t('guests.table.tags')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {guests.map((guest) => (
              <Table.Tr key={guest.id}>
                <Table.Th scope="row" fw={500}>
                  <UnstyledButton
                    onClick={() => onOpen(guest.id)}
                    aria-label={t('guests.card.open', { name: name(guest) })}
                    td="underline"
                    fz="sm"
                    fw={600}
                  >
                    {name(guest)}
                  </UnstyledButton>
                  {guest.allergens.length > 0 ? (
                    <Text size="xs" c="red.8">
                      {t('guests.card.allergies', { list: guest.allergens.map((a) => a.label).join(', ') })}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{guestPhone(guest.phone)}</Table.Td>
                <Table.Td ta="right">{guest.visits}</Table.Td>
                <Table.Td ta="right">{guest.covers}</Table.Td>
                <Table.Td ta="right">{guest.no_shows}</Table.Td>
                <Table.Td ta="right">{guest.late_cancellations}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastVisit(guest)}</Table.Td>
                <Table.Td>
                  <GuestTags tags={guest.tags} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {guests.map((guest) => (
          <li key={guest.id}>
            <Paper withBorder radius="md" p="md">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="baseline">
                  <UnstyledButton
                    onClick={() => onOpen(guest.id)}
                    aria-label={t('guests.card.open', { name: name(guest) })}
                    td="underline"
                    fw={600}
                  >
                    {name(guest)}
                  </UnstyledButton>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {guestPhone(guest.phone)}
                  </Text>
                </Group>
                <Text size="sm">
                  {[
                    t('guests.card.visits', { count: guest.visits }),
                    t('guests.card.covers', { count: guest.covers }),
                    t('guests.card.noShows', { count: guest.no_shows }),
                    ...(guest.late_cancellations > 0
                      ? [t('guests.card.lateCancellations', { count: guest.late_cancellations })]
                      : []),
                  ].join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {guest.last_visit_at === null
                    ? t('guests.card.neverVisited')
                    : t('guests.card.lastVisit', { date: lastVisit(guest) })}
                </Text>
                {guest.allergens.length > 0 ? (
                  <Text size="sm" c="red.8">
                    {t('guests.card.allergies', { list: guest.allergens.map((a) => a.label).join(', ') })}
                  </Text>
                ) : null}
                {guest.tags.length > 0 ? <GuestTags tags={guest.tags} /> : null}
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
    </>
  );
}
