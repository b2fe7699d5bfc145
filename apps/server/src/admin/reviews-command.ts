import { REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from '@portal/contract';
import { AdminError } from '../core/errors.js';
import { publicationDue, type ReviewService } from '../modules/reviews/index.js';
import { type CommandTerminal, idOf, optionAt, when } from './command-words.js';

/** `--name value` or `--name=value` among the words; undefined when absent. */
function option(words: readonly string[], name: string): string | undefined {
  const found = optionAt(words, name);
  return found && (found.inline ?? words[found.index + 1]);
}

/** "6 d 3 h": a waiting review's age, to the hour. */
function age(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * The provider's decisions on reviews: the queue of reviews and responses waiting
 * for a check and of the restaurants' reports, publication, rejection or deletion with a reason
 * code (told to the author) and the provider's words, and a report's outcome (told to the restaurant).
 */
export async function reviewsCommand(
  service: ReviewService,
  action: string | undefined,
  words: readonly string[],
  { out, printable, usage }: CommandTerminal,
): Promise<number> {
  const [target, ...rest] = words;
  switch (action) {
    case 'pending': {
      const { reviews, responses, reports, now } = await service.pending();
      if (reviews.length + responses.length + reports.length === 0) out('Nothing waits for a check.');
      // Oldest first; past 5 days a review is overdue: the policy promises a decision within 7.
      for (const review of reviews) {
        const due = publicationDue(review, now);
        out(
          [
            `review ${review.id}`,
            when(review.created_at),
            `waiting ${age(due.ageMs)}`,
            due.overdue ? `OVERDUE, decide before ${when(due.deadline)}` : `decide before ${when(due.deadline)}`,
            `restaurant ${review.restaurant_id}`,
            `${review.rating}/5`,
            review.reason ?? '',
            printable(review.text),
          ].join(' | '),
        );
      }
      for (const response of responses)
        out(
          [
            `response to review ${response.review_id}`,
            when(response.created_at),
            `restaurant ${response.restaurant_id}`,
            response.reason ?? '',
            printable(response.text),
          ].join(' | '),
        );
      for (const report of reports)
        out(
          [
            `report ${report.id} of review ${report.review_id}`,
            when(report.created_at),
            `restaurant ${report.restaurant_id}`,
            printable(report.reason),
          ].join(' | '),
        );
      return 0;
    }
    case 'publish': {
      const review = await service.publish(idOf(target, usage));
      out(`Published: review ${review.id}`);
      return 0;
    }
    case 'reject':
    case 'delete': {
      const reason = option(rest, 'reason');
      if (!reason || !(REVIEW_REJECTION_REASONS as readonly string[]).includes(reason))
        throw new AdminError(`--reason must be one of ${REVIEW_REJECTION_REASONS.join(', ')}`);
      const text = option(rest, 'text') ?? '';
      const review = await service.decide(idOf(target, usage), action, reason as ReviewRejectionReason, text);
      out(`${action === 'reject' ? 'Rejected' : 'Deleted'}: review ${review.id} (${reason})`);
      return 0;
    }
    case 'report-outcome': {
      const outcome = option(rest, 'outcome');
      if (outcome !== 'kept' && outcome !== 'removed') throw new AdminError('--outcome must be kept or removed');
      const report = await service.resolveReport(idOf(target, usage), outcome, option(rest, 'text') ?? '');
      out(`Report ${report.id} resolved: ${outcome}`);
      return 0;
    }
    default:
      throw new AdminError(`"reviews" needs pending, publish, reject, delete or report-outcome\n${usage}`);
  }
}
