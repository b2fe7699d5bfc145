import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '@portal/contract';
import {
  Box,
  Group,
  Input,
  Text,
  TextInput,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  type OptionsFilter,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectOnUse } from './select';

const byIso = new Map(COUNTRIES.map((country) => [country.code, country]));

function countryOfDial(dial: string, preferredIso?: string): Country {
  if (preferredIso) {
    const preferred = byIso.get(preferredIso);
    if (preferred?.dial_code === dial) return preferred;
  }
  return COUNTRIES.find((country) => country.dial_code === dial) ?? DEFAULT_COUNTRY;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Matches a typed search against the country's names (fr/en), ISO code and dial code. */
const filterCountries: OptionsFilter = ({ options, search }) => {
  const needle = fold(search.trim()).replace(/^\+/, '');
  if (!needle) return options;
  return options.filter((option) => {
    if (!('value' in option)) return false;
    const country = byIso.get(option.value);
    if (!country) return false;
    return [country.name, country.fr_name, country.code, country.dial_code.slice(1)].some((text) =>
      fold(text).includes(needle),
    );
  });
};

export interface PhoneInputProps {
  /** Dial code with the plus, e.g. "+33". */
  countryCode: string;
  onCountryCodeChange: (dialCode: string) => void;
  countryError?: ReactNode;
  /** `form.getInputProps('phone')`: value, onChange, error, data-path, ... */
  phoneProps: GetInputPropsReturnType;
  autoFocus?: boolean;
}

/**
 * Phone number with a country-code picker showing flags; France (+33) by default.
 * Every field of the auth forms is required, so no asterisks: the form says what is missing.
 */
export function PhoneInput({ countryCode, onCountryCodeChange, countryError, phoneProps, autoFocus }: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const [iso, setIso] = useState<string>(() => countryOfDial(countryCode).code);
  const selected = countryOfDial(countryCode, iso);
  const english = i18n.language.startsWith('en');
  const countryId = useId();

  const data: ComboboxItem[] = COUNTRIES.map((country) => ({
    value: country.code,
    label: `${country.flag} ${country.dial_code}`,
  }));

  const renderOption = ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => {
    const country = byIso.get(option.value);
    if (!country) return option.label;
    return (
      <Group gap="xs" wrap="nowrap" w="100%">
        <span aria-hidden>{country.flag}</span>
        <Text size="sm" style={{ flex: 1 }}>
          {english ? country.name : country.fr_name}
        </Text>
        <Text size="sm" c="dimmed">
          {country.dial_code}
        </Text>
      </Group>
    );
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* Labelled from outside: Mantine would also label its hidden option list with a `label`,
          and "Indicatif pays" must name exactly one element. */}
      <Box w={128} style={{ flexShrink: 0 }}>
        <Input.Label htmlFor={countryId}>{t('auth.countryCode')}</Input.Label>
        <SelectOnUse
          id={countryId}
          data={data}
          value={selected.code}
          onChange={(value) => {
            const country = value ? byIso.get(value) : undefined;
            if (!country) return;
            setIso(country.code);
            onCountryCodeChange(country.dial_code);
          }}
          allowDeselect={false}
          searchable
          filter={filterCountries}
          nothingFoundMessage="—"
          renderOption={renderOption}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          maxDropdownHeight={280}
          error={countryError}
          autoComplete="off"
        />
      </Box>
      <TextInput
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        style={{ flex: 1, minWidth: 0 }}
        {...phoneProps}
      />
    </Group>
  );
}

/** The two fields of a form that hold a phone number: the dial code ("+33") and the number. */
interface PhoneFormFields {
  values: { country_code: string };
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'country_code', value: string) => void;
  getInputProps: (path: 'phone') => GetInputPropsReturnType;
}

/** PhoneInput's props bound to a form's `country_code` and `phone` fields (`<PhoneInput {...phoneFieldsOf(form)} />`). */
export function phoneFieldsOf(form: PhoneFormFields): PhoneInputProps {
  return {
    countryCode: form.values.country_code,
    onCountryCodeChange: (dial) => form.setFieldValue('country_code', dial),
    countryError: form.errors.country_code,
    phoneProps: form.getInputProps('phone'),
  };
}
