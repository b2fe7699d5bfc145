import { internationalPhone, type Locale } from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../schema.js';
import { type AccountFlows, type Credentials, type SendOutcome, wrongCode } from '../auth/index.js';
import { releaseUnprovenPhone } from './contact-claims.js';
import type { CustomersRepository } from './customers-repository.js';
import type { Customer } from './tables.js';

/** The phone as typed (national digits) and its dial code ('+33'). */
export interface GuestPhone {
  mobileno: string;
  country_code: string;
}

/**
 * A guest booking from a restaurant's page gives a first name and a phone, and proves the phone
 * with the code sent to it. An account that proved that phone gets the code; any other phone is
 * held as a pending guest (no account, nothing reserved) and its account is made, or the phone
 * taken from an account that never proved it, only once the code comes back. Only the text
 * message's code counts: the booking is the phone's.
 */
export class GuestCodes {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      customers: CustomersRepository;
      credentials: Credentials;
      flows: AccountFlows<Customer>;
    },
  ) {}

  /**
   * A code to the phone. Every phone of a country served gets one, so the answer tells nothing
   * of who has an account; another is refused at once, as no code could reach it.
   */
  async send(input: GuestPhone & { lang: Locale; restaurant: string }): Promise<SendOutcome> {
    const phone = internationalPhone(input.country_code, input.mobileno);
    if (!this.deps.credentials.codes.servesPhone(phone)) {
      throw new AppError('PHONE_COUNTRY_NOT_SERVED', { field: 'mobileno' });
    }
    const owner = await this.provenOwner(phone);
    // The guest books at a restaurant: the code comes in its name.
    const rules = { restaurant: input.restaurant };
    if (owner) return this.deps.flows.sendCode(owner, 'login', input.lang, rules);
    const pending = await this.deps.customers.pendingGuest(phone);
    return this.deps.credentials.codes.issue(
      {
        kind: 'guest',
        id: pending.id,
        phone,
        email: null,
        lock: (trx) => this.deps.customers.lockPendingGuest(pending.id, trx),
      },
      'login',
      input.lang,
      rules,
    );
  }

  /** The account the phone's code proves: the one that had proven it, or one made now with the first name. */
  async verify(
    input: GuestPhone & { otp: string; first_name: string; last_name: string; lang: Locale },
  ): Promise<Customer> {
    const phone = internationalPhone(input.country_code, input.mobileno);
    const owner = await this.provenOwner(phone);
    if (owner) {
      const { channel } = await this.deps.flows.checkCode(owner, 'login', input.otp);
      if (channel !== 'phone') throw wrongCode();
      return (await this.deps.customers.update(owner.id, { is_verified: 1 })) ?? owner;
    }
    const pending = await this.deps.customers.findPendingGuest(phone);
    const owned = pending ? { kind: 'guest' as const, id: pending.id } : null;
    const channel = await this.deps.credentials.codes.verifyUniform(owned, 'login', input.otp);
    if (!pending || channel !== 'phone') throw wrongCode();
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        await this.deps.customers.deletePendingGuest(pending.id, trx);
        await releaseUnprovenPhone(this.deps.customers, phone, null, trx);
        return this.deps.customers.create(
          {
            first_name: input.first_name,
            last_name: input.last_name,
            email: null,
            phone,
            country_code: input.country_code,
            google_sub: null,
            lang: input.lang,
            is_verified: 1,
            phone_verified: 1,
            closed_at: null,
          },
          trx,
        );
      });
    } catch (error) {
      // Proven by another page at the same moment: that account is the phone's.
      const made = isUniqueViolation(error) ? await this.provenOwner(phone) : undefined;
      if (made) return made;
      throw error;
    }
  }

  /** The open account that proved this phone, if any. */
  private async provenOwner(phone: string): Promise<Customer | undefined> {
    const customer = await this.deps.customers.findByPhone(phone);
    return customer && customer.closed_at === null && customer.phone_verified ? customer : undefined;
  }
}
