import { CAMPAIGNS_PER_WEEK, type TCampaign } from '@portal/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardColumn, EmptyStatus, PageHeader } from '@/shared/components/screen-states';
import { addCampaignsTexts } from '@/shared/i18n/campaigns-catalogue';
import { useCampaigns } from '../api/campaigns';
import { CampaignCard } from './campaign-card';

/** The campaigns screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addCampaignsTexts();

// The form loads when the partner opens it.
const CampaignFormModal = lazy(() =>
  import('./campaign-form-modal').then((module) => ({ default: module.CampaignFormModal })),
);

/**
 * /campaigns (managers): the restaurant's e-mail campaigns to the guests who accepted its news,
 * each with what it sent and who unsubscribed through it, the sends left this week, and the form
 * (both languages, the audience, a preview with its count, a test to oneself, the sending).
 */
export function CampaignsPage() {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  // null: closed; 'new': a new campaign; else the draft being finished.
  const [open, setOpen] = useState<TCampaign | 'new' | null>(null);
  useDocumentTitle(`${t('campaigns.title')} · ${t('app.name')}`);

  const data = campaigns.data?.data;
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
      {t('campaigns.add')}
    </Button>
  );
  const content = (
    <CardColumn
      query={campaigns}
      items={data?.campaigns}
      skeleton={[
        [110, 'lg'],
        [110, 'lg'],
      ]}
      empty={
        <EmptyStatus icon={IconMail} title={t('campaigns.empty.title')} text={t('campaigns.empty.text')}>
          {addButton}
        </EmptyStatus>
      }
      card={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} onOpen={setOpen} />}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('campaigns.title')}
        intro={t('campaigns.intro')}
        align="flex-start"
        actions={data && data.campaigns.length > 0 ? addButton : undefined}
      />
      {data && (
        <Alert color={data.left_this_week > 0 ? 'blue' : 'orange'} variant="light">
          {t('campaigns.leftThisWeek', { count: data.left_this_week, max: CAMPAIGNS_PER_WEEK })}
        </Alert>
      )}
      {content}
      {open !== null && (
        <Suspense fallback={null}>
          <CampaignFormModal campaign={open === 'new' ? null : open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
