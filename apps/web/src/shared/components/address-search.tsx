import { ADDRESS_QUERY_MIN_LENGTH, type TAddressSuggestion } from '@portal/contract';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions } from '../api/address-autocomplete';
import { isApiError } from '../api/api-error';
import { PairText } from './localized-text';

const ADDRESS_DEBOUNCE_MS = 250;

export interface AddressAutocompleteProps {
  label: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  value: string;
  /** The user typed: the parent must forget the coordinates of an earlier choice. */
  onTextChange: (text: string) => void;
  /** The user chose a suggestion: address, latitude and longitude are known. */
  onSelect: (suggestion: TAddressSuggestion) => void;
  error?: ReactNode;
  /** Extra input props, e.g. `data-path` so that the form can focus the field. */
  inputProps?: Record<string, unknown>;
}

export interface AddressSearchProps extends AddressAutocompleteProps {
  /** The text the field showed first (what was typed since is searched). */
  startValue: string;
}

/**
 * French addresses (Base Adresse Nationale via our server), at least 3 characters, debounced. Loaded
 * after the form's first paint by `address-autocomplete.tsx`.
 */
export function AddressSearch({
  label,
  placeholder,
  description,
  value,
  onTextChange,
  onSelect,
  error,
  inputProps,
  startValue,
}: AddressSearchProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // The address the field came with, or the label last chosen: nothing to search for it. Any
  // other text is searched, including one typed on a drawn page before the app took the field
  // over, which arrives without a change event, or before this code arrived.
  const [settled, setSettled] = useState(startValue);
  const searching = value !== settled;
  const [debounced] = useDebouncedValue(value, ADDRESS_DEBOUNCE_MS);
  const query = searching ? debounced : '';
  useEffect(() => {
    if (searching && document.activeElement === combobox.targetRef.current) combobox.openDropdown();
  }, [searching, value, combobox]);
  const suggestions = useAddressSuggestions(query);
  const results = suggestions.data ?? [];
  const longEnough = query.trim().length >= ADDRESS_QUERY_MIN_LENGTH;

  const options = results.map((suggestion, index) => (
    <Combobox.Option value={String(index)} key={`${suggestion.label}-${index}`}>
      <Group gap="xs" wrap="nowrap">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{suggestion.label}</Text>
      </Group>
    </Combobox.Option>
  ));

  let empty: ReactNode = null;
  if (longEnough && options.length === 0) {
    if (suggestions.isFetching) empty = t('auth.register.addressSearching');
    else if (suggestions.isError && isApiError(suggestions.error)) empty = <PairText pair={suggestions.error.pair} />;
    else if (suggestions.isSuccess) empty = t('auth.register.addressNoResult');
  }
  const showDropdown = options.length > 0 || empty !== null;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(optionValue) => {
        const chosen = results[Number(optionValue)];
        if (chosen) {
          setSettled(chosen.label);
          onSelect(chosen);
        }
        combobox.closeDropdown();
      }}
      withinPortal={false}
      // Lifted above the next field, so that the suggestions do not read as part of the form.
      shadow="md"
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          description={description}
          error={error}
          value={value}
          autoComplete="street-address"
          rightSection={suggestions.isFetching ? <Loader size={16} /> : null}
          {...inputProps}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options>{options.length > 0 ? options : <Combobox.Empty>{empty}</Combobox.Empty>}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
