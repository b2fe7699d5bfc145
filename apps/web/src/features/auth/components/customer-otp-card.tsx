import { Center } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/shared/components/code-input';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import { ZCustomerOtpFormSchema, useResendCustomerCode, useVerifyCustomer } from '../api/customer-codes';
import { AuthCard, AuthForm } from './auth-card';
import { ResendCode } from './resend-code';
import type { CustomerCodeFlow } from './customer-code-flow';
import { unbreakable } from './unbreakable';

/** The code page for a customer: the code confirms the account (or signs in), then back to the app. */
export function CustomerOtpCard({ flow }: { flow: CustomerCodeFlow }) {
  const { t } = useTranslation();
  const verify = useVerifyCustomer();
  const resend = useResendCustomerCode();
  const [confirmed, setConfirmed] = useState(false);
  const phone = unbreakable(displayPhone(`+${flow.country_code}`, flow.mobileno));

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { otp: '' },
    schema: ZCustomerOtpFormSchema,
    fieldOf: ({ field }) => field ?? 'otp',
    place: 'auth',
    submit: (input) => verify.mutateAsync({ ...flow, otp: input.otp }),
    successMessage: answerMessage,
    onSuccess: () => setConfirmed(true),
  });

  if (confirmed) {
    return (
      <AuthCard title={t('auth.customerOtp.doneTitle')} subtitle={t('auth.customerOtp.doneText')}>
        <Center c="olive.7">
          <IconCircleCheck size={64} stroke={1.5} aria-hidden />
        </Center>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.customerOtp.title')} subtitle={t('auth.customerOtp.subtitle', { phone })}>
      <AuthForm
        onSubmit={onSubmit}
        alert={alert}
        submitting={submitting}
        submitLabel={t('auth.otp.submit')}
        after={<ResendCode send={() => resend.mutateAsync(flow)} sending={resend.isPending} />}
      >
        <CodeInput inputProps={form.getInputProps('otp')} />
      </AuthForm>
    </AuthCard>
  );
}
