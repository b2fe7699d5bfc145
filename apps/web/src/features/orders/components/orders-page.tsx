import type { TOrder, TOrderEvent } from '@portal/contract';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBell, IconClipboardList, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderEvents } from '@/shared/api/order-stream';
import { LoadError } from '@/shared/components/load-error';
import { NumberedPager } from '@/shared/components/numbered-pager';
import { RingControls } from '@/shared/components/ring-controls';
import { EmptyStatus, PageHeader, SearchResultsLine } from '@/shared/components/screen-states';
import { orderKeys, useOrderSearch, useOrders } from '../api/orders';
import { OrderCard } from './order-card';
import { useOrderRing } from '@/shared/hooks/use-order-ring';
import { readAgainAfterEvent } from '@/shared/api/read-again';

// An order's drawer loads when the restaurant opens one, not with the list.
const OrderDrawer = lazy(() => import('./order-drawer').then((module) => ({ default: module.OrderDrawer })));

const grid = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
const filters = ['all', '0', '1', '4', '5', '3', '6', '8'] as const;
type Filter = (typeof filters)[number];
const filterKey: Record<Filter, string> = {
  all: 'orders.all',
  '0': 'orders.status.waiting',
  '1': 'orders.status.accepted',
  '4': 'orders.status.confirmed',
  '5': 'orders.status.completed',
  '3': 'orders.status.rejected',
  '6': 'orders.status.cancelled',
  '8': 'orders.status.expired',
};

function OrdersGrid({
  orders,
  fresh,
  onOpen,
}: {
  orders: TOrder[];
  fresh: Set<number>;
  onOpen: (id: number, opener: HTMLElement) => void;
}) {
  return (
    <SimpleGrid cols={grid} spacing="md">
      {orders.map((order) => (
        <OrderCard
          key={order.order_id}
          order={order}
          isNew={fresh.has(order.order_id)}
          onOpen={(opener) => onOpen(order.order_id, opener)}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * /order and /orders: the restaurant's orders as cards, newest first, filtered by status, searched,
 * paged. A new order appears by itself and rings (after 'Start service') until it is opened.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(25);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  // The drawer's code loads with the first order opened; from then on the drawer stays mounted,
  // opened and closed like any other, so that it slides out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The order's button that opened the drawer: the focus goes back to it when the drawer closes.
  // Mantine returns it to the element focused when the drawer opened, which a drawer mounted
  // already open (its code loaded late) never saw.
  const opener = useRef<HTMLElement | null>(null);
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  useDocumentTitle(`${t('orders.title')} · ${t('app.name')}`);

  const list = useOrders({ page, per_page: perPage, status: filter === 'all' ? undefined : Number(filter) });
  const found = useOrderSearch(search);
  const ring = useOrderRing(fresh.size > 0);

  const onEvent = useCallback(
    (event: TOrderEvent) => {
      if (event.type === 'orders.waiting') return;
      if (event.type === 'order.created') setFresh((current) => new Set(current).add(event.order.order_id));
      void readAgainAfterEvent(queryClient, orderKeys.all);
    },
    [queryClient],
  );
  useOrderEvents(onEvent);

  const open = (orderId: number, from: HTMLElement) => {
    opener.current = from;
    setDrawerWanted(true);
    setOpenId(orderId);
    setFresh((current) => {
      const next = new Set(current);
      next.delete(orderId);
      return next;
    });
  };

  const close = () => setOpenId(null);
  useEffect(() => {
    if (openId !== null || !opener.current) return;
    const button = opener.current;
    opener.current = null;
    // Gone from the list meanwhile (another filter, another page): the focus stays where it is.
    if (button.isConnected) button.focus({ preventScroll: true });
  }, [openId]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
  };

  const clearSearch = () => {
    setSearch('');
    setSearchText('');
  };

  let content;
  if (search) {
    const results = found.data?.complete_result_data ?? [];
    content = found.isPending ? (
      <Skeleton height={120} radius="lg" />
    ) : results.length === 0 ? (
      <EmptyStatus
        icon={IconSearchOff}
        color="gray"
        title={t('orders.noResultTitle')}
        text={t('orders.noResultText', { q: search })}
      >
        <Button variant="light" onClick={clearSearch}>
          {t('orders.clearSearch')}
        </Button>
      </EmptyStatus>
    ) : (
      <Stack gap="sm">
        <SearchResultsLine
          text={t('orders.searchResults', { q: search })}
          clearLabel={t('orders.clearSearch')}
          onClear={clearSearch}
        />
        <OrdersGrid orders={results} fresh={fresh} onOpen={open} />
      </Stack>
    );
  } else if (list.isPending) {
    content = (
      <SimpleGrid cols={grid} spacing="md" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={112} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const data = list.data.data;
    content =
      data.complete_result_data.length === 0 ? (
        <EmptyStatus icon={IconClipboardList} title={t('orders.emptyTitle')} text={t('orders.emptyText')} />
      ) : (
        <Stack gap="lg">
          <OrdersGrid orders={data.complete_result_data} fresh={fresh} onOpen={open} />
          <NumberedPager
            pages={data.pagination.pages}
            page={page}
            onPage={setPage}
            perPage={perPage}
            onPerPage={setPerPage}
            texts={{ pages: t('orders.pageLabel'), perPage: t('orders.perPage') }}
          />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.title')}
        tools={
          <RingControls
            ring={ring}
            texts={{
              started: t('orders.serviceStarted'),
              start: t('orders.startService'),
              startHint: t('orders.startServiceHint'),
              mute: t('orders.mute'),
              unmute: t('orders.unmute'),
            }}
          />
        }
      />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('orders.filterLabel')}
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={filters.map((value) => ({ value, label: t(filterKey[value] as 'orders.all') }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <form onSubmit={submitSearch} role="search" style={{ width: '100%', maxWidth: 360 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label={t('orders.searchLabel')}
              placeholder={t('orders.searchPlaceholder')}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon type="submit" size={36} aria-label={t('orders.searchButton')}>
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </Group>
      {/* Said out loud too (a live region): the ring is not the only signal. */}
      <div role="status" aria-live="polite">
        {fresh.size > 0 && (
          <Paper radius="md" p="sm" bg="orange.0" withBorder style={{ borderColor: 'var(--mantine-color-orange-4)' }}>
            <Group gap="xs">
              <IconBell size={18} color="var(--mantine-color-orange-8)" aria-hidden />
              <Text fw={700} c="#a8410d">
                {t('orders.newOrders', { count: fresh.size })}
              </Text>
            </Group>
          </Paper>
        )}
      </div>
      {content}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <OrderDrawer orderId={openId} onClose={close} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
