import { ActionIcon, Box, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearchOff, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, type TItem, type TItemListSection } from '@portal/contract';
import { startTransition, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InHeader, useHeaderSlot } from '@/shared/components/header-slot';
import { PageHeader, SearchResultsLine } from '@/shared/components/screen-states';
import { Hint } from '@/shared/components/hint';
import { LoadError } from '@/shared/components/load-error';
import { StatusMessage } from '@/shared/components/status-message';
import { paths } from '@/shared/config/paths';
import { useRole } from '@/shared/hooks/use-session';
import { drawnPageTakenOver, isDrawingPage } from '@/shared/lib/drawn-page';
import { useItems } from '../api/item-list';
import { ItemCard } from './item-card';
import { ItemSearch } from './item-search';

const grid = { base: 1, xs: 2, md: 3, xl: 4 } as const;

function ItemGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={grid} spacing="lg" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding={0}>
          <Skeleton height={180} radius={0} />
          <Stack gap="xs" p="md">
            <Skeleton height={16} width="70%" />
            <Skeleton height={14} width="35%" />
            <Skeleton height={22} width="50%" mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The dishes of each section, in the section's order; sections left empty are not shown. */
function sectionsWithItems(sections: TItemListSection[], items: TItem[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return sections
    .map((section) => {
      const sectionItems = section.item_ids.flatMap((id) => byId.get(id) ?? []);
      return { ...section, items: sectionItems, count: sectionItems.length };
    })
    .filter((section) => section.count > 0);
}

/**
 * Cards the server draws: more than a phone's first screens. A bar's menu of 200 drinks would
 * make a page of over a megabyte and hold the server for half a second; the app adds the rest.
 */
const DRAWN_CARDS = 24;

/** The first `count` cards, in the sections' order (a section cut short keeps its heading and count). */
function firstCards<Section extends { items: TItem[] }>(sections: Section[], count: number): Section[] {
  let left = count;
  return sections.flatMap((section) => {
    if (left <= 0) return [];
    const items = section.items.slice(0, left);
    left -= items.length;
    return [{ ...section, items }];
  });
}

/** Whether every card is rendered: not yet while the page is drawn, at once after. */
function useAllCards(): boolean {
  const [all, setAll] = useState(() => !isDrawingPage());
  useEffect(() => {
    if (all) return;
    drawnPageTakenOver();
    startTransition(() => setAll(true));
  }, [all]);
  return all;
}

/**
 * The search from tablets up goes to the header once the app runs; until then (a page drawn by the
 * server) it is hidden there rather than shown and then moved away. A component of its own: the
 * header's slot arriving and the screen's width becoming known re-render the search, not the list.
 */
function ListSearch() {
  const headerSlot = useHeaderSlot();
  const wide = useMediaQuery('(min-width: 48em)');
  return wide && headerSlot ? (
    <InHeader target={headerSlot}>
      <ItemSearch inHeader />
    </InHeader>
  ) : (
    <Box hiddenFrom="sm">
      <ItemSearch />
    </Box>
  );
}

/**
 * /item_list: the restaurant's dishes as cards under its dish types, in its order, with the
 * search (?q=) in the header from tablets up (above the list on phones) and the add button.
 * A member without `menu` (staff) gets today's dishes instead: those on the menu, each with its
 * sold-out button and nothing that edits the menu.
 */
export function ItemListPage() {
  const { t } = useTranslation();
  const editsMenu = can(useRole(), 'menu');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const itemsQuery = useItems({ search: q });
  const title = editsMenu ? t('items.title') : t('items.todayTitle');
  useDocumentTitle(`${title} · ${t('app.name')}`);

  const listedItems = itemsQuery.data?.data ?? [];
  const items = editsMenu ? listedItems : listedItems.filter((item) => item.status === 1);
  const allCards = useAllCards();
  const listed = sectionsWithItems(itemsQuery.data?.sections ?? [], items);
  const sections = allCards ? listed : firstCards(listed, DRAWN_CARDS);
  const imageUrl = itemsQuery.data?.imageUrl ?? '/uploads/';
  const menuIsEmpty = itemsQuery.isSuccess && items.length === 0 && !q;

  let content;
  if (itemsQuery.isPending) {
    content = <ItemGridSkeleton />;
  } else if (itemsQuery.isError && !itemsQuery.data) {
    content = <LoadError error={itemsQuery.error} onRetry={() => void itemsQuery.refetch()} />;
  } else if (items.length === 0 && q) {
    content = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <StatusMessage
          icon={IconSearchOff}
          color="gray"
          title={t('menu.items.noResultTitle')}
          titleOrder={2}
          text={t('menu.items.noResultText', { q })}
        >
          <Button variant="light" onClick={() => setSearchParams({}, { replace: true })}>
            {t('menu.items.clearSearch')}
          </Button>
        </StatusMessage>
      </Paper>
    );
  } else if (items.length === 0) {
    content = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <StatusMessage
          icon={IconToolsKitchen2}
          title={editsMenu ? t('items.emptyTitle') : t('items.todayEmptyTitle')}
          titleOrder={2}
          text={editsMenu ? t('items.emptyText') : t('items.todayEmptyText')}
        >
          {editsMenu && (
            <Button
              component={Link}
              to={paths.itemAdd.getHref()}
              leftSection={<IconPlus size={18} aria-hidden />}
              mt="xs"
            >
              {t('menu.items.addFirst')}
            </Button>
          )}
        </StatusMessage>
      </Paper>
    );
  } else {
    let index = 0;
    content = (
      <Stack
        gap="xl"
        aria-busy={itemsQuery.isFetching}
        style={{ opacity: itemsQuery.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {sections.map((section) => (
          <section key={section.dish_type_id ?? 'none'} aria-labelledby={`dish-type-${section.dish_type_id ?? 'none'}`}>
            <Group gap="xs" align="baseline" mb="sm">
              <Title order={2} size="h3" id={`dish-type-${section.dish_type_id ?? 'none'}`}>
                {section.label || t('items.otherDishes')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('items.sectionCount', { count: section.count })}
                {section.hidden === 1 && ` · ${t('items.hiddenSection')}`}
              </Text>
            </Group>
            <SimpleGrid cols={grid} spacing="lg">
              {section.items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  imageUrl={imageUrl}
                  aboveTheFold={index++ < grid.xl}
                  editable={editsMenu}
                />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        gap="md"
        wrap="nowrap"
        title={title}
        intro={editsMenu ? undefined : t('items.todayIntro')}
        actions={
          editsMenu && (
            <Hint label={t('items.addItem')} below>
              <ActionIcon
                component={Link}
                to={paths.itemAdd.getHref()}
                size={48}
                radius="xl"
                variant="filled"
                aria-label={t('items.addItem')}
              >
                <IconPlus size={26} aria-hidden />
              </ActionIcon>
            </Hint>
          )
        }
      />
      {/* Nothing to search in an empty menu. */}
      {!menuIsEmpty && <ListSearch />}
      {q && items.length > 0 && (
        <SearchResultsLine
          text={t('items.searchResults', { q })}
          clearLabel={t('menu.items.clearSearch')}
          onClear={() => setSearchParams({}, { replace: true })}
        />
      )}
      {content}
    </Stack>
  );
}
