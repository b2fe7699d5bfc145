import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, the one thing Mantine's ScrollArea takes from that library
 * (the modal, drawer and select panes scroll in one). Mantine's own hook does the same; with it, the
 * positioning library loads with the first pop-over instead of at every page's start-up.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...(refs as Ref<T>[]));
}
