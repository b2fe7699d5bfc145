import { commonErrors, type TItem } from '@portal/contract';
import { Alert, Anchor, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MultiSelect } from '@/shared/components/multi-select';
import { isApiError } from '@/shared/api';
import { useReferenceLists } from '@/shared/api/reference-lists';
import { PairText } from '@/shared/components/localized-text';
import { paths } from '@/shared/config/paths';
import { AddonsSelect } from './addons-select';
import { optionsOf, useChoiceSelect } from './choice-select';
import { FormSection } from './form-section';
import type { ItemFormState } from './item-form-values';

/** What the dish is: service types, dish types, cuisines, food choices, and its add-ons. */
export function ClassificationSection({ form, item }: { form: ItemFormState; item: TItem | null }) {
  const { t } = useTranslation();
  const reference = useReferenceLists();
  const { selectProps, placeholderOf } = useChoiceSelect();
  const lists = reference.data;
  const loading = reference.isPending;

  return (
    <FormSection title={t('menu.itemForm.sectionCategories')}>
      {reference.isError && !lists && (
        <Alert color="red" variant="light" mb="md" role="alert">
          <PairText pair={isApiError(reference.error) ? reference.error.pair : commonErrors.INTERNAL} />{' '}
          <Anchor component="button" type="button" onClick={() => void reference.refetch()}>
            {t('menu.retry')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          {...selectProps}
          label={t('menu.itemForm.serviceTypes')}
          placeholder={placeholderOf(form.values.type_of_service_id, loading)}
          data={optionsOf(lists?.type_of_service, item?.type_of_service)}
          {...form.getInputProps('type_of_service_id')}
        />
        <MultiSelect
          {...selectProps}
          label={t('menu.itemForm.dishTypes')}
          placeholder={placeholderOf(form.values.type_of_item_id, loading)}
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
          placeholder={placeholderOf(form.values.type_of_cuisines_id, loading)}
          data={optionsOf(lists?.type_of_cuisines, item?.type_of_cuisines)}
          {...form.getInputProps('type_of_cuisines_id')}
        />
        <MultiSelect
          {...selectProps}
          label={t('menu.itemForm.foodChoices')}
          placeholder={placeholderOf(form.values.food_choice_id, loading)}
          data={optionsOf(lists?.food_choice, item?.food_choices)}
          {...form.getInputProps('food_choice_id')}
        />
        <AddonsSelect form={form} item={item} />
      </SimpleGrid>
    </FormSection>
  );
}
