import { formatPrice, type TOffer } from '@portal/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { addOffersTexts } from '@/shared/i18n/offers-catalogue';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useChangeOfferStatus, useDeleteOffer, useOffers } from '../api/offers';
import { formatOfferDate } from './offer-format';

/** The offers screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addOffersTexts();

// The form loads when the partner opens it.
const OfferFormModal = lazy(() => import('./offer-form-modal').then((module) => ({ default: module.OfferFormModal })));

/**
 * /offers (managers): the restaurant's offers on bookings, each with its switch,
 * its days, arrivals, dates and cap, its uptake and what it cost (the covers honoured × the
 * report's average basket × the percent), to create, change, pause or delete.
 */
export function OffersPage() {
  const { t } = useTranslation();
  const offers = useOffers();
  // null: closed; 'new': a new offer; else the offer being changed.
  const [editing, setEditing] = useState<TOffer | 'new' | null>(null);
  useDocumentTitle(`${t('offers.title')} · ${t('app.name')}`);

  const data = offers.data?.data;
  let content;
  if (offers.isError && !data) {
    content = <LoadError error={offers.error} onRetry={() => void offers.refetch()} />;
  } else if (!data) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  } else if (data.offers.length === 0) {
    content = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={2} size="h4">
          {t('offers.empty.title')}
        </Title>
        <Text c="dimmed" mt="xs" maw={520} mx="auto">
          {t('offers.empty.text')}
        </Text>
        <Button mt="md" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('offers.add')}
        </Button>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="md">
        {data.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} basketCents={data.average_basket_cents} onEdit={setEditing} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('offers.title')}</Title>
          <Text c="dimmed" maw={640} mt={4}>
            {t('offers.intro')}
          </Text>
        </div>
        {data && data.offers.length > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('offers.add')}
          </Button>
        )}
      </Group>
      {content}
      {editing !== null && (
        <Suspense fallback={null}>
          <OfferFormModal offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

function OfferCard({
  offer,
  basketCents,
  onEdit,
}: {
  offer: TOffer;
  basketCents: number | null;
  onEdit: (offer: TOffer) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useChangeOfferStatus({ onSuccess: toastCallSuccess, onError: toastCallError });
  const remove = useDeleteOffer({ onSuccess: toastCallSuccess, onError: toastCallError });
  const name = offer.name || t('offers.unnamed');
  const days = offer.weekdays
    .map((day) => t(`offers.weekdays.${String(day) as '1' | '2' | '3' | '4' | '5' | '6' | '7'}`))
    .join(', ');

  async function askRemoval() {
    const confirmed = await confirmAction({
      title: t('offers.deleteTitle'),
      subject: name,
      message: t('offers.deleteText'),
      confirmLabel: t('offers.delete'),
      cancelLabel: t('offers.cancel'),
      danger: true,
    });
    if (confirmed) remove.mutate(offer.id);
  }

  const active = offer.status === 'active';
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Badge size="xl" radius="sm" color={active ? 'teal' : 'gray'} variant="filled">
            {t('offers.badge', { percent: offer.percent })}
          </Badge>
          <div>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`offers.appliesTo.${offer.applies_to}`)} · {t(`offers.status.${offer.status}`)}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Switch
            checked={active}
            disabled={status.isPending}
            aria-label={t('offers.switchLabel', { name })}
            onChange={(event) =>
              status.mutate({ offer_id: offer.id, status: event.currentTarget.checked ? 'active' : 'paused' })
            }
          />
          <Tooltip label={t('offers.edit')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`${t('offers.edit')} · ${name}`}
              onClick={() => onEdit(offer)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('offers.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`${t('offers.delete')} · ${name}`}
              onClick={() => void askRemoval()}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="sm">
        <Text size="sm">
          {t('offers.when', { days, first: offer.first_slot, last: offer.last_slot })}
          <br />
          {t('offers.validity', {
            from: formatOfferDate(offer.valid_from, locale),
            to: formatOfferDate(offer.valid_to, locale),
          })}
          <br />
          {t('offers.cap', { count: offer.max_covers_per_slot })} · {t('offers.minParty', { count: offer.min_party })}
        </Text>
        <dl style={{ margin: 0 }}>
          <Text component="dt" size="sm" fw={600}>
            {t('offers.uptake')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {t('offers.uptakeValue', { count: offer.uptake.bookings, covers: offer.uptake.covers })}
          </Text>
          <Text component="dt" size="sm" fw={600} mt={4}>
            {t('offers.cost')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {offer.cost_cents === null || basketCents === null
              ? t('offers.costUnknown')
              : t('offers.costValue', {
                  amount: formatPrice(offer.cost_cents, locale),
                  covers: offer.uptake.honoured_covers,
                  basket: formatPrice(basketCents, locale),
                  percent: offer.percent,
                })}
          </Text>
        </dl>
      </SimpleGrid>
    </Paper>
  );
}
