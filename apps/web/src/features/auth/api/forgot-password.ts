import { ZForgotPasswordRequestSchema, ZForgotPasswordResponseSchema, apiPaths } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { savePendingFlow } from '@/shared/lib/session';
import { dialDigits } from '@/shared/lib/phone';
import { authKeys } from './keys';

export const ZForgotPasswordFormSchema = ZForgotPasswordRequestSchema.pick({
  phone: true,
  country_code: true,
});
export type ForgotPasswordInput = z.output<typeof ZForgotPasswordFormSchema>;

export function forgotPassword(input: ForgotPasswordInput) {
  return apiRequest(apiPaths.forgotPassword, {
    method: 'POST',
    schema: ZForgotPasswordResponseSchema,
    body: { phone: input.phone, country_code: dialDigits(input.country_code), lang: currentLocale() },
  });
}

export function useForgotPassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: authKeys.forgotPassword(),
    ...rest,
    mutationFn: forgotPassword,
    onSuccess: (response, input, ...args) => {
      savePendingFlow({ phone: input.phone, country_code: input.country_code, type: 'forgot' });
      return onSuccess?.(response, input, ...args);
    },
  });
}
