import {
  allergenLabels,
  basisPointsToTvaRate,
  centsToEuros,
  type Locale,
  normalizeSearchText,
  OrderStatus,
  ORDER_MAX_PEOPLE,
  ORDER_MAX_PER_CUSTOMER_PER_HOUR,
  ORDER_MAX_WAITING_PER_CUSTOMER,
  ORDER_MAX_WAITING_PER_RESTAURANT,
  ORDER_UNPAID_MAX_CENTS,
  ORDER_UNPAID_MAX_UNITS,
  ORDER_WAITING_EXPIRY_MINUTES,
  orderExpiresAt,
  PaymentMethod,
  PARTNER_TRANSITIONS,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LABELS,
  SERVICE_TYPE_LABELS,
  searchTerms,
  type SuccessCode,
  type TOrder,
  type TOrderEvent,
  type TPlaceOrderInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Customer } from '../customers/index.js';
import type { Database } from '../../db/schema.js';
import type { Order, OrderLine } from './tables.js';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { pick, storedAllergens } from '../../core/localized.js';
import { parisDate, parisTime } from '../../core/paris-time.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import type { MenuModule } from '../menu/index.js';
import type { RestaurantModule } from '../restaurant/index.js';
import type { JournalKind, JournalRepository } from './journal.js';
import type { OrderHistoryRow, OrdersRepository } from './orders-repository.js';
import type { SalesAggregates } from './sales-aggregates.js';
import { type PricedOrder, priceOrder } from './pricing.js';

const notFound = () => new AppError('NOT_FOUND');
const SEARCH_LIMIT = 50;
const MY_ORDERS_PAGE = 20;
const HOUR_MS = 3_600_000;
const EXPIRY_MS = ORDER_WAITING_EXPIRY_MINUTES * 60_000;
/** Restaurants a sweep expires orders of, at most, in one pass. */
const SWEEP_BATCH = 100;

/** Waiting orders placed at or before this instant have expired at `now`. */
const expiryCutoff = (now: number) => now - EXPIRY_MS;
const expiredError = () => new AppError('ORDER_EXPIRED', { extra: { current_status: OrderStatus.expired } });

/** The topic of a restaurant's order events. */
export const restaurantTopic = (restaurantId: number) => `orders:${restaurantId}`;

/** The statuses a partner may move an order from to reach `status`. */
function sourcesOf(status: number): number[] {
  return Object.entries(PARTNER_TRANSITIONS)
    .filter(([, targets]) => targets.includes(status))
    .map(([source]) => Number(source));
}

/** What each partner status change is called, and what it writes in the journal. */
const partnerOutcome: Record<number, { success: SuccessCode; journal: JournalKind | null }> = {
  [OrderStatus.accepted]: { success: 'ORDER_ACCEPTED', journal: null },
  [OrderStatus.rejected]: { success: 'ORDER_REJECTED', journal: 'rejected' },
  [OrderStatus.confirmed]: { success: 'ORDER_CONFIRMED', journal: null },
  [OrderStatus.completed]: { success: 'ORDER_COMPLETED', journal: 'completed' },
};

/**
 * Orders: placed by customers and priced here from the menu (client totals are never read),
 * handled by the partner through the order status transitions, every change in the status
 * history; money events in the sales journal in the same transaction; events to the orders
 * screens of the restaurant, in every process.
 */
