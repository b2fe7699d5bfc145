import { deferredField } from './deferred-field';
import type { TimeInputProps } from './time-input';

/**
 * A time on the 24-hour clock, HH:MM whatever the browser's locale; the value stays "HH:MM"
 * (time-input.tsx, loaded once the form is drawn).
 */
export const TimeField = deferredField<TimeInputProps>(
  () => import('./time-input').then((module) => module.TimeInput),
  (value) => value,
);
