import type { MessagePair } from '@portal/contract';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';
import { PasswordField } from '@/shared/components/password-field';
import { paths } from '@/shared/config/paths';
import { focusFirstError, showCallError, zodValidate } from '@/shared/lib/form';
import { showToast } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import { unbreakable } from './unbreakable';
import {
  ZResetPasswordFormSchema,
  confirmationError,
  useResetPassword,
  type ResetPasswordFormValues,
} from '../api/reset-password';
import { AuthCard } from './auth-card';
import { ResendCode } from './resend-code';
import { usePendingFlow } from './use-pending-flow';

const FIELD_ORDER = ['otp', 'password', 'confirm_password'] as const;
const CODE_ERRORS_TO_OTP = { INVALID_OTP: 'otp', OTP_EXPIRED: 'otp', OTP_LOCKED: 'otp' };

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = usePendingFlow('forgot');
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const resetMutation = useResetPassword();

  const form = useForm<ResetPasswordFormValues>({
    initialValues: { otp: '', password: '', confirm_password: '' },
    validate: zodValidate<ResetPasswordFormValues>(ZResetPasswordFormSchema, {
      extra: (values) => ({ confirm_password: confirmationError(values) }),
    }),
  });

  if (!pending) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const input = ZResetPasswordFormSchema.parse(values);
      try {
        const response = await resetMutation.mutateAsync({
          ...input,
          phone: pending.phone,
          country_code: pending.country_code,
        });
        showToast({ place: 'auth', tone: 'success', message: { en: response.message, fr: response.fr_message } });
        navigate(paths.root.getHref(), { replace: true });
      } catch (error) {
        showCallError(error, { form, setAlert, place: 'auth', fieldOfCode: CODE_ERRORS_TO_OTP });
      }
    },
    (errors) => focusFirstError(form, errors, FIELD_ORDER),
  );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle', { phone: unbreakable(displayPhone(pending.country_code, pending.phone)) })}
      footer={
        <Anchor component={Link} to={paths.login.getHref()} fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.otp.code')}
            placeholder={t('auth.otp.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            autoFocus
            {...form.getInputProps('otp')}
          />
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
          <FormAlert pair={alert} />
          <Button type="submit" size="md" fullWidth loading={resetMutation.isPending}>
            {t('auth.reset.submit')}
          </Button>
          <ResendCode phone={pending.phone} countryCode={pending.country_code} type="forgot" />
        </Stack>
      </form>
    </AuthCard>
  );
}
