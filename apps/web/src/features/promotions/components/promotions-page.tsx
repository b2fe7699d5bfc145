import type { TPromoCode } from '@portal/contract';
import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardColumn, EmptyStatus, PageHeader } from '@/shared/components/screen-states';
import { addPromotionsTexts } from '@/shared/i18n/promotions-catalogue';
import { usePromoCodes } from '../api/promotions';
import { PromoCodeCard } from './promo-code-card';

/** The promo codes screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addPromotionsTexts();

// The form loads when the partner opens it.
const PromoFormModal = lazy(() => import('./promo-form-modal').then((module) => ({ default: module.PromoFormModal })));

/**
 * /promotions (managers): the restaurant's promo codes, each with its discount, dates, switch,
 * uses, the savings it gave so far and its budget, to create, change, pause or delete.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  // null: closed; 'new': a new code; else the code being changed.
  const [editing, setEditing] = useState<TPromoCode | 'new' | null>(null);
  useDocumentTitle(`${t('promotions.title')} · ${t('app.name')}`);

  const list = codes.data?.data?.codes;
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('promotions.add')}
    </Button>
  );
  const content = (
    <CardColumn
      query={codes}
      items={list}
      skeleton={[
        [120, 'lg'],
        [120, 'lg'],
      ]}
      empty={
        <EmptyStatus icon={IconTicket} title={t('promotions.empty.title')} text={t('promotions.empty.text')}>
          {addButton}
        </EmptyStatus>
      }
      card={(code) => <PromoCodeCard key={code.id} code={code} onEdit={setEditing} />}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('promotions.title')}
        intro={t('promotions.intro')}
        align="flex-start"
        actions={list && list.length > 0 ? addButton : undefined}
      />
      {content}
      {editing !== null && (
        <Suspense fallback={null}>
          <PromoFormModal code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
