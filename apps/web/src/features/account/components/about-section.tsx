import {
  can,
  CAPACITY_MAX,
  OWNER_DETAILS_MAX_LENGTH,
  PRICE_RANGE_MAX,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  commonErrors,
  type TRestaurantProfile,
} from '@portal/contract';
import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/shared/components/multi-select';
import { isApiError } from '@/shared/api';
import { useReferenceLists } from '@/shared/api/reference-lists';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { AccountSection } from './account-section';
import type { AccountFormState } from './account-form-values';
import { optionsOf } from './choice-options';

const PRICE_RANGES = Array.from({ length: PRICE_RANGE_MAX }, (_, index) => index + 1);

/** What customers read about the restaurant: descriptions, cuisines, prices, capacity, services. */
export function AboutSection({ form, profile }: { form: AccountFormState; profile: TRestaurantProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The owner's name is the owner's to change (the server refuses it to anyone else).
  const ownerOnly = !can(useRole(), 'legal');
  const reference = useReferenceLists();
  const lists = reference.data;
  const loading = reference.isPending;
  const selectProps = {
    searchable: true,
    clearable: true,
    hidePickedOptions: false,
    nothingFoundMessage: t('account.about.nothingFound'),
    comboboxProps: { withinPortal: true },
  } as const;
  /** "Choose" only while nothing is chosen (next to the chosen pills it reads like one more). */
  const placeholderOf = (chosen: string[]) =>
    chosen.length > 0 ? undefined : loading ? t('common.loading') : t('account.about.choose');

  return (
    <AccountSection id="account-about" title={t('account.about.title')}>
      <Stack gap="md">
        {reference.isError && !lists && (
          <Alert color="red" variant="light" role="alert">
            <PairText pair={isApiError(reference.error) ? reference.error.pair : commonErrors.INTERNAL} />{' '}
            <Anchor component="button" type="button" onClick={() => void reference.refetch()}>
              {t('menu.retry')}
            </Anchor>
          </Alert>
        )}
        <BilingualTextFields
          form={form}
          multiline
          maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
          fr={{ path: 'fr_description', label: t('account.about.frDescription') }}
          en={{ path: 'description', label: t('account.about.enDescription') }}
        />
        <Textarea
          label={t('account.about.ownerDetails')}
          description={t(ownerOnly ? 'account.ownerOnly' : 'account.about.ownerDetailsHint')}
          readOnly={ownerOnly}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={OWNER_DETAILS_MAX_LENGTH}
          {...form.getInputProps('owner_details')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelect
            {...selectProps}
            label={t('account.about.cuisines')}
            placeholder={placeholderOf(form.values.cuisines)}
            data={optionsOf(lists?.type_of_cuisines, profile.cuisines)}
            {...form.getInputProps('cuisines')}
          />
          <MultiSelect
            {...selectProps}
            label={t('account.about.foodChoices')}
            placeholder={placeholderOf(form.values.food_choices)}
            data={optionsOf(lists?.food_choice, profile.food_choices)}
            {...form.getInputProps('food_choices')}
          />
        </SimpleGrid>
        <Radio.Group label={t('account.about.priceRange')} {...form.getInputProps('price_range')}>
          {/* Four columns where the form is wide enough to keep each name on one line. */}
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 2, xl: 4 }} spacing="sm" verticalSpacing="sm" mt={6}>
            {PRICE_RANGES.map((range, index) => (
              <Radio
                key={range}
                value={String(range)}
                data-path={index === 0 ? 'price_range.0' : undefined}
                label={
                  <>
                    <Text span fw={700} inherit>
                      {'€'.repeat(range)}
                    </Text>{' '}
                    {/* On a line of its own: the four choices line up in columns. */}
                    <Text span c="dimmed" size="sm" display="block">
                      {t(`account.about.priceRange${range as 1 | 2 | 3 | 4}`)}
                    </Text>
                  </>
                }
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Checkbox.Group label={t('account.about.serviceTypes')} {...form.getInputProps('type_of_service')}>
          <Group gap="lg" mt={6}>
            {optionsOf(lists?.type_of_service, profile.type_of_service).map((option, index) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                data-path={index === 0 ? 'type_of_service.0' : undefined}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t('account.about.paymentTypes')} {...form.getInputProps('payment_type')}>
          <Group gap="lg" mt={6}>
            {optionsOf(lists?.payment_method, profile.payment_type).map((option, index) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                data-path={index === 0 ? 'payment_type.0' : undefined}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('account.about.capacity')}
            description={t('account.about.capacityHint', { max: new Intl.NumberFormat(locale).format(CAPACITY_MAX) })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder="40"
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('capacity')}
          />
          <Switch
            label={t('account.about.parking')}
            mt={{ base: 0, sm: 30 }}
            {...form.getInputProps('parking', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Stack>
    </AccountSection>
  );
}
