import { Box, Button, Group, Switch, Text } from '@mantine/core';
import { can } from '@portal/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { restaurantKeys } from '@/shared/api/restaurant-details';
import { useLocale } from '@/shared/hooks/use-locale';
import { useMemberId, useRole, useUserdata } from '@/shared/hooks/use-session';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { drawnPageTime } from '@/shared/lib/drawn-page';
import { useChangeStatus, type ChangeStatusInput } from '../api/change-status';
import { PauseButton } from './pause-button';
import type { PauseMenuProps } from './pause-menu';

const PARIS = 'Europe/Paris';

/** "19:30", or "demain 12:00" / "Tuesday 12:00" when the pause ends another day (Paris time). */
function pauseEnd(until: number, now: number, locale: 'fr' | 'en') {
  const day = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(at);
  const time = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: PARIS,
    hour: '2-digit',
    minute: '2-digit',
  }).format(until);
  if (day(until) === day(now)) return { time, day: null };
  const weekday = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: PARIS,
    weekday: 'long',
  }).format(until);
  return { time, day: weekday };
}

/** A pause still running at `now`: the server ends it by itself at that time. */
function runningPause(pausedUntil: number | null | undefined, now: number): number | null {
  return pausedUntil && pausedUntil > now ? pausedUntil : null;
}

let pauseMenu: Promise<ComponentType<PauseMenuProps>> | null = null;
let loadedPauseMenu: ComponentType<PauseMenuProps> | null = null;
const loadPauseMenu = () =>
  (pauseMenu ??= import('./pause-menu').then((module) => (loadedPauseMenu = module.PauseMenu)));

/**
 * The pause button draws at once; its menu (and the pop-over library it brings) loads when the
 * partner reaches for it (pointer over it, focus), and opens as it arrives if it was pressed.
 */
function PauseControl({ loading, onPause }: Pick<PauseMenuProps, 'loading' | 'onPause'>) {
  const [Loaded, setLoaded] = useState(() => loadedPauseMenu);
  const [arrival, setArrival] = useState<PauseMenuProps['arrival']>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const reachFor = () => {
    void loadPauseMenu().then(
      (component) => {
        const focused = standIn.current !== null && standIn.current === document.activeElement;
        setArrival(pressed.current ? 'pressed' : focused ? 'focused' : null);
        setLoaded(() => component);
      },
      () => undefined,
    );
  };
  if (Loaded) return <Loaded loading={loading} onPause={onPause} arrival={arrival} />;
  return (
    <PauseButton
      ref={standIn}
      loading={loading}
      aria-expanded={false}
      onPointerEnter={reachFor}
      onFocus={reachFor}
      // A press counts from the moment the pointer goes down: when the menu arrives between
      // pointer-down and pointer-up, the button under the pointer is the menu's own and the click
      // never lands on this one, so the menu must open as it arrives.
      onPointerDown={() => {
        pressed.current = true;
      }}
      onClick={() => {
        pressed.current = true;
        reachFor();
      }}
    />
  );
}

/**
 * The online switch, and a timed pause (30 min, 1 h, until tomorrow's opening) that ends by itself
 * on the server. When the pause ends, the profile is read again so the sidebar shows what the
 * server says, whoever changed it.
 */
export function PresenceControl() {
  const role = useRole();
  const memberId = useMemberId();
  const { t } = useTranslation();
  const locale = useLocale();
  const userdata = useUserdata();
  const queryClient = useQueryClient();
  const changeStatus = useChangeStatus({ onSuccess: toastCallSuccess, onError: toastCallError });
  // A drawn page says what it said when the server drew it (the instant is in the drawn state), so
  // taking it over renders the same text. Only a drawn pause is rendered again on the browser's
  // clock (it may have ended since); otherwise the clock is read when a pause starts (`change`,
  // the timer below).
  const [drawnAt] = useState(drawnPageTime);
  const [now, setNow] = useState(() => drawnAt ?? Date.now());
  const online = userdata?.status === 1;
  const pausedUntil = runningPause(userdata?.paused_until, now);
  const drawnWithPause = drawnAt !== null && pausedUntil !== null;
  useEffect(() => {
    if (drawnWithPause) setNow(Date.now());
  }, [drawnWithPause]);

  useEffect(() => {
    if (!pausedUntil) return;
    const timer = window.setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      },
      Math.min(pausedUntil - Date.now() + 1000, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [pausedUntil, queryClient]);

  const change = (input: ChangeStatusInput) => {
    setNow(Date.now());
    changeStatus.mutate(input);
  };

  const opensAndCloses = can(role, 'restaurant');
  // Staff may end early a pause they started themselves, not someone else's.
  const endsThisPause = opensAndCloses || (memberId !== null && userdata?.paused_by_member === memberId);
  let stateText = online ? t('shell.online') : t('shell.offline');
  if (online && pausedUntil) {
    const end = pauseEnd(pausedUntil, now, locale);
    stateText = end.day
      ? t('presence.pausedUntilDay', { day: end.day, time: end.time })
      : t('presence.pausedUntil', { time: end.time });
  }

  return (
    <Box>
      {/* The darkest olive: olive.8 is 4.3:1 on white, too pale for small text. */}
      <Text size="xs" c={online && !pausedUntil ? 'olive.9' : pausedUntil ? 'orange.9' : 'dimmed'} fw={600}>
        {stateText}
      </Text>
      {/* Staff may pause, not open or close the restaurant. */}
      {opensAndCloses && (
        <Switch
          mt="xs"
          label={t('shell.statusLabel')}
          checked={online}
          disabled={changeStatus.isPending}
          color="olive.7"
          onChange={(event) => change({ status: event.currentTarget.checked ? 1 : 0 })}
        />
      )}
      {online && (
        <Group mt="xs" gap="xs">
          {pausedUntil ? (
            endsThisPause && (
              <Button
                size="xs"
                variant="light"
                color="olive"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={changeStatus.isPending}
                onClick={() => change({ status: 1 })}
              >
                {t('presence.resume')}
              </Button>
            )
          ) : (
            <PauseControl loading={changeStatus.isPending} onPause={change} />
          )}
        </Group>
      )}
    </Box>
  );
}
