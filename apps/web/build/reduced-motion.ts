import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
let preference: MediaQueryList | null = null;
const reducedMotionQuery = () => (preference ??= window.matchMedia(REDUCED_MOTION));

function subscribe(notify: () => void): () => void {
  const query = reducedMotionQuery();
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/**
 * Mantine's `useReducedMotion`, read as the component renders instead of in an effect. Every
 * Mantine transition (each button's loader, each modal) asks for it: Mantine's own hook starts
 * from `undefined` and sets the answer once mounted, so each of them rendered twice, in the
 * longest task of taking a drawn page over. Drawn pages assume no preference; a browser that
 * prefers reduced motion renders again after taking the page over, as before.
 */
export function useReducedMotion(initialValue?: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery().matches,
    () => initialValue ?? false,
  );
}
