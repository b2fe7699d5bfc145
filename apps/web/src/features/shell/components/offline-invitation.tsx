import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserdata } from '@/shared/hooks/use-session';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useChangeStatus } from '../api/change-status';

/** Dismissed for the browser session only: the next visit asks again while still offline. */
const DISMISSED_KEY = 'portal:offline-invitation-dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Invites an offline restaurant (a newly approved one starts offline) to go online: customers see
 * its menu but cannot order until then.
 */
export function OfflineInvitation() {
  const { t } = useTranslation();
  const userdata = useUserdata();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const changeStatus = useChangeStatus({ onSuccess: toastCallSuccess, onError: toastCallError });
  if (!userdata || userdata.status !== 0 || dismissed) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private browsing without storage: dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    // A region, not an alert: it is a standing invitation, not news to interrupt a screen reader with.
    <Paper
      component="section"
      aria-labelledby="offline-invitation-title"
      mb="lg"
      p="md"
      radius="lg"
      withBorder
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-3)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconPlugConnectedX size={22} aria-hidden color="var(--mantine-color-orange-9)" style={{ flexShrink: 0 }} />
        <div>
          <Text id="offline-invitation-title" fw={700} c="dark.9">
            {t('presence.offlineTitle')}
          </Text>
          <Text size="sm" c="dark.7">
            {t('presence.offlineText')}
          </Text>
        </div>
      </Group>
      <Group mt="sm" gap="sm">
        <Button size="sm" loading={changeStatus.isPending} onClick={() => changeStatus.mutate({ status: 1 })}>
          {t('presence.goOnline')}
        </Button>
        <Button size="sm" variant="subtle" color="dark" onClick={dismiss}>
          {t('presence.dismiss')}
        </Button>
      </Group>
    </Paper>
  );
}
