import {
  PARTNER_REVIEW_STATUSES,
  can,
  type PartnerReviewStatus,
  type TPartnerReview,
  type TReviewEvent,
} from '@portal/contract';
import { Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReviewEvents } from '@/shared/api/order-stream';
import { EmptyText, Heading, QueryFallback } from '@/shared/components/screen-states';
import { PrevNextPager } from '@/shared/components/prev-next-pager';
import { useRole } from '@/shared/hooks/use-session';
import { addReviewsTexts } from '@/shared/i18n/reviews-catalogue';
import { reviewKeys, useReviewList } from '../api/reviews';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import { readAgainAfterEvent } from '@/shared/api/read-again';

/** The reviews screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addReviewsTexts();

// The report's form loads when the partner reaches for it.
const ReportModal = lazy(() => import('./report-modal').then((module) => ({ default: module.ReportModal })));

const isStatus = (value: string | null): value is PartnerReviewStatus =>
  (PARTNER_REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /reviews: the restaurant's reviews by status (counts on the tabs), the published ones' average
 * and distribution, each review with its response or the response editor, and reports. Every
 * member reads them; answering and reporting need the `reports` permission.
 * A new review arrives live on the partner's stream.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const role = useRole();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: PartnerReviewStatus = isStatus(statusParam) ? statusParam : 'published';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [reporting, setReporting] = useState<TPartnerReview | null>(null);
  const [announce, setAnnounce] = useState('');
  useDocumentTitle(`${t('reviews.title')} · ${t('app.name')}`);

  const canAnswer = can(role, 'reports');
  const list = useReviewList(status, page);

  const onEvent = useCallback(
    (event: TReviewEvent) => {
      if (event.type !== 'review.created') return;
      setAnnounce(t('reviews.live'));
      void readAgainAfterEvent(queryClient, reviewKeys.all);
    },
    [queryClient, t],
  );
  useReviewEvents(onEvent);

  const goTo = (next: { status?: PartnerReviewStatus; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'published') search.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };

  const data = list.data?.data;
  let content;
  if (!data) {
    content = (
      <QueryFallback
        query={list}
        rows={[
          [140, 'lg'],
          [40, 'md'],
          [160, 'lg'],
          [160, 'lg'],
        ]}
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        <ReviewSummary summary={data.summary} />
        <Tabs value={status} onChange={(value) => isStatus(value) && goTo({ status: value })} keepMounted={false}>
          <Tabs.List aria-label={t('reviews.tabs.label')} style={{ flexWrap: 'wrap' }}>
            {PARTNER_REVIEW_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t('reviews.tabs.count', { label: t(`reviews.tabs.${value}`), count: data.counts[value] })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PARTNER_REVIEW_STATUSES.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {data.reviews.length === 0 ? (
                <EmptyText>{t(`reviews.empty.${value}`)}</EmptyText>
              ) : (
                <Stack gap="md" aria-busy={list.isPlaceholderData || undefined}>
                  {data.reviews.map((review) => (
                    <ReviewCard key={review.id} review={review} canAnswer={canAnswer} onReport={setReporting} />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
        <PrevNextPager
          page={data.page}
          pages={data.pages}
          onPage={(next) => goTo({ page: next })}
          texts={(part) => t(`reviews.pages.${part}`, { page: data.page, pages: data.pages })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Heading title={t('reviews.title')} text={t('reviews.intro')} textProps={{ size: 'sm', maw: 720 }} />
      </Stack>
      {/* Said out loud (a live region) when a review arrives while the screen is open. */}
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      {content}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportModal reviewId={reporting.id} author={reporting.author} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
