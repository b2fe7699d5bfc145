import { ZForgotPasswordRequestSchema, ZForgotPasswordResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { savePendingFlow } from '@/shared/lib/session';
import { dialDigits } from '@/shared/lib/phone';
import { authKeys } from './keys';

export const ZForgotPasswordFormSchema = ZForgotPasswordRequestSchema.pick({
  phone: true,
  country_code: true,
});
export type ForgotPasswordInput = z.output<typeof ZForgotPasswordFormSchema>;

function forgotPassword(input: ForgotPasswordInput) {
  return apiRequest(apiPaths.forgotPassword, {
    method: 'POST',
    schema: ZForgotPasswordResponseSchema,
    body: { phone: input.phone, country_code: dialDigits(input.country_code), lang: currentLocale() },
  });
}

export function useForgotPassword(callbacks?: CallbacksOf<typeof forgotPassword>) {
  return useInvalidatingMutation(
    {
      mutationKey: authKeys.mutation('forgot-password'),
      mutationFn: forgotPassword,
      invalidates: [],
      onSuccess: (_response, input) =>
        savePendingFlow({ phone: input.phone, country_code: input.country_code, type: 'forgot' }),
    },
    callbacks,
  );
}