export class OrderService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: OrdersRepository;
      journal: JournalRepository;
      sales: SalesAggregates;
      menu: MenuModule;
      restaurant: RestaurantModule;
      events: EventBus;
      clock: Clock;
      logger: Logger;
      serviceChargeCents: number;
    },
  ) {}

  async place(customer: Customer, input: TPlaceOrderInput) {
    if (!(input.service_type in SERVICE_TYPE_LABELS)) {
      throw new AppError('SERVICE_TYPE_INVALID', { field: 'service_type' });
    }
    if (input.no_of_people < 1 || input.no_of_people > ORDER_MAX_PEOPLE) {
      throw new AppError('PEOPLE_INVALID', { field: 'no_of_people' });
    }
    if (!(PAYMENT_METHOD_IDS as readonly number[]).includes(input.payment_method)) {
      throw new AppError('PAYMENT_METHOD_INVALID', { field: 'payment_method' });
    }
    const restaurantId = await this.deps.restaurant.service.takingOrders(input.restaurant_id);
    const now = this.deps.clock();
    const menu = await this.deps.menu.items.orderable(
      restaurantId,
      input.items.map((line) => line.item_id),
    );
    const priced = priceOrder(input.items, menu, {
      serviceType: input.service_type,
      serviceChargeCents: this.deps.serviceChargeCents,
      servedAt: now,
    });
    // The restaurant is paid at the counter: a prank costs it food, so such orders stay small.
    if (input.payment_method !== PaymentMethod.online) {
      const units = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
      if (units > ORDER_UNPAID_MAX_UNITS) throw new AppError('ORDER_QUANTITY_TOO_HIGH', { field: 'items' });
      if (priced.total_cents > ORDER_UNPAID_MAX_CENTS) throw new AppError('ORDER_AMOUNT_TOO_HIGH', { field: 'items' });
    }
    const expired: Order[] = [];
    const order = await this.record(restaurantId, customer, input, priced, now, async (trx) => {
      // Under the restaurant's lock: what has expired no longer counts, and two orders placed at
      // once are counted one after the other.
      expired.push(...(await this.expireLocked(restaurantId, now, trx)));
      await this.admit(customer.id, restaurantId, now, trx);
    });
    const wire = await this.toWire([order], input.lang ?? 'fr');
    for (const gone of expired) await this.announce(restaurantId, 'order.updated', gone);
    await this.announce(restaurantId, 'order.created', order);
    return { ...ok('ORDER_PLACED'), data: wire[0]! };
  }

  /**
   * The flood limits: orders a customer leaves waiting at the restaurant, orders a
   * customer places in an hour, orders waiting at the restaurant.
   */
  private async admit(customerId: number, restaurantId: number, now: number, trx: Kysely<Database>) {
    if ((await this.deps.orders.countWaitingOf(customerId, restaurantId, trx)) >= ORDER_MAX_WAITING_PER_CUSTOMER) {
      throw new AppError('TOO_MANY_WAITING_ORDERS');
    }
    if (
      (await this.deps.orders.countPlacedBetween(customerId, now - HOUR_MS, now, trx)) >=
      ORDER_MAX_PER_CUSTOMER_PER_HOUR
    ) {
      throw new AppError('TOO_MANY_ORDERS_PER_HOUR');
    }
    if ((await this.deps.orders.countWaiting(restaurantId, trx)) >= ORDER_MAX_WAITING_PER_RESTAURANT) {
      throw new AppError('RESTAURANT_BUSY');
    }
  }

  /**
   * Expires the restaurant's waiting orders that waited ORDER_WAITING_EXPIRY_MINUTES, in the
   * caller's transaction, which holds the journal head: each one moves once (conditional update),
   * gets its history row and an `expired` journal entry. Returns the orders expired.
   */
  private async expireLocked(restaurantId: number, now: number, trx: Kysely<Database>): Promise<Order[]> {
    const rows = await this.deps.orders.expire(restaurantId, expiryCutoff(now), OrderStatus.expired, now, trx);
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      await this.deps.orders.addHistory(
        { order_id: row.id, status: OrderStatus.expired, actor: 'system', reason: '', created_at: now },
        trx,
      );
      await this.journalEntry(restaurantId, row, 'expired', now, trx);
    }
    return rows;
  }

  /**
   * Expires what is due at one restaurant. Called before every read and change of its orders, so
   * no timer is needed for the answers to be right; the periodic sweep only keeps the journal and
   * the screens current when nobody looks. One index probe when nothing is due.
   */
  async expireOverdue(restaurantId: number): Promise<number> {
    const now = this.deps.clock();
    if (!(await this.deps.orders.hasOverdue(restaurantId, expiryCutoff(now)))) return 0;
    const expired = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.journal.lockHead(restaurantId, trx);
      return this.expireLocked(restaurantId, now, trx);
    });
    for (const order of expired) await this.announce(restaurantId, 'order.updated', order);
    return expired.length;
  }

  /**
   * The periodic sweep: expires the due orders of every restaurant. Safe in several processes at
   * once: an order moves only from waiting, so each is expired (and journalled) once.
   */
  async sweepExpired(): Promise<number> {
    const restaurants = await this.deps.orders.restaurantsWithOverdue(expiryCutoff(this.deps.clock()), SWEEP_BATCH);
    let expired = 0;
    for (const restaurantId of restaurants) expired += await this.expireOverdue(restaurantId);
    return expired;
  }

  /** Runs the sweep every `intervalMs` (unreferenced: it never keeps a process alive); returns its stop. */
  startSweeping(intervalMs = 60_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.sweepExpired()
        .catch((error: unknown) => this.deps.logger.error({ err: error }, 'expired orders sweep failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** A closed customer account's first name and notes leave its orders (the journal never held them). */
  async forgetCustomer(customerId: number, trx: Kysely<Database>): Promise<void> {
    await this.deps.orders.forgetCustomer(customerId, (lines) => orderSearchText('', lines), trx);
  }

  /**
   * Writes a priced order: its number, lines, first history row and the journal's 'placed'
   * entry, in one transaction. The demo generator writes history through here too.
   */
  async record(
    restaurantId: number,
    customer: Customer,
    input: Pick<TPlaceOrderInput, 'service_type' | 'no_of_people' | 'payment_method' | 'description'>,
    priced: PricedOrder,
    at: number,
    /** Checks run once the restaurant is locked (taking the number locks it); a refusal writes nothing. */
    admit?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<Order> {
    return this.deps.db.transaction().execute(async (trx) => {
      const number = await this.deps.journal.nextOrderNumber(restaurantId, trx);
      if (admit) await admit(trx);
      const order = await this.deps.orders.insert(
        {
          restaurant_id: restaurantId,
          customer_id: customer.id,
          order_number: number,
          status: OrderStatus.waiting,
          service_type: input.service_type,
          no_of_people: input.no_of_people,
          payment_method: input.payment_method,
          note: input.description ?? '',
          customer_first_name: customer.first_name,
          subtotal_cents: priced.subtotal_cents,
          tva_cents: priced.tva_cents,
          service_charge_cents: priced.service_charge_cents,
          total_cents: priced.total_cents,
          search_text: orderSearchText(customer.first_name, priced.lines),
          created_at: at,
          updated_at: at,
        },
        trx,
      );
      await this.deps.orders.insertLines(
        order.id,
        priced.lines.map((line) => ({
          item_id: line.item_id,
          size_id: line.size_id,
          fr_name: line.fr_name,
          en_name: line.en_name,
          size_fr: line.size_fr,
          size_en: line.size_en,
          quantity: line.quantity,
          unit_price_cents: line.unit_price_cents,
          discount_percent: line.discount_percent,
          buy_one_get_one: line.buy_one_get_one,
          addons_json: JSON.stringify(line.addons),
          addons_unit_cents: line.addons_unit_cents,
          line_total_cents: line.line_total_cents,
          tva_bp: line.tva_bp,
          tva_cents: line.tva_cents,
          allergens: line.allergens.join(','),
          search_text: ` ${normalizeSearchText(
            [
              line.fr_name,
              line.en_name,
              line.size_fr,
              line.size_en,
              ...line.addons.flatMap((a) => [a.fr_name, a.en_name]),
            ].join(' '),
          )} `,
        })),
        trx,
      );
      await this.deps.orders.addHistory(
        { order_id: order.id, status: OrderStatus.waiting, actor: 'customer', reason: '', created_at: at },
        trx,
      );
      await this.journalEntry(restaurantId, order, 'placed', at, trx);
      return order;
    });
  }

  /** A customer cancels their own order while it waits (0 → 6). */
  async cancel(customer: Customer, orderId: number, lang: Locale) {
    const now = this.deps.clock();
    const order = await this.deps.db.transaction().execute(async (trx) => {
      const own = await this.deps.orders.find({ id: orderId, customer_id: customer.id }, trx);
      if (!own) throw notFound();
      // The journal's head first, as every writer of the restaurant's orders takes it.
      await this.deps.journal.lockHead(own.restaurant_id, trx);
      const changed = await this.deps.orders.transition(
        { id: orderId, customer_id: customer.id },
        [OrderStatus.waiting],
        OrderStatus.cancelledByCustomer,
        { updated_at: now },
        trx,
        expiryCutoff(now),
      );
      if (!changed) {
        const current = (await this.deps.orders.find({ id: orderId, customer_id: customer.id }, trx)) ?? own;
        if (current.status === OrderStatus.expired || isOverdue(current, now)) throw expiredError();
        throw new AppError('ORDER_NOT_CANCELLABLE', { extra: { current_status: current.status } });
      }
      await this.deps.orders.addHistory(
        { order_id: changed.id, status: changed.status, actor: 'customer', reason: '', created_at: now },
        trx,
      );
      await this.journalEntry(changed.restaurant_id, changed, 'cancelled', now, trx);
      return changed;
    });
    await this.announce(order.restaurant_id, 'order.updated', order);
    return { ...ok('ORDER_CANCELLED'), data: (await this.toWire([order], lang))[0]! };
  }

  async myOrders(customer: Customer, page: number, lang: Locale) {
    const due = await this.deps.orders.restaurantsWithOverdueOf(customer.id, expiryCutoff(this.deps.clock()));
    for (const restaurantId of due) await this.expireOverdue(restaurantId);
    const { rows, total } = await this.deps.orders.page({ customer_id: customer.id }, page, MY_ORDERS_PAGE);
    return {
      ...ok('LOADED'),
      data: await this.toWire(rows, lang),
      pagination: pagination(page, MY_ORDERS_PAGE, total),
    };
  }

  /** The orders screen: a page of the restaurant's orders, newest first, of one status or all. */
  async list(
    restaurantId: number,
    query: { page: number; per_page: number; status?: number | undefined },
    lang: Locale,
  ) {
    await this.expireOverdue(restaurantId);
    const { rows, total } = await this.deps.orders.page(
      { restaurant_id: restaurantId, status: query.status },
      query.page,
      query.per_page,
    );
    return {
      ...ok('LOADED'),
      data: {
        status: 200 as const,
        complete_result_data: await this.toWire(rows, lang),
        pagination: pagination(query.page, query.per_page, total),
        waiting: await this.deps.orders.countWaiting(restaurantId),
      },
    };
  }

  /** By order number ("1042" or "#1042"), customer first name or dish, accents ignored. */
  async search(restaurantId: number, text: string, lang: Locale) {
    await this.expireOverdue(restaurantId);
    const digits = /^#?\s*(\d{1,9})$/.exec(text.trim());
    const rows = await this.deps.orders.search(
      restaurantId,
      digits ? [] : searchTerms(text),
      digits ? Number(digits[1]) : null,
      SEARCH_LIMIT,
    );
    return { ...ok('LOADED'), complete_result_data: await this.toWire(rows, lang) };
  }

  async detail(restaurantId: number, orderId: number, lang: Locale) {
    await this.expireOverdue(restaurantId);
    const order = await this.deps.orders.find({ id: orderId, restaurant_id: restaurantId });
    if (!order) throw notFound();
    return { ...ok('LOADED'), data: (await this.toWire([order], lang))[0]! };
  }

  /**
   * The partner's transitions: accept 0→1, reject 0→3 (with a reason), confirm 1→4, complete 4 or
   * 7→5. The update only happens from an allowed status, so of two devices exactly one wins; the
   * other is told the status the order has now.
   */
  async changeStatus(
    restaurantId: number,
    orderId: number,
    status: number,
    reason: string,
    lang: Locale,
    /** The team member acting; null or absent: the owner. */
    by: OrderActor | null = null,
  ) {
    const outcome = partnerOutcome[status];
    if (!outcome || sourcesOf(status).length === 0) throw new AppError('STATUS_CHANGE_INVALID', { field: 'status' });
    if (status === OrderStatus.rejected && !reason.trim()) {
      throw new AppError('REJECT_REASON_REQUIRED', { field: 'reason' });
    }
    let order: Order;
    try {
      order = await this.move(restaurantId, orderId, status, reason.trim(), this.deps.clock(), by);
    } catch (error) {
      // The order expired before the answer: it is journalled as expired now, and the partner told so.
      if (error instanceof AppError && error.code === 'ORDER_EXPIRED') await this.expireOverdue(restaurantId);
      throw error;
    }
    await this.announce(restaurantId, 'order.updated', order);
    return { ...ok(outcome.success), data: (await this.toWire([order], lang))[0]! };
  }

  /**
   * Moves an order at a given time, as the demo history does (no events: nobody watches the past).
   * The same rules and journal entries as the partner's actions.
   */
  async settle(restaurantId: number, orderId: number, status: number, reason: string, at: number): Promise<void> {
    await this.move(restaurantId, orderId, status, reason, at);
  }

  /** The transition, its history row, its journal entry and the sales totals, in one transaction. */
  private async move(
    restaurantId: number,
    orderId: number,
    status: number,
    reason: string,
    at: number,
    by: OrderActor | null = null,
  ): Promise<Order> {
    const from = sourcesOf(status);
    const journal = partnerOutcome[status]?.journal ?? null;
    return this.deps.db.transaction().execute(async (trx) => {
      // The journal's head before the order: writers of a restaurant's orders lock in one order.
      await this.deps.journal.lockHead(restaurantId, trx);
      const changed = await this.deps.orders.transition(
        { id: orderId, restaurant_id: restaurantId },
        from,
        status,
        { updated_at: at, ...(status === OrderStatus.rejected ? { reject_reason: reason } : {}) },
        trx,
        expiryCutoff(at),
      );
      if (!changed) {
        const current = await this.deps.orders.find({ id: orderId, restaurant_id: restaurantId }, trx);
        if (!current) throw notFound();
        if (current.status === OrderStatus.expired || isOverdue(current, at)) throw expiredError();
        throw new AppError('STATUS_CHANGE_INVALID', { field: 'status', extra: { current_status: current.status } });
      }
      await this.deps.orders.addHistory(
        {
          order_id: changed.id,
          status,
          actor: 'partner',
          reason,
          created_at: at,
          // A copy of the name: the history still says who once the member has left.
          ...(by ? { member_id: by.id, member_name: by.name } : {}),
        },
        trx,
      );
      if (journal) await this.journalEntry(restaurantId, changed, journal, at, trx);
      // The report's totals move with the sale, in the same transaction.
      if (status === OrderStatus.completed) await this.deps.sales.recordSale(restaurantId, changed.id, at, trx);
      return changed;
    });
  }

  async waiting(restaurantId: number): Promise<number> {
    await this.expireOverdue(restaurantId);
    return this.deps.orders.countWaiting(restaurantId);
  }

  /** The order as every reply carries it, names in `lang`. */
  async toWire(orders: Order[], lang: Locale): Promise<TOrder[]> {
    const ids = orders.map((order) => order.id);
    const [lines, history] = await Promise.all([this.deps.orders.linesOf(ids), this.deps.orders.historyOf(ids)]);
    return orders.map((order) => wireOrder(order, lines.get(order.id) ?? [], history.get(order.id) ?? [], lang));
  }

  private async journalEntry(
    restaurantId: number,
    order: Order,
    kind: JournalKind,
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    const byRate = await this.deps.orders.salesByRate(order.id, trx);
    await this.deps.journal.append(
      restaurantId,
      {
        kind,
        order_id: order.id,
        order_number: order.order_number,
        total_cents: order.subtotal_cents,
        by_rate: byRate,
        created_at: at,
      },
      trx,
    );
  }

  /**
   * Tells the restaurant's screens, in every process: which order changed and how many wait. The
   * message stays small (PostgreSQL's NOTIFY carries 8 KB at most); each stream reads the order
   * in its screen's language. A failure to tell never fails the call: the order is saved, and
   * the screens see it at their next load.
   */
  private async announce(restaurantId: number, type: 'order.created' | 'order.updated', order: Order) {
    try {
      const waiting = await this.deps.orders.countWaiting(restaurantId);
      const message: OrderMessage = { type, order_id: order.id, waiting };
      await this.deps.events.publish(restaurantTopic(restaurantId), message);
    } catch (error) {
      this.deps.logger.error({ err: error, restaurantId, orderId: order.id }, 'order event not sent');
    }
  }

  /** What the event stream sends for one message, for a screen in `lang`. */
  async eventsFor(restaurantId: number, message: OrderMessage, lang: Locale): Promise<TOrderEvent[]> {
    const order = await this.deps.orders.find({ id: message.order_id, restaurant_id: restaurantId });
    if (!order) return [{ type: 'orders.waiting', waiting: message.waiting }];
    return [
      { type: message.type, order: (await this.toWire([order], lang))[0]! },
      { type: 'orders.waiting', waiting: message.waiting },
    ];
  }
}

/** The message on a restaurant's topic: small, the same for every process and language. */
export interface OrderMessage {
  type: 'order.created' | 'order.updated';
  order_id: number;
  waiting: number;
}

function pagination(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) };
}

const euros = (cents: number) => centsToEuros(cents);

/** A waiting order past its time (not yet written as expired). */
function isOverdue(order: Order, now: number): boolean {
  return order.status === OrderStatus.waiting && order.created_at <= expiryCutoff(now);
}

function wireOrder(order: Order, lines: OrderLine[], history: OrderHistoryRow[], lang: Locale): TOrder {
  const tvaCentsByRate: Record<string, number> = {};
  for (const line of lines) {
    const rate = String(basisPointsToTvaRate(line.tva_bp));
    tvaCentsByRate[rate] = (tvaCentsByRate[rate] ?? 0) + line.tva_cents;
  }
  return {
    order_id: order.id,
    order_number: `#${order.order_number}`,
    current_status: order.status,
    created_at: order.created_at,
    date: parisDate(order.created_at),
    time: parisTime(order.created_at),
    customer_first_name: order.customer_first_name,
    service_type: order.service_type,
    service_typee: SERVICE_TYPE_LABELS[order.service_type]?.[lang] ?? '',
    no_of_people: order.no_of_people,
    payment_method: order.payment_method,
    payment_method_label: PAYMENT_METHOD_LABELS[order.payment_method]?.[lang] ?? '',
    description: order.note,
    items: lines.map((line) => {
      const addons = JSON.parse(line.addons_json) as Array<{
        group_fr: string;
        group_en: string;
        fr_name: string;
        en_name: string;
        price_cents: number;
      }>;
      return {
        items_name: pick(lang, line.fr_name, line.en_name),
        item_id: line.item_id,
        size: line.size_id === null ? null : pick(lang, line.size_fr, line.size_en),
        quantity: line.quantity,
        price: euros(line.unit_price_cents),
        discount: line.discount_percent,
        buy_one_get_one_offer: line.buy_one_get_one,
        addon: addons.map((addon) => ({
          group: pick(lang, addon.group_fr, addon.group_en),
          subaddonNameEn: addon.en_name || addon.fr_name,
          name: pick(lang, addon.fr_name, addon.en_name),
          price: euros(addon.price_cents),
        })),
        allergens: allergenLabels(storedAllergens(line.allergens), lang),
        totalPrice: euros(line.line_total_cents),
        TVA_per: basisPointsToTvaRate(line.tva_bp),
        TVA: euros(line.tva_cents),
      };
    }),
    sub_total: euros(order.subtotal_cents),
    TVA: euros(order.tva_cents),
    tva_by_rate: Object.fromEntries(Object.entries(tvaCentsByRate).map(([rate, cents]) => [rate, euros(cents)])),
    service_charges: euros(order.service_charge_cents),
    total: euros(order.total_cents),
    reject_reason: order.reject_reason,
    expires_at: order.status === OrderStatus.waiting ? orderExpiresAt(order.created_at) : null,
    history: history.map((entry) => ({
      status: entry.status,
      actor: entry.actor,
      // The restaurant's entries say which member acted (null: the owner).
      ...(entry.actor === 'partner'
        ? { member: entry.member_id === null ? null : { id: entry.member_id, name: entry.member_name } }
        : {}),
      reason: entry.reason,
      at: entry.created_at,
    })),
  };
}

/** Who of the restaurant's team moved an order. */
export interface OrderActor {
  id: number;
  name: string;
}

/** The words an order is found by on the orders screen: the customer's first name and the dishes. */
function orderSearchText(
  firstName: string,
  lines: ReadonlyArray<{ fr_name: string; en_name: string; size_fr: string | null; size_en: string | null }>,
): string {
  const words = [firstName, ...lines.flatMap((line) => [line.fr_name, line.en_name, line.size_fr, line.size_en])];
  return ` ${normalizeSearchText(words.join(' '))} `;
}
