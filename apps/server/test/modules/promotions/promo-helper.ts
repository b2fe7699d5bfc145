import { customerApiPaths, promoApiPaths, type TOrder, type TPromoCode } from '@portal/contract';
import { post, type TestApp } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { orderBody, type Restaurant } from '../orders/orders-helper.js';

/** A code form as the screen posts it: 10 % on food, valid around the tests' day, once per customer. */
export function codeForm(overrides: Record<string, unknown> = {}) {
  return {
    code: 'BIENVENUE10',
    kind: 'percent',
    value: '10',
    applies_to: 'food',
    min_subtotal: '',
    valid_from: '2026-11-01',
    valid_to: '2026-12-31',
    max_uses: '',
    max_uses_per_customer: '1',
    budget: '',
    first_order_only: '0',
    service_types: '1,2,3',
    ...overrides,
  };
}

export async function saveCode(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const reply = (await post(t.app, promoApiPaths.savePromoCode, codeForm(overrides), token)).json();
  if (reply.status !== 200) throw new Error(`saving the code failed: ${JSON.stringify(reply)}`);
  return reply.data as TPromoCode;
}

export async function listCodes(t: TestApp, token: string): Promise<TPromoCode[]> {
  return (await get(t.app, promoApiPaths.promoCodeList, token)).json().data.codes;
}

export async function placeWith(t: TestApp, r: Restaurant, token: string, overrides: Record<string, unknown> = {}) {
  return (await post(t.app, customerApiPaths.placeOrder, orderBody(r, overrides), token)).json() as {
    status: number;
    code?: string;
    field?: string;
    data: TOrder;
  };
}

export function checkCode(t: TestApp, token: string, params: Record<string, string | number>) {
  return get(t.app, query(promoApiPaths.checkPromoCode, params), token);
}
