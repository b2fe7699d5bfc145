import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CodeInput } from '@/shared/components/code-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import type { PendingCodeFlow } from '@/shared/lib/session';
import { ZResetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';
import { AuthCard, AuthForm } from './auth-card';
import { NewPasswordFields, confirmationError, fieldOrCode } from './new-password-fields';
import { ResendPartnerCode } from './resend-code';
import { unbreakable } from './unbreakable';
import { usePendingFlow } from './use-pending-flow';

const initialValues: ResetPasswordFormValues = { otp: '', password: '', confirm_password: '' };

/** The new password, for the phone a code was sent to (else back to the forgotten-password screen). */
export function ResetPasswordForm() {
  const pending = usePendingFlow('forgot');
  if (!pending) return <Navigate to={paths.forgotPassword.getHref()} replace />;
  return <ResetPasswordCard pending={pending} />;
}

function ResetPasswordCard({ pending }: { pending: PendingCodeFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues,
    schema: ZResetPasswordFormSchema,
    extraChecks: (values) => ({ confirm_password: confirmationError(values) }),
    fieldOf: fieldOrCode,
    place: 'auth',
    submit: (input) =>
      resetPassword.mutateAsync({ ...input, phone: pending.phone, country_code: pending.country_code }),
    successMessage: answerMessage,
    onSuccess: () => void navigate(paths.root.getHref(), { replace: true }),
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle', { phone: unbreakable(displayPhone(pending.country_code, pending.phone)) })}
      footer={{ to: paths.login.getHref(), label: t('auth.forgot.backToLogin') }}
    >
      <AuthForm
        onSubmit={onSubmit}
        alert={alert}
        submitting={submitting}
        submitLabel={t('auth.reset.submit')}
        after={<ResendPartnerCode pending={pending} type="forgot" />}
      >
        <CodeInput inputProps={form.getInputProps('otp')} />
        <NewPasswordFields form={form} />
      </AuthForm>
    </AuthCard>
  );
}
