import { DEFAULT_COUNTRY } from '@portal/contract';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { ZForgotPasswordFormSchema, useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { country_code: DEFAULT_COUNTRY.dial_code, phone: '' },
    schema: ZForgotPasswordFormSchema,
    place: 'auth',
    submit: (input) => forgotPassword.mutateAsync(input),
    successMessage: answerMessage,
    onSuccess: (_response, { data }) =>
      void navigate(paths.forgotPasswordOtp.getHref(), {
        state: { phone: data.phone, country_code: data.country_code, type: 'forgot' },
      }),
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={{ to: paths.login.getHref(), label: t('auth.forgot.backToLogin') }}
    >
      {/* A drawn form sent before any script has run goes nowhere: no dialog to close (the app sends it). */}
      <form method="dialog" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PhoneInput {...phoneFieldsOf(form)} autoFocus />
          <FormAlert pair={alert} />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
