import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type TRestaurantProfile,
} from '@portal/contract';
import { Alert, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete } from '@/shared/components/address-autocomplete';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { AccountSection } from './account-section';
import { phoneChanged, type AccountFormState } from './account-form-values';

// Asked for only once the phone is another number: the field loads then.
const PasswordField = lazy(() =>
  import('@/shared/components/password-field').then((module) => ({ default: module.PasswordField })),
);

/**
 * Name, address (chosen among French addresses), e-mail and phone; the current password while
 * the phone is another number than the saved one.
 */
export function RestaurantSection({ form, profile }: { form: AccountFormState; profile: TRestaurantProfile }) {
  const { t } = useTranslation();
  return (
    <AccountSection id="account-restaurant" title={t('account.restaurant.title')}>
      <Stack gap="md">
        <TextInput
          label={t('account.restaurant.name')}
          autoComplete="organization"
          maxLength={PARTNER_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <AddressAutocomplete
          label={t('account.restaurant.address')}
          placeholder={t('account.restaurant.addressPlaceholder')}
          description={t('account.restaurant.addressHint')}
          value={form.values.address}
          error={form.errors.address}
          inputProps={{ 'data-path': 'address', maxLength: ADDRESS_MAX_LENGTH }}
          onTextChange={(text) => {
            // A typed address has no known place until a suggestion is chosen again.
            form.setValues({ address: text, latitude: '', longitude: '' });
            form.clearFieldError('address');
          }}
          onSelect={(suggestion) => {
            form.setValues({
              address: suggestion.label,
              latitude: String(suggestion.latitude),
              longitude: String(suggestion.longitude),
            });
            form.clearFieldError('address');
          }}
        />
        <TextInput
          label={t('account.restaurant.email')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...form.getInputProps('email')}
        />
        <PhoneInput {...phoneFieldsOf(form)} />
        {phoneChanged(form.values, profile) && (
          <Suspense fallback={null}>
            <PasswordField
              label={t('account.restaurant.currentPassword')}
              description={t('account.restaurant.currentPasswordHint')}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.getInputProps('current_password')}
            />
          </Suspense>
        )}
        <Alert variant="light" color="brand" icon={<IconInfoCircle aria-hidden />} p="sm">
          {t('account.restaurant.contactNote')}
        </Alert>
      </Stack>
    </AccountSection>
  );
}
