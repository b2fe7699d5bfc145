import {
  ADDON_CHOOSE_UPTO_MAX,
  ADDON_CHOOSE_UPTO_MIN,
  ADDON_MAX_OPTIONS,
  ADDON_NAME_MAX_LENGTH,
  ZSaveAddonRequestSchema,
  errorMessages,
  messageFor,
  type MessagePair,
  type TAddon,
} from '@portal/contract';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Input,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import actionIcon from '@/shared/components/action-icon.module.css';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { showToast } from '@/shared/lib/notify';
import { useSaveAddon } from '../api/save-addon';
import {
  addonFieldOf,
  addonFields,
  addonFocusPath,
  addonValues,
  emptyAddonValues,
  emptyOption,
  type AddonFormValues,
} from './addon-form-values';

export interface AddonFormHandle {
  /** Loads an add-on (or a blank form) and moves the focus to the title. */
  load: (addon: TAddon | null) => void;
}

/**
 * The add-on form (left of /addons). Rules from the contract, in its order: title; choose-up-to
 * (1 to 15); options; at least as many options as choose-up-to; minimum choices 0 to
 * choose-up-to. One request at a time: the button stays busy until the call returns.
 */
export const AddonForm = forwardRef<AddonFormHandle, { onEditingChange: (id: number | null) => void }>(
  function AddonForm({ onEditingChange }, ref) {
    const { t } = useTranslation();
    const locale = useLocale();
    const saveAddon = useSaveAddon();
    const [alert, setAlert] = useState<MessagePair | null>(null);
    const submitting = useRef(false);
    const rootRef = useRef<HTMLFormElement>(null);
    const form = useForm<AddonFormValues>({ initialValues: emptyAddonValues() });
    const editingId = form.values.items_addon_id ? Number(form.values.items_addon_id) : null;

    useEffect(() => onEditingChange(editingId), [editingId, onEditingChange]);

    useImperativeHandle(ref, () => ({
      load: (addon) => {
        const values = addon ? addonValues(addon, locale) : emptyAddonValues();
        form.setValues(values);
        form.resetDirty(values);
        form.clearErrors();
        setAlert(null);
        rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        const title = form.getInputNode('fr_name');
        if (title && 'focus' in title) (title as HTMLElement).focus({ preventScroll: true });
      },
    }));

    const markField = (field: keyof AddonFormValues, message: ReactNode) => {
      form.setFieldError(field, message);
      const node = form.getInputNode(addonFocusPath(field) as never);
      if (node && 'focus' in node) (node as HTMLElement).focus();
    };

    const submit = async (event: FormEvent) => {
      event.preventDefault();
      // A double click sends one request: the guard holds until the call returns.
      if (submitting.current) return;
      setAlert(null);
      form.clearErrors();
      const fields = addonFields(form.getValues(), locale);
      const check = ZSaveAddonRequestSchema.safeParse(fields);
      if (!check.success) {
        const issue = check.error.issues[0]!;
        const serverField = String(issue.path[0] ?? '');
        const pair = messageFor(issue.message, serverField);
        const field = addonFieldOf(serverField, issue.message);
        if (field) markField(field, <PairText pair={pair} />);
        else setAlert(pair);
        showToast({ place: 'app', tone: 'error', message: pair });
        return;
      }

      submitting.current = true;
      try {
        const response = await saveAddon.mutateAsync(fields);
        showToast({ place: 'app', tone: 'success', message: { en: response.message, fr: response.fr_message } });
        const blank = emptyAddonValues();
        form.setValues(blank);
        form.resetDirty(blank);
      } catch (error) {
        if (!isApiError(error)) setAlert(errorMessages.INTERNAL);
        else if (error.kind === 'network') showToast({ place: 'app', tone: 'error', message: error.pair });
        else if (error.kind !== 'unauthorized') {
          const field = error.field ? addonFieldOf(error.field, error.code) : null;
          if (field) {
            markField(field, <PairText pair={error.pair} />);
            showToast({ place: 'app', tone: 'error', message: error.pair });
          } else {
            setAlert(error.pair);
          }
        }
      } finally {
        submitting.current = false;
      }
    };

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

    const options = form.values.subaddon;
    const busy = saveAddon.isPending;

    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form ref={rootRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} style={{ scrollMarginTop: 80 }}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} size="h4">
                {editingId ? t('menu.addons.editTitle') : t('menu.addons.newTitle')}
              </Title>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  const blank = emptyAddonValues();
                  form.setValues(blank);
                  form.resetDirty(blank);
                  form.clearErrors();
                  setAlert(null);
                  const title = form.getInputNode('fr_name');
                  if (title && 'focus' in title) (title as HTMLElement).focus();
                }}
              >
                {t('menu.addons.new')}
              </Button>
            </Group>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('menu.addons.frTitle')}
                placeholder={t('menu.addons.frTitlePlaceholder')}
                maxLength={ADDON_NAME_MAX_LENGTH}
                lang="fr"
                {...form.getInputProps('fr_name')}
              />
              <TextInput
                label={t('menu.addons.enTitle')}
                placeholder={t('menu.addons.enTitlePlaceholder')}
                maxLength={ADDON_NAME_MAX_LENGTH}
                lang="en"
                {...form.getInputProps('name')}
              />
            </SimpleGrid>

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
              <Radio.Group label={t('menu.addons.requiredLabel')} {...form.getInputProps('isrequired')} onChange={setRequired}>
                <Group gap="lg" mt={10}>
                  <Radio value="1" label={t('menu.addons.required')} />
                  <Radio value="0" label={t('menu.addons.optional')} />
                </Group>
              </Radio.Group>
              <TextInput
                label={t('menu.addons.price')}
                placeholder={locale === 'fr' ? '0,00' : '0.00'}
                inputMode="decimal"
                autoComplete="off"
                rightSection={<Text size="sm" c="dimmed">€</Text>}
                {...form.getInputProps('price')}
              />
            </SimpleGrid>

            <Input.Wrapper
              label={t('menu.addons.options')}
              description={t('menu.addons.optionsHint')}
              error={form.errors.subaddon}
            >
              <Stack gap="sm" mt="xs">
                {options.map((option, index) => (
                  <Paper key={option.key} withBorder radius="md" p="sm" bg="gray.0">
                    <Group justify="space-between" mb={4}>
                      <Text size="sm" fw={600}>
                        {t('menu.addons.optionN', { n: index + 1 })}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('menu.addons.removeOption', { n: index + 1 })}
                        className={actionIcon.quiet}
                        disabled={options.length <= 1}
                        onClick={() => form.removeListItem('subaddon', index)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                    {/* On phones the English name and the price share a row. */}
                    <Grid gutter="sm">
                      <Grid.Col span={{ base: 12, sm: 4 }}>
                        <TextInput
                          label={t('menu.addons.optionFr')}
                          aria-label={t('menu.addons.optionFrName', { n: index + 1 })}
                          maxLength={ADDON_NAME_MAX_LENGTH}
                          lang="fr"
                          {...form.getInputProps(`subaddon.${index}.subaddonNameFr`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 8, sm: 4 }}>
                        <TextInput
                          label={t('menu.addons.optionEn')}
                          aria-label={t('menu.addons.optionEnName', { n: index + 1 })}
                          maxLength={ADDON_NAME_MAX_LENGTH}
                          lang="en"
                          {...form.getInputProps(`subaddon.${index}.subaddonNameEn`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 4, sm: 4 }}>
                        <TextInput
                          label={t('menu.addons.optionPriceShort')}
                          aria-label={t('menu.addons.optionPrice', { n: index + 1 })}
                          // Empty is free: a sample price here would read like one.
                          placeholder={locale === 'fr' ? '0,00' : '0.00'}
                          inputMode="decimal"
                          autoComplete="off"
                          {...form.getInputProps(`subaddon.${index}.price`)}
                        />
                      </Grid.Col>
                    </Grid>
                  </Paper>
                ))}
                <Group>
                  <Button
                    variant="light"
                    size="sm"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    disabled={options.length >= ADDON_MAX_OPTIONS}
                    onClick={() => form.insertListItem('subaddon', emptyOption())}
                  >
                    {t('menu.addons.addOption')}
                  </Button>
                </Group>
              </Stack>
            </Input.Wrapper>

            <FormAlert pair={alert} />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} miw={180}>
                {t('menu.addons.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    );
  },
);
