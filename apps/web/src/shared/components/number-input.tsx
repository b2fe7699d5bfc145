import { TextInput, type NumberInputProps } from '@mantine/core';
import { afterFirstPaint } from './after-paint';

/**
 * Mantine's NumberInput, whose number formatting code (9 KB gzip) loads after the form's first
 * paint; meanwhile a plain numeric field with the same label takes what is typed (as text, as
 * NumberInput reports a partly typed number).
 */
export const NumberInput = afterFirstPaint<NumberInputProps>(
  () => import('./lazy-fields').then((fields) => fields.NumberInput),
  ({
    label,
    description,
    error,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    name,
    id,
    disabled,
    required,
    placeholder,
    ...rest
  }) => (
    <TextInput
      label={label}
      description={description}
      error={error}
      id={id}
      name={name}
      disabled={disabled}
      required={required}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      inputMode="numeric"
      autoComplete="off"
      value={value === undefined ? undefined : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  ),
);
