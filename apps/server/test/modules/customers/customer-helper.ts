import { customerApiPaths } from '@portal/contract';
import { post, type TestApp } from '../../helper.js';

let counter = 0;

/** A fresh, valid customer registration (its own phone and e-mail), born in 1990. */
export function newCustomerForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${process.pid % 1000}`.padStart(3, '0') + `${counter}`.padStart(5, '0');
  return {
    first_name: 'Camille',
    last_name: 'Martin',
    email: `camille${suffix}@example.fr`,
    mobileno: `07${suffix}`.slice(0, 10),
    country_code: '33',
    password: 'tarte aux pralines',
    birth_date: '1990-05-31',
    ...overrides,
  };
}

export function customerPhone(form: { mobileno: string }): string {
  return `+33${form.mobileno.replace(/^0/, '')}`;
}

/**
 * Registers and confirms the code: a customer signed in, with their token. `by`: the code typed,
 * the SMS's (the phone is proven) or the e-mail's (the e-mail is).
 */
export async function verifiedCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  by: 'phone' | 'email' = 'phone',
) {
  const form = newCustomerForm(overrides);
  const registered = (await post(t.app, customerApiPaths.customerRegistration, form)).json();
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  const phone = customerPhone(form);
  const verified = (
    await post(t.app, customerApiPaths.verifyCustomer, {
      mobileno: form.mobileno,
      country_code: '33',
      otp: t.transport.lastCodeFor(by === 'phone' ? phone : form.email),
      type: 'customer',
    })
  ).json();
  if (verified.status !== 200 || !verified.token) throw new Error(`verification failed: ${JSON.stringify(verified)}`);
  return { form, phone, token: verified.token as string, id: verified.data.id as number };
}
