import { DEFAULT_COUNTRY } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { ZForgotPasswordFormSchema, useForgotPassword } from '../api/forgot-password';
import { AuthCard, AuthForm } from './auth-card';

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
      <AuthForm drawn onSubmit={onSubmit} alert={alert} submitting={submitting} submitLabel={t('auth.forgot.submit')}>
        <PhoneInput {...phoneFieldsOf(form)} autoFocus />
      </AuthForm>
    </AuthCard>
  );
}
