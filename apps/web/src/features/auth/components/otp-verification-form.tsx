import type { MessagePair } from '@portal/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';
import { paths } from '@/shared/config/paths';
import { focusFirstError, showCallError, zodValidate } from '@/shared/lib/form';
import { showToast } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import { unbreakable } from './unbreakable';
import { ZOtpFormSchema, useActivate } from '../api/activate';
import { ApprovalModal } from './approval-modal';
import { AuthCard } from './auth-card';
import { usePendingFlow } from './use-pending-flow';
import { ResendCode } from './resend-code';

export function OtpVerificationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = usePendingFlow('partner');
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const [waitingApproval, setWaitingApproval] = useState(false);
  const activateMutation = useActivate();

  const form = useForm<{ otp: string }>({
    initialValues: { otp: '' },
    validate: zodValidate<{ otp: string }>(ZOtpFormSchema),
  });

  if (!pending) return <Navigate to={paths.login.getHref()} replace />;

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const input = ZOtpFormSchema.parse(values);
      try {
        const response = await activateMutation.mutateAsync(input);
        if (response.admin_aproval === 1) {
          showToast({ place: 'auth', tone: 'success', message: { en: response.message, fr: response.fr_message } });
          navigate(paths.login.getHref(), { replace: true });
        } else {
          setWaitingApproval(true);
        }
      } catch (error) {
        // Spec: a refused code shows its message under the code field.
        showCallError(error, { form, setAlert, place: 'auth', defaultField: 'otp' });
      }
    },
    (errors) => focusFirstError(form, errors, ['otp']),
  );

  return (
    <AuthCard
      title={t('auth.otp.title')}
      subtitle={t('auth.otp.subtitle', { phone: unbreakable(displayPhone(pending.country_code, pending.phone)) })}
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
          <FormAlert pair={alert} />
          <Button type="submit" size="md" fullWidth loading={activateMutation.isPending}>
            {t('auth.otp.submit')}
          </Button>
          <ResendCode phone={pending.phone} countryCode={pending.country_code} type="partner" />
        </Stack>
      </form>
      <ApprovalModal
        opened={waitingApproval}
        title={t('auth.otp.waitingTitle')}
        text={t('auth.otp.waitingText')}
        onClose={() => {
          setWaitingApproval(false);
          navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
