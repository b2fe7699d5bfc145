import { ZActivateRequestSchema, ZActivateResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { clearPendingFlow, setToken } from '@/shared/lib/session';
import { authKeys } from './keys';

export const ZOtpFormSchema = ZActivateRequestSchema.pick({ otp: true });
export type OtpInput = z.output<typeof ZOtpFormSchema>;

/** Uses the token stored at sign-up (or at an unverified login). */
function activate(input: OtpInput) {
  return apiRequest(apiPaths.activate, {
    method: 'POST',
    schema: ZActivateResponseSchema,
    body: { otp: input.otp, lang: currentLocale() },
  });
}

export function useActivate(callbacks?: CallbacksOf<typeof activate>) {
  return useInvalidatingMutation(
    {
      mutationKey: authKeys.mutation('activate'),
      mutationFn: activate,
      invalidates: [],
      onSuccess: () => {
        // The verification token has done its job (the server revokes it too).
        setToken(null);
        clearPendingFlow('partner');
      },
    },
    callbacks,
  );
}
