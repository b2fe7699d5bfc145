import { Menu } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeStatusInput } from '../api/change-status';
import { PauseButton } from './pause-button';

export interface PauseMenuProps {
  loading: boolean;
  onPause: (input: ChangeStatusInput) => void;
  /**
   * How the partner reached for the button this menu replaces: pressed, it opens as it arrives;
   * pressed or focused, its button takes the focus (the menu hands it back there when it closes).
   */
  arrival?: 'pressed' | 'focused' | null;
}

/**
 * The timed pauses (30 min, 1 h, until tomorrow's opening). The menu brings the pop-over
 * positioning library: it loads when the partner first reaches for it, not with every screen.
 */
export function PauseMenu({ loading, onPause, arrival = null }: PauseMenuProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [reachedFor] = useState(arrival);
  useLayoutEffect(() => {
    if (reachedFor) target.current?.focus();
  }, [reachedFor]);
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={reachedFor === 'pressed'}>
      <Menu.Target>
        <PauseButton ref={target} loading={loading} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('presence.pauseMenu')}</Menu.Label>
        <Menu.Item onClick={() => onPause({ status: 1, pause: { minutes: 30 } })}>{t('presence.pause30')}</Menu.Item>
        <Menu.Item onClick={() => onPause({ status: 1, pause: { minutes: 60 } })}>{t('presence.pause60')}</Menu.Item>
        <Menu.Item onClick={() => onPause({ status: 1, pause: 'tomorrow' })}>{t('presence.pauseTomorrow')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
