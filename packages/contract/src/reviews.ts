import { z } from 'zod';
import { ZAckSchema, ZPaginationSchema } from './envelope.js';
import { zId, zPage } from './form-fields.js';
import { zMultiLineText, zText } from './text-fields.js';
import {
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_RATING,
  REVIEW_MIN_EXCLUSIVE_LENGTH,
  REVIEW_MIN_RATING,
  REVIEW_REJECTION_REASONS,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_STATUSES,
  reviewLength,
} from './review-limits.js';

export * from './review-limits.js';

/*
 * Reviews and the restaurant's response. Requests arrive as JSON or form fields;
 * instants are epoch ms, meal dates Paris dates "YYYY-MM-DD". A review's and a response's text is
 * written once and never edited.
 */

/* ---------- fields ---------- */

export const ZReviewStatusSchema = z.enum(REVIEW_STATUSES);
export const ZReviewRejectionReasonSchema = z.enum(REVIEW_REJECTION_REASONS);

/** 1 to 5 from text. */
const zRating = () =>
  zText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^\d$/, 'REVIEW_RATING_INVALID')
      .transform(Number)
      .pipe(z.number().min(REVIEW_MIN_RATING, 'REVIEW_RATING_INVALID').max(REVIEW_MAX_RATING, 'REVIEW_RATING_INVALID')),
  );

/**
 * A review's or a response's text, at most REVIEW_MAX_LENGTH characters as `reviewLength` counts
 * them (code points: an emoji is one). The raw cap only bounds the work of counting: a code point
 * takes at most two UTF-16 units, and runs of white space count as one.
 */
const zLongText = (tooLongCode: 'REVIEW_TOO_LONG' | 'RESPONSE_TOO_LONG') =>
  zMultiLineText({ required: true, maxLength: 4 * REVIEW_MAX_LENGTH, tooLongCode }).refine(
    (text) => reviewLength(text) <= REVIEW_MAX_LENGTH,
    tooLongCode,
  );

/** A review's text: more than 200 characters as `reviewLength` counts them. */
export const zReviewText = () =>
  zLongText('REVIEW_TOO_LONG').refine((text) => reviewLength(text) > REVIEW_MIN_EXCLUSIVE_LENGTH, 'REVIEW_TOO_SHORT');

/** A short label of a rejection reason in both languages (told to the author). */
export const ZReasonLabelSchema = z.object({ en: z.string(), fr: z.string() });

/** The restaurant's response as others see it. */
export const ZReviewAnswerSchema = z.object({
  text: z.string(),
  /** 'pending' waits for the provider; only 'published' shows publicly. */
  status: z.enum(['pending', 'published']),
  created_at: z.number(),
  published_at: z.number().nullable(),
});
export type TReviewAnswer = z.infer<typeof ZReviewAnswerSchema>;

/** Averages and counts of published reviews: `distribution[0]` counts the 1-star ones … `[4]` the 5-star. */
export const ZReviewSummarySchema = z.object({
  count: z.number().int(),
  /** One decimal; null without a published review. */
  average: z.number().nullable(),
  distribution: z.array(z.number().int()).length(5),
});
export type TReviewSummary = z.infer<typeof ZReviewSummarySchema>;

/* ---------- customer calls (/api/v1/customer/, customer token) ---------- */

export const ZPostReviewRequestSchema = z.object({
  booking_id: zId(),
  rating: zRating(),
  text: zReviewText(),
});
export type TPostReviewRequest = z.input<typeof ZPostReviewRequestSchema>;
export type TPostReviewInput = z.output<typeof ZPostReviewRequestSchema>;

export const ZWithdrawReviewRequestSchema = z.object({ review_id: zId() });

/** Where a review stands, and the restaurant's response: its author and the restaurant see the same. */
const reviewStandingFields = {
  status: ZReviewStatusSchema,
  /** Why moderation or the provider refused it; null otherwise. */
  reason: ZReviewRejectionReasonSchema.nullable(),
  reason_label: ZReasonLabelSchema.nullable(),
  /** The Paris date of the meal. */
  visit_date: z.string(),
  created_at: z.number(),
  published_at: z.number().nullable(),
  response: ZReviewAnswerSchema.nullable(),
};

/** The author's own review. A withdrawn review's text is shown nowhere, not even to its author. */
export const ZMyReviewSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  /** The restaurant's public id and name. */
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  ...reviewStandingFields,
});
export type TMyReview = z.infer<typeof ZMyReviewSchema>;
export const ZMyReviewResponseSchema = ZAckSchema.extend({ data: ZMyReviewSchema.optional() });
export type TMyReviewResponse = z.infer<typeof ZMyReviewResponseSchema>;
export const ZMyReviewsResponseSchema = ZAckSchema.extend({ data: z.array(ZMyReviewSchema).optional() });
export type TMyReviewsResponse = z.infer<typeof ZMyReviewsResponseSchema>;

/** One of `values` read from text, or nothing (empty or absent): the caller says what nothing means. */
const zChoiceOrEmpty = <const T extends readonly string[]>(values: T, code: string) =>
  zText()
    .pipe(
      z
        .string()
        .trim()
        .pipe(z.enum(['', ...values], code)),
    )
    .optional();

