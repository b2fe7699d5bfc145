import type { TReferenceOption } from '@portal/contract';
import { useTranslation } from 'react-i18next';

type Option = { value: string; label: string };

/** Options of a multi-select, plus the item's own choices that the list no longer offers. */
export function optionsOf(list: TReferenceOption[] | undefined, chosen: TReferenceOption[] = []): Option[] {
  const options = (list ?? []).map((option) => ({ value: String(option.id), label: option.label }));
  const known = new Set(options.map((option) => option.value));
  for (const option of chosen) {
    if (!known.has(String(option.id))) options.push({ value: String(option.id), label: option.label });
  }
  return options;
}

/** What every multi-select of the item form shares, and its placeholder. */
export function useChoiceSelect() {
  const { t } = useTranslation();
  const selectProps = {
    // Hints go under the field, so that the fields of a row stay aligned.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<'label' | 'input' | 'description' | 'error'>,
    searchable: true,
    clearable: true,
    hidePickedOptions: false,
    nothingFoundMessage: t('menu.itemForm.nothingFound'),
    comboboxProps: { withinPortal: true },
  } as const;
  /** "Choose" only while nothing is chosen (next to the chosen pills it reads like one more). */
  const placeholderOf = (chosen: string[], loading: boolean) =>
    chosen.length > 0 ? undefined : loading ? t('common.loading') : t('menu.itemForm.choose');
  return { selectProps, placeholderOf };
}
