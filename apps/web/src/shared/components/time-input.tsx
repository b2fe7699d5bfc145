import { TextInput, type MantineSize, type MantineStyleProp } from '@mantine/core';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseClock24 } from '../lib/date-text';

export interface TimeInputProps {
  label?: ReactNode;
  /** "HH:MM"; while what is typed is no time, that text (the form's check refuses it). */
  value?: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  'data-autofocus'?: boolean;
  w?: number | string;
  size?: MantineSize;
  style?: MantineStyleProp;
}

/**
 * A time on the 24-hour clock, HH:MM whatever the browser's locale ("19h30" and "1930" are
 * understood and written 19:30 on leaving the field). The value stays "HH:MM".
 */
export function TimeInput({ value = '', onChange, onBlur, error, placeholder, ...props }: TimeInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [wrong, setWrong] = useState(false);
  if (seen !== value) {
    setSeen(value);
    if (parseClock24(text) !== value) setText(value);
  }
  return (
    <TextInput
      {...props}
      value={text}
      placeholder={placeholder ?? 'HH:MM'}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      // A field only marked (its message under a list) still says what is wrong with what was typed.
      error={wrong && (error == null || typeof error === 'boolean') ? t('dateField.timeInvalid') : error}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        setWrong(false);
        onChange(parseClock24(typed) ?? typed.trim());
      }}
      onBlur={(event) => {
        const clock = parseClock24(text);
        if (clock) setText(clock);
        else if (text.trim() !== '') setWrong(true);
        onBlur?.(event);
      }}
    />
  );
}
