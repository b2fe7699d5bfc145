import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { afterFirstPaint, waitingStyles } from './after-paint';

function labelOf({ data, value }: SelectProps): string {
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('value' in entry && entry.value === value) {
      return entry.label;
    }
  }
  return '';
}

/**
 * Mantine's Select, whose option list and pop-over code load after the screen's first paint; until
 * then the field shows its label and the chosen option as the Select does, waiting (a click there
 * would open nothing).
 */
export const Select = afterFirstPaint<SelectProps>(
  () => import('./lazy-fields').then((fields) => fields.Select),
  (props) => (
    <TextInput
      id={props.id}
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      placeholder={props.placeholder}
      error={props.error}
      w={props.w}
      value={labelOf(props)}
      disabled
      styles={waitingStyles}
      autoComplete="off"
      rightSection={<ComboboxChevron error={props.error} />}
      rightSectionPointerEvents="none"
    />
  ),
);
