import { addDays, parisDate, type Locale } from '@portal/contract';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarText, dateTag } from '../lib/dates';
import classes from './date-field.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The days shown for a month: whole weeks from Monday, the neighbouring months' days as null. */
function monthWeeks(month: string): Array<Array<string | null>> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= length; d++) cells.push(`${y}-${pad(m)}-${pad(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The first day of the month before or after ("YYYY-MM-01"). */
function otherMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 + step, 1));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-01`;
}

// 2024-01-01 was a Monday: the week's day names in the screen's language, from it.
const MONDAY = '2024-01-01';

/**
 * A month of days to pick one from, in the screen's language. Arrow keys move by day and week,
 * Page Up/Down by month, Escape closes; days outside `min`/`max` cannot be picked.
 */
export function DateCalendar({
  id,
  className,
  value,
  min,
  max,
  locale,
  onPick,
  onClose,
}: {
  id: string;
  className?: string | undefined;
  value: string | null;
  min?: string | undefined;
  max?: string | undefined;
  locale: Locale;
  onPick: (iso: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tag = dateTag(locale);
  const today = parisDate(Date.now());
  const [focused, setFocused] = useState(value ?? today);
  const month = `${focused.slice(0, 7)}-01`;
  const box = useRef<HTMLDivElement>(null);
  // Opening focuses the chosen day, and so do the keys; the month buttons keep the focus.
  const byKeys = useRef(true);

  useEffect(() => {
    if (!byKeys.current) return;
    box.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const away = (event: PointerEvent) => {
      const field = box.current?.parentElement;
      if (field && !field.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  const outside = (iso: string) => (min !== undefined && iso < min) || (max !== undefined && iso > max);
  const keys: Record<string, number | 'month+' | 'month-'> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    PageUp: 'month-',
    PageDown: 'month+',
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    byKeys.current = true;
    if (typeof step === 'number') setFocused(addDays(focused, step));
    else {
      const target = otherMonth(month, step === 'month+' ? 1 : -1);
      const last = monthWeeks(target).flat().filter(Boolean).at(-1)!;
      const day = `${target.slice(0, 8)}${focused.slice(8)}`;
      setFocused(day > last ? last : day);
    }
  };

  const monthTitle = calendarText(month, tag, { month: 'long', year: 'numeric' });
  return (
    <div id={id} ref={box} className={className} role="dialog" aria-label={monthTitle} onKeyDown={onKeyDown}>
      <div className={classes.head}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('dateField.previousMonth')}
          onClick={() => {
            byKeys.current = false;
            setFocused(otherMonth(month, -1));
          }}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <span aria-live="polite">{monthTitle}</span>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('dateField.nextMonth')}
          onClick={() => {
            byKeys.current = false;
            setFocused(otherMonth(month, 1));
          }}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </div>
      <table className={classes.grid} role="presentation">
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, day) => {
              const date = addDays(MONDAY, day);
              return (
                <th key={day} scope="col" abbr={calendarText(date, tag, { weekday: 'long' })}>
                  {calendarText(date, tag, { weekday: 'narrow' })}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={column}>
                  {day ? (
                    <button
                      type="button"
                      className={classes.day}
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={outside(day)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={calendarText(day, tag, {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                      })}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
