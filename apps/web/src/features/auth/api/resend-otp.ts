import { ZResendOtpResponseSchema, apiPaths, type OtpPurpose } from '@portal/contract';
import { apiRequest, useInvalidatingMutation } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { dialDigits } from '@/shared/lib/phone';
import { authKeys } from './keys';

export interface ResendOtpInput {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
  type: OtpPurpose;
}

function resendOtp(input: ResendOtpInput) {
  return apiRequest(apiPaths.resendOtp, {
    method: 'POST',
    schema: ZResendOtpResponseSchema,
    body: {
      phone: input.phone,
      country_code: dialDigits(input.country_code),
      type: input.type,
      lang: currentLocale(),
    },
  });
}

export function useResendOtp() {
  return useInvalidatingMutation({
    mutationKey: authKeys.mutation('resend-otp'),
    mutationFn: resendOtp,
    invalidates: [],
  });
}
