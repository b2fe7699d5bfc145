import { ADDRESS_QUERY_MIN_LENGTH, ZAddressResponseSchema, apiPaths, type TAddressSuggestion } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { createQueryKeys } from './query-keys';

const ADDRESS_SUGGESTION_LIMIT = 6;

/** Keys of the address suggestions: `list({ q })`. */
const addressKeys = createQueryKeys('address-suggestions');

async function getAddressSuggestions(q: string, signal?: AbortSignal): Promise<TAddressSuggestion[]> {
  const response = await apiRequest(apiPaths.addressAutocomplete, {
    schema: ZAddressResponseSchema,
    query: { q, limit: ADDRESS_SUGGESTION_LIMIT },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** France-only suggestions once at least 3 characters are typed (pass a debounced value). */
export function useAddressSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: addressKeys.list({ q: query }),
    queryFn: ({ signal }) => getAddressSuggestions(query, signal),
    staleTime: 5 * 60_000,
    enabled: query.length >= ADDRESS_QUERY_MIN_LENGTH,
  });
}
