import {
  normalizeSearchText,
  OrderStatus,
  ORDER_MAX_PEOPLE,
  ORDER_MAX_PER_CUSTOMER_PER_HOUR,
  ORDER_MAX_WAITING_PER_CUSTOMER,
  ORDER_MAX_WAITING_PER_RESTAURANT,
  ORDER_UNPAID_MAX_CENTS,
  ORDER_UNPAID_MAX_UNITS,
  PaymentMethod,
  PAYMENT_METHOD_IDS,
  SERVICE_TYPE_LABELS,
  type TPlaceOrderInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import type { Customer } from '../customers/index.js';
import type { MenuModule } from '../menu/index.js';
import type { PromoOffer, PromotionsService } from '../promotions/index.js';
import type { RestaurantModule } from '../restaurant/index.js';
import type { JournalRepository } from './journal.js';
import type { OrderAnnouncer } from './order-announcer.js';
import type { OrderExpiry } from './order-expiry.js';
import { toWire } from './order-wire.js';
import type { OrdersRepository } from './orders-repository.js';
import { type PricedOrder, priceOrder } from './pricing.js';
import { applyPromo } from './promo-pricing.js';
import type { Order } from './tables.js';
import type { Vouchers, VoucherOffer } from './voucher-port.js';

const HOUR_MS = 3_600_000;
/** Where a refused promo code is shown. */
const PROMO_FIELD = 'promo_code';

/** Where a refused voucher is shown. */
const VOUCHER_FIELD = 'voucher_code';

/** A promo code an order uses: its terms and what it saved. */
export interface UsedPromo {
  offer: PromoOffer;
  savings_cents: number;
}

/** A loyalty voucher an order uses: its terms and what it saved. */
interface UsedVoucher {
  offer: VoucherOffer;
  savings_cents: number;
}

/**
 * Orders placed by customers, priced here from the menu (client totals are never read): the
 * order, its lines, its first history row and the journal's `placed` entry in one transaction,
 * then the restaurant's screens told, in every process.
 */
export class OrderPlacing {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: OrdersRepository;
      journal: JournalRepository;
      expiry: OrderExpiry;
      announcer: OrderAnnouncer;
      menu: MenuModule;
      restaurant: RestaurantModule;
      promotions: PromotionsService;
      vouchers: Vouchers;
      clock: Clock;
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
    let priced: PricedOrder = priceOrder(input.items, menu, {
      serviceType: input.service_type,
      serviceChargeCents: this.deps.serviceChargeCents,
      servedAt: now,
    });
    // A promo code and a loyalty voucher are never stacked.
    if (input.promo_code?.trim() && input.voucher_code?.trim())
      throw new AppError('VOUCHER_NOT_WITH_PROMO', { field: VOUCHER_FIELD });
    // A promo code after dish discounts and buy-one-get-one; what needs no lock is checked here.
    let promo: UsedPromo | null = null;
    if (input.promo_code?.trim()) {
      const context = { subtotalCents: priced.subtotal_cents, serviceType: input.service_type, now };
      const offer = await this.deps.promotions.offer(restaurantId, input.promo_code, context, PROMO_FIELD);
      const discounted = applyPromo(priced, offer);
      // A code on food leaves a drinks-only order with nothing to take off.
      if (discounted.savings_cents === 0) throw new AppError('PROMO_MIN_SUBTOTAL', { field: PROMO_FIELD });
      priced = discounted;
      promo = { offer, savings_cents: discounted.savings_cents };
    }
    // A loyalty voucher is priced like a code on the whole order, and never with a code.
    let voucher: UsedVoucher | null = null;
    if (input.voucher_code?.trim()) {
      const port = this.deps.vouchers.get();
      if (!port) throw new AppError('VOUCHER_UNKNOWN', { field: VOUCHER_FIELD });
      const offer = await port.offer(restaurantId, customer.id, input.voucher_code.trim().toUpperCase());
      const discounted = applyPromo(priced, offer);
      priced = discounted;
      voucher = { offer, savings_cents: discounted.savings_cents };
    }
    // The restaurant is paid at the counter: a prank costs it food, so such orders stay small.
    if (input.payment_method !== PaymentMethod.online) {
      const units = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
      if (units > ORDER_UNPAID_MAX_UNITS) throw new AppError('ORDER_QUANTITY_TOO_HIGH', { field: 'items' });
      if (priced.total_cents > ORDER_UNPAID_MAX_CENTS) throw new AppError('ORDER_AMOUNT_TOO_HIGH', { field: 'items' });
    }
    const expired: Order[] = [];
    const order = await this.record(
      restaurantId,
      customer,
      input,
      priced,
      now,
      async (trx) => {
        // Under the restaurant's lock: what has expired no longer counts, and two orders placed at
        // once are counted one after the other.
        expired.push(...(await this.deps.expiry.expireLocked(restaurantId, now, trx)));
        await this.admit(customer.id, restaurantId, now, trx);
        // Uses, budget and the customer's own uses, counted under the lock: of orders placed at
        // once on the last use, one gets it.
        if (promo) {
          await this.deps.promotions.admit(
            restaurantId,
            promo.offer.id,
            customer.id,
            promo.savings_cents,
            trx,
            PROMO_FIELD,
          );
        }
      },
      promo,
      voucher,
    );
    const wire = await toWire(this.deps.orders, [order], input.lang ?? 'fr');
    for (const gone of expired) await this.deps.announcer.announce(restaurantId, 'order.updated', gone);
    await this.deps.announcer.announce(restaurantId, 'order.created', order);
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
    /** The promo code the prices already include, and its use to record. */
    promo: UsedPromo | null = null,
    /** Or the loyalty voucher they include, spent with the order. */
    voucher: UsedVoucher | null = null,
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
          promo_code: promo?.offer.code ?? null,
          voucher_code: voucher?.offer.code ?? null,
          savings_cents: promo?.savings_cents ?? voucher?.savings_cents ?? 0,
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
          savings_cents: line.savings_cents,
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
      if (promo) {
        const use = { promoId: promo.offer.id, restaurantId, customerId: customer.id, orderId: order.id };
        await this.deps.promotions.redeem({ ...use, savingsCents: promo.savings_cents }, at, trx);
      }
      // Once: a voucher another order spent meanwhile refuses this one, and nothing is written.
      if (voucher) await this.deps.vouchers.get()?.spend(voucher.offer.id, order.id, at, trx);
      await this.deps.journal.appendOrder(restaurantId, order, 'placed', at, trx);
      return order;
    });
  }

  /** A closed customer account's first name and notes leave its orders (the journal never held them). */
  async forgetCustomer(customerId: number, trx: Kysely<Database>): Promise<void> {
    await this.deps.orders.forgetCustomer(customerId, (lines) => orderSearchText('', lines), trx);
  }
}

/** The words an order is found by on the orders screen: the customer's first name and the dishes. */
function orderSearchText(
  firstName: string,
  lines: ReadonlyArray<{ fr_name: string; en_name: string; size_fr: string | null; size_en: string | null }>,
): string {
  const words = [firstName, ...lines.flatMap((line) => [line.fr_name, line.en_name, line.size_fr, line.size_en])];
  return ` ${normalizeSearchText(words.join(' '))} `;
}
