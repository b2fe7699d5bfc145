import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { afterFirstPaint } from './after-paint';
import type { AddressAutocompleteProps, AddressSearchProps } from './address-search';

export type { AddressAutocompleteProps } from './address-search';

/*
 * The address search (its suggestion list and pop-over code, 22 KB gzip) loads when the visitor
 * first reaches for the field (pointer over it, focus, touch), never with the form's first paint.
 * Until then the field is a plain text field with the same label: what is typed there is kept,
 * and searched as soon as the search has arrived.
 */
const AddressSearch = afterFirstPaint<AddressSearchProps>(
  () => import('./address-search').then((search) => search.AddressSearch),
  ({ label, placeholder, description, error, value, onTextChange, inputProps }) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      value={value}
      autoComplete="street-address"
      {...inputProps}
      onChange={(event) => onTextChange(event.currentTarget.value)}
    />
  ),
  { loadOn: 'use' },
);

/** A French address chosen among suggestions (Base Adresse Nationale via our server). */
export const AddressAutocomplete = Object.assign(
  function AddressAutocomplete(props: AddressAutocompleteProps) {
    const [startValue] = useState(props.value);
    return <AddressSearch {...props} startValue={startValue} />;
  },
  { load: AddressSearch.load },
);
