import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  type Locale,
  ZCancelOrderRequestSchema,
  ZChangeOrderStatusRequestSchema,
  ZMyOrdersQuerySchema,
  ZMyOrdersResponseSchema,
  ZOrderDetailQuerySchema,
  ZOrderListQuerySchema,
  ZOrderListResponseSchema,
  ZOrderResponseSchema,
  ZOrderSearchRequestSchema,
  ZOrderSearchResponseSchema,
  ZPlaceOrderRequestSchema,
  ZReportQuerySchema,
  ZReportResponseSchema,
  customerApiPaths,
} from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerCan, callerOf, forbiddenForRole, partnerLangOf as langOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';

/** The `lang` a customer call asked for, else the customer's own. */
function customerLang(request: FastifyRequest, lang: string | undefined): Locale {
  return lang === 'fr' || lang === 'en' ? lang : customerOf(request).customer.lang === 'en' ? 'en' : 'fr';
}

/**
 * Customers place, cancel and list their orders; the partner lists, searches, opens and moves
 * its orders (their live events come on the partner's stream). The restaurant is always the
 * token's partner and the customer the token's customer.
 */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { placing, handling, queries } = app.orders;
  const { requireCustomer } = app.customers;
  const partner = { tags: ['orders'], security: tokenSecurity };
  const customer = { tags: ['orders: customers'], security: tokenSecurity };

  app.post(customerApiPaths.placeOrder, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...customer,
      summary: 'Place an order; the server prices it from the menu (client totals are never read)',
      body: ZPlaceOrderRequestSchema,
      response: { 200: withFailure(ZOrderResponseSchema) },
    },
    handler: async (request) => placing.place(customerOf(request).customer, request.body),
  });

  app.post(customerApiPaths.cancelOrder, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...customer,
      summary: 'Cancel one’s own order while it waits',
      body: ZCancelOrderRequestSchema,
      response: { 200: withFailure(ZOrderResponseSchema) },
    },
    handler: async (request) =>
      handling.cancel(customerOf(request).customer, request.body.order_id, customerLang(request, request.body.lang)),
  });

  app.get(customerApiPaths.myOrders, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...customer,
      summary: 'One’s own orders, newest first',
      querystring: ZMyOrdersQuerySchema,
      response: { 200: withFailure(ZMyOrdersResponseSchema) },
    },
    handler: async (request) =>
      queries.myOrders(customerOf(request).customer, request.query.page, customerLang(request, request.query.lang)),
  });

  app.get(apiPaths.orderList, {
    config: access('service'),
    schema: {
      ...partner,
      summary:
        'The orders screen (page, per_page, status: complete_result_data) or, with `period` or `searchval`, the earnings report (complete_report_data, totals)',
      querystring: ZOrderListQuerySchema,
      response: { 200: withFailure(z.union([ZOrderListResponseSchema, ZReportResponseSchema])) },
    },
    handler: async (request, reply) => {
      // The original screens call getOrderList for both: the report sends its period.
      if (request.query.period !== undefined || request.query.searchval !== undefined) {
        if (!callerCan(request, 'reports')) throw forbiddenForRole();
        const parsed = ZReportQuerySchema.safeParse(request.query);
        if (!parsed.success) throw new AppError('VALIDATION');
        return app.reports.service.report(restaurantOf(request), parsed.data, langOf(request, request.query.lang));
      }
      const list = await queries.list(restaurantOf(request), request.query, langOf(request, request.query.lang));
      // The screen every device of a service polls: its orders are built field by field to the
      // contract's type (order-wire.ts), so they are written as they are, without parsing each
      // again through the response schema (the orders tests check the schema would change nothing).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(list) as never);
    },
  });

  app.post(apiPaths.orderSearch, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Search orders by number, customer first name or dish',
      body: ZOrderSearchRequestSchema,
      response: { 200: withFailure(ZOrderSearchResponseSchema) },
    },
    handler: async (request) =>
      queries.search(restaurantOf(request), request.body.searchval, langOf(request, request.body.lang)),
  });

  app.get(apiPaths.orderDetail, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'One order with its lines, totals and status history',
      querystring: ZOrderDetailQuerySchema,
      response: { 200: withFailure(ZOrderResponseSchema) },
    },
    handler: async (request) =>
      queries.detail(restaurantOf(request), request.query.order_id, langOf(request, request.query.lang)),
  });

  app.post(apiPaths.changeOrderStatus, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Accept (1), reject with a reason (3), confirm (4), complete (5)',
      body: ZChangeOrderStatusRequestSchema,
      response: { 200: withFailure(ZOrderResponseSchema) },
    },
    handler: async (request) =>
      handling.changeStatus(
        restaurantOf(request),
        request.body.order_id,
        request.body.status,
        request.body.reason ?? '',
        langOf(request, request.body.lang),
        callerOf(request).member,
      ),
  });
}
