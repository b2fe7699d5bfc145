import { formatEuros, type TAddon } from '@portal/contract';
import {
  ActionIcon,
  Badge,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSquarePlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/shared/components/screen-states';
import { useAddonList } from '@/shared/api/addon-list';
import { LoadError } from '@/shared/components/load-error';
import { SortableList, loadSortableDrag } from '@/shared/components/sortable-list';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useDeleteAddon, useReorderAddons } from '../api/addons';
import { AddonForm, type AddonFormReveal } from './addon-form';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={8} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={58} radius="md" />
      ))}
    </Stack>
  );
}

/** /addons: the add-on form on the left, the restaurant's add-ons on the right (reorderable). */
export function AddonsPage() {
  const { t } = useTranslation();
  // Dragging the rows loads while the list's data does, after the screen's first paint.
  useEffect(() => void loadSortableDrag(), []);
  const locale = useLocale();
  // The add-on in the form (null: a new one). Each opening remounts the form with a new key.
  const [opened, setOpened] = useState<{ addon: TAddon | null; key: number; reveal: AddonFormReveal }>({
    addon: null,
    key: 0,
    reveal: 'quiet',
  });
  const openForm = (addon: TAddon | null, reveal: AddonFormReveal) =>
    setOpened((current) => ({ addon, key: current.key + 1, reveal }));
  const editingId = opened.addon?.items_addon_id ?? null;
  const addons = useAddonList();
  const reorder = useReorderAddons({ onSuccess: toastCallSuccess, onError: toastCallError });
  const deleteAddon = useDeleteAddon({
    onSuccess: (response, input) => {
      toastCallSuccess(response);
      if (editingId === input.items_addon_id) openForm(null, 'scroll');
    },
    onError: toastCallError,
  });
  useDocumentTitle(`${t('menu.addons.title')} · ${t('app.name')}`);

  const askDelete = async (addon: TAddon) => {
    const confirmed = await confirmAction({
      title: t('menu.addons.deleteTitle'),
      message: t('menu.addons.deleteConfirm', { name: addon.name }),
      confirmLabel: t('menu.delete'),
      cancelLabel: t('menu.cancel'),
    });
    if (confirmed) deleteAddon.mutate({ items_addon_id: addon.items_addon_id });
  };

  const list = addons.data ?? [];
  let content;
  if (addons.isPending) {
    content = <ListSkeleton />;
  } else if (addons.isError && !addons.data) {
    content = <LoadError error={addons.error} onRetry={() => void addons.refetch()} />;
  } else if (list.length === 0) {
    content = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="brand" aria-hidden>
          <IconSquarePlus size={28} />
        </ThemeIcon>
        <Text fw={700}>{t('menu.addons.emptyTitle')}</Text>
        <Text c="dimmed" size="sm" maw={320}>
          {t('menu.addons.emptyText')}
        </Text>
      </Stack>
    );
  } else {
    content = (
      <SortableList
        label={t('menu.addons.listLabel')}
        items={list}
        getId={(addon) => addon.items_addon_id}
        getName={(addon) => addon.name}
        isSelected={(addon) => addon.items_addon_id === editingId}
        onReorder={(next) => reorder.mutate({ addons: next, lang: locale })}
        renderItem={(addon) => (
          <Stack gap={2} py={2} style={{ minWidth: 0 }}>
            {/* A little smaller on phones, so that a long French word ("Accompagnements") fits. */}
            <UnstyledButton
              onClick={() => openForm(addon, 'scroll')}
              aria-current={addon.items_addon_id === editingId ? 'true' : undefined}
              fz={{ base: 'sm', xs: 'md' }}
              style={{ fontWeight: 700, overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {addon.name}
            </UnstyledButton>
            <Group gap={6}>
              <Badge size="xs" variant="light" color={addon.isrequired === 1 ? 'brand' : 'gray'}>
                {addon.isrequired === 1 ? t('menu.addons.required') : t('menu.addons.optional')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('menu.addons.summary', { max: addon.choiceoff, options: addon.subaddon.length })}
                {addon.price > 0 ? ` · ${formatEuros(addon.price, locale)}` : ''}
              </Text>
            </Group>
          </Stack>
        )}
        renderActions={(addon) => (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('menu.addons.delete', { name: addon.name })}
            loading={deleteAddon.isPending && deleteAddon.variables.items_addon_id === addon.items_addon_id}
            onClick={() => void askDelete(addon)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageIntro title={t('menu.addons.title')} text={t('menu.addons.intro')} />
      <Grid gutter="lg" align="flex-start">
        {/* On phones the list comes first (what exists), then the form. */}
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <AddonForm
            key={opened.key}
            addon={opened.addon}
            reveal={opened.reveal}
            onNew={() => openForm(null, 'focus')}
            onSaved={() => openForm(null, 'focus')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'sm', xs: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="addon-list-title"
          >
            <Title order={2} size="h4" id="addon-list-title">
              {t('menu.addons.listTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('menu.addons.listHint')}
            </Text>
            {content}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
