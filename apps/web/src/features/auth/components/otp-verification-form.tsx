import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CodeInput } from '@/shared/components/code-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import type { PendingCodeFlow } from '@/shared/lib/session';
import { ZOtpFormSchema, useActivate } from '../api/activate';
import { customerFlowOf } from './customer-code-flow';
import { CustomerOtpCard } from './customer-otp-card';
import { ApprovalModal } from './approval-modal';
import { AuthCard, AuthForm } from './auth-card';
import { ResendPartnerCode } from './resend-code';
import { unbreakable } from './unbreakable';
import { usePendingFlow } from './use-pending-flow';

/**
 * The shared code page. A partner's: the code sent at sign-up (or at an unverified sign-in), for
 * that phone (else back to sign-in). With `?type=` other than partner, a customer's: the customer
 * calls, for the phone in the link (spec §7).
 */
export function OtpVerificationForm() {
  const [searchParams] = useSearchParams();
  const pending = usePendingFlow('partner');
  const type = searchParams.get('type');
  if (type && type !== 'partner') {
    const flow = customerFlowOf(searchParams);
    if (!flow) return <Navigate to={paths.home.getHref()} replace />;
    return <CustomerOtpCard flow={flow} />;
  }
  if (!pending) return <Navigate to={paths.login.getHref()} replace />;
  return <OtpVerificationCard pending={pending} />;
}

function OtpVerificationCard({ pending }: { pending: PendingCodeFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [waitingApproval, setWaitingApproval] = useState(false);
  const activate = useActivate();

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { otp: '' },
    schema: ZOtpFormSchema,
    // A refused code says so under the code field.
    fieldOf: ({ field }) => field ?? 'otp',
    place: 'auth',
    submit: (input) => activate.mutateAsync(input),
    successMessage: (response) => (response.admin_aproval === 1 ? answerMessage(response) : null),
    onSuccess: (response) => {
      if (response.admin_aproval === 1) void navigate(paths.login.getHref(), { replace: true });
      else setWaitingApproval(true);
    },
  });

  return (
    <AuthCard
      title={t('auth.otp.title')}
      subtitle={t('auth.otp.subtitle', { phone: unbreakable(displayPhone(pending.country_code, pending.phone)) })}
    >
      <AuthForm
        onSubmit={onSubmit}
        alert={alert}
        submitting={submitting}
        submitLabel={t('auth.otp.submit')}
        after={<ResendPartnerCode pending={pending} type="partner" />}
      >
        <CodeInput inputProps={form.getInputProps('otp')} />
      </AuthForm>
      <ApprovalModal
        opened={waitingApproval}
        title={t('auth.otp.waitingTitle')}
        text={t('auth.otp.waitingText')}
        onClose={() => {
          setWaitingApproval(false);
          void navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
