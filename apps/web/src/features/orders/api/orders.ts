import {
  ZOrderListResponseSchema,
  ZOrderResponseSchema,
  ZOrderSearchResponseSchema,
  apiPaths,
  type Locale,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/use-locale';

/** Keys of the orders domain: `list({ lang, page, per_page, status })`, `detail(id, { lang })`. */
export const orderKeys = createQueryKeys('orders');

export interface OrderListQuery {
  page: number;
  per_page: number;
  /** current_status, or undefined for all. */
  status: number | undefined;
}

/* GET v1/restaurant/getOrderList — a page of the restaurant's orders, newest first. */
function getOrders(query: OrderListQuery & { lang: Locale }) {
  const params = new URLSearchParams({ lang: query.lang, page: String(query.page), per_page: String(query.per_page) });
  if (query.status !== undefined) params.set('status', String(query.status));
  return apiRequest(`${apiPaths.orderList}?${params.toString()}`, {
    schema: ZOrderListResponseSchema,
    auth: 'partner',
  });
}

export function useOrders(query: OrderListQuery) {
  const lang = useLocale();
  return useQuery({
    queryKey: orderKeys.list({ lang, ...query, status: query.status ?? 'all' }),
    queryFn: () => getOrders({ ...query, lang }),
    placeholderData: keepPreviousData,
  });
}

/* POST v1/restaurant/getOrderListSearch — by number, customer first name or dish. */
function searchOrders(input: { searchval: string; lang: Locale }) {
  return apiRequest(apiPaths.orderSearch, {
    method: 'POST',
    schema: ZOrderSearchResponseSchema,
    auth: 'partner',
    body: input,
  });
}

export function useOrderSearch(searchval: string) {
  const lang = useLocale();
  return useQuery({
    queryKey: orderKeys.list({ lang, search: searchval }),
    queryFn: () => searchOrders({ searchval, lang }),
    enabled: searchval !== '',
  });
}

/* GET v1/restaurant/orderDetail */
function getOrder(input: { order_id: number; lang: Locale }) {
  return apiRequest(`${apiPaths.orderDetail}?order_id=${input.order_id}&lang=${input.lang}`, {
    schema: ZOrderResponseSchema,
    auth: 'partner',
  });
}

export function useOrder(orderId: number | null) {
  const lang = useLocale();
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? 0, { lang }),
    queryFn: () => getOrder({ order_id: orderId!, lang }),
    enabled: orderId !== null,
  });
}

export interface ChangeOrderStatusInput {
  order_id: number;
  status: 1 | 3 | 4 | 5;
  reason?: string;
}

/* POST v1/restaurant/changeOrderStatus */
function changeOrderStatus(input: ChangeOrderStatusInput) {
  return apiRequest(apiPaths.changeOrderStatus, {
    method: 'POST',
    schema: ZOrderResponseSchema,
    auth: 'partner',
    body: { ...input, lang: currentLocale() },
  });
}

/** Moves an order on; the lists and the order reload (a refusal says the status it has now). */
export function useChangeOrderStatus(callbacks?: CallbacksOf<typeof changeOrderStatus>) {
  return useInvalidatingMutation(
    { mutationKey: orderKeys.mutation('status'), mutationFn: changeOrderStatus, invalidates: [orderKeys.all] },
    callbacks,
  );
}
