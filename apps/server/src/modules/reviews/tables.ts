import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds, identical on SQLite and PostgreSQL. A review's and a response's
 * `text` is written once: a trigger refuses an UPDATE that changes it (migration 0017).
 */
export interface ReviewsTable {
  id: Generated<number>;
  restaurant_id: number;
  /** One review per booking. */
  booking_id: number;
  customer_id: number;
  /** As published: the first name and the last name's initial ("Marie D."). */
  author_name: string;
  lang: string;
  rating: number;
  text: string;
  /** `reviewLength(text)`: the longest response allowed. */
  text_length: number;
  /** REVIEW_STATUSES. */
  status: string;
  /** A REVIEW_REJECTION_REASONS code when rejected or deleted. */
  reason: string | null;
  /** The provider's words when it rejected or deleted it by hand. */
  reason_text: string;
  /** 'auto' or 'admin'. */
  moderated_by: string;
  /** The meal's instant and its Paris date. */
  visit_at: number;
  visit_date: string;
  created_at: number;
  published_at: number | null;
  withdrawn_at: number | null;
  deleted_at: number | null;
  updated_at: number;
}
export type Review = Selectable<ReviewsTable>;

export interface ReviewResponsesTable {
  id: Generated<number>;
  review_id: number;
  restaurant_id: number;
  text: string;
  text_length: number;
  /** 'pending' (waits for the provider) or 'published'. */
  status: string;
  reason: string | null;
  /** The team member who wrote it (null: the owner), with a copy of their name. */
  member_id: number | null;
  member_name: string;
  created_at: number;
  published_at: number | null;
}
export type ReviewResponse = Selectable<ReviewResponsesTable>;

export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  restaurant_id: number;
  reason: string;
  member_id: number | null;
  member_name: string;
  /** null while open; 'kept' or 'removed'. */
  outcome: string | null;
  created_at: number;
  resolved_at: number | null;
}
export type ReviewReport = Selectable<ReviewReportsTable>;

/** Reviews and the restaurant's response. */
export interface ReviewsTables {
  reviews: ReviewsTable;
  review_responses: ReviewResponsesTable;
  review_reports: ReviewReportsTable;
}
