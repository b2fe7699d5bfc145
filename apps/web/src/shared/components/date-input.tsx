import { isCalendarDate } from '@portal/contract';
import { ActionIcon, TextInput, type MantineStyleProp, type MantineSize } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { datePattern, dayFirstText, parseDayFirst } from '../lib/date-text';
import classes from './date-field.module.css';

// The month grid loads when first opened: most dates are typed, and screens keep their weight.
const DateCalendar = lazy(() => import('./date-calendar').then((module) => ({ default: module.DateCalendar })));

export interface DateInputProps {
  label: ReactNode;
  /** "YYYY-MM-DD"; while what is typed names no day, that text (the form's check refuses it). */
  value?: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  /** The first and last days the calendar offers ("YYYY-MM-DD"); typing is checked by the form. */
  min?: string;
  max?: string;
  w?: number | string;
  size?: MantineSize;
  style?: MantineStyleProp;
}

/**
 * A date typed day first in the screen's language (JJ/MM/AAAA, DD/MM/YYYY), whatever the
 * browser's own locale, with a month calendar beside it. The value stays "YYYY-MM-DD".
 */
export function DateInput({ value = '', onChange, onBlur, error, min, max, w, ...props }: DateInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(() => dayFirstText(value));
  const [seen, setSeen] = useState(value);
  const [wrong, setWrong] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const calendarId = useId();
  // A value set from outside (another day chosen, the form reset) replaces what is shown, unless
  // it is what the text already says.
  if (seen !== value) {
    setSeen(value);
    if (parseDayFirst(text) !== value) setText(dayFirstText(value));
  }
  const change = (typed: string) => {
    // A pasted "YYYY-MM-DD" is written day first at once, as everything else here is.
    setText(isCalendarDate(typed.trim()) ? dayFirstText(typed.trim()) : typed);
    setWrong(false);
    const iso = parseDayFirst(typed);
    onChange(iso ?? typed.trim());
  };
  return (
    <div className={classes.field} style={{ width: w }}>
      <TextInput
        {...props}
        ref={input}
        value={text}
        placeholder={datePattern(locale)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        // A field only marked (its message under a list) still says what is wrong with what was typed.
        error={wrong && (error == null || typeof error === 'boolean') ? t('dateField.invalid') : error}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={(event) => {
          const iso = parseDayFirst(text);
          if (iso) setText(dayFirstText(iso));
          else if (text.trim() !== '') setWrong(true);
          onBlur?.(event);
        }}
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dateField.open')}
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            disabled={props.disabled}
            onClick={() => setOpen((shown) => !shown)}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
        }
      />
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            id={calendarId}
            className={classes.calendar}
            value={isCalendarDate(value) ? value : null}
            min={min}
            max={max}
            locale={locale}
            onPick={(iso) => {
              setOpen(false);
              change(dayFirstText(iso));
              input.current?.focus();
            }}
            onClose={() => {
              setOpen(false);
              input.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
