import { commonErrors, type TItem, type TReferenceOption } from '@portal/contract';
import { Alert, Anchor, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
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

type ChoiceField = 'type_of_service_id' | 'type_of_item_id' | 'type_of_cuisines_id' | 'food_choice_id';

/** What the dish is: service types, dish types, cuisines, food choices, and its add-ons. */
export function ClassificationSection({ form, item }: { form: ItemFormState; item: TItem | null }) {
  const { t } = useTranslation();
  const reference = useReferenceLists();
  const { selectProps, placeholderOf } = useChoiceSelect();
  const lists = reference.data;
  const loading = reference.isPending;
  const dishTypesHint = (
    <>
      {t('menu.itemForm.dishTypesHint')}{' '}
      <Anchor component={Link} to={paths.dishType.getHref()} size="xs">
        {t('menu.itemForm.manageDishTypes')}
      </Anchor>
    </>
  );
  // The four lists: the form's field, its label, its choices and those the dish has already.
  const choices: Array<
    [ChoiceField, string, TReferenceOption[] | undefined, TReferenceOption[] | undefined, ReactNode?]
  > = [
    ['type_of_service_id', t('menu.itemForm.serviceTypes'), lists?.type_of_service, item?.type_of_service],
    ['type_of_item_id', t('menu.itemForm.dishTypes'), lists?.type_of_item, item?.type_of_item, dishTypesHint],
    ['type_of_cuisines_id', t('menu.itemForm.cuisines'), lists?.type_of_cuisines, item?.type_of_cuisines],
    ['food_choice_id', t('menu.itemForm.foodChoices'), lists?.food_choice, item?.food_choices],
  ];

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
        {choices.map(([field, label, list, chosen, description]) => (
          <MultiSelect
            key={field}
            {...selectProps}
            label={label}
            placeholder={placeholderOf(form.values[field], loading)}
            description={description}
            data={optionsOf(list, chosen)}
            {...form.getInputProps(field)}
          />
        ))}
        <AddonsSelect form={form} item={item} />
      </SimpleGrid>
    </FormSection>
  );
}
