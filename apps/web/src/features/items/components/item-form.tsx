import {
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  MAX_SERVICE_SLOTS,
  TVA_RATES,
  ZSaveItemRequestSchema,
  errorMessages,
  messageFor,
  tvaRateLabel,
  type MessagePair,
  type TItem,
  type TReferenceOption,
} from '@portal/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Input,
  MultiSelect,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api';
import { useAddonList } from '@/shared/api/addon-list';
import { useReferenceLists } from '@/shared/api/reference-lists';
import actionIcon from '@/shared/components/action-icon.module.css';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { showToast } from '@/shared/lib/notify';
import { useSaveItem } from '../api/save-item';
import {
  emptyItemValues,
  emptySlot,
  focusPathOf,
  formFieldOf,
  itemFields,
  itemValues,
  type ItemFormValues,
} from './item-form-values';
import { ItemPhotos } from './item-photos';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type Option = { value: string; label: string };

/** Options of a multi-select, plus the item's own choices that the list no longer offers. */
function optionsOf(list: TReferenceOption[] | undefined, chosen: TReferenceOption[] = []): Option[] {
  const options = (list ?? []).map((option) => ({ value: String(option.id), label: option.label }));
  const known = new Set(options.map((option) => option.value));
  for (const option of chosen) {
    if (!known.has(String(option.id))) options.push({ value: String(option.id), label: option.label });
  }
  return options;
}

/**
 * The item form (spec section 3). Checked on submit with the contract's rules, in the order of
 * spec section 5; the first problem is a 2-second toast and marks its field. Saved as multipart
 * with photos, with upload progress.
 */
