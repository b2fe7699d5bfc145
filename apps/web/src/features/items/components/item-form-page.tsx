import { parseId } from '@portal/contract';
import { Button, Paper, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/shared/components/screen-states';
import { isApiError } from '@/shared/api';
import { FormSkeleton } from '@/shared/components/form-skeleton';
import { LoadError } from '@/shared/components/load-error';
import { StatusMessage } from '@/shared/components/status-message';
import { paths } from '@/shared/config/paths';
import { useItemDetail } from '../api/item-form';
import { ItemForm } from './item-form/item-form';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <StatusMessage icon={IconMoodEmpty} color="gray" title={t('menu.itemForm.notFound')} titleRole="alert" />
    </Paper>
  );
}

/** /item_add (a new dish) and /item_add?id=N (that dish, loaded with getItemDetail so a reload works). */
export function ItemFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const rawId = (searchParams.get('id') ?? '').trim();
  const id = rawId && rawId !== '0' ? parseId(rawId) : null;
  const badId = rawId !== '' && rawId !== '0' && id === null;
  const detail = useItemDetail(id);
  const title = id || badId ? t('menu.itemForm.editTitle') : t('menu.itemForm.addTitle');
  useDocumentTitle(`${title} · ${t('app.name')}`);

  let content;
  if (badId) {
    content = <NotFound />;
  } else if (id === null) {
    content = <ItemForm key="new" item={null} imageUrl="/uploads/" />;
  } else if (detail.data && detail.data.data.id === id) {
    // (A language switch keeps the loaded item on screen; another item's data never shows.)
    content = <ItemForm key={id} item={detail.data.data} imageUrl={detail.data.imageUrl} />;
  } else if (detail.isError) {
    content =
      isApiError(detail.error) && detail.error.code === 'NOT_FOUND' ? (
        <NotFound />
      ) : (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      );
  } else {
    content = <FormSkeleton fields={2} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            to={paths.itemList.getHref()}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('common.backToItems')}
          </Button>
        }
      />
      {content}
    </Stack>
  );
}
