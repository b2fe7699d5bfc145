import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` without its swap: Mantine's own hook starts from React's id, then replaces it
 * with a random one in a layout effect once mounted. After a drawn page is taken over, every
 * switch, tooltip, field and modal then re-renders at once, synchronously, and rewrites its id
 * attributes: on the dish list that was the longest task of the page's start-up. React's id is
 * already the same on the server and in the browser, and unique within the app.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
