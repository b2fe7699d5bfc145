import { DISH_TYPE_NAME_MAX_LENGTH, ZAddDishTypeRequestSchema, errorMessages, messageFor, type MessagePair } from '@portal/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { showToast } from '@/shared/lib/notify';
import { useAddDishType } from '../api/add-dish-type';

interface DishTypeFormValues {
  fr_typeofitemname: string;
  typeofitemname: string;
}

const blank: DishTypeFormValues = { fr_typeofitemname: '', typeofitemname: '' };

/** A dish type of the restaurant's own (French and English names; one of them is enough). */
export function AddDishTypeForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const addDishType = useAddDishType();
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const submitting = useRef(false);
  const form = useForm<DishTypeFormValues>({ initialValues: blank });

  const mark = (field: keyof DishTypeFormValues, pair: MessagePair) => {
    form.setFieldError(field, <PairText pair={pair} />);
    const node = form.getInputNode(field);
    if (node && 'focus' in node) (node as HTMLElement).focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    form.clearErrors();
    const values = form.getValues();
    const check = ZAddDishTypeRequestSchema.safeParse({ ...values, lang: locale });
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const field = String(issue.path[0] ?? 'fr_typeofitemname');
      const pair = messageFor(issue.message, field);
      mark(field in blank ? (field as keyof DishTypeFormValues) : 'fr_typeofitemname', pair);
      showToast({ place: 'app', tone: 'error', message: pair });
      return;
    }
    submitting.current = true;
    try {
      const response = await addDishType.mutateAsync({
        typeofitemname: check.data.typeofitemname,
        fr_typeofitemname: check.data.fr_typeofitemname,
        lang: locale,
      });
      showToast({ place: 'app', tone: 'success', message: { en: response.message, fr: response.fr_message } });
      form.setValues(blank);
      form.resetDirty(blank);
    } catch (error) {
      if (!isApiError(error)) setAlert(errorMessages.INTERNAL);
      else if (error.kind === 'network') showToast({ place: 'app', tone: 'error', message: error.pair });
      else if (error.kind !== 'unauthorized') {
        const field = error.field && error.field in blank ? (error.field as keyof DishTypeFormValues) : null;
        if (field) mark(field, error.pair);
        else setAlert(error.pair);
      }
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('menu.dishTypes.frName')}
          placeholder={t('menu.dishTypes.frNamePlaceholder')}
          maxLength={DISH_TYPE_NAME_MAX_LENGTH}
          lang="fr"
          {...form.getInputProps('fr_typeofitemname')}
        />
        <TextInput
          label={t('menu.dishTypes.enName')}
          placeholder={t('menu.dishTypes.enNamePlaceholder')}
          maxLength={DISH_TYPE_NAME_MAX_LENGTH}
          lang="en"
          {...form.getInputProps('typeofitemname')}
        />
        <FormAlert pair={alert} />
        <Button type="submit" loading={addDishType.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('menu.dishTypes.add')}
        </Button>
      </Stack>
    </form>
  );
}