/* ---------- partner calls (/api/v1/restaurant/) ---------- */

/** The statuses a restaurant may filter by (a withdrawn review is shown nowhere). */
export const PARTNER_REVIEW_STATUSES = ['published', 'pending', 'rejected', 'deleted'] as const;
export type PartnerReviewStatus = (typeof PARTNER_REVIEW_STATUSES)[number];

export const ZReviewListQuerySchema = z.object({
  /** Empty: every status the restaurant sees. */
  status: zChoiceOrEmpty(PARTNER_REVIEW_STATUSES, 'REVIEW_STATUS_INVALID').transform((v) => (v ? v : undefined)),
  page: zPage(),
});
export type TReviewListQuery = z.input<typeof ZReviewListQuerySchema>;

export const ZReviewReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** null while the provider looks into it. */
  outcome: z.enum(['kept', 'removed']).nullable(),
  created_at: z.number(),
  resolved_at: z.number().nullable(),
});
export type TReviewReport = z.infer<typeof ZReviewReportSchema>;

export const ZPartnerReviewSchema = z.object({
  id: z.number().int(),
  /** First name and initial of the last name, as published. */
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** Its length as the rules count it: the longest response allowed. */
  length: z.number().int(),
  ...reviewStandingFields,
  /** The first instant a response is refused (epoch ms); null when the review is not published. */
  respond_before: z.number().nullable(),
  /** True while a response may still be given. */
  can_respond: z.boolean(),
  reports: z.array(ZReviewReportSchema),
});
export type TPartnerReview = z.infer<typeof ZPartnerReviewSchema>;

export const ZReviewListSchema = z.object({
  reviews: z.array(ZPartnerReviewSchema),
  /** `total`: reviews of the chosen status (or all the restaurant sees). */
  ...ZPaginationSchema.shape,
  /** The counts per status, for the tabs. */
  counts: z.object({
    published: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    deleted: z.number().int(),
  }),
  /** Of published reviews only. */
  summary: ZReviewSummarySchema,
});
export type TReviewList = z.infer<typeof ZReviewListSchema>;
export const ZReviewListResponseSchema = ZAckSchema.extend({ data: ZReviewListSchema.optional() });
export type TReviewListResponse = z.infer<typeof ZReviewListResponseSchema>;

export const ZRespondToReviewRequestSchema = z.object({
  review_id: zId(),
  text: zLongText('RESPONSE_TOO_LONG'),
});
export type TRespondToReviewRequest = z.input<typeof ZRespondToReviewRequestSchema>;

export const ZReportReviewRequestSchema = z.object({
  review_id: zId(),
  reason: zMultiLineText({
    required: true,
    maxLength: REVIEW_REPORT_REASON_MAX_LENGTH,
    tooLongCode: 'REVIEW_REPORT_REASON_TOO_LONG',
  }),
});
export type TReportReviewRequest = z.input<typeof ZReportReviewRequestSchema>;

/** respondToReview and reportReview answer the review as it is now. */
export const ZPartnerReviewResponseSchema = ZAckSchema.extend({
  data: ZPartnerReviewSchema.optional(),
  /** On RESPONSE_REJECTED: why. */
  reason: ZReviewRejectionReasonSchema.optional(),
  reason_label: ZReasonLabelSchema.optional(),
});
export type TPartnerReviewResponse = z.infer<typeof ZPartnerReviewResponseSchema>;

/* ---------- public: GET /api/v1/public/restaurant/{public_id}/reviews ---------- */

/** Newest first by default (the law asks for chronological order among the criteria). */
export const REVIEW_SORTS = ['newest', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const ZPublicReviewsQuerySchema = z.object({
  sort: zChoiceOrEmpty(REVIEW_SORTS, 'REVIEW_SORT_INVALID').transform((v): ReviewSort => (v ? v : 'newest')),
  page: zPage(),
});
export type TPublicReviewsQuery = z.input<typeof ZPublicReviewsQuerySchema>;

export const ZPublicReviewSchema = z.object({
  id: z.number().int(),
  /** First name and the last name's initial at most ("Marie D."). */
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  published_at: z.number(),
  /** The Paris date of the meal. */
  visit_date: z.string(),
  /** The restaurant's published response. */
  response: z.object({ text: z.string(), published_at: z.number() }).nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReviewSchema>;

export const ZPublicReviewsSchema = z.object({
  reviews: z.array(ZPublicReviewSchema),
  sort: z.enum(REVIEW_SORTS),
  /** Every criterion offered, in the order shown. */
  sorts: z.array(z.enum(REVIEW_SORTS)),
  ...ZPaginationSchema.omit({ total: true }).shape,
  summary: ZReviewSummarySchema,
});
export type TPublicReviews = z.infer<typeof ZPublicReviewsSchema>;
export const ZPublicReviewsResponseSchema = ZAckSchema.extend({ data: ZPublicReviewsSchema.optional() });
export type TPublicReviewsResponse = z.infer<typeof ZPublicReviewsResponseSchema>;

/* ---------- live events on the partner's stream ---------- */

export const REVIEW_EVENTS = ['review.created'] as const;
/** A new review (published, or waiting for the provider) for the restaurant. */
export type TReviewEvent = { type: 'review.created'; review: TPartnerReview };
