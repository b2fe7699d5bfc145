import {
  CUSTOMER_MIN_AGE,
  type CustomerCodePurpose,
  internationalPhone,
  nationalPhone,
  isAtLeast,
  type Locale,
  type SuccessCode,
  type TAck,
  type TCustomer,
  type TCustomerCodeResponse,
  type TCustomerSessionResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Customer } from './tables.js';
import type { Database } from '../../schema.js';
import { AppError, failureBody } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import { parisDate } from '../../core/paris-time.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { GoogleIdTokenVerifier } from '../../infra/identity/google-id-token.js';
import { googleAccount, type GoogleSignInInput } from './google-sign-in.js';
import { AccountFlows, createUnlessTaken, type Credentials, provenBy, type SendOutcome } from '../auth/index.js';
import { releaseUnprovenEmail, releaseUnprovenPhone } from './contact-claims.js';
import type { CustomersRepository } from './customers-repository.js';
import { GuestCodes } from './guest-codes.js';

/** The phone as typed (national digits) and its dial code ('+33'). */
interface PhoneInput {
  mobileno: string;
  country_code: string;
}

export interface RegistrationInput extends PhoneInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  birth_date: string;
  lang?: Locale | undefined;
}

export interface EditDetailsInput extends PhoneInput {
  first_name: string;
  last_name: string;
  email: string;
  otp?: string | undefined;
  current_password?: string | undefined;
  new_password?: string | undefined;
  lang?: Locale | undefined;
}

/** Runs before a contact-change code goes out: the per-address budget of code requests. */
export type BeforeCodeSend = () => Promise<void>;

/**
 * Customer accounts: registration (adults only), confirmation by code, sign-in by password, by
 * code or with Google, password reset, own details, closing. Codes, sessions and passwords are
 * the auth module's (`Credentials`), shared with partners; a customer token opens the customer
 * calls only.
 */
/**
 * What another module erases of a closing account's traces, in the closing's transaction; it may
 * return what to do once it has committed (reservations
 * tell the restaurants of the bookings it cancelled).
 */
export type ClosingListener = (customerId: number, trx: Kysely<Database>) => Promise<void | (() => Promise<void>)>;

