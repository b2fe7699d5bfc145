import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInvalidatingMutation } from '../mutation';
import { createQueryKeys } from '../query-keys';

const keys = createQueryKeys('things');

function setup(onSuccess: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const fetchList = vi.fn(async () => ['a']);
  const { result } = renderHook(
    () => {
      const list = useQuery({ queryKey: keys.list({ lang: 'fr' }), queryFn: fetchList });
      const save = useInvalidatingMutation(
        { mutationKey: keys.mutation('save'), mutationFn: async (name: string) => name, invalidates: [keys.lists()] },
        { onSuccess },
      );
      return { list, save };
    },
    { wrapper },
  );
  return { result, fetchList };
}

describe('useInvalidatingMutation', () => {
  it('refreshes what it invalidates before the caller’s own onSuccess runs', async () => {
    const seen: number[] = [];
    const { result, fetchList } = setup(() => seen.push(fetchList.mock.calls.length));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(fetchList).toHaveBeenCalledTimes(1);

    await act(() => result.current.save.mutateAsync('b'));

    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([2]);
  });
});

describe('createQueryKeys', () => {
  it('builds every key of a domain on the one above it', () => {
    const items = createQueryKeys('items', ['menu']);
    expect(items.all).toEqual(['menu', 'items']);
    expect(items.lists()).toEqual(['menu', 'items', 'list']);
    expect(items.list({ lang: 'fr' })).toEqual(['menu', 'items', 'list', { lang: 'fr' }]);
    expect(items.details()).toEqual(['menu', 'items', 'detail']);
    expect(items.detail(5)).toEqual(['menu', 'items', 'detail', 5]);
    expect(items.detail(5, { lang: 'en' })).toEqual(['menu', 'items', 'detail', 5, { lang: 'en' }]);
    expect(items.mutation('delete', 5)).toEqual(['menu', 'items', 'delete', 5]);
  });
});
