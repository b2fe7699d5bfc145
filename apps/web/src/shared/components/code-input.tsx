import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * The verification code sent by SMS and e-mail: a numeric keyboard on phones, the code offered by
 * the phone's keyboard when the SMS arrives, and the focus on arrival. Room for the 4 to 8 digits
 * the contract accepts (codes sent today have 6).
 */
export function CodeInput({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.otp.code')}
      placeholder={t('auth.otp.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      autoFocus
      {...inputProps}
    />
  );
}
