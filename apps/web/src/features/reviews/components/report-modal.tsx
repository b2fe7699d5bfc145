import { REVIEW_REPORT_REASON_MAX_LENGTH, ZReportReviewRequestSchema } from '@portal/contract';
import { Box, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/components/form-alert';
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
    <Modal opened onClose={onClose} centered radius="lg" title={t('reviews.report.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Box style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
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
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reviews.report.back')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {t('reviews.report.submit')}
            </Button>
          </Group>
        </Box>
      </form>
    </Modal>
  );
}
