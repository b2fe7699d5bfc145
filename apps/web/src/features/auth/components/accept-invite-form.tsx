import { DEFAULT_COUNTRY } from '@portal/contract';
import { Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeInput } from '@/shared/components/code-input';
import { FormAlert } from '@/shared/components/form-alert';
import { PasswordField } from '@/shared/components/password-field';
import { PhoneInput } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { addInviteTexts } from '@/shared/i18n/invite-texts';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { ZAcceptInviteFormSchema, useAcceptInvite } from '../api/accept-invite';
import { AuthCard } from './auth-card';

addInviteTexts();

/** Refusals of the code come without a field: they belong under the code. */
const CODE_REFUSALS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_LOCKED']);

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
    extraChecks: (values) => ({
      confirm_password: !values.confirm_password
        ? 'REQUIRED'
        : values.confirm_password !== values.password
          ? 'PASSWORD_MISMATCH'
          : undefined,
    }),
    fieldOf: ({ field, code }) => field ?? (code && CODE_REFUSALS.has(code) ? 'otp' : undefined),
    place: 'auth',
    submit: (input) => accept.mutateAsync(input),
    successMessage: answerMessage,
    onSuccess: () => void navigate(paths.login.getHref(), { replace: true }),
  });

  return (
    <AuthCard
      title={t('auth.invite.title')}
      subtitle={t('auth.invite.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login.getHref()} fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PhoneInput
            countryCode={form.values.country_code}
            onCountryCodeChange={(dial) => form.setFieldValue('country_code', dial)}
            countryError={form.errors.country_code}
            phoneProps={form.getInputProps('phone')}
          />
          <CodeInput inputProps={form.getInputProps('otp')} />
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
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth.invite.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
