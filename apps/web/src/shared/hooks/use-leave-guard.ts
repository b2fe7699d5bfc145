import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirmAction } from '../lib/confirm';

/**
 * Asks before leaving a screen whose changes are not saved: a confirmation for links inside the
 * portal, the browser's own question when the tab closes or reloads. `hasUnsavedChanges` is read
 * at the moment of leaving. Call `allowLeaving()` just before navigating away after a save.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): { allowLeaving: () => void } {
  const { t } = useTranslation();
  const check = useRef(hasUnsavedChanges);
  const allowed = useRef(false);
  useEffect(() => {
    check.current = hasUnsavedChanges;
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowed.current && currentLocation.pathname !== nextLocation.pathname && check.current(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current || !check.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('unsaved.title'),
      message: t('unsaved.text'),
      confirmLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  return {
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
