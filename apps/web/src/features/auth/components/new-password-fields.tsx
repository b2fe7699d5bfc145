import type { ErrorCode } from '@portal/contract';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/components/password-field';
import type { FormProblem } from '@/shared/lib/form';

/** The two fields of a form where a new password is chosen and typed again. */
interface NewPasswordFormFields {
  getInputProps: (path: 'password' | 'confirm_password') => GetInputPropsReturnType;
}

/** The new password and its confirmation, as the invitation and the reset screens ask for them. */
export function NewPasswordFields({ form }: { form: NewPasswordFormFields }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}

/** 'REQUIRED' when empty, 'PASSWORD_MISMATCH' when different, else nothing (a screen-only check). */
export function confirmationError(values: { password: string; confirm_password: string }): string | undefined {
  if (!values.confirm_password) return 'REQUIRED' satisfies ErrorCode;
  if (values.confirm_password !== values.password) return 'PASSWORD_MISMATCH' satisfies ErrorCode;
  return undefined;
}

/** Refusals of the code come without a field: they belong under the code. */
const CODE_REFUSALS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_LOCKED']);

/** Where a server refusal goes on a form with a code: its own field, else the code for a refused code. */
export function fieldOrCode({ field, code }: FormProblem) {
  return field ?? (code && CODE_REFUSALS.has(code) ? 'otp' : undefined);
}
