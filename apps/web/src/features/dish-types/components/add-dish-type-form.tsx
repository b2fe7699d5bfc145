import { DISH_TYPE_NAME_MAX_LENGTH, ZAddDishTypeRequestSchema } from '@portal/contract';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { FormAlert } from '@/shared/components/form-alert';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useAddDishType } from '../api/dish-types';

/** A dish type of the restaurant's own (French and English names; one of them is enough). */
export function AddDishTypeForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const addDishType = useAddDishType();

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { fr_typeofitemname: '', typeofitemname: '' },
    schema: ZAddDishTypeRequestSchema,
    toRequest: (values) => ({ ...values, lang: locale }),
    place: 'app',
    submit: (data) =>
      addDishType.mutateAsync({
        typeofitemname: data.typeofitemname,
        fr_typeofitemname: data.fr_typeofitemname,
        lang: locale,
      }),
    successMessage: answerMessage,
    onSuccess: (_response, { form: added }) => added.reset(),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <BilingualTextFields
          form={form}
          layout="stack"
          maxLength={DISH_TYPE_NAME_MAX_LENGTH}
          fr={{
            path: 'fr_typeofitemname',
            label: t('menu.dishTypes.frName'),
            placeholder: t('menu.dishTypes.frNamePlaceholder'),
          }}
          en={{
            path: 'typeofitemname',
            label: t('menu.dishTypes.enName'),
            placeholder: t('menu.dishTypes.enNamePlaceholder'),
          }}
        />
        <FormAlert pair={alert} />
        <Button type="submit" loading={submitting} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('menu.dishTypes.add')}
        </Button>
      </Stack>
    </form>
  );
}
