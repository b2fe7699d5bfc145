import { can, GUEST_SEARCH_MAX_LENGTH } from '@portal/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyText, PageHeader, QueryFallback, type SkeletonRow } from '@/shared/components/screen-states';
import { PrevNextPager } from '@/shared/components/prev-next-pager';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { addGuestsTexts } from '@/shared/i18n/guests-catalogue';
import { toastDownloadError } from '@/shared/api/file-download';
import { downloadGuestCsv, useGuestList } from '../api/guests';
import { GuestList } from './guest-list';

/** A guest's line while the book loads. */
const row: SkeletonRow = [48, 'md'];

/** The guest book's own texts, in the language on screen: loaded before the first render. */
export const ready = addGuestsTexts();

// A guest's card (figures, bookings, the notes form) loads when a guest is opened.
const GuestDrawer = lazy(() => import('./guest-drawer').then((module) => ({ default: module.GuestDrawer })));

/**
 * /guests: the restaurant's guest book, one guest per phone, the last visited
 * first; a search by name, tag or phone; a guest's card with their figures, bookings and the
 * team's notes, tags and allergies. Every member reads and annotates it (allergies are needed at
 * the table); managers export it as CSV.
 */
export function GuestsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const searchParam = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openGuest = Number(params.get('guest')) || null;
  const [typed, setTyped] = useState(searchParam);
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle(`${t('guests.title')} · ${t('app.name')}`);

  const update = (next: { q?: string; page?: number; guest?: number | null }) => {
    const query = new URLSearchParams();
    const q = next.q ?? searchParam;
    if (q) query.set('q', q);
    const nextPage = next.page ?? page;
    if (nextPage > 1) query.set('page', String(nextPage));
    const guest = next.guest === undefined ? openGuest : next.guest;
    if (guest) query.set('guest', String(guest));
    setParams(query, { replace: true });
  };

  // The search typed goes to the address once the typing pauses, back to the first page.
  useEffect(() => {
    if (search !== searchParam) update({ q: search, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const list = useGuestList(searchParam, page);
  const data = list.data?.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadGuestCsv(locale);
    } catch (error) {
      toastDownloadError(error, t('guests.export.failed'));
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (!data) {
    content = <QueryFallback query={list} rows={[row, row, row]} />;
  } else if (data.guests.length === 0) {
    content = (
      <EmptyText>{searchParam ? t('guests.empty.search', { search: searchParam }) : t('guests.empty.none')}</EmptyText>
    );
  } else {
    content = (
      <Stack gap="md" aria-busy={list.isPlaceholderData || undefined}>
        <GuestList guests={data.guests} onOpen={(guest) => update({ guest })} />
        <PrevNextPager
          page={data.page}
          pages={data.pages}
          onPage={(next) => update({ page: next })}
          texts={(part) => t(`guests.pages.${part}`, { page: data.page, pages: data.pages })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        align="flex-start"
        title={t('guests.title')}
        intro={t('guests.intro')}
        actions={
          can(role, 'reports') ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('guests.export.button')}
            </Button>
          ) : null
        }
      />
      <TextInput
        type="search"
        label={t('guests.search.label')}
        placeholder={t('guests.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        maxLength={GUEST_SEARCH_MAX_LENGTH}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      {content}
      {openGuest !== null ? (
        <Suspense fallback={null}>
          <GuestDrawer guestId={openGuest} onClose={() => update({ guest: null })} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
