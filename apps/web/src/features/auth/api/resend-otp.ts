import { ZResendOtpResponseSchema, apiPaths } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import type { OtpPurposeKind } from '@/shared/lib/session';
import { dialDigits } from '@/shared/lib/phone';
import { authKeys } from './keys';

export interface ResendOtpInput {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
  type: OtpPurposeKind;
}

export function resendOtp(input: ResendOtpInput) {
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

export function useResendOtp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resendOtp> } = {}) {
  return useMutation({ mutationKey: authKeys.resendOtp(), ...mutationConfig, mutationFn: resendOtp });
}
