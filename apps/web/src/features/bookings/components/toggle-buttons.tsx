import { Button, Group, Input } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A few choices as buttons that stay pressed (several at once, or one with `single`), under a
 * label with the field's error: the days of a service, the tables of a booking, a category.
 */
export function ToggleButtons({
  label,
  options,
  value,
  onChange,
  error,
  single = false,
  hiddenLabel = false,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  single?: boolean;
  /** The label is said, not shown (a heading above already shows it). */
  hiddenLabel?: boolean;
}) {
  const toggle = (option: string) =>
    onChange(
      single ? [option] : value.includes(option) ? value.filter((v) => v !== option) : [...value, option].sort(),
    );
  return (
    <Input.Wrapper label={hiddenLabel ? undefined : label} error={error} labelElement="div">
      <Group gap={6} wrap="wrap" mt={4} role="group" aria-label={label}>
        {options.map((option) => (
          <Button
            key={option.value}
            size="compact-sm"
            variant={value.includes(option.value) ? 'filled' : 'default'}
            aria-pressed={value.includes(option.value)}
            onClick={() => toggle(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
