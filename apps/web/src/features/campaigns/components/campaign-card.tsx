import type { TCampaign } from '@portal/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { dateTag, parisText } from '@/shared/lib/dates';

const STATE_COLOR = { draft: 'gray', sending: 'blue', sent: 'green' } as const;

/** Whom the campaign goes to, in words. */
function useAudience(campaign: Pick<TCampaign, 'tags' | 'last_visit_days'>): string {
  const { t } = useTranslation();
  const parts = [
    campaign.tags.length > 0 ? t('campaigns.audienceTags', { tags: campaign.tags.join(', ') }) : null,
    campaign.last_visit_days !== null ? t('campaigns.audienceVisit', { days: campaign.last_visit_days }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : t('campaigns.audienceAll');
}

/** One campaign: its subject, state, audience and results; a draft opens to be finished and sent. */
export function CampaignCard({ campaign, onOpen }: { campaign: TCampaign; onOpen: (campaign: TCampaign) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const subject = locale === 'fr' ? campaign.fr_subject : campaign.subject;
  const audience = useAudience(campaign);
  return (
    <Paper component="article" aria-label={subject} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4">
              {subject}
            </Title>
            <Badge color={STATE_COLOR[campaign.state]} variant="light">
              {t(`campaigns.state.${campaign.state}`)}
            </Badge>
          </Group>
          {campaign.state === 'draft' && (
            <Button variant="light" size="xs" onClick={() => onOpen(campaign)}>
              {t('campaigns.open')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {audience}
        </Text>
        {campaign.sent_at !== null && (
          <>
            <Text size="sm">
              {t('campaigns.sentOn', {
                date: parisText(campaign.sent_at, dateTag(locale), { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </Text>
            <SimpleGrid cols={2} spacing="sm" maw={360}>
              <Figure label={t('campaigns.sentCount')} value={campaign.sent} />
              <Figure label={t('campaigns.unsubscribed')} value={campaign.unsubscribed} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}
