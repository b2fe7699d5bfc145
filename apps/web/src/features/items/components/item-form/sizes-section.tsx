import { MAX_PER_ORDER_MAX, MAX_PER_ORDER_MIN, MAX_SIZES_PER_ITEM, SIZE_NAME_MAX_LENGTH } from '@portal/contract';
import { Grid, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddRowButton, ListRowCard } from '@/shared/components/list-row-card';
import { NamesAndPriceCells } from '@/shared/components/names-and-price-cells';
import { useLocale } from '@/shared/hooks/use-locale';
import { FormSection } from './form-section';
import { emptySize, type ItemFormState } from './item-form-values';

/**
 * Sizes (up to MAX_SIZES_PER_ITEM, each named in both languages with its own price) and the
 * maximum quantity one order may hold.
 */
export function SizesSection({ form }: { form: ItemFormState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sizes = form.values.sizes;

  return (
    <FormSection title={t('menu.itemForm.sectionSizes')}>
      <Stack gap="md">
        <Input.Wrapper
          description={t('menu.itemForm.sizesHint', { max: MAX_SIZES_PER_ITEM })}
          error={form.errors.sizes}
        >
          <Stack gap="sm" mt={4}>
            {sizes.map((size, index) => (
              <ListRowCard
                key={size.key}
                title={t('menu.itemForm.sizeN', { n: index + 1 })}
                removeLabel={t('menu.itemForm.removeSize', { n: index + 1 })}
                onRemove={() => form.removeListItem('sizes', index)}
              >
                <Grid gutter="sm">
                  <NamesAndPriceCells
                    form={form}
                    maxLength={SIZE_NAME_MAX_LENGTH}
                    fr={{
                      path: `sizes.${index}.fr_name`,
                      label: t('menu.itemForm.sizeFr'),
                      placeholder: t('menu.itemForm.sizeFrPlaceholder'),
                      'aria-label': t('menu.itemForm.sizeFrOf', { n: index + 1 }),
                    }}
                    en={{
                      path: `sizes.${index}.name`,
                      label: t('menu.itemForm.sizeEn'),
                      placeholder: t('menu.itemForm.sizeEnPlaceholder'),
                      'aria-label': t('menu.itemForm.sizeEnOf', { n: index + 1 }),
                    }}
                    price={{
                      label: t('menu.itemForm.sizePrice'),
                      'aria-label': t('menu.itemForm.sizePriceOf', { n: index + 1 }),
                      placeholder: locale === 'fr' ? '3,50' : '3.50',
                      ...form.getInputProps(`sizes.${index}.price`),
                      // One message for the whole list, under it; each price is only marked.
                      error: Boolean(form.errors.sizes),
                    }}
                  />
                </Grid>
              </ListRowCard>
            ))}
            <AddRowButton
              label={t('menu.itemForm.addSize')}
              icon={<IconPlus size={16} aria-hidden />}
              full={sizes.length >= MAX_SIZES_PER_ITEM}
              onAdd={() => form.insertListItem('sizes', emptySize())}
            />
          </Stack>
        </Input.Wrapper>
        <TextInput
          label={t('menu.itemForm.maxPerOrder')}
          description={t('menu.itemForm.maxPerOrderHint', { min: MAX_PER_ORDER_MIN, max: MAX_PER_ORDER_MAX })}
          placeholder="12"
          inputMode="numeric"
          autoComplete="off"
          maw={{ sm: 260 }}
          {...form.getInputProps('max_per_order')}
        />
      </Stack>
    </FormSection>
  );
}
