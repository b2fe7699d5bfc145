import { TVA_RATES, tvaRateLabel } from '@portal/contract';
import { Group, Radio, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UnitInput } from '@/shared/components/unit-input';
import { useLocale } from '@/shared/hooks/use-locale';
import { FormSection } from './form-section';
import type { ItemFormState } from './item-form-values';

/** Price, discount, TVA rate and the "buy one, get one free" offer. */
export function PriceSection({ form }: { form: ItemFormState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Blank size rows are ignored on save: only a filled one takes the price over.
  const hasSizes = form.values.sizes.some((size) => size.price.trim() || size.fr_name.trim() || size.name.trim());
  return (
    <FormSection title={t('menu.itemForm.sectionPrice')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <UnitInput
            label={t('menu.itemForm.price')}
            description={hasSizes ? t('menu.itemForm.priceFromSizes') : undefined}
            disabled={hasSizes}
            placeholder={locale === 'fr' ? '12,50' : '12.50'}
            inputMode="decimal"
            unit="€"
            {...form.getInputProps('price')}
          />
          <UnitInput
            label={t('menu.itemForm.discount')}
            placeholder="0"
            inputMode="numeric"
            unit="%"
            {...form.getInputProps('discount')}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('menu.itemForm.tvaRate')}
          description={t('menu.itemForm.tvaHint')}
          {...form.getInputProps('tva_rate')}
        >
          <Group gap="lg" mt={6}>
            {TVA_RATES.map((rate) => (
              <Radio key={rate} value={String(rate)} label={tvaRateLabel(rate, locale)} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={t('menu.itemForm.bogo')}
          color="olive.7"
          {...form.getInputProps('buy_one_get_one_offer', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}
