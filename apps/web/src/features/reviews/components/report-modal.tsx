import { REVIEW_REPORT_REASON_MAX_LENGTH, ZReportReviewRequestSchema } from '@portal/contract';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useReportReview } from '../api/reviews';

const ZReportSchema = ZReportReviewRequestSchema.pick({ reason: true });

/** Asks the platform to look into a review: the reason is required; the outcome shows on the card. */
export function ReportModal({ reviewId, author, onClose }: { reviewId: number; author: string; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportReview();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { reason: '' },
    schema: ZReportSchema,
    place: 'app',
    submit: ({ reason }) => report.mutateAsync({ review_id: reviewId, reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal title={t('reviews.report.title')} onClose={onClose} onSubmit={onSubmit}>
      <Text size="sm">{t('reviews.card.label', { name: author })}</Text>
      <Text size="sm" c="dimmed">
        {t('reviews.report.explanation')}
      </Text>
      <Textarea
        label={t('reviews.report.reason')}
        required
        autosize
        minRows={3}
        maxLength={REVIEW_REPORT_REASON_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={t('reviews.report.submit')}
        submitColor="red"
        cancelLabel={t('reviews.report.back')}
        onCancel={onClose}
      />
    </FormModal>
  );
}
