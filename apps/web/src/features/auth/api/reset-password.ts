import { ZResetPasswordRequestSchema, ZResetPasswordResponseSchema, apiPaths } from '@portal/contract';
import type { ErrorCode } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { clearPendingFlow } from '@/shared/lib/session';
import { dialDigits } from '@/shared/lib/phone';
import { authKeys } from './keys';

/** Code and new password from the contract; the confirmation is a screen-only check. */
export const ZResetPasswordFormSchema = ZResetPasswordRequestSchema.pick({ otp: true, password: true });
export interface ResetPasswordFormValues {
  otp: string;
  password: string;
  confirm_password: string;
}

/** 'REQUIRED' when empty, 'PASSWORD_MISMATCH' when different, else nothing. */
export function confirmationError(values: ResetPasswordFormValues): string | undefined {
  if (!values.confirm_password) return 'REQUIRED' satisfies ErrorCode;
  if (values.confirm_password !== values.password) return 'PASSWORD_MISMATCH' satisfies ErrorCode;
  return undefined;
}

export interface ResetPasswordInput extends z.output<typeof ZResetPasswordFormSchema> {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
}

function resetPassword(input: ResetPasswordInput) {
  return apiRequest(apiPaths.resetPassword, {
    method: 'POST',
    schema: ZResetPasswordResponseSchema,
    body: {
      phone: input.phone,
      country_code: dialDigits(input.country_code),
      otp: input.otp,
      password: input.password,
      lang: currentLocale(),
    },
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
