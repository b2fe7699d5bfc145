import {
  ADDON_CHOOSE_UPTO_MAX,
  ADDON_CHOOSE_UPTO_MIN,
  ADDON_NAME_MAX_LENGTH,
  ZSaveAddonRequestSchema,
  type TAddon,
} from '@portal/contract';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitInput } from '@/shared/components/unit-input';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { FormAlert } from '@/shared/components/form-alert';
import { NumberInput } from '@/shared/components/number-input';
import { useLocale } from '@/shared/hooks/use-locale';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveAddon } from '../api/addons';
import { AddonOptionsField } from './addon-options-field';
import { addonFieldOf, addonFields, addonFocusPath, addonValues, emptyAddonValues } from './addon-form-values';

/**
 * How the form shows itself when it opens: quietly (the page's first form), by taking the focus
 * on its title (it replaced the form in view), or by scrolling into view first (opened from the
 * list, which may be far below on a phone).
 */
export type AddonFormReveal = 'quiet' | 'focus' | 'scroll';

/**
 * The add-on form (left of /addons), for `addon` or a new one; the page remounts it (by `key`)
 * for another. Rules from the contract, in its order: title; choose-up-to (1 to 15); options; at
 * least as many options as choose-up-to; minimum choices 0 to choose-up-to.
 */
export function AddonForm({
  addon,
  reveal,
  onNew,
  onSaved,
}: {
  addon: TAddon | null;
  reveal: AddonFormReveal;
  /** The 'New add-on' button: the page opens a blank form. */
  onNew: () => void;
  /** After a successful save: the page opens a blank form for the next one. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saveAddon = useSaveAddon();
  const rootRef = useRef<HTMLFormElement>(null);

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: addon ? addonValues(addon, locale) : emptyAddonValues(),
    schema: ZSaveAddonRequestSchema,
    toRequest: (values) => addonFields(values, locale),
    fieldOf: ({ field, code }) => (field ? addonFieldOf(field, code) : null),
    focusPathOf: addonFocusPath,
    place: 'app',
    submit: (_data, values) => saveAddon.mutateAsync(addonFields(values, locale)),
    successMessage: answerMessage,
    onSuccess: onSaved,
  });
  useLeaveGuard(() => form.isDirty());

  const { getInputNode } = form;
  useEffect(() => {
    if (reveal === 'quiet') return;
    if (reveal === 'scroll') rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    getInputNode('fr_name')?.focus({ preventScroll: true });
  }, [reveal, getInputNode]);

  const setRequired = (value: string) => {
    const required = value === '1' ? '1' : '0';
    form.setFieldValue('isrequired', required);
    const min = Number(form.getValues().min_choice) || 0;
    if (required === '1' && min < 1) form.setFieldValue('min_choice', 1);
    if (required === '0') form.setFieldValue('min_choice', 0);
  };

  const setMinChoice = (value: number | string) => {
    form.setFieldValue('min_choice', value);
    if (value !== '') form.setFieldValue('isrequired', Number(value) > 0 ? '1' : '0');
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form ref={rootRef} onSubmit={onSubmit} noValidate aria-busy={submitting} style={{ scrollMarginTop: 80 }}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h4">
              {addon ? t('menu.addons.editTitle') : t('menu.addons.newTitle')}
            </Title>
            <Button variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
              {t('menu.addons.new')}
            </Button>
          </Group>

          <BilingualTextFields
            form={form}
            maxLength={ADDON_NAME_MAX_LENGTH}
            fr={{ path: 'fr_name', label: t('menu.addons.frTitle'), placeholder: t('menu.addons.frTitlePlaceholder') }}
            en={{ path: 'name', label: t('menu.addons.enTitle'), placeholder: t('menu.addons.enTitlePlaceholder') }}
          />

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('menu.addons.chooseUpTo')}
              min={ADDON_CHOOSE_UPTO_MIN}
              max={ADDON_CHOOSE_UPTO_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('choiceoff')}
            />
            <NumberInput
              label={t('menu.addons.minChoices')}
              min={0}
              max={Number(form.values.choiceoff) || ADDON_CHOOSE_UPTO_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('min_choice')}
              onChange={setMinChoice}
            />
            <Radio.Group
              label={t('menu.addons.requiredLabel')}
              {...form.getInputProps('isrequired')}
              onChange={setRequired}
            >
              <Group gap="lg" mt={10}>
                <Radio value="1" label={t('menu.addons.required')} />
                <Radio value="0" label={t('menu.addons.optional')} />
              </Group>
            </Radio.Group>
            <UnitInput
              label={t('menu.addons.price')}
              placeholder={locale === 'fr' ? '0,00' : '0.00'}
              inputMode="decimal"
              unit="€"
              {...form.getInputProps('price')}
            />
          </SimpleGrid>

          <AddonOptionsField form={form} />

          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} miw={180}>
              {t('menu.addons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
