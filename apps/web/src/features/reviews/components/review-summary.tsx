import type { TReviewSummary } from '@portal/contract';
import { Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { averageLabel } from './review-format';
import { ReviewStars } from './review-stars';

/**
 * The published reviews' average (one decimal, "4,3") and how many got each rating, 5 to 1: each
 * row says its count in figures and, for screen readers, in words; the bar only repeats it.
 */
export function ReviewSummary({ summary }: { summary: TReviewSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const largest = Math.max(1, ...summary.distribution);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="reviews-summary">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={4} miw={160}>
          <Title order={2} size="h5" id="reviews-summary">
            {t('reviews.summary.title')}
          </Title>
          {summary.average === null ? (
            <Text c="dimmed">{t('reviews.summary.noAverage')}</Text>
          ) : (
            <>
              {/* Read once, in words (below); the figure is for the eyes. */}
              <Text fz={36} fw={700} lh={1.1} aria-hidden>
                <span>{averageLabel(summary.average, locale)}</span>
                <Text span fz="md" fw={500} c="dimmed">
                  {' / 5'}
                </Text>
              </Text>
              <ReviewStars rating={Math.round(summary.average)} />
              <VisuallyHidden>
                {t('reviews.summary.average', { average: averageLabel(summary.average, locale) })}
              </VisuallyHidden>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('reviews.summary.basedOn', { count: summary.count })}
          </Text>
        </Stack>
        <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={600} size="sm" mb={6} id="reviews-distribution">
            {t('reviews.summary.distribution')}
          </Text>
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="reviews-distribution"
          >
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.distribution[stars - 1] ?? 0;
              return (
                <Group key={stars} component="li" gap="xs" wrap="nowrap">
                  <VisuallyHidden>{t('reviews.summary.row', { stars, count })}</VisuallyHidden>
                  <Text size="sm" w={36} aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('reviews.summary.stars', { stars })}
                  </Text>
                  <Box h={10} bg="gray.2" style={{ flex: 1, borderRadius: 5, overflow: 'hidden' }} aria-hidden>
                    <Box h="100%" w={`${Math.round((count / largest) * 100)}%`} bg="yellow.6" />
                  </Box>
                  <Text size="sm" w={40} ta="right" aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {count}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Box>
      </Group>
    </Paper>
  );
}
