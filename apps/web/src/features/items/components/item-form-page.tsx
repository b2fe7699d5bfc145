import { parseId } from '@portal/contract';
import { Button, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { LoadError } from '@/shared/components/load-error';
import { StatusMessage } from '@/shared/components/status-message';
import { paths } from '@/shared/config/paths';
import { useItemDetail } from '../api/get-item-detail';
import { ItemForm } from './item-form/item-form';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gutter="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          {[0, 1, 2].map((key) => (
            <Paper key={key} withBorder radius="lg" p="lg">
              <Skeleton height={20} width="30%" mb="md" />
              <Stack gap="sm">
                <Skeleton height={36} />
                <Skeleton height={36} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder radius="lg" p="lg">
          <Skeleton height={20} width="40%" mb="md" />
          <Skeleton height={160} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

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
    content = <FormSkeleton />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button
          component={Link}
          to={paths.itemList.getHref()}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('common.backToItems')}
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
