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

const loadSelect = () => import('./lazy-fields').then((fields) => fields.Select);

/** The Select as it looks before its code is there: its label and the chosen option. */
function standIn(props: SelectProps, { waiting }: { waiting: boolean }) {
  return (
    <TextInput
      id={props.id}
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      placeholder={props.placeholder}
      error={props.error}
      w={props.w}
      value={labelOf(props)}
      disabled={waiting}
      readOnly
      styles={waiting ? waitingStyles : undefined}
      autoComplete="off"
      rightSection={<ComboboxChevron error={props.error} />}
      rightSectionPointerEvents="none"
    />
  );
}

/**
 * Mantine's Select, whose option list and pop-over code load after the screen's first paint; until
 * then the field shows its label and the chosen option as the Select does, waiting (a click there
 * would open nothing).
 */
export const Select = afterFirstPaint<SelectProps>(loadSelect, (props) => standIn(props, { waiting: true }));

/**
 * The same Select, whose code loads only when the visitor reaches for it (pointer over it, focus,
 * touch), and opens if it was pressed meanwhile: a public form's picker (the country code), so the
 * form's first paint evaluates none of the pop-over code.
 */
export const SelectOnUse = afterFirstPaint<SelectProps>(loadSelect, (props) => standIn(props, { waiting: false }), {
  loadOn: 'use',
});
