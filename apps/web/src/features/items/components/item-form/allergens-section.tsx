import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { allergenOptions } from '@/shared/lib/allergens';
import { FormSection } from './form-section';
import type { ItemFormState } from './item-form-values';

/** The 14 regulated allergens as chips: one tap each. */
export function AllergensSection({ form }: { form: ItemFormState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { value, onChange, error } = form.getInputProps('allergens');

  return (
    <FormSection title={t('menu.itemForm.sectionAllergens')}>
      <Input.Wrapper
        id="item-allergens"
        label={t('menu.itemForm.allergensLabel')}
        labelElement="div"
        description={t('menu.itemForm.allergensHint')}
        error={error}
      >
        <Group gap={8} mt="xs" role="group" aria-labelledby="item-allergens-label">
          <Chip.Group multiple value={value as string[]} onChange={onChange}>
            {allergenOptions(locale).map((allergen) => (
              <Chip key={allergen.value} value={allergen.value} color="brand" variant="outline" size="sm">
                {allergen.label}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Input.Wrapper>
    </FormSection>
  );
}
