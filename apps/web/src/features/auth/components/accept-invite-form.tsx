import { DEFAULT_COUNTRY } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeInput } from '@/shared/components/code-input';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { addInviteTexts } from '@/shared/i18n/invite-texts';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { ZAcceptInviteFormSchema, useAcceptInvite } from '../api/accept-invite';
import { AuthCard, AuthForm } from './auth-card';
import { NewPasswordFields, confirmationError, fieldOrCode } from './new-password-fields';

addInviteTexts();

const initialValues = {
  country_code: DEFAULT_COUNTRY.dial_code,
  phone: '',
  otp: '',
  password: '',
  confirm_password: '',
};

/** /invitation: a member invited to a team enters the code received and chooses a password. */
export function AcceptInviteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues,
    schema: ZAcceptInviteFormSchema,
    extraChecks: (values) => ({ confirm_password: confirmationError(values) }),
    fieldOf: fieldOrCode,
    place: 'auth',
    submit: (input) => accept.mutateAsync(input),
    successMessage: answerMessage,
    onSuccess: () => void navigate(paths.login.getHref(), { replace: true }),
  });

  return (
    <AuthCard
      title={t('auth.invite.title')}
      subtitle={t('auth.invite.subtitle')}
      footer={{ to: paths.login.getHref(), label: t('auth.forgot.backToLogin') }}
    >
      <AuthForm onSubmit={onSubmit} alert={alert} submitting={submitting} submitLabel={t('auth.invite.submit')}>
        <PhoneInput {...phoneFieldsOf(form)} />
        <CodeInput inputProps={form.getInputProps('otp')} />
        <NewPasswordFields form={form} />
      </AuthForm>
    </AuthCard>
  );
}
