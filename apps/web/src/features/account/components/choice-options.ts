import type { TReferenceOption } from '@portal/contract';

/** Options of a list, plus the profile's own choices that the list no longer offers. */
export function optionsOf(
  list: TReferenceOption[] | undefined,
  chosen: TReferenceOption[] = [],
): Array<{ value: string; label: string }> {
  const options = (list ?? []).map((option) => ({ value: String(option.id), label: option.label }));
  const known = new Set(options.map((option) => option.value));
  for (const option of chosen) {
    if (!known.has(String(option.id))) options.push({ value: String(option.id), label: option.label });
  }
  return options;
}
