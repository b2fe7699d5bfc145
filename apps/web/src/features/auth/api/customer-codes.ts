import {
  ZCustomerCodeResponseSchema,
  ZCustomerSessionResponseSchema,
  ZVerifyCustomerRequestSchema,
  type CustomerCodePurpose,
  customerApiPaths,
} from '@portal/contract';
import { apiRequest, useInvalidatingMutation } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { authKeys } from './keys';

/*
 * The shared code page in customer mode (spec §7): a customer app sends its users to
 * /otpverification?type=customer&mobileno=…&country_code=…, and the page uses the customer calls.
 */

export const ZCustomerOtpFormSchema = ZVerifyCustomerRequestSchema.pick({ otp: true });

export interface CustomerCodeInput {
  /** National digits, as the customer apps send them. */
  mobileno: string;
  /** Without the plus. */
  country_code: string;
  type: CustomerCodePurpose;
}

/* POST v1/customer/auth/verifyCustomer — the customer's token is not kept: the portal is not
 * where customers order; the app signs them in. */
function verifyCustomer(input: CustomerCodeInput & { otp: string }) {
  return apiRequest(customerApiPaths.verifyCustomer, {
    method: 'POST',
    schema: ZCustomerSessionResponseSchema,
    body: { ...input, lang: currentLocale() },
  });
}

/* POST v1/customer/auth/reSendOtp */
function resendCustomerCode(input: CustomerCodeInput) {
  return apiRequest(customerApiPaths.customerResendOtp, {
    method: 'POST',
    schema: ZCustomerCodeResponseSchema,
    body: { ...input, lang: currentLocale() },
  });
}

export function useVerifyCustomer() {
  return useInvalidatingMutation({
    mutationKey: authKeys.mutation('verify-customer'),
    mutationFn: verifyCustomer,
    invalidates: [],
  });
}

export function useResendCustomerCode() {
  return useInvalidatingMutation({
    mutationKey: authKeys.mutation('resend-customer-code'),
    mutationFn: resendCustomerCode,
    invalidates: [],
  });
}
