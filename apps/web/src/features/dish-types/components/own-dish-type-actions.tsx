import { DISH_TYPE_NAME_MAX_LENGTH, ZRenameDishTypeRequestSchema, type TDishType } from '@portal/contract';
import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/components/select';
import { isApiError } from '@/shared/api';
import actionIcon from '@/shared/components/action-icon.module.css';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { FormAlert } from '@/shared/components/form-alert';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useDeleteDishType, useRenameDishType } from '../api/dish-types';

function RenameForm({ dishType, onDone }: { dishType: TDishType; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rename = useRenameDishType();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { fr_typeofitemname: dishType.fr_typeofitemname, typeofitemname: dishType.en_typeofitemname },
    schema: ZRenameDishTypeRequestSchema,
    toRequest: (values) => ({ ...values, type_of_item_id: String(dishType.type_of_item_id), lang: locale }),
    place: 'app',
    submit: (data) =>
      rename.mutateAsync({
        type_of_item_id: dishType.type_of_item_id,
        typeofitemname: data.typeofitemname,
        fr_typeofitemname: data.fr_typeofitemname,
        lang: locale,
      }),
    successMessage: answerMessage,
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <BilingualTextFields
          form={form}
          layout="stack"
          maxLength={DISH_TYPE_NAME_MAX_LENGTH}
          fr={{ path: 'fr_typeofitemname', label: t('menu.dishTypes.frName') }}
          en={{ path: 'typeofitemname', label: t('menu.dishTypes.enName') }}
        />
        <FormAlert pair={alert} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('menu.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('menu.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Rename and delete for a dish type of the restaurant's own. Deleting one that dishes still use
 * asks where they go (the server counts them), among the other dish types of the list.
 */
export function OwnDishTypeActions({ dishType, others }: { dishType: TDishType; others: TDishType[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const [inUse, setInUse] = useState<number | null>(null);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const remove = useDeleteDishType({
    onSuccess: (response) => {
      setInUse(null);
      toastCallSuccess(response);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'DISH_TYPE_IN_USE') {
        setMoveTo(null);
        setInUse(Number(error.body?.count ?? 0));
        return;
      }
      toastCallError(error);
    },
  });
  const name = dishType.typeofitemname;

  const askDelete = async () => {
    const confirmed = await confirmAction({
      title: t('menu.dishTypes.deleteTitle'),
      message: t('menu.dishTypes.deleteConfirm', { name }),
      confirmLabel: t('menu.delete'),
      cancelLabel: t('menu.cancel'),
    });
    if (confirmed) remove.mutate({ type_of_item_id: dishType.type_of_item_id, lang: locale });
  };

  return (
    <>
      <Tooltip label={t('menu.dishTypes.rename', { name })} withArrow>
        <ActionIcon
          variant="subtle"
          size="lg"
          className={actionIcon.quiet}
          aria-label={t('menu.dishTypes.rename', { name })}
          onClick={() => setRenaming(true)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('menu.dishTypes.deleteLabel', { name })} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          className={actionIcon.quiet}
          aria-label={t('menu.dishTypes.deleteLabel', { name })}
          loading={remove.isPending}
          onClick={() => void askDelete()}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>

      <Modal opened={renaming} onClose={() => setRenaming(false)} title={t('menu.dishTypes.renameTitle')} centered>
        {renaming && <RenameForm dishType={dishType} onDone={() => setRenaming(false)} />}
      </Modal>

      <Modal opened={inUse !== null} onClose={() => setInUse(null)} title={t('menu.dishTypes.deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('menu.dishTypes.inUse', { count: inUse ?? 0, name })}</Text>
          <Select
            label={t('menu.dishTypes.moveTo')}
            placeholder={t('menu.itemForm.choose')}
            data={others.map((other) => ({ value: String(other.type_of_item_id), label: other.typeofitemname }))}
            value={moveTo}
            onChange={setMoveTo}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setInUse(null)}>
              {t('menu.cancel')}
            </Button>
            <Button
              color="red"
              disabled={moveTo === null}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate({ type_of_item_id: dishType.type_of_item_id, move_to: Number(moveTo), lang: locale })
              }
            >
              {t('menu.dishTypes.deleteAndMove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
