import { DEFAULT_COUNTRY } from '@portal/contract';
import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '@/shared/components/password-field';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { showToast } from '@/shared/lib/notify';
import { ZLoginFormSchema, useLogin } from '../api/login';
import { ApprovalModal } from './approval-modal';
import { AuthCard, AuthForm } from './auth-card';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [awaitingApproval, setAwaitingApproval] = useState(false);
  const login = useLogin();

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { country_code: DEFAULT_COUNTRY.dial_code, phone: '', password: '' },
    schema: ZLoginFormSchema,
    place: 'auth',
    submit: (input) => login.mutateAsync(input),
    onSuccess: (outcome) => {
      if (outcome.kind === 'approved') {
        // Every member lands on today's service, the orders: every role has `service`.
        void navigate(paths.order.getHref(), { replace: true });
      } else if (outcome.kind === 'awaiting_approval') {
        setAwaitingApproval(true);
      } else {
        showToast({ place: 'auth', tone: 'info', message: outcome.message });
        void navigate(paths.otpVerification.getHref(), {
          state: { phone: outcome.phone, country_code: outcome.country_code, type: 'partner' },
        });
      }
    },
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={{ lead: t('auth.login.noAccount'), to: paths.registration.getHref(), label: t('auth.login.register') }}
    >
      <AuthForm drawn onSubmit={onSubmit} alert={alert} submitting={submitting} submitLabel={t('auth.login.submit')}>
        <PhoneInput {...phoneFieldsOf(form)} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
      </AuthForm>
      <ApprovalModal
        opened={awaitingApproval}
        title={t('auth.login.awaitingTitle')}
        text={t('auth.login.awaitingText')}
        onClose={() => {
          setAwaitingApproval(false);
          void navigate(paths.home.getHref());
        }}
      />
    </AuthCard>
  );
}
