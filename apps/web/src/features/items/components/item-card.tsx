import type { TItem } from '@portal/contract';
import { ActionIcon, Badge, Card, Group, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { formatEuros } from '@/shared/lib/money';
import { useChangeItemStatus } from '../api/change-item-status';
import { useDeleteItem } from '../api/delete-item';
import classes from './item-card.module.css';

/**
 * One dish of the grid: photo (opens the edit form), name, price, on/off switch, delete.
 * `aboveTheFold` cards (the first row) load their photo at once: it is the largest thing the
 * screen paints, and a lazy image would wait for layout.
 */
export function ItemCard({ item, imageUrl, aboveTheFold }: { item: TItem; imageUrl: string; aboveTheFold: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeStatus = useChangeItemStatus(item.id, { onSuccess: toastCallSuccess, onError: toastCallError });
  const deleteItem = useDeleteItem(item.id, { onSuccess: toastCallSuccess, onError: toastCallError });

  // While the switch's call and the reload run, it shows what was asked.
  const onMenu = changeStatus.isPending ? changeStatus.variables.status === 1 : item.status === 1;
  const thumb = item.images[0];
  const editHref = paths.itemAdd.getHref(item.id);

  const askDelete = async () => {
    const confirmed = await confirmAction({
      title: t('menu.items.deleteTitle'),
      subject: item.item_name,
      message: t('menu.items.deleteConfirm'),
      confirmLabel: t('menu.delete'),
      cancelLabel: t('menu.cancel'),
    });
    if (confirmed) deleteItem.mutate({ id: item.id });
  };

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-labelledby={`item-${item.id}-name`}
      style={{ opacity: deleteItem.isPending ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      <Link
        to={editHref}
        aria-label={t('menu.items.edit', { name: item.item_name })}
        className={`${classes.media} ${onMenu ? '' : classes.off}`}
      >
        {thumb ? (
          <img
            src={`${imageUrl}${thumb.thumb_name}`}
            alt=""
            loading={aboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={aboveTheFold ? 'high' : 'auto'}
          />
        ) : (
          <span className={classes.placeholder} aria-hidden>
            <IconPhoto size={40} stroke={1.4} />
          </span>
        )}
      </Link>
      <Stack gap={6} p={{ base: 'sm', xs: 'md' }} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} size="h5" id={`item-${item.id}-name`} lineClamp={2} lh={1.3}>
          {item.item_name}
        </Title>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={2} lh={1.35}>
            {item.description}
          </Text>
        )}
        <Group gap={6}>
          <Text fw={700} c="brand.8">
            {formatEuros(item.price, locale)}
          </Text>
          {item.discount > 0 && (
            // The darkest olive: the light variant's own text colour is 3.8:1 on its background.
            <Badge color="olive" variant="light" size="sm" c="olive.9">
              {t('menu.items.discountBadge', { discount: item.discount })}
            </Badge>
          )}
          {item.buy_one_get_one_offer === 1 && (
            <Badge color="brand" variant="light" size="sm">
              {t('menu.items.bogoBadge')}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" mt="auto" pt={4}>
          <Switch
            checked={onMenu}
            disabled={changeStatus.isPending || deleteItem.isPending}
            color="olive.7"
            label={onMenu ? t('menu.items.onMenu') : t('menu.items.offMenu')}
            aria-label={t('menu.items.statusLabel', { name: item.item_name })}
            onChange={(event) => changeStatus.mutate({ id: item.id, status: event.currentTarget.checked ? 1 : 0 })}
          />
          <Tooltip label={t('menu.delete')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('menu.items.delete', { name: item.item_name })}
              loading={deleteItem.isPending}
              onClick={() => void askDelete()}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
