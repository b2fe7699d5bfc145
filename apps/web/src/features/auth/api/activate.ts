import { ZActivateRequestSchema, ZActivateResponseSchema, apiPaths } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { clearPendingFlow, setToken } from '@/shared/lib/session';
import { authKeys } from './keys';

export const ZOtpFormSchema = ZActivateRequestSchema.pick({ otp: true });
export type OtpInput = z.output<typeof ZOtpFormSchema>;

/** Uses the token stored at sign-up (or at an unverified login). */
export function activate(input: OtpInput) {
  return apiRequest(apiPaths.activate, {
    method: 'POST',
    schema: ZActivateResponseSchema,
    body: { otp: input.otp, lang: currentLocale() },
  });
}

export function useActivate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof activate> } = {}) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: authKeys.activate(),
    ...rest,
    mutationFn: activate,
    onSuccess: (...args) => {
      // The verification token has done its job (the server revokes it too).
      setToken(null);
      clearPendingFlow('partner');
      return onSuccess?.(...args);
    },
  });
}
