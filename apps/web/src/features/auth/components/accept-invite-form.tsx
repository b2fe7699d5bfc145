import { COUNTRIES, DEFAULT_COUNTRY, nationalPhone } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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

/**
 * The phone of the invitation's link (`?phone=+33612345678`, as the text message gives it) split
 * into the form's country and national number; anything else leaves the fields empty.
 */
function invitedPhone(international: string | null): { country_code: string; phone: string } | null {
  if (!international || !/^\+\d+$/.test(international)) return null;
  // The longest dial code that starts the number: +1 and +1876 are both dial codes.
  const country = [...COUNTRIES]
    .sort((a, b) => b.dial_code.length - a.dial_code.length)
    .find((c) => international.startsWith(c.dial_code));
  const phone = country ? nationalPhone(country.dial_code, international) : null;
  return country && phone ? { country_code: country.dial_code, phone } : null;
}

/** /invitation: a member invited to a team enters the code received and chooses a password. */
export function AcceptInviteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [searchParams] = useSearchParams();
  const { form, onSubmit, alert, submitting } = useContractForm({
    // The invitation's link carries the phone: the invitee types only the code and a password.
    initialValues: { ...initialValues, ...invitedPhone(searchParams.get('phone')) },
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
