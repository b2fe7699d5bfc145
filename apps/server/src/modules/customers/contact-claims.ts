import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { CustomersRepository } from './customers-repository.js';

/*
 * An e-mail or a phone an account holds without having proven it reserves nothing: whoever
 * registers with it or proves it takes it, and the account that held it keeps the rest of its
 * details without it. A proven one stays its holder's.
 */

/** The account of `email` that never proved it lets it go; true when the e-mail is free now (or `claimant`'s). */
export async function releaseUnprovenEmail(
  customers: CustomersRepository,
  email: string,
  claimant: number | null,
  trx?: Kysely<Database>,
): Promise<boolean> {
  const holder = await customers.findByEmail(email, trx);
  if (!holder || holder.id === claimant) return true;
  if (holder.email_verified) return false;
  await customers.update(holder.id, { email: null }, trx);
  return true;
}

/** The account of `phone` that never proved it lets it go; true when the phone is free now (or `claimant`'s). */
export async function releaseUnprovenPhone(
  customers: CustomersRepository,
  phone: string,
  claimant: number | null,
  trx?: Kysely<Database>,
): Promise<boolean> {
  const holder = await customers.findByPhone(phone, trx);
  if (!holder || holder.id === claimant) return true;
  if (holder.phone_verified) return false;
  await customers.update(holder.id, { phone: null }, trx);
  return true;
}
