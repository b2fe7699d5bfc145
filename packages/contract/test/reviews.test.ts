import { describe, expect, it } from 'vitest';
import { ZPostReviewRequestSchema, ZPublicReviewsQuerySchema, ZReviewListQuerySchema } from '../src/index.js';

function issueOf(input: unknown): string | undefined {
  const parsed = ZPostReviewRequestSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('a review as the form sends it', () => {
  it('refuses 200 characters and takes 201', () => {
    expect(issueOf({ booking_id: '1', rating: '4', text: 'a'.repeat(200) })).toBe('REVIEW_TOO_SHORT');
    expect(issueOf({ booking_id: '1', rating: '4', text: 'a'.repeat(201) })).toBeUndefined();
  });

  it('counts an é typed as e and its accent once', () => {
    const decomposed = 'e\u0301';
    expect(issueOf({ booking_id: '1', rating: '4', text: 'a'.repeat(199) + decomposed })).toBe('REVIEW_TOO_SHORT');
    expect(issueOf({ booking_id: '1', rating: '4', text: 'a'.repeat(200) + decomposed })).toBeUndefined();
  });

  it('takes ratings 1 to 5 only', () => {
    const text = 'a'.repeat(201);
    for (const rating of ['0', '6', '4.5', 'x'])
      expect(issueOf({ booking_id: '1', rating, text })).toBe('REVIEW_RATING_INVALID');
    for (const rating of ['1', '5', 3]) expect(issueOf({ booking_id: '1', rating, text })).toBeUndefined();
  });

  it('sorts public reviews newest first unless told otherwise, and names a bad criterion', () => {
    expect(ZPublicReviewsQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1 });
    expect(ZPublicReviewsQuerySchema.parse({ sort: 'rating', page: '3' })).toEqual({ sort: 'rating', page: 3 });
    expect(ZPublicReviewsQuerySchema.safeParse({ sort: 'oldest' }).error?.issues[0]?.message).toBe(
      'REVIEW_SORT_INVALID',
    );
    expect(ZReviewListQuerySchema.parse({ status: '' })).toEqual({ status: undefined, page: 1 });
    expect(ZReviewListQuerySchema.safeParse({ status: 'withdrawn' }).error?.issues[0]?.message).toBe(
      'REVIEW_STATUS_INVALID',
    );
  });
});
