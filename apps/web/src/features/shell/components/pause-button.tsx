import { Button } from '@mantine/core';
import { IconChevronDown, IconPlayerPause } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The pause button, as the sidebar draws it before its menu's code has arrived. */
export function PauseButton({ loading, ...props }: { loading: boolean } & ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPlayerPause size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      loading={loading}
      aria-haspopup="menu"
      {...props}
    >
      {t('presence.pause')}
    </Button>
  );
}
