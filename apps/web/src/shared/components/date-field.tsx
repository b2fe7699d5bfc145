import { parseDayFirst } from '@/shared/lib/date-text';
import { deferredField } from './deferred-field';
import type { DateInputProps } from './date-input';

/**
 * A date typed day first in the screen's language (JJ/MM/AAAA, DD/MM/YYYY), whatever the
 * browser's own locale, with a month calendar beside it; the value stays "YYYY-MM-DD"
 * (date-input.tsx, loaded once the form is drawn).
 */
export const DateField = deferredField<DateInputProps>(
  () => import('./date-input').then((module) => module.DateInput),
  (value) => (/^\d{4}-\d\d-\d\d$/.test(value) ? value.split('-').reverse().join('/') : value),
  // A day typed before the field's code is there reaches the form as the field would give it.
  (typed) => parseDayFirst(typed) ?? typed.trim(),
);
