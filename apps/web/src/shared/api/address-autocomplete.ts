import {
  ADDRESS_QUERY_MIN_LENGTH,
  ZAddressResponseSchema,
  apiPaths,
  type TAddressSuggestion,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export const ADDRESS_SUGGESTION_LIMIT = 6;

export const geoKeys = {
  all: ['geo'] as const,
  autocomplete: (q: string) => [...geoKeys.all, 'autocomplete', q] as const,
};

export async function getAddressSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<TAddressSuggestion[]> {
  const response = await apiRequest(apiPaths.addressAutocomplete, {
    schema: ZAddressResponseSchema,
    query: { q, limit: ADDRESS_SUGGESTION_LIMIT },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const addressSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: geoKeys.autocomplete(q),
    queryFn: ({ signal }) => getAddressSuggestions(q, signal),
    staleTime: 5 * 60_000,
  });

/** France-only suggestions once at least 3 characters are typed (pass a debounced value). */
export function useAddressSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    ...addressSuggestionsQueryOptions(query),
    enabled: query.length >= ADDRESS_QUERY_MIN_LENGTH,
  });
}
