import type { TItem } from '@portal/contract';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MultiSelect } from '@/shared/components/multi-select';
import { useAddonList } from '@/shared/api/addon-list';
import { paths } from '@/shared/config/paths';
import { optionsOf, useChoiceSelect } from './choice-select';
import type { ItemFormState } from './item-form-values';

/** The add-ons offered with the dish, among the restaurant's; a way to create some when it has none. */
export function AddonsSelect({ form, item }: { form: ItemFormState; item: TItem | null }) {
  const { t } = useTranslation();
  const addons = useAddonList();
  const { selectProps, placeholderOf } = useChoiceSelect();

  return (
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
  );
}
