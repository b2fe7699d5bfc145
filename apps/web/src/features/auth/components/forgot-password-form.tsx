import { DEFAULT_COUNTRY, type MessagePair } from '@portal/contract';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';
import { PhoneInput } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { focusFirstError, showCallError, zodValidate } from '@/shared/lib/form';
import { showToast } from '@/shared/lib/notify';
import { ZForgotPasswordFormSchema, useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

interface ForgotPasswordFormValues {
  country_code: string;
  phone: string;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const forgotMutation = useForgotPassword();

  const form = useForm<ForgotPasswordFormValues>({
    initialValues: { country_code: DEFAULT_COUNTRY.dial_code, phone: '' },
    validate: zodValidate<ForgotPasswordFormValues>(ZForgotPasswordFormSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const input = ZForgotPasswordFormSchema.parse(values);
      try {
        const response = await forgotMutation.mutateAsync(input);
        showToast({ place: 'auth', tone: 'success', message: { en: response.message, fr: response.fr_message } });
        navigate(paths.forgotPasswordOtp.getHref(), {
          state: { phone: input.phone, country_code: input.country_code, type: 'forgot' },
        });
      } catch (error) {
        showCallError(error, { form, setAlert, place: 'auth', fieldOfCode: { ACCOUNT_NOT_FOUND: 'phone' } });
      }
    },
    (errors) => focusFirstError(form, errors, ['phone']),
  );

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login.getHref()} fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PhoneInput
            countryCode={form.values.country_code}
            onCountryCodeChange={(dial) => form.setFieldValue('country_code', dial)}
            countryError={form.errors.country_code}
            phoneProps={form.getInputProps('phone')}
            autoFocus
          />
          <FormAlert pair={alert} />
          <Button type="submit" size="md" fullWidth loading={forgotMutation.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
