import { ZForgotPasswordRequestSchema, ZForgotPasswordResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { savePendingFlow } from '@/shared/lib/session';
import { authKeys, postWithPhone } from './keys';

export const ZForgotPasswordFormSchema = ZForgotPasswordRequestSchema.pick({
  phone: true,
  country_code: true,
});
export type ForgotPasswordInput = z.output<typeof ZForgotPasswordFormSchema>;

function forgotPassword(input: ForgotPasswordInput) {
  return postWithPhone(apiPaths.forgotPassword, ZForgotPasswordResponseSchema, input);
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
