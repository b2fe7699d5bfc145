import { ADDON_MAX_OPTIONS, ADDON_NAME_MAX_LENGTH } from '@portal/contract';
import { Grid, Input, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddRowButton, ListRowCard } from '@/shared/components/list-row-card';
import { MultiSelect } from '@/shared/components/multi-select';
import { NamesAndPriceCells } from '@/shared/components/names-and-price-cells';
import { useLocale } from '@/shared/hooks/use-locale';
import { allergenOptions } from '@/shared/lib/allergens';
import { emptyOption, type AddonFormValues } from './addon-form-values';

/**
 * The add-on's options: a French and an English name, a price and allergens each, added and
 * removed in place.
 */
export function AddonOptionsField({ form }: { form: UseFormReturnType<AddonFormValues> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = form.values.subaddon;
  const allergens = allergenOptions(locale);

  return (
    <Input.Wrapper
      label={t('menu.addons.options')}
      description={t('menu.addons.optionsHint')}
      error={form.errors.subaddon}
    >
      <Stack gap="sm" mt="xs">
        {options.map((option, index) => (
          <ListRowCard
            key={option.key}
            title={t('menu.addons.optionN', { n: index + 1 })}
            removeLabel={t('menu.addons.removeOption', { n: index + 1 })}
            removeDisabled={options.length <= 1}
            onRemove={() => form.removeListItem('subaddon', index)}
          >
            {/* On phones the English name and the price share a row. */}
            <Grid gutter="sm">
              <NamesAndPriceCells
                form={form}
                maxLength={ADDON_NAME_MAX_LENGTH}
                fr={{
                  path: `subaddon.${index}.subaddonNameFr`,
                  label: t('menu.addons.optionFr'),
                  'aria-label': t('menu.addons.optionFrName', { n: index + 1 }),
                }}
                en={{
                  path: `subaddon.${index}.subaddonNameEn`,
                  label: t('menu.addons.optionEn'),
                  'aria-label': t('menu.addons.optionEnName', { n: index + 1 }),
                }}
                price={{
                  label: t('menu.addons.optionPriceShort'),
                  'aria-label': t('menu.addons.optionPrice', { n: index + 1 }),
                  // Empty is free: a sample price here would read like one.
                  placeholder: locale === 'fr' ? '0,00' : '0.00',
                  ...form.getInputProps(`subaddon.${index}.price`),
                }}
              />
              <Grid.Col span={12}>
                <MultiSelect
                  label={t('menu.addons.optionAllergens')}
                  aria-label={t('menu.addons.optionAllergensOf', { n: index + 1 })}
                  placeholder={option.allergens.length === 0 ? t('menu.addons.noAllergen') : undefined}
                  data={allergens}
                  clearable
                  hidePickedOptions
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`subaddon.${index}.allergens`)}
                />
              </Grid.Col>
            </Grid>
          </ListRowCard>
        ))}
        <AddRowButton
          label={t('menu.addons.addOption')}
          icon={<IconPlus size={16} aria-hidden />}
          full={options.length >= ADDON_MAX_OPTIONS}
          onAdd={() => form.insertListItem('subaddon', emptyOption())}
        />
      </Stack>
    </Input.Wrapper>
  );
}
