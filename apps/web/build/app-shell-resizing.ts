import { useWindowEvent } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * AppShell's `useResizing` without its start. Mantine's starts as "resizing" (the shell's
 * transitions off) and ends it once mounted: that changes a custom property every element of the
 * shell inherits, a style recalculation of the whole page right after the app takes a drawn page
 * over. A shell that is drawn, or rendered for the first time, has nothing to animate. A window
 * resize, or a change of the shell's settings, still turns its transitions off while it lasts.
 */
export function useResizing({ transitionDuration, disabled }: { transitionDuration?: number; disabled?: boolean }) {
  const [resizing, setResizing] = useState(false);
  const timeout = useRef(-1);
  const mounted = useRef(false);
  const pauseTransitions = (duration: number) => {
    setResizing(true);
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => startTransition(() => setResizing(false)), duration);
  };
  useWindowEvent('resize', () => pauseTransitions(200));
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    pauseTransitions(transitionDuration || 0);
  }, [disabled, transitionDuration]);
  return resizing;
}
