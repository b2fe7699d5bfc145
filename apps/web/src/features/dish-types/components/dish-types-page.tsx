import type { TDishType } from '@portal/contract';
import { Badge, Button, Flex, Grid, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/shared/components/screen-states';
import { LoadError } from '@/shared/components/load-error';
import { SortableList, loadSortableDrag } from '@/shared/components/sortable-list';
import { useLocale } from '@/shared/hooks/use-locale';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useChangeDishTypeStatus, useDishTypes, useSaveDishTypeOrder } from '../api/dish-types';
import { AddDishTypeForm } from './add-dish-type-form';
import { OwnDishTypeActions } from './own-dish-type-actions';

/** The saved list in the order being edited; dish types the draft does not know go last. */
function inDraftOrder(list: TDishType[], draft: number[] | null): TDishType[] {
  if (!draft) return list;
  const byId = new Map(list.map((dishType) => [dishType.type_of_item_id, dishType]));
  const ordered = draft.flatMap((id) => {
    const dishType = byId.get(id);
    return dishType ? [dishType] : [];
  });
  const known = new Set(draft);
  return [...ordered, ...list.filter((dishType) => !known.has(dishType.type_of_item_id))];
}

/**
 * /dishtype: the restaurant's dish types in its own order. Reorder by dragging, by keyboard or
 * with the move buttons, then Save (addupdateItemorder). Hide the ones not used; add, rename and
 * delete its own.
 */
