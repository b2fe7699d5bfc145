import { z } from 'zod';
import { ZAckSchema, ZPaginationSchema } from './envelope.js';
import { zId, zPage } from './form-fields.js';
import { zGuestTags } from './guests.js';
import { ZLang } from './locale.js';
import {
  CAMPAIGN_LAST_VISIT_MAX_DAYS,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CAMPAIGN_TEXT_MAX_LENGTH,
} from './privacy-limits.js';
import { optionalId, zFlag01, zOptionalWhole } from './reservation-fields.js';
import { zMultiLineText, zSingleLineText, zText } from './text-fields.js';

export * from './privacy-limits.js';
export * from './privacy-paths.js';

/*
 * Personal data: a guest's consents to news (from each restaurant and from the platform, e-mail
 * and SMS apart, each stored with its time, source and the text's version), the restaurants'
 * e-mail campaigns to the guests who accepted theirs.
 */

/* ---------- consents ---------- */

export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
/** Where a choice was made: the proof says it. */
export const CONSENT_SOURCES = ['booking', 'account', 'unsubscribe'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The boxes of a booking form: '1' accepts news from the restaurant booked (`news_*`) or from
 * the platform (`platform_*`); an unticked box changes nothing ("Mes abonnements" withdraws).
 */
export const ZBookingConsentFields = {
  news_email: zFlag01().optional(),
  news_sms: zFlag01().optional(),
  platform_email: zFlag01().optional(),
  platform_sms: zFlag01().optional(),
};
export type TBookingConsents = Partial<Record<keyof typeof ZBookingConsentFields, number>>;

const ZChannelChoice = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  /** When the latest choice was made (epoch ms); null: never asked. */
  at: z.number().int().nullable(),
});

export const ZSubscriptionsSchema = z.object({
  platform: ZChannelChoice,
  restaurants: z.array(ZChannelChoice.extend({ restaurant_id: z.string(), name: z.string() })),
});
export type TSubscriptions = z.infer<typeof ZSubscriptionsSchema>;
export const ZSubscriptionsResponseSchema = ZAckSchema.extend({ data: ZSubscriptionsSchema.optional() });

/** One line of "Mes abonnements": a restaurant's public id, or none for the platform's news. */
export const ZSaveSubscriptionsRequestSchema = z.object({
  restaurant_id: zText().pipe(z.string().trim().max(32, 'NOT_FOUND')).optional(),
  email: zFlag01(),
  sms: zFlag01(),
});
export type TSaveSubscriptionsRequest = z.input<typeof ZSaveSubscriptionsRequestSchema>;

/* ---------- campaigns ---------- */

export const CAMPAIGN_STATES = ['draft', 'sending', 'sent'] as const;

/** A campaign as the restaurant writes it: both languages, and who among the consenting guests. */
export const ZSaveCampaignRequestSchema = z.object({
  /** Absent: a new draft. */
  campaign_id: zText().optional().transform(optionalId),
  subject: zSingleLineText({
    required: true,
    maxLength: CAMPAIGN_SUBJECT_MAX_LENGTH,
    tooLongCode: 'CAMPAIGN_SUBJECT_TOO_LONG',
  }),
  fr_subject: zSingleLineText({
    required: true,
    maxLength: CAMPAIGN_SUBJECT_MAX_LENGTH,
    tooLongCode: 'CAMPAIGN_SUBJECT_TOO_LONG',
  }),
  body: zMultiLineText({ required: true, maxLength: CAMPAIGN_TEXT_MAX_LENGTH, tooLongCode: 'CAMPAIGN_TEXT_TOO_LONG' }),
  fr_body: zMultiLineText({
    required: true,
    maxLength: CAMPAIGN_TEXT_MAX_LENGTH,
    tooLongCode: 'CAMPAIGN_TEXT_TOO_LONG',
  }),
  /** Only guests with one of these tags; none: every consenting guest. */
  tags: zGuestTags().optional(),
  /** Only guests who came within this many days; empty: whenever. */
  last_visit_days: zOptionalWhole(1, CAMPAIGN_LAST_VISIT_MAX_DAYS, 'VALIDATION').optional(),
});
export type TSaveCampaignRequest = z.input<typeof ZSaveCampaignRequestSchema>;

export const ZCampaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  fr_subject: z.string(),
  body: z.string(),
  fr_body: z.string(),
  tags: z.array(z.string()),
  last_visit_days: z.number().int().nullable(),
  state: z.enum(CAMPAIGN_STATES),
  /** When it was sent (epoch ms); null for a draft. */
  sent_at: z.number().int().nullable(),
  /** Messages sent so far, and guests who unsubscribed through it. */
  sent: z.number().int(),
  unsubscribed: z.number().int(),
  updated_at: z.number().int(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;
export const ZCampaignResponseSchema = ZAckSchema.extend({ data: ZCampaignSchema.optional() });

export const ZCampaignListQuerySchema = z.object({ page: zPage() });
export const ZCampaignListResponseSchema = ZAckSchema.extend({
  data: ZPaginationSchema.extend({
    campaigns: z.array(ZCampaignSchema),
    /** Campaigns still allowed in the 7 days to now. */
    left_this_week: z.number().int(),
  }).optional(),
});
export type TCampaignList = NonNullable<z.infer<typeof ZCampaignListResponseSchema>['data']>;

export const ZCampaignIdRequestSchema = z.object({ campaign_id: zId() });
export const ZPreviewCampaignRequestSchema = ZCampaignIdRequestSchema.extend({ lang: ZLang.optional() });
/** What the guests would receive, and how many would. */
export const ZCampaignPreviewResponseSchema = ZAckSchema.extend({
  data: z.object({ subject: z.string(), text: z.string(), audience: z.number().int() }).optional(),
});

/** A request for one's data: when it is due (the archive is e-mailed as soon as it is built). */
export const ZRightsRequestSchema = z.object({
  request_id: z.number().int(),
  created_at: z.number().int(),
  deadline_at: z.number().int(),
});
export type TRightsRequest = z.infer<typeof ZRightsRequestSchema>;
export const ZRightsRequestResponseSchema = ZAckSchema.extend({ data: ZRightsRequestSchema.optional() });

/** The archive's download link: its token, and which of the two files. */
export const ZDataArchiveQuerySchema = z.object({
  token: zText(),
  format: z.enum(['json', 'csv']).catch('json'),
});
