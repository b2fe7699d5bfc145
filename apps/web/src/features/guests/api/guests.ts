import { guestApiPaths, type AllergenCode, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { fetchFile, saveFile } from '@/shared/api/file-download';

/** Keys of the guest book: `list({ searchval, page })`, `detail(id)`. */
export const guestKeys = createQueryKeys('guests');

const lang = () => ({ lang: currentLocale() });

/** The answers' schemas, loaded with the first call (the call does not wait for them). */
const schemas = () => import('./guest-schemas');

/* GET v1/restaurant/guestList — a page of guests, the last visited first. */
function getGuestList(query: { searchval: string; page: number }) {
  return apiRequest(guestApiPaths.guestList, {
    query: { searchval: query.searchval, page: query.page, ...lang() },
    schema: schemas().then((module) => module.ZGuestListResponseSchema),
    auth: 'partner',
  });
}

export function useGuestList(searchval: string, page: number) {
  return useQuery({
    queryKey: guestKeys.list({ searchval, page, lang: currentLocale() }),
    queryFn: () => getGuestList({ searchval, page }),
    placeholderData: keepPreviousData,
  });
}

/* GET v1/restaurant/guestDetail — one guest: figures, notes, tags, allergens, bookings. */
function getGuestDetail(guestId: number) {
  return apiRequest(guestApiPaths.guestDetail, {
    query: { guest_id: guestId, ...lang() },
    schema: schemas().then((module) => module.ZGuestDetailResponseSchema),
    auth: 'partner',
  });
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
  return apiRequest(guestApiPaths.saveGuestNotes, {
    method: 'POST',
    schema: schemas().then((module) => module.ZGuestDetailResponseSchema),
    auth: 'partner',
    body: {
      guest_id: String(input.guest_id),
      notes: input.notes,
      // A JSON list: a tag may hold any character but a comma.
      tags: JSON.stringify(input.tags),
      allergens: input.allergens.join(','),
      ...lang(),
    },
  });
}

export function useSaveGuestNotes(callbacks?: CallbacksOf<typeof saveGuestNotes>) {
  return useInvalidatingMutation(
    { mutationKey: guestKeys.mutation('notes'), mutationFn: saveGuestNotes, invalidates: [guestKeys.all] },
    callbacks,
  );
}

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