/** A titled section of the side column; `id` names its title, which labels the section. */
function SidePanel({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

export function DishTypesPage() {
  const { t } = useTranslation();
  // Dragging the rows loads while the list's data does, after the screen's first paint.
  useEffect(() => void loadSortableDrag(), []);
  const locale = useLocale();
  const dishTypes = useDishTypes();
  const [draft, setDraft] = useState<number[] | null>(null);
  const saveOrder = useSaveDishTypeOrder({
    onSuccess: (response) => {
      setDraft(null);
      toastCallSuccess(response);
    },
    onError: toastCallError,
  });
  const changeStatus = useChangeDishTypeStatus({ onSuccess: toastCallSuccess, onError: toastCallError });
  useDocumentTitle(`${t('menu.dishTypes.title')} · ${t('app.name')}`);

  const saved = dishTypes.data?.data;
  const rows = useMemo(() => inDraftOrder(saved ?? [], draft), [saved, draft]);
  const dirty =
    draft !== null &&
    saved !== undefined &&
    rows.some((row, index) => row.type_of_item_id !== saved[index]?.type_of_item_id);
  const suggestions = dishTypes.data?.dishdata ?? [];
  useLeaveGuard(() => dirty);

  let content;
  if (dishTypes.isPending) {
    content = (
      <Stack gap={8} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={50} radius="md" />
        ))}
      </Stack>
    );
  } else if (dishTypes.isError && !dishTypes.data) {
    content = <LoadError error={dishTypes.error} onRetry={() => void dishTypes.refetch()} />;
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {t('menu.dishTypes.empty')}
      </Text>
    );
  } else {
    content = (
      <SortableList
        label={t('menu.dishTypes.listLabel')}
        items={rows}
        getId={(dishType) => dishType.type_of_item_id}
        getName={(dishType) => dishType.typeofitemname}
        disabled={saveOrder.isPending}
        onReorder={(next) => setDraft(next.map((dishType) => dishType.type_of_item_id))}
        renderItem={(dishType) => (
          <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
            {/* A little smaller on phones, so that a long French word ("Accompagnements") fits. */}
            <Text
              fw={600}
              fz={{ base: 'sm', xs: 'md' }}
              c={dishType.status === 1 ? undefined : 'dimmed'}
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {dishType.typeofitemname}
            </Text>
            {dishType.is_own === 1 && (
              <Badge size="xs" variant="light" color="olive">
                {t('menu.dishTypes.own')}
              </Badge>
            )}
            {dishType.status !== 1 && (
              <Badge size="xs" variant="light" color="gray">
                {t('menu.dishTypes.hidden')}
              </Badge>
            )}
          </Group>
        )}
        renderActions={(dishType) => {
          const pending = changeStatus.isPending && changeStatus.variables.type_of_item_id === dishType.type_of_item_id;
          const shown = pending ? changeStatus.variables.status === 1 : dishType.status === 1;
          return (
            <Group gap={2} wrap="nowrap">
              {dishType.is_own === 1 && (
                <OwnDishTypeActions
                  dishType={dishType}
                  others={rows.filter((other) => other.type_of_item_id !== dishType.type_of_item_id)}
                />
              )}
              <Switch
                ml={6}
                checked={shown}
                disabled={pending}
                color="olive.7"
                aria-label={t('menu.dishTypes.show', { name: dishType.typeofitemname })}
                onChange={(event) =>
                  changeStatus.mutate({
                    type_of_item_id: dishType.type_of_item_id,
                    status: event.currentTarget.checked ? 1 : 0,
                    lang: locale,
                  })
                }
              />
            </Group>
          );
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageIntro title={t('menu.dishTypes.title')} text={t('menu.dishTypes.intro')} />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'sm', xs: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="dish-order-title"
          >
            <Group justify="space-between" align="center" mb="md" gap="sm">
              <Title order={2} size="h4" id="dish-order-title">
                {t('menu.dishTypes.orderTitle')}
              </Title>
              {dirty && (
                <Badge color="brand" variant="light">
                  {t('menu.dishTypes.unsaved')}
                </Badge>
              )}
            </Group>
            {content}
            {/* While the new order is unsaved, its buttons stay in view at the bottom of the screen
                (the list is long on a phone); there they stack, the main one on top. */}
            <Flex
              direction={{ base: 'column-reverse', xs: 'row' }}
              justify="flex-end"
              align={{ base: 'stretch', xs: 'center' }}
              gap="sm"
              mt="md"
              py={dirty ? 'sm' : undefined}
              style={
                dirty
                  ? {
                      position: 'sticky',
                      bottom: 0,
                      zIndex: 3,
                      background: 'var(--mantine-color-body)',
                      borderTop: '1px solid var(--mantine-color-default-border)',
                    }
                  : undefined
              }
            >
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={18} aria-hidden />}
                disabled={!dirty || saveOrder.isPending}
                onClick={() => setDraft(null)}
              >
                {t('menu.dishTypes.reset')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                disabled={!dirty}
                loading={saveOrder.isPending}
                onClick={() => saveOrder.mutate({ ids: rows.map((row) => row.type_of_item_id), lang: locale })}
              >
                {t('menu.dishTypes.saveOrder')}
              </Button>
            </Flex>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SidePanel id="dish-add-title" title={t('menu.dishTypes.addTitle')} hint={t('menu.dishTypes.addHint')}>
              <AddDishTypeForm />
            </SidePanel>
            {suggestions.length > 0 && (
              <SidePanel
                id="dish-suggest-title"
                title={t('menu.dishTypes.suggestionsTitle')}
                hint={t('menu.dishTypes.suggestionsHint')}
              >
                <Stack gap={6}>
                  {suggestions.map((suggestion) => (
                    <Group key={suggestion.type_of_item_id} justify="space-between" wrap="nowrap">
                      <Text>{suggestion.typeofitemname}</Text>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        aria-label={t('menu.dishTypes.addSuggestion', { name: suggestion.typeofitemname })}
                        loading={saveOrder.isPending && saveOrder.variables.ids.includes(suggestion.type_of_item_id)}
                        onClick={() =>
                          saveOrder.mutate({
                            ids: [...rows.map((row) => row.type_of_item_id), suggestion.type_of_item_id],
                            lang: locale,
                          })
                        }
                      >
                        {t('menu.dishTypes.addShort')}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </SidePanel>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
