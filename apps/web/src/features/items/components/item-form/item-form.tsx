import { ZSaveItemRequestSchema, type TItem } from '@portal/contract';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';
import { UploadProgress } from '@/shared/components/upload-progress';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveItem } from '../../api/item-form';
import { AllergensSection } from './allergens-section';
import { ClassificationSection } from './classification-section';
import { emptyItemValues, focusPathOf, formFieldOf, itemFields, itemValues } from './item-form-values';
import { NamesSection } from './names-section';
import { PhotosSection } from './photos-section';
import { PriceSection } from './price-section';
import { ServiceSection } from './service-section';
import { SizesSection } from './sizes-section';

/**
 * The item form: a new dish (`item` null) or that one. Checked on submit with the contract's
 * rules, in the contract's order (name; service type; dish type; sizes; price; preparation time;
 * service hours; then the rest); the first problem is a 2-second toast and marks its field. Saved as
 * multipart with the new photos, with upload progress; then back to the list.
 */
export function ItemForm({ item, imageUrl }: { item: TItem | null; imageUrl: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const saveItem = useSaveItem();
  const [progress, setProgress] = useState<number | null>(null);

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: item ? itemValues(item, locale) : emptyItemValues(),
    schema: ZSaveItemRequestSchema,
    toRequest: (values) => itemFields(values, item?.id ?? null, locale),
    fieldOf: ({ field, code }) => (field ? formFieldOf(field, code) : null),
    focusPathOf,
    place: 'app',
    submit: async (_data, values) => {
      setProgress(0);
      try {
        return await saveItem.mutateAsync({
          fields: itemFields(values, item?.id ?? null, locale),
          files: values.file_name,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
      } finally {
        setProgress(null);
      }
    },
    successMessage: answerMessage,
    onSuccess: () => {
      allowLeaving();
      void navigate(paths.itemList.getHref());
    },
  });
  const { allowLeaving } = useLeaveGuard(() => form.isDirty());

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <NamesSection form={form} />
            <ClassificationSection form={form} item={item} />
            <PriceSection form={form} />
            <SizesSection form={form} />
            <AllergensSection form={form} />
            <ServiceSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PhotosSection form={form} item={item} imageUrl={imageUrl} disabled={submitting} />
        </Grid.Col>
      </Grid>

      <Stack gap="sm" mt="lg">
        <FormAlert pair={alert} />
        {progress !== null && (
          <UploadProgress
            id="item-upload-label"
            label={t('menu.itemForm.uploading', { percent: progress })}
            percent={progress}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.itemList.getHref()} variant="default">
            {t('menu.cancel')}
          </Button>
          <Button type="submit" loading={submitting} miw={140}>
            {t('menu.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
