import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ItemSearch } from './item-search';

/** /item_list: for now the empty menu; the item grid comes with its own issue. */
export function ItemListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  useDocumentTitle(`${t('items.title')} · ${t('app.name')}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} size="h2">
          {t('items.title')}
        </Title>
        <ItemSearch />
      </Group>
      {q && (
        <Text c="dimmed" size="sm">
          {t('items.searchResults', { q })}
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Center>
          <Stack align="center" gap="sm" maw={440} ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden>
              <IconToolsKitchen2 size={34} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('items.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('items.emptyText')}</Text>
            <Button component={Link} to={paths.itemAdd.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('items.addItem')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    </Stack>
  );
}
