import type { TReward } from '@portal/contract';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, QueryFallback } from '@/shared/components/screen-states';
import { addLoyaltyTexts } from '@/shared/i18n/loyalty-catalogue';
import { useLoyaltySettings } from '../api/loyalty';
import { MembersSection } from './members-section';
import { ProgrammeSection } from './programme-section';
import { RewardsSection } from './rewards-section';

/** The loyalty screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addLoyaltyTexts();

// The reward form loads when the partner opens it.
const RewardFormModal = lazy(() =>
  import('./reward-form-modal').then((module) => ({ default: module.RewardFormModal })),
);

/**
 * /loyalty (managers): the restaurant's own loyalty programme — what a visit and a euro earn,
 * the rewards points buy, the members and their balances (adjusted by hand with a reason), and
 * what the programme has cost.
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const settings = useLoyaltySettings();
  const [editing, setEditing] = useState<TReward | 'new' | null>(null);
  useDocumentTitle(`${t('loyalty.title')} · ${t('app.name')}`);
  const data = settings.data?.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('loyalty.title')} intro={t('loyalty.intro')} align="flex-start" />
      {data ? (
        <ProgrammeSection settings={data.settings} cost={data.cost} />
      ) : (
        <QueryFallback query={settings} rows={[[220, 'lg']]} />
      )}
      <RewardsSection onEdit={setEditing} />
      <MembersSection />
      {editing !== null && (
        <Suspense fallback={null}>
          <RewardFormModal reward={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
