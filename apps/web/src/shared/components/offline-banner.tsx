import { Box, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';
import { showToast } from '../lib/notify';

/**
 * Says that the connection is lost for as long as it is, above every screen, and that it is back
 * when it returns. Changes are not queued meanwhile (the query client sends them now or fails).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      showToast({ place: 'app', tone: 'success', message: t('errors.backOnline') });
    }
  }, [online, t]);

  if (online) return null;
  // Just below the header of both layouts: the menu button and the language switch stay usable,
  // and the save buttons at the bottom of the forms stay visible.
  return (
    <Box
      role="alert"
      pos="fixed"
      top="var(--portal-header-height)"
      left={0}
      right={0}
      bg="yellow.1"
      px="md"
      py="xs"
      style={{ zIndex: 250, borderBottom: '1px solid var(--mantine-color-yellow-4)' }}
    >
      <Group justify="center" gap="xs" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} c="dark.8">
          {t('errors.offline')}
        </Text>
      </Group>
    </Box>
  );
}
