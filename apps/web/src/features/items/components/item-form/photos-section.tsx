import type { TItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import type { ItemFormState } from './item-form-values';
import { ItemPhotos } from './item-photos';

/** The dish's photos, beside the other sections on wide screens. */
export function PhotosSection({
  form,
  item,
  imageUrl,
  disabled,
}: {
  form: ItemFormState;
  item: TItem | null;
  imageUrl: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('menu.itemForm.sectionPhotos')} sticky>
      <ItemPhotos
        itemId={item?.id ?? null}
        stored={item?.images ?? []}
        imageUrl={imageUrl}
        files={form.values.file_name}
        onFilesChange={(files) => form.setFieldValue('file_name', files)}
        error={form.errors.file_name}
        disabled={disabled}
      />
    </FormSection>
  );
}
