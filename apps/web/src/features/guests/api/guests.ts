import { guestApiPaths, type AllergenCode, type Locale } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, pageQuery, partnerGet, partnerPost } from '@/shared/api/partner-call';
import { currentLocale } from '@/shared/i18n';
import { fetchFile, saveFile } from '@/shared/api/file-download';

/** Keys of the guest book: `list({ searchval, page })`, `detail(id)`. */
export const guestKeys = createQueryKeys('guests');

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./guest-schemas'));

/* GET v1/restaurant/guestList — a page of guests, the last visited first. */
function getGuestList(query: { searchval: string; page: number }) {
  return partnerGet(guestApiPaths.guestList, schema('ZGuestListResponseSchema'), query);
}

export function useGuestList(searchval: string, page: number) {
  const key = guestKeys.list({ searchval, page, lang: currentLocale() });
  return useQuery(pageQuery(key, () => getGuestList({ searchval, page })));
}

/* GET v1/restaurant/guestDetail — one guest: figures, notes, tags, allergens, bookings. */
function getGuestDetail(guestId: number) {
  return partnerGet(guestApiPaths.guestDetail, schema('ZGuestDetailResponseSchema'), { guest_id: guestId });
}

export function useGuestDetail(guestId: number | null) {
  return useQuery({
    queryKey: guestKeys.detail(guestId ?? 0, { lang: currentLocale() }),
    queryFn: () => getGuestDetail(guestId ?? 0),
    enabled: guestId !== null,
  });
}

export interface GuestNotesInput {
  guest_id: number;
  notes: string;
  tags: string[];
  allergens: AllergenCode[];
}

/* POST v1/restaurant/saveGuestNotes — the restaurant's notes, tags and allergens on a guest. */
function saveGuestNotes(input: GuestNotesInput) {
  return partnerPost(guestApiPaths.saveGuestNotes, schema('ZGuestDetailResponseSchema'), {
    guest_id: String(input.guest_id),
    notes: input.notes,
    // A JSON list: a tag may hold any character but a comma.
    tags: JSON.stringify(input.tags),
    allergens: input.allergens.join(','),
  });
}

export const useSaveGuestNotes = createMutation(guestKeys.mutation('notes'), saveGuestNotes, [guestKeys.all]);

/**
 * Downloads every guest as CSV, saved under the server's file name. A refusal (too many exports)
 * throws an ApiError with the server's text.
 */
export async function downloadGuestCsv(locale: Locale): Promise<void> {
  const { response, filename } = await fetchFile(`${guestApiPaths.guestCsv}?lang=${locale}`, {
    type: 'text/csv',
    fallbackName: 'guests.csv',
  });
  saveFile(await response.blob(), filename);
}
