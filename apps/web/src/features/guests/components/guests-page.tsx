import { can, GUEST_SEARCH_MAX_LENGTH } from '@portal/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/shared/components/load-error';
import { PrevNextPager } from '@/shared/components/prev-next-pager';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { addGuestsTexts } from '@/shared/i18n/guests-catalogue';
import { toastDownloadError } from '@/shared/api/file-download';
import { downloadGuestCsv, useGuestList } from '../api/guests';
import { GuestList } from './guest-list';

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
  if (list.isError && !data) {
    content = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!data) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  } else if (data.guests.length === 0) {
    content = (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {searchParam ? t('guests.empty.search', { search: searchParam }) : t('guests.empty.none')}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="md" aria-busy={list.isPlaceholderData || undefined}>
        <GuestList guests={data.guests} onOpen={(guest) => update({ guest })} />
        <PrevNextPager
          page={data.page}
          pages={data.pages}
          onPage={(next) => update({ page: next })}
          texts={{
            label: t('guests.pages.label'),
            previous: t('guests.pages.previous'),
            current: t('guests.pages.current', { page: data.page, pages: data.pages }),
            next: t('guests.pages.next'),
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={720}>
          <Title order={1} size="h2">
            {t('guests.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('guests.intro')}
          </Text>
        </Stack>
        {can(role, 'reports') ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('guests.export.button')}
          </Button>
        ) : null}
      </Group>
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
