import type { TPartnerReview, TReviewReport } from '@portal/contract';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { calendarLongDate, lastResponseDay, parisLongDate } from './review-format';
import { ResponseEditor } from './response-editor';
import { ReviewStars } from './review-stars';

const statusColor: Record<TPartnerReview['status'], string> = {
  published: 'green',
  pending: 'orange',
  rejected: 'red',
  deleted: 'gray',
  withdrawn: 'gray',
};

/** A report's state in words: looked into, or its outcome and when. */
function ReportState({ report }: { report: TReviewReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state =
    report.outcome === null
      ? t('reviews.report.state.open', { date: parisLongDate(report.created_at, locale) })
      : t(`reviews.report.state.${report.outcome}`, {
          date: parisLongDate(report.resolved_at ?? report.created_at, locale),
        });
  return (
    <Alert
      color={report.outcome === 'removed' ? 'green' : report.outcome === 'kept' ? 'gray' : 'orange'}
      variant="light"
      radius="md"
      icon={<IconFlag size={18} aria-hidden />}
      p="xs"
    >
      <Text size="sm" fw={600}>
        {state}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {t('reviews.report.yourReason', { reason: report.reason })}
      </Text>
    </Alert>
  );
}

/**
 * One review: its stars, the guest, the meal's and the publication's dates (Paris, the screen's
 * language), the text, its status and, when not published, why; the restaurant's response or its
 * editor, and the reports. Members who may not answer reviews (`canAnswer` false) read only.
 */
export function ReviewCard({
  review,
  canAnswer,
  onReport,
}: {
  review: TPartnerReview;
  canAnswer: boolean;
  onReport: (review: TPartnerReview) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `review-${review.id}-author`;
  const published = review.status === 'published';
  const reportOpen = review.reports.some((report) => report.outcome === null);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <ReviewStars rating={review.rating} />
              <Text fw={700} id={headingId}>
                {review.author || t('reviews.card.anonymous')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('reviews.card.visit', { date: calendarLongDate(review.visit_date, locale) })}
              {' · '}
              {review.published_at !== null
                ? t('reviews.card.published', { date: parisLongDate(review.published_at, locale) })
                : t('reviews.card.received', { date: parisLongDate(review.created_at, locale) })}
            </Text>
          </Stack>
          {/* The status in the page's text colour beside a dot of its colour: a green or orange text on
              its light tint reads below 4.5:1 at a badge's size (WCAG 1.4.3). */}
          <Badge color={statusColor[review.status]} variant="dot" tt="none" size="lg">
            {t(`reviews.status.${review.status === 'withdrawn' ? 'deleted' : review.status}`)}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {!published && review.reason_label ? (
          <Text size="sm" c="red.9">
            {t('reviews.card.reason', { reason: review.reason_label[locale] })}
          </Text>
        ) : null}
        {review.reports.map((report) => (
          <ReportState key={report.id} report={report} />
        ))}
        {review.response ? (
          <Box
            p="sm"
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-md)', borderLeft: '3px solid var(--mantine-color-brand-6)' }}
          >
            <Text size="sm" fw={700}>
              {t('reviews.response.title')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.response.text}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {review.response.status === 'published' && review.response.published_at !== null
                ? t('reviews.response.answeredOn', { date: parisLongDate(review.response.published_at, locale) })
                : t('reviews.response.awaiting', { date: parisLongDate(review.response.created_at, locale) })}
            </Text>
          </Box>
        ) : canAnswer && published && review.can_respond ? (
          <ResponseEditor review={review} />
        ) : canAnswer && published && review.respond_before !== null ? (
          <Text size="sm" c="dimmed">
            {t('reviews.response.expired', { date: lastResponseDay(review.respond_before, locale) })}
          </Text>
        ) : null}
        {canAnswer && published && !reportOpen ? (
          <Group justify="flex-start">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => onReport(review)}
            >
              {t('reviews.report.button')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
