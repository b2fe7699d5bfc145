import { describe, expect, it } from 'vitest';
import { customerApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { newCustomerForm, verifiedCustomer } from './customer-helper.js';

/*
 * An e-mail an account holds without having proven it reserves nothing: registering with it
 * succeeds and takes it from that account; once proven (with the code sent to it), it is its
 * holder's and registration with it is refused.
 */

const t = appOfFile();

function emailOf(id: number) {
  return t.app.infra.db
    .selectFrom('customers')
    .select(['email', 'email_verified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('an e-mail never proven', () => {
  it('goes to whoever registers with it, and stays with whoever proves it', async () => {
    const address = `owner-${process.pid}@example.fr`;
    // A squatter registers with it and confirms with their phone's code: the e-mail is unproven.
    const squatter = await verifiedCustomer(t, { email: address });
    expect(await emailOf(squatter.id)).toEqual({ email: address, email_verified: 0 });

    // The address's owner registers with it later, and proves it with the e-mail's code.
    t.clock.advance(2 * 60_000);
    const owner = await verifiedCustomer(t, { email: address }, 'email');
    expect(await emailOf(squatter.id)).toEqual({ email: null, email_verified: 0 });
    expect(await emailOf(owner.id)).toEqual({ email: address, email_verified: 1 });

    const third = (
      await post(t.app, customerApiPaths.customerRegistration, newCustomerForm({ email: address }))
    ).json();
    expect(third).toMatchObject({ status: 201, code: 'EMAIL_EXISTS', field: 'email' });
    expect(await emailOf(owner.id)).toEqual({ email: address, email_verified: 1 });
  });
});
