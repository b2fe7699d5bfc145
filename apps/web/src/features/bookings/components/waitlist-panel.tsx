import { parisDate, parisTime, type TWaitlistEntry, WAITLIST_OPEN_STATUSES } from '@portal/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/shared/components/time-field';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import {
  useNotifyWalkInReady,
  useOfferWaitlistSlot,
  useRemoveWaitlistEntry,
  useSeatWalkIn,
  useWaitlist,
} from '../api/waitlist';
import { WalkInForm } from './walk-in-form';

const toasts = { onSuccess: toastCallSuccess, onError: toastCallError };
const isOpen = (entry: TWaitlistEntry) => (WAITLIST_OPEN_STATUSES as readonly string[]).includes(entry.status);

/**
 * The day's waitlist beside the book: who waits for a table and from when to when, the time an
 * offer holds; the host offers a time by hand or removes an entry. Today, the walk-in queue too:
 * a party added at the door with the wait quoted, told by SMS, seated.
 */
export function WaitlistPanel({ date }: { date: string }) {
  const { t } = useTranslation();
  const list = useWaitlist(date);
  const [adding, setAdding] = useState(false);
  const today = date === parisDate(Date.now());
  const entries = (list.data?.data?.entries ?? []).filter(isOpen);
  const waiting = entries.filter((entry) => entry.kind === 'waitlist');
  const walkIns = entries.filter((entry) => entry.kind === 'walk_in');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="waitlist-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="waitlist-title">
          {t('bookings.waitlist.title')}
        </Title>
        {waiting.length === 0 ? (
          <Text c="dimmed">{t('bookings.waitlist.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {waiting.map((entry) => (
              <WaitlistRow key={entry.entry_id} entry={entry} />
            ))}
          </Stack>
        )}
        {today ? (
          <section aria-labelledby="walk-ins-title">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="walk-ins-title">
                {t('bookings.waitlist.walkIns')}
              </Title>
              <Button
                size="compact-md"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {t('bookings.waitlist.add')}
              </Button>
            </Group>
            {walkIns.length === 0 ? (
              <Text c="dimmed">{t('bookings.waitlist.walkInsEmpty')}</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {walkIns.map((entry) => (
                  <WalkInRow key={entry.entry_id} entry={entry} />
                ))}
              </Stack>
            )}
          </section>
        ) : null}
      </Stack>
      {adding ? <WalkInForm onClose={() => setAdding(false)} /> : null}
    </Paper>
  );
}

/** Who the entry is: the name and the party. */
function Who({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation();
  return (
    <Text fw={600}>
      {entry.name} · {t('bookings.covers', { count: entry.covers })}
    </Text>
  );
}

function WaitlistRow({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation();
  const [offering, setOffering] = useState(false);
  const [time, setTime] = useState(entry.earliest ?? '');
  const offer = useOfferWaitlistSlot({
    onSuccess: (answer) => {
      toastCallSuccess(answer);
      setOffering(false);
    },
    onError: toastCallError,
  });
  return (
    <Stack component="li" gap={4} aria-label={entry.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Who entry={entry} />
          <Text size="sm" c="dimmed">
            {t('bookings.waitlist.window', { earliest: entry.earliest, latest: entry.latest })}
            {entry.offer
              ? ` · ${t('bookings.waitlist.offered', { time: entry.offer.time, until: parisTime(entry.offer.expires_at) })}`
              : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light" color={entry.status === 'offered' ? 'green' : 'gray'}>
            {t(`bookings.waitlist.status.${entry.status}`)}
          </Badge>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('bookings.waitlist.offerLabel', { name: entry.name })}
            aria-expanded={offering}
            onClick={() => setOffering((shown) => !shown)}
          >
            {t('bookings.waitlist.offer')}
          </Button>
          <RemoveButton entry={entry} />
        </Group>
      </Group>
      {offering ? (
        <Group
          component="form"
          gap="xs"
          align="flex-end"
          onSubmit={(event) => {
            event.preventDefault();
            offer.mutate({ entry_id: entry.entry_id, time });
          }}
        >
          <TimeField label={t('bookings.waitlist.offerTime')} value={time} onChange={setTime} />
          <Button type="submit" loading={offer.isPending}>
            {t('bookings.waitlist.offerSubmit')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Takes an entry off the waitlist or the queue (it leaves: status `left`). */
function RemoveButton({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation();
  const remove = useRemoveWaitlistEntry(toasts);
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={t('bookings.waitlist.removeLabel', { name: entry.name })}
      loading={remove.isPending}
      onClick={() => remove.mutate(entry.entry_id)}
    >
      {t('bookings.waitlist.remove')}
    </Button>
  );
}

function WalkInRow({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation();
  const notify = useNotifyWalkInReady(toasts);
  const seat = useSeatWalkIn(toasts);
  const details = [
    parisTime(entry.created_at),
    t('bookings.waitlist.quoted', { minutes: entry.quoted_minutes ?? 0 }),
    entry.ready_notified_at !== null
      ? t('bookings.waitlist.notified', { time: parisTime(entry.ready_notified_at) })
      : '',
  ].filter(Boolean);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" aria-label={entry.name}>
      <div>
        <Who entry={entry} />
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      </div>
      <Group gap="xs">
        {entry.phone ? (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('bookings.waitlist.notifyLabel', { name: entry.name })}
            loading={notify.isPending}
            onClick={() => notify.mutate(entry.entry_id)}
          >
            {t('bookings.waitlist.notify')}
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          aria-label={t('bookings.waitlist.seatLabel', { name: entry.name })}
          loading={seat.isPending}
          onClick={() => seat.mutate({ entry_id: entry.entry_id })}
        >
          {t('bookings.waitlist.seat')}
        </Button>
        <RemoveButton entry={entry} />
      </Group>
    </Group>
  );
}
