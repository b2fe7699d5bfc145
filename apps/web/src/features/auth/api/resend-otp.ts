import { ZResendOtpResponseSchema, apiPaths, type OtpPurpose } from '@portal/contract';
import { useInvalidatingMutation } from '@/shared/api';
import { authKeys, postWithPhone } from './keys';

export interface ResendOtpInput {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
  type: OtpPurpose;
}

function resendOtp(input: ResendOtpInput) {
  return postWithPhone(apiPaths.resendOtp, ZResendOtpResponseSchema, input, { type: input.type });
}

export function useResendOtp() {
  return useInvalidatingMutation({
    mutationKey: authKeys.mutation('resend-otp'),
    mutationFn: resendOtp,
    invalidates: [],
  });
}
