import { DEFAULT_COUNTRY } from '@portal/contract';
import { Anchor, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AddressAutocomplete } from '@/shared/components/address-autocomplete';
import { PasswordField } from '@/shared/components/password-field';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { ZRegistrationFormSchema, useSignup } from '../api/signup';
import { AuthCard, AuthForm } from './auth-card';

interface RegistrationFormValues {
  name: string;
  address: string;
  /** Empty until an address is chosen from the suggestions. */
  latitude: number | '';
  longitude: number | '';
  email: string;
  country_code: string;
  phone: string;
  password: string;
}

function initialEmail(search: URLSearchParams, state: unknown): string {
  const fromState =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' ? state.email : '';
  return search.get('email') ?? fromState;
}

export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signup = useSignup();

  const initialValues: RegistrationFormValues = {
    name: '',
    address: '',
    latitude: '',
    longitude: '',
    email: initialEmail(searchParams, location.state),
    country_code: DEFAULT_COUNTRY.dial_code,
    phone: '',
    password: '',
  };
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues,
    schema: ZRegistrationFormSchema,
    // The coordinates come with the address chosen among the suggestions: their problems are its.
    fieldOf: ({ field }) => (field === 'latitude' || field === 'longitude' ? 'address' : field),
    place: 'auth',
    submit: (input) => signup.mutateAsync(input),
    successMessage: answerMessage,
    onSuccess: (_response, { data }) =>
      void navigate(paths.otpVerification.getHref(), {
        state: { phone: data.phone, country_code: data.country_code, type: 'partner' },
      }),
  });

  const termsLink = (
    <Anchor component={Link} to={paths.terms.getHref()} inherit>
      {t('auth.register.consentTerms')}
    </Anchor>
  );
  const privacyLink = (
    <Anchor component={Link} to={paths.privacy.getHref()} inherit>
      {t('auth.register.consentPrivacy')}
    </Anchor>
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={{ lead: t('auth.register.haveAccount'), to: paths.login.getHref(), label: t('auth.register.signIn') }}
    >
      <AuthForm drawn onSubmit={onSubmit} alert={alert} submitting={submitting} submitLabel={t('auth.register.submit')}>
        <TextInput
          label={t('auth.register.name')}
          placeholder={t('auth.register.namePlaceholder')}
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <AddressAutocomplete
          label={t('auth.register.address')}
          placeholder={t('auth.register.addressPlaceholder')}
          description={t('auth.register.addressHint')}
          value={form.values.address}
          error={form.errors.address}
          inputProps={{ 'data-path': 'address' }}
          onTextChange={(text) => {
            form.setValues({ address: text, latitude: '', longitude: '' });
            form.clearFieldError('address');
          }}
          onSelect={(suggestion) => {
            form.setValues({
              address: suggestion.label,
              latitude: suggestion.latitude,
              longitude: suggestion.longitude,
            });
            form.clearFieldError('address');
          }}
        />
        <TextInput
          label={t('auth.register.email')}
          placeholder={t('auth.register.emailPlaceholder')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PhoneInput {...phoneFieldsOf(form)} />
        <PasswordField
          label={t('auth.register.password')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Text size="sm" c="dimmed">
          {t('auth.register.consentBefore')}
          {termsLink}
          {t('auth.register.consentMiddle')}
          {privacyLink}
          {t('auth.register.consentAfter')}
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
