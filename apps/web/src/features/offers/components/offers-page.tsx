import { formatPrice, type TOffer } from '@portal/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardActions } from '@/shared/components/card-actions';
import { CardColumn, EmptyCard } from '@/shared/components/screen-states';
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
  const content = (
    <CardColumn
      query={offers}
      items={data?.offers}
      skeleton={[
        [120, 'lg'],
        [120, 'lg'],
      ]}
      empty={
        <EmptyCard ta="center">
          <Title order={2} size="h4">
            {t('offers.empty.title')}
          </Title>
          <Text c="dimmed" mt="xs" maw={520} mx="auto">
            {t('offers.empty.text')}
          </Text>
          <Button mt="md" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('offers.add')}
          </Button>
        </EmptyCard>
      }
      card={(offer) => (
        <OfferCard key={offer.id} offer={offer} basketCents={data?.average_basket_cents ?? null} onEdit={setEditing} />
      )}
    />
  );

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
          {/* White text reads 3.9:1 on the theme's teal (shade 8), 5:1 on shade 9. */}
          <Badge size="xl" radius="sm" color={active ? 'teal.9' : 'gray'} variant="filled">
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
        <CardActions
          name={name}
          active={active}
          switching={status.isPending}
          switchLabel={t('offers.switchLabel', { name })}
          onSwitch={(checked) => status.mutate({ offer_id: offer.id, status: checked ? 'active' : 'paused' })}
          editLabel={t('offers.edit')}
          onEdit={() => onEdit(offer)}
          deleteLabel={t('offers.delete')}
          onDelete={() => void askRemoval()}
        />
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
