import type { CustomerCodePurpose } from '@portal/contract';
import { normalizeDialCode, normalizeNationalNumber } from '@portal/contract';

export interface CustomerCodeFlow {
  /** National digits. */
  mobileno: string;
  /** Without the plus. */
  country_code: string;
  type: Exclude<CustomerCodePurpose, 'forgot'>;
}

/** The customer's phone and code type from the link (`?type=customer&mobileno=…&country_code=33`). */
export function customerFlowOf(params: URLSearchParams): CustomerCodeFlow | null {
  const mobileno = normalizeNationalNumber(params.get('mobileno') ?? '');
  const dial = normalizeDialCode(params.get('country_code') ?? '33');
  if (!mobileno || !dial) return null;
  return {
    mobileno,
    country_code: dial.replace(/^\+/, ''),
    type: params.get('type') === 'login' ? 'login' : 'customer',
  };
}
