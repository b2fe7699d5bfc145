import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_NAME_MAX_LENGTH } from '@portal/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { FormSection } from './form-section';
import type { ItemFormState } from './item-form-values';

/** The dish's name and description, in French and in English. */
export function NamesSection({ form }: { form: ItemFormState }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('menu.itemForm.sectionDish')}>
      <Stack gap="md">
        <BilingualTextFields
          form={form}
          maxLength={ITEM_NAME_MAX_LENGTH}
          fr={{
            path: 'fr_item_name',
            label: t('menu.itemForm.frName'),
            placeholder: t('menu.itemForm.frNamePlaceholder'),
          }}
          en={{
            path: 'item_name',
            label: t('menu.itemForm.enName'),
            placeholder: t('menu.itemForm.enNamePlaceholder'),
          }}
        />
        <BilingualTextFields
          form={form}
          multiline
          maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
          fr={{ path: 'fr_description', label: t('menu.itemForm.frDescription') }}
          en={{ path: 'description', label: t('menu.itemForm.enDescription') }}
        />
      </Stack>
    </FormSection>
  );
}
