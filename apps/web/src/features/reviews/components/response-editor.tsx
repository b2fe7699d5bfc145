import { ZRespondToReviewRequestSchema, reviewLength, type TPartnerReview } from '@portal/contract';
import { Box, Button, Group, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/components/form-alert';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useRespondToReview } from '../api/reviews';
import { lastResponseDay } from './review-format';

const ZResponseSchema = ZRespondToReviewRequestSchema.pick({ text: true });

/**
 * The restaurant's one response to a published review: a live counter of the draft against the
 * review's own length ("312 / 318", counted as the rules count: an `é` typed as `e` + accent is
 * one), which turns into an error past it, and the last day a response is taken.
 */
export function ResponseEditor({ review }: { review: Pick<TPartnerReview, 'id' | 'length' | 'respond_before'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const respond = useRespondToReview();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { text: '' },
    schema: ZResponseSchema,
    place: 'app',
    extraChecks: (values) => (reviewLength(values.text) > review.length ? { text: 'RESPONSE_TOO_LONG' } : {}),
    submit: ({ text }) => respond.mutateAsync({ review_id: review.id, text }),
    successMessage: answerMessage,
  });
  const used = reviewLength(form.values.text);
  const over = used > review.length;
  const input = form.getInputProps('text');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Box style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}>
        <Textarea
          label={t('reviews.response.label')}
          autosize
          minRows={3}
          maxRows={12}
          {...input}
          // Past the review's length the field says so at once, in words, not only in red.
          error={input.error ?? (over ? t('reviews.response.tooLong', { max: review.length }) : undefined)}
          // Under the field, and its description: the deadline, the counter, the rules.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // A description is a paragraph: its parts are spans laid out as blocks.
          description={
            <Box component="span" display="block" mt={4}>
              <Box
                component="span"
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: 'var(--mantine-spacing-xs)',
                }}
              >
                <Text component="span" size="sm" c="dimmed">
                  {review.respond_before !== null
                    ? t('reviews.response.deadline', { date: lastResponseDay(review.respond_before, locale) })
                    : null}
                </Text>
                <Text
                  component="span"
                  size="sm"
                  fw={over ? 700 : 500}
                  c={over ? 'red.8' : 'dimmed'}
                  aria-live="polite"
                  // Stays on the right when the deadline pushes it to a line of its own (a phone).
                  style={{ fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' }}
                >
                  <span aria-hidden>{t('reviews.response.counter', { used, max: review.length })}</span>
                  <VisuallyHidden>{t('reviews.response.counterLabel', { used, max: review.length })}</VisuallyHidden>
                </Text>
              </Box>
              <Text component="span" display="block" size="xs" c="dimmed">
                {t('reviews.response.hint')}
              </Text>
            </Box>
          }
        />
        <FormAlert pair={alert} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('reviews.response.submit')}
          </Button>
        </Group>
      </Box>
    </form>
  );
}
