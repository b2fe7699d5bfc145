import { formatEuros, type Locale, type TItem } from '@portal/contract';
import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCircleOff, IconPhoto, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hint } from '@/shared/components/hint';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useChangeItemStatus, useDeleteItem, useMarkItemSoldOut } from '../api/item-list';
import classes from './item-card.module.css';

/** "4\u00a0h" / "4:00 AM": when a sold-out dish comes back, in the restaurant's time. */
function comesBackAt(epochMs: number, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: locale === 'fr' ? 'h23' : 'h12',
    timeZone: 'Europe/Paris',
  });
  if (locale === 'en') return format.format(epochMs);
  // French writes the hour "4 h" or "4 h 30".
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return parts.minute === '00' ? `${Number(parts.hour)}\u00a0h` : `${Number(parts.hour)}\u00a0h\u00a0${parts.minute}`;
}

/**
 * One dish of the grid: photo (opens the edit form), name, price (from the first size), sold out
 * today (one tap, back by itself at 04:00), on/off switch, delete. Not `editable` (a member
 * without `menu`): the photo opens nothing and only the sold-out button is left.
 * `aboveTheFold` cards (the first row) load their photo at once: it is the largest thing the
 * screen paints, and a lazy image would wait for layout.
 */
export function ItemCard({
  item,
  imageUrl,
  aboveTheFold,
  editable,
}: {
  item: TItem;
  imageUrl: string;
  aboveTheFold: boolean;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeStatus = useChangeItemStatus(item.id, { onSuccess: toastCallSuccess, onError: toastCallError });
  const deleteItem = useDeleteItem(item.id, { onSuccess: toastCallSuccess, onError: toastCallError });
  const markSoldOut = useMarkItemSoldOut(item.id, { onSuccess: toastCallSuccess, onError: toastCallError });

  // While the switch's call and the reload run, it shows what was asked.
  const onMenu = changeStatus.isPending ? changeStatus.variables.status === 1 : item.status === 1;
  const soldOut = markSoldOut.isPending ? markSoldOut.variables.sold_out === 1 : item.sold_out === 1;
  const busy = changeStatus.isPending || deleteItem.isPending || markSoldOut.isPending;
  const thumb = item.images[0];
  const editHref = paths.itemAdd.getHref(item.id);
  const mediaClass = `${classes.media} ${onMenu && !soldOut ? '' : classes.off}`;
  const photo = thumb ? (
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
  );

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
      {editable ? (
        <Link to={editHref} aria-label={t('menu.items.edit', { name: item.item_name })} className={mediaClass}>
          {photo}
        </Link>
      ) : (
        <div className={mediaClass}>{photo}</div>
      )}
      <Stack gap={6} p={{ base: 'sm', xs: 'md' }} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} size="h5" id={`item-${item.id}-name`} lineClamp={2} lh={1.3}>
          {item.item_name}
        </Title>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={2} lh={1.35}>
            {item.description}
          </Text>
        )}
        {soldOut && (
          <Badge color="red" variant="light" c="red.9" size="md" radius="sm" tt="none" w="fit-content">
            {item.sold_out_until
              ? t('menu.items.soldOutUntil', { time: comesBackAt(item.sold_out_until, locale) })
              : t('menu.items.soldOut')}
          </Badge>
        )}
        <Group gap={6}>
          <Text fw={700} c="brand.8">
            {item.sizes.length > 1
              ? t('menu.items.sizesFrom', {
                  price: formatEuros(Math.min(...item.sizes.map((size) => size.price)), locale),
                })
              : formatEuros(item.price, locale)}
          </Text>
          {item.sizes.length > 1 && (
            <Badge color="gray" variant="light" size="sm" c="gray.8">
              {t('menu.items.sizesCount', { count: item.sizes.length })}
            </Badge>
          )}
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
        {onMenu && (
          <Button
            // Marking is an everyday tap, not an alarm: quiet until the dish is sold out.
            variant={soldOut ? 'filled' : 'default'}
            color={soldOut ? 'olive.8' : undefined}
            size="compact-sm"
            mt="auto"
            w="fit-content"
            leftSection={
              soldOut ? <IconRotateClockwise size={16} aria-hidden /> : <IconCircleOff size={16} aria-hidden />
            }
            disabled={busy}
            aria-label={
              soldOut
                ? t('menu.items.backOnSaleLabel', { name: item.item_name })
                : t('menu.items.markSoldOutLabel', { name: item.item_name })
            }
            onClick={() => markSoldOut.mutate({ id: item.id, sold_out: soldOut ? 0 : 1 })}
          >
            {soldOut ? t('menu.items.backOnSale') : t('menu.items.markSoldOut')}
          </Button>
        )}
        {editable && (
          <Group justify="space-between" wrap="nowrap" mt={onMenu ? 0 : 'auto'} pt={4}>
            <Switch
              checked={onMenu}
              disabled={busy}
              color="olive.7"
              label={onMenu ? t('menu.items.onMenu') : t('menu.items.offMenu')}
              aria-label={t('menu.items.statusLabel', { name: item.item_name })}
              onChange={(event) => changeStatus.mutate({ id: item.id, status: event.currentTarget.checked ? 1 : 0 })}
            />
            <Hint label={t('menu.delete')}>
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
            </Hint>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
