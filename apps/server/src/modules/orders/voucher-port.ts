import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { PromoTerms } from './promo-pricing.js';

/** A loyalty voucher as an order prices it: its id, its code and what it takes off (on everything). */
export interface VoucherOffer extends PromoTerms {
  id: number;
  code: string;
}

/**
 * What orders needs of the loyalty programme's vouchers, given by the loyalty module when it
 * starts (orders comes first and imports nothing of it): a voucher's terms before pricing, its use
 * in the transaction that writes the order (once: a second order on it is refused), and its
 * return when the order is refused, cancelled or expires.
 */
export interface VoucherPort {
  offer(restaurantId: number, customerId: number, code: string): Promise<VoucherOffer>;
  spend(voucherId: number, orderId: number, at: number, trx: Kysely<Database>): Promise<void>;
  release(orderId: number, trx: Kysely<Database>): Promise<void>;
}

/** The port once loyalty has given it; without it (a server without the programme), no voucher is known. */
export class Vouchers {
  private port: VoucherPort | null = null;

  use(port: VoucherPort): void {
    this.port = port;
  }

  get(): VoucherPort | null {
    return this.port;
  }

  /** Gives an order's voucher back, if it used one. */
  async release(order: { id: number; voucher_code?: string | null }, trx: Kysely<Database>): Promise<void> {
    if (order.voucher_code && this.port) await this.port.release(order.id, trx);
  }
}
