import { describe, expect, it } from 'vitest';
import {
  REVIEW_MAX_LENGTH,
  reviewLength,
  ZPostReviewRequestSchema,
  ZRespondToReviewRequestSchema,
} from '@portal/contract';

/*
 * The 5,000-character cap of a review and of a response counts characters as the rules do
 * (code points, `reviewLength`), not UTF-16 units: an emoji is one character, not two.
 */
const EMOJI = '😋';
const emoji = (count: number) => EMOJI.repeat(count);

const review = (text: string) => ZPostReviewRequestSchema.safeParse({ booking_id: '7', rating: '5', text });
const response = (text: string) => ZRespondToReviewRequestSchema.safeParse({ review_id: '7', text });
const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

describe('review and response text: the 5,000 cap counts characters as the rules count them', () => {
  it('accepts 2,600 emoji (5,200 UTF-16 units) in a review and in a response', () => {
    const text = emoji(2_600);
    expect(text.length).toBe(5_200);
    expect(reviewLength(text)).toBe(2_600);
    const parsedReview = review(text);
    expect(codes(parsedReview)).toEqual([]);
    expect(parsedReview.data?.text).toBe(text);
    expect(codes(response(text))).toEqual([]);
  });

  it('accepts exactly 5,000 emoji and refuses the 5,001st with the field’s own code', () => {
    expect(codes(review(emoji(REVIEW_MAX_LENGTH)))).toEqual([]);
    expect(codes(response(emoji(REVIEW_MAX_LENGTH)))).toEqual([]);
    expect(codes(review(emoji(REVIEW_MAX_LENGTH + 1)))).toEqual(['REVIEW_TOO_LONG']);
    expect(codes(response(emoji(REVIEW_MAX_LENGTH + 1)))).toEqual(['RESPONSE_TOO_LONG']);
  });

  it('counts a run of spaces as one character, as the rules do', () => {
    // 2,500 letters with three spaces between each two: 4,999 characters for the rules, 10,000 UTF-16 units less one.
    const spaced = Array.from({ length: 2_500 }, () => 'a').join('   ');
    expect(reviewLength(spaced)).toBe(4_999);
    expect(spaced.length).toBeGreaterThan(REVIEW_MAX_LENGTH);
    expect(codes(review(spaced))).toEqual([]);
  });

  it('refuses a text far over the cap as too long', () => {
    const huge = 'a'.repeat(4 * REVIEW_MAX_LENGTH + 1);
    expect(codes(review(huge))).toEqual(['REVIEW_TOO_LONG']);
    expect(codes(response(huge))).toEqual(['RESPONSE_TOO_LONG']);
  });
});
