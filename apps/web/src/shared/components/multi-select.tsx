import { TextInput, type MultiSelectProps } from '@mantine/core';
import { afterFirstPaint, waitingStyles } from './after-paint';

function labelsOf({ data, value }: MultiSelectProps): string {
  const options = (data ?? []).flatMap((entry) =>
    typeof entry === 'string' ? [{ value: entry, label: entry }] : 'value' in entry ? [entry] : [],
  );
  return (value ?? []).map((code) => options.find((option) => option.value === code)?.label ?? code).join(', ');
}

/**
 * Mantine's MultiSelect, whose option list and pop-over code (9 KB gzip) load after the form's
 * first paint; meanwhile a waiting field shows the label and the chosen options.
 */
export const MultiSelect = afterFirstPaint<MultiSelectProps>(
  () => import('./lazy-fields').then((fields) => fields.MultiSelect),
  (props) => (
    <TextInput
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      error={props.error}
      placeholder={props.placeholder}
      value={labelsOf(props)}
      disabled
      styles={waitingStyles}
    />
  ),
);