export function ItemForm({ item, imageUrl }: { item: TItem | null; imageUrl: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const reference = useReferenceLists();
  const addons = useAddonList();
  const saveItem = useSaveItem();
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = useRef(false);

  const form = useForm<ItemFormValues>({
    initialValues: item ? itemValues(item, locale) : emptyItemValues(),
  });

  const markField = (field: keyof ItemFormValues, message: ReactNode) => {
    form.setFieldError(field, message);
    const node = form.getInputNode(focusPathOf(field) as never);
    if (node && 'focus' in node) (node as HTMLElement).focus();
  };

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) {
      setAlert(errorMessages.INTERNAL);
      return;
    }
    if (error.kind === 'unauthorized') return; // the app signs out
    if (error.kind === 'network') {
      showToast({ place: 'app', tone: 'error', message: error.pair });
      return;
    }
    const field = error.field ? formFieldOf(error.field, error.code) : null;
    if (field) {
      markField(field, <PairText pair={error.pair} />);
      showToast({ place: 'app', tone: 'error', message: error.pair });
      return;
    }
    setAlert(error.pair);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    form.clearErrors();
    const values = form.getValues();
    const fields = itemFields(values, item?.id ?? null, locale);

    const check = ZSaveItemRequestSchema.safeParse(fields);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const serverField = String(issue.path[0] ?? '');
      const pair = messageFor(issue.message, serverField);
      const field = formFieldOf(serverField, issue.message);
      if (field) markField(field, <PairText pair={pair} />);
      else setAlert(pair);
      showToast({ place: 'app', tone: 'error', message: pair });
      return;
    }

    submitting.current = true;
    setProgress(0);
    try {
      const response = await saveItem.mutateAsync({
        fields,
        files: values.file_name,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      showToast({ place: 'app', tone: 'success', message: { en: response.message, fr: response.fr_message } });
      void navigate(paths.itemList.getHref());
    } catch (error) {
      showFailure(error);
    } finally {
      submitting.current = false;
      setProgress(null);
    }
  };

  const lists = reference.data;
  const busy = saveItem.isPending;
  const slots = form.values.slots;
  const selectProps = {
    // Hints go under the field, so that the fields of a row stay aligned.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<'label' | 'input' | 'description' | 'error'>,
    searchable: true,
    clearable: true,
    hidePickedOptions: false,
    nothingFoundMessage: t('menu.itemForm.nothingFound'),
    comboboxProps: { withinPortal: true },
  } as const;
  /** "Choose" only while nothing is chosen (next to the chosen pills it reads like one more). */
  const placeholderOf = (chosen: string[], loading = reference.isPending) =>
    chosen.length > 0 ? undefined : loading ? t('common.loading') : t('menu.itemForm.choose');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Section title={t('menu.itemForm.sectionDish')}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('menu.itemForm.frName')}
                    placeholder={t('menu.itemForm.frNamePlaceholder')}
                    maxLength={ITEM_NAME_MAX_LENGTH}
                    lang="fr"
                    {...form.getInputProps('fr_item_name')}
                  />
                  <TextInput
                    label={t('menu.itemForm.enName')}
                    placeholder={t('menu.itemForm.enNamePlaceholder')}
                    maxLength={ITEM_NAME_MAX_LENGTH}
                    lang="en"
                    {...form.getInputProps('item_name')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Textarea
                    label={t('menu.itemForm.frDescription')}
                    autosize
                    minRows={3}
                    maxRows={8}
                    maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
                    lang="fr"
                    {...form.getInputProps('fr_description')}
                  />
                  <Textarea
                    label={t('menu.itemForm.enDescription')}
                    autosize
                    minRows={3}
                    maxRows={8}
                    maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
                    lang="en"
                    {...form.getInputProps('description')}
                  />
                </SimpleGrid>
              </Stack>
            </Section>

            <Section title={t('menu.itemForm.sectionCategories')}>
              {reference.isError && !lists && (
                <Alert color="red" variant="light" mb="md" role="alert">
                  <PairText pair={isApiError(reference.error) ? reference.error.pair : errorMessages.INTERNAL} />{' '}
                  <Anchor component="button" type="button" onClick={() => void reference.refetch()}>
                    {t('menu.retry')}
                  </Anchor>
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <MultiSelect
                  {...selectProps}
                  label={t('menu.itemForm.serviceTypes')}
                  placeholder={placeholderOf(form.values.type_of_service_id)}
                  data={optionsOf(lists?.type_of_service, item?.type_of_service)}
                  {...form.getInputProps('type_of_service_id')}
                />
                <MultiSelect
                  {...selectProps}
                  label={t('menu.itemForm.dishTypes')}
                  placeholder={placeholderOf(form.values.type_of_item_id)}
                  description={
                    <>
                      {t('menu.itemForm.dishTypesHint')}{' '}
                      <Anchor component={Link} to={paths.dishType.getHref()} size="xs">
                        {t('menu.itemForm.manageDishTypes')}
                      </Anchor>
                    </>
                  }
                  data={optionsOf(lists?.type_of_item, item?.type_of_item)}
                  {...form.getInputProps('type_of_item_id')}
                />
                <MultiSelect
                  {...selectProps}
                  label={t('menu.itemForm.cuisines')}
                  placeholder={placeholderOf(form.values.type_of_cuisines_id)}
                  data={optionsOf(lists?.type_of_cuisines, item?.type_of_cuisines)}
                  {...form.getInputProps('type_of_cuisines_id')}
                />
                <MultiSelect
                  {...selectProps}
                  label={t('menu.itemForm.foodChoices')}
                  placeholder={placeholderOf(form.values.food_choice_id)}
                  data={optionsOf(lists?.food_choice, item?.food_choices)}
                  {...form.getInputProps('food_choice_id')}
                />
                <MultiSelect
                  {...selectProps}
                  placeholder={placeholderOf(form.values.types_of_addon_id, addons.isPending)}
                  label={t('menu.itemForm.addons')}
                  description={
                    addons.data && addons.data.length === 0 ? (
                      <>
                        {t('menu.itemForm.noAddons')}{' '}
                        <Anchor component={Link} to={paths.addons.getHref()} size="xs">
                          {t('menu.itemForm.manageAddons')}
                        </Anchor>
                      </>
                    ) : undefined
                  }
                  data={optionsOf(
                    addons.data?.map((addon) => ({ id: addon.items_addon_id, label: addon.name })),
                    item?.type_of_addon.map((addon) => ({ id: addon.value, label: addon.name })),
                  )}
                  {...form.getInputProps('types_of_addon_id')}
                />
              </SimpleGrid>
            </Section>

            <Section title={t('menu.itemForm.sectionPrice')}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('menu.itemForm.price')}
                    placeholder={locale === 'fr' ? '12,50' : '12.50'}
                    inputMode="decimal"
                    autoComplete="off"
                    rightSection={<Text size="sm" c="dimmed">€</Text>}
                    {...form.getInputProps('price')}
                  />
                  <TextInput
                    label={t('menu.itemForm.discount')}
                    placeholder="0"
                    inputMode="numeric"
                    autoComplete="off"
                    rightSection={<Text size="sm" c="dimmed">%</Text>}
                    {...form.getInputProps('discount')}
                  />
                </SimpleGrid>
                <Radio.Group label={t('menu.itemForm.tvaRate')} description={t('menu.itemForm.tvaHint')} {...form.getInputProps('tva_rate')}>
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
            </Section>

            <Section title={t('menu.itemForm.sectionService')}>
              <Stack gap="md">
                <TextInput
                  label={t('menu.itemForm.preparationTime')}
                  placeholder="15"
                  inputMode="numeric"
                  autoComplete="off"
                  maw={{ sm: 260 }}
                  rightSection={<Text size="sm" c="dimmed">min</Text>}
                  rightSectionWidth={44}
                  {...form.getInputProps('preparation_time')}
                />
                <Input.Wrapper
                  label={t('menu.itemForm.serviceHours')}
                  description={t('menu.itemForm.serviceHoursHint', { max: MAX_SERVICE_SLOTS })}
                  error={form.errors.slots}
                >
                  <Stack gap="sm" mt="xs">
                    {slots.map((slot, index) => (
                      <Group key={slot.key} gap="sm" align="flex-end" wrap="nowrap">
                        <TextInput
                          type="time"
                          label={t('menu.itemForm.slotOpenShort')}
                          aria-label={t('menu.itemForm.slotOpen', { n: index + 1 })}
                          style={{ flex: 1 }}
                          {...form.getInputProps(`slots.${index}.open`)}
                          error={Boolean(form.errors.slots)}
                        />
                        <TextInput
                          type="time"
                          label={t('menu.itemForm.slotCloseShort')}
                          aria-label={t('menu.itemForm.slotClose', { n: index + 1 })}
                          style={{ flex: 1 }}
                          {...form.getInputProps(`slots.${index}.close`)}
                          error={Boolean(form.errors.slots)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={36}
                          aria-label={t('menu.itemForm.removeSlot', { n: index + 1 })}
                          className={actionIcon.quiet}
                          disabled={slots.length <= 1}
                          onClick={() => form.removeListItem('slots', index)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                    <Group>
                      <Button
                        variant="light"
                        size="sm"
                        leftSection={<IconClockPlus size={18} aria-hidden />}
                        disabled={slots.length >= MAX_SERVICE_SLOTS}
                        onClick={() => form.insertListItem('slots', emptySlot())}
                      >
                        {t('menu.itemForm.addSlot')}
                      </Button>
                    </Group>
                  </Stack>
                </Input.Wrapper>
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" pos={{ base: 'static', lg: 'sticky' }} top={80}>
            <Title order={2} size="h4" mb="md">
              {t('menu.itemForm.sectionPhotos')}
            </Title>
            <ItemPhotos
              itemId={item?.id ?? null}
              stored={item?.images ?? []}
              imageUrl={imageUrl}
              files={form.values.file_name}
              onFilesChange={(files) => form.setFieldValue('file_name', files)}
              error={form.errors.file_name}
              disabled={busy}
            />
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack gap="sm" mt="lg">
        <FormAlert pair={alert} />
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" id="item-upload-label">
              {t('menu.itemForm.uploading', { percent: progress })}
            </Text>
            <Progress.Root size="md">
              <Progress.Section value={progress} animated aria-labelledby="item-upload-label" />
            </Progress.Root>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.itemList.getHref()} variant="default">
            {t('menu.cancel')}
          </Button>
          <Button type="submit" loading={busy} miw={140}>
            {t('menu.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
