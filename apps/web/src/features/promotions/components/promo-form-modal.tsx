import {
  PROMO_APPLIES_TO,
  PROMO_CODE_MAX_LENGTH,
  PROMO_KINDS,
  SERVICE_TYPE_LABELS,
  type Locale,
  type PromoKind,
  type TPromoCode,
  ZSavePromoCodeRequestSchema,
  addDays,
  eurosToCents,
  formatAmount,
  normalizePromoCode,
  parisDate,
} from '@portal/contract';
import { Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/components/date-field';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { UnitInput } from '@/shared/components/unit-input';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSavePromoCode } from '../api/promotions';

const SERVICE_TYPES = Object.keys(SERVICE_TYPE_LABELS);

/** Euros of the wire as they are typed back ("7,50"); empty for none. */
const eurosText = (euros: number | null, locale: Locale) =>
  euros === null || euros === 0 ? '' : formatAmount(eurosToCents(euros), locale);

function initialValues(code: TPromoCode | null, locale: Locale) {
  // A new code starts today, in Paris, for a month.
  const today = parisDate(Date.now());
  const kind: PromoKind = code?.kind ?? 'percent';
  return {
    promo_id: code ? String(code.id) : '',
    code: code?.code ?? '',
    kind: kind as string,
    value: code ? (kind === 'percent' ? String(code.value) : eurosText(code.value, locale)) : '10',
    applies_to: (code?.applies_to ?? 'food') as string,
    min_subtotal: eurosText(code?.min_subtotal ?? null, locale),
    valid_from: code?.valid_from ?? today,
    valid_to: code?.valid_to ?? addDays(today, 30),
    max_uses: code?.max_uses === null || code?.max_uses === undefined ? '' : String(code.max_uses),
    max_uses_per_customer: String(code?.max_uses_per_customer ?? 1),
    budget: eurosText(code?.budget ?? null, locale),
    first_order_only: code?.first_order_only ? '1' : '0',
    service_types: code ? code.service_types.map(String) : SERVICE_TYPES,
  };
}

/**
 * Creates or changes a promo code: the code, the discount and what it applies to, the minimum
 * order, the dates, the uses, the budget, first orders only and the service types. The contract's
 * rules are checked before sending; a refusal shows under its field, and what was typed stays.
 */
export function PromoFormModal({ code, onClose }: { code: TPromoCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePromoCode();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initialValues(code, locale),
    schema: ZSavePromoCodeRequestSchema,
    place: 'app',
    // The id has no field on screen: a code deleted meanwhile is said above the button.
    fieldOf: (problem) => (problem.field === 'promo_id' ? null : problem.field),
    submit: (_data, values) => save.mutateAsync({ ...values, service_types: values.service_types.join(',') }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  const percent = form.values.kind === 'percent';
  return (
    <FormModal
      title={code ? t('promotions.form.editTitle', { code: code.code }) : t('promotions.form.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      size="lg"
    >
      <TextInput
        label={t('promotions.form.code')}
        description={t('promotions.form.codeHelp')}
        maxLength={PROMO_CODE_MAX_LENGTH}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        {...form.getInputProps('code')}
        // Codes are capitals: what is typed shows as customers will type it on the flyer.
        onChange={(event) => form.setFieldValue('code', normalizePromoCode(event.currentTarget.value))}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label={t('promotions.form.kind')}
          data={PROMO_KINDS.map((kind) => ({ value: kind, label: t(`promotions.form.kinds.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
        <UnitInput
          label={t('promotions.form.value')}
          unit={percent ? '%' : '€'}
          inputMode={percent ? 'numeric' : 'decimal'}
          maxLength={8}
          {...form.getInputProps('value')}
        />
        <NativeSelect
          label={t('promotions.form.appliesTo')}
          data={PROMO_APPLIES_TO.map((value) => ({ value, label: t(`promotions.appliesTo.${value}`) }))}
          {...form.getInputProps('applies_to')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label={t('promotions.form.validFrom')} {...form.getInputProps('valid_from')} />
        <DateField label={t('promotions.form.validTo')} {...form.getInputProps('valid_to')} />
        <UnitInput
          label={t('promotions.form.minSubtotal')}
          description={t('promotions.form.minSubtotalHelp')}
          unit="€"
          inputMode="decimal"
          maxLength={12}
          {...form.getInputProps('min_subtotal')}
        />
        <UnitInput
          label={t('promotions.form.budget')}
          description={t('promotions.form.budgetHelp')}
          unit="€"
          inputMode="decimal"
          maxLength={12}
          {...form.getInputProps('budget')}
        />
        <TextInput
          label={t('promotions.form.maxUses')}
          description={t('promotions.form.maxUsesHelp')}
          inputMode="numeric"
          maxLength={6}
          {...form.getInputProps('max_uses')}
        />
        <TextInput
          label={t('promotions.form.maxPerCustomer')}
          inputMode="numeric"
          maxLength={3}
          {...form.getInputProps('max_uses_per_customer')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('promotions.form.serviceTypes')}
        value={form.values.service_types}
        onChange={(types) => form.setFieldValue('service_types', types)}
        error={form.errors.service_types}
      >
        <Group gap="md" mt={6}>
          {SERVICE_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={SERVICE_TYPE_LABELS[Number(type)]?.[locale]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label={t('promotions.form.firstOrderOnly')}
        checked={form.values.first_order_only === '1'}
        onChange={(event) => form.setFieldValue('first_order_only', event.currentTarget.checked ? '1' : '0')}
      />
      <FormActions alert={alert} submitting={submitting} submitLabel={t('promotions.form.save')} />
    </FormModal>
  );
}