export class CustomerService {
  private readonly closingListeners: ClosingListener[] = [];
  private readonly flows: AccountFlows<Customer>;
  private readonly guests: GuestCodes;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      customers: CustomersRepository;
      credentials: Credentials;
      google: GoogleIdTokenVerifier | null;
      clock: Clock;
      tokenTtlSeconds: number;
    },
  ) {
    const { customers, credentials, db } = deps;
    this.flows = new AccountFlows({ kind: 'customer', rows: customers, credentials, db });
    this.guests = new GuestCodes({ db, customers, credentials, flows: this.flows });
  }

  /**
   * Modules that keep copies of a customer's details (orders keep the first name and the note
   * the restaurant saw) erase them when the account closes; customers cannot call them, since
   * they depend on customers.
   */
  whenClosing(listener: ClosingListener): void {
    this.closingListeners.push(listener);
  }

  /**
   * A new account, its codes sent to its phone and e-mail. The phone must be of a country served:
   * it is where sign-in codes and booking messages go. An e-mail another account holds without
   * having proven it is taken from that account.
   */
  async register(input: RegistrationInput): Promise<TAck> {
    this.assertAdult(input.birth_date);
    const phone = internationalPhone(input.country_code, input.mobileno);
    if (!this.deps.credentials.codes.servesPhone(phone)) {
      throw new AppError('PHONE_COUNTRY_NOT_SERVED', { field: 'mobileno' });
    }
    const customer = await createUnlessTaken(
      async () => {
        await this.assertContactsFree(null, phone);
        if (!(await releaseUnprovenEmail(this.deps.customers, input.email, null))) {
          throw new AppError('EMAIL_EXISTS', { field: 'email' });
        }
      },
      async () =>
        this.deps.customers.create({
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          phone,
          country_code: input.country_code,
          password_hash: await this.deps.credentials.hashPassword(input.password),
          birth_date: input.birth_date,
          lang: input.lang ?? 'fr',
          google_sub: null,
          closed_at: null,
        }),
    );
    await this.flows.sendCodeOnSignIn(customer, 'customer', input.lang);
    return ok('CUSTOMER_SIGNED_UP');
  }

  /** type 'customer': confirms the account; 'login': a sign-in code. Both sign in. */
  async verify(input: PhoneInput & { otp: string; type?: CustomerCodePurpose | undefined }) {
    const type = input.type ?? 'customer';
    if (type === 'forgot') throw new AppError('CODE_TYPE_INVALID', { field: 'type' });
    const { account: customer, channel } = await this.flows.checkCode(await this.findByPhone(input), type, input.otp);
    // Either code confirms the account; each proves only its own channel.
    const verified =
      (await this.deps.customers.update(customer.id, { is_verified: 1, ...provenBy(channel) })) ?? customer;
    return this.signIn(verified, type === 'customer' && !customer.is_verified ? 'CUSTOMER_VERIFIED' : 'LOGGED_IN');
  }

  /** With a password: signs in. Without: sends a sign-in code, answering alike for any phone. */
  async login(input: PhoneInput & { password?: string | undefined; lang?: Locale | undefined }) {
    const found = await this.findByPhone(input);
    if (input.password === undefined) {
      // One answer for every phone: a refusal (cooldown, send limit) would tell a known one.
      return this.flows.answerCodeRequest(found, (c) => Boolean(c.is_verified), 'login', input.lang, 'LOGIN_CODE_SENT');
    }
    const customer = await this.flows.checkPassword(found, input.password);
    if (!customer.is_verified) {
      await this.flows.sendCodeOnSignIn(customer, 'customer', input.lang);
      return { ...failureBody('CUSTOMER_NOT_VERIFIED'), is_verified: 0 };
    }
    return { ...(await this.signIn(customer, 'LOGGED_IN')), is_verified: 1 };
  }

  /** A booking page's code to the guest's phone (see `GuestCodes`); a refusal to send is returned. */
  sendGuestCode(input: PhoneInput & { lang: Locale; restaurant: string }): Promise<SendOutcome> {
    return this.guests.send(input);
  }

  /** The account a booking page's code proves: its phone proven, the account made if it had none. */
  verifyGuestCode(
    input: PhoneInput & { otp: string; first_name: string; last_name: string; lang: Locale },
  ): Promise<Customer> {
    return this.guests.verify(input);
  }

  /**
   * A new code of that type, answered alike whether or not an account uses the phone: only an
   * account that needs the code gets one.
   */
  async resendCode(
    input: PhoneInput & { type?: CustomerCodePurpose | undefined; lang?: Locale | undefined },
  ): Promise<TCustomerCodeResponse> {
    const type = input.type ?? 'customer';
    return this.flows.answerCodeRequest(
      await this.findByPhone(input),
      (customer) => (type === 'customer' ? !customer.is_verified : type === 'forgot' || Boolean(customer.is_verified)),
      type,
      input.lang,
      type === 'forgot' ? 'RESET_CODE_SENT' : type === 'login' ? 'LOGIN_CODE_SENT' : 'CODE_SENT',
    );
  }

  async resetPassword(input: PhoneInput & { otp: string; password: string }): Promise<TAck> {
    return this.flows.resetPassword(await this.findByPhone(input), input.otp, input.password);
  }

  /** Google sign-in (see `googleAccount`): the account found, linked or made just now. */
  async googleSignIn(input: GoogleSignInInput): Promise<TCustomerSessionResponse> {
    const assertAdult = (birthDate: string) => this.assertAdult(birthDate);
    const { customer, created } = await googleAccount({ ...this.deps, assertAdult }, input);
    return this.signIn(customer, created ? 'CUSTOMER_VERIFIED' : 'LOGGED_IN');
  }

  async details(customer: Customer): Promise<{ status: 200; message: string; fr_message: string; data: TCustomer }> {
    return { ...ok('LOADED'), data: customerReply(customer) };
  }

  /**
   * Names at once; a new password with the current one; a new e-mail or phone only with the code
   * sent to it (the first call sends it and changes nothing).
   */
  async editDetails(
    customer: Customer,
    input: EditDetailsInput,
    beforeCodeSend: BeforeCodeSend = async () => {},
  ): Promise<TCustomerSessionResponse> {
    const phone = internationalPhone(input.country_code, input.mobileno);
    const email = input.email.toLowerCase();
    const changes: Parameters<CustomersRepository['update']>[1] = {
      first_name: input.first_name,
      last_name: input.last_name,
    };
    if (input.new_password !== undefined) {
      const current = await this.deps.credentials.verifyPassword(
        customer.password_hash || undefined,
        input.current_password ?? '',
      );
      // An account made with Google sets its first password without one.
      if (customer.password_hash && !current)
        throw new AppError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
      changes.password_hash = await this.deps.credentials.hashPassword(input.new_password);
    }
    const newEmail = email !== customer.email ? email : null;
    const newPhone = phone !== customer.phone ? phone : null;
    // A new phone is where sign-in codes will go: the current password first.
    if (newPhone && customer.password_hash && input.new_password === undefined) {
      await this.flows.checkCurrentPassword(customer, input.current_password);
    }
    if (newEmail || newPhone) {
      // Whether another account uses the value is told only to whoever proves it is theirs.
      const next = { email: newEmail, phone: newPhone };
      const checked = await this.flows.confirmNewContact(customer, next, input.otp, input.lang ?? 'fr', beforeCodeSend);
      if ('reply' in checked) return checked.reply;
      const { channel } = checked;
      if (newPhone && channel === 'phone') await releaseUnprovenPhone(this.deps.customers, newPhone, customer.id);
      if (newEmail && channel === 'email') await releaseUnprovenEmail(this.deps.customers, newEmail, customer.id);
      await this.assertContactsFree(newEmail, newPhone, customer.id);
      if (newEmail) {
        changes.email = newEmail;
        changes.email_verified = channel === 'email' ? 1 : 0;
      }
      if (newPhone) {
        changes.phone = newPhone;
        changes.country_code = input.country_code;
        changes.phone_verified = channel === 'phone' ? 1 : 0;
      }
    }
    let updated: Customer | undefined;
    try {
      updated = await this.deps.customers.update(customer.id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) await this.assertContactsFree(newEmail, newPhone, customer.id);
      throw error;
    }
    if (changes.password_hash) await this.deps.credentials.revokeAll('customer', customer.id);
    const saved = updated ?? customer;
    // A new password ends every session, this one too: a fresh token comes with the answer.
    const token = changes.password_hash ? await this.openSession(saved) : undefined;
    return { ...ok('DETAILS_SAVED'), ...(token ? { token } : {}), data: customerReply(saved) };
  }

  /**
   * Closes the account: personal details are erased (names, e-mail, phone, birth date, password,
   * Google link); the row stays, anonymised, for what accounting must keep (orders). Every
   * session ends.
   */
  async close(customer: Customer, password: string | undefined): Promise<TAck> {
    if (customer.password_hash) {
      if (!password) throw new AppError('PASSWORD_REQUIRED', { field: 'password' });
      if (!(await this.deps.credentials.verifyPassword(customer.password_hash, password))) {
        throw new AppError('INVALID_CREDENTIALS', { field: 'password' });
      }
    }
    const afterCommit: Array<() => Promise<void>> = [];
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.customers.update(
        customer.id,
        {
          first_name: '',
          last_name: '',
          email: null,
          phone: null,
          country_code: '',
          password_hash: '',
          birth_date: '',
          google_sub: null,
          is_verified: 0,
          closed_at: this.deps.clock(),
        },
        trx,
      );
      for (const forget of this.closingListeners) {
        const then = await forget(customer.id, trx);
        if (then) afterCommit.push(then);
      }
      await this.deps.credentials.revokeAll('customer', customer.id, undefined, trx);
    });
    for (const then of afterCommit) await then();
    return ok('ACCOUNT_CLOSED');
  }

  logout(sessionId: string): Promise<TAck> {
    return this.flows.signOut(sessionId);
  }

  private async signIn(customer: Customer, success: SuccessCode): Promise<TCustomerSessionResponse> {
    return { ...ok(success), token: await this.openSession(customer), data: customerReply(customer) };
  }

  private openSession(customer: Customer): Promise<string> {
    return this.deps.credentials.openSession('customer', customer.id, 'customer', this.deps.tokenTtlSeconds);
  }

  private async findByPhone(input: PhoneInput): Promise<Customer | undefined> {
    const customer = await this.deps.customers.findByPhone(internationalPhone(input.country_code, input.mobileno));
    return customer?.closed_at === null ? customer : undefined;
  }

  /** Customers are adults: 18 on the day, in France. */
  private assertAdult(birthDate: string): void {
    if (!isAtLeast(birthDate, CUSTOMER_MIN_AGE, parisDate(this.deps.clock()))) {
      throw new AppError('CUSTOMER_TOO_YOUNG', { field: 'birth_date' });
    }
  }

  private async assertContactsFree(email: string | null, phone: string | null, except?: number): Promise<void> {
    const byEmail = email ? await this.deps.customers.findByEmail(email) : undefined;
    if (byEmail && byEmail.id !== except) throw new AppError('EMAIL_EXISTS', { field: 'email' });
    const byPhone = phone ? await this.deps.customers.findByPhone(phone) : undefined;
    if (byPhone && byPhone.id !== except) throw new AppError('PHONE_EXISTS', { field: 'mobileno' });
  }
}

/** A customer as the customer calls answer it: the phone as typed, the dial code without its plus. */
export function customerReply(customer: Customer): TCustomer {
  const dial = customer.country_code;
  const national = customer.phone ? nationalPhone(dial, customer.phone) : null;
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    mobileno: national ?? customer.phone,
    country_code: dial.replace(/^\+/, ''),
    birth_date: customer.birth_date,
    is_verified: customer.is_verified,
    has_password: customer.password_hash ? 1 : 0,
  };
}
