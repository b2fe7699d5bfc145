import { ZResetPasswordRequestSchema, ZResetPasswordResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { clearPendingFlow } from '@/shared/lib/session';
import { authKeys, postWithPhone } from './keys';

/** Code and new password from the contract; the confirmation is a screen-only check. */
export const ZResetPasswordFormSchema = ZResetPasswordRequestSchema.pick({ otp: true, password: true });
export interface ResetPasswordFormValues {
  otp: string;
  password: string;
  confirm_password: string;
}

export interface ResetPasswordInput extends z.output<typeof ZResetPasswordFormSchema> {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
}

function resetPassword(input: ResetPasswordInput) {
  return postWithPhone(apiPaths.resetPassword, ZResetPasswordResponseSchema, input, {
    otp: input.otp,
    password: input.password,
  });
}

export function useResetPassword(callbacks?: CallbacksOf<typeof resetPassword>) {
  return useInvalidatingMutation(
    {
      mutationKey: authKeys.mutation('reset-password'),
      mutationFn: resetPassword,
      invalidates: [],
      onSuccess: () => clearPendingFlow('forgot'),
    },
    callbacks,
  );
}
