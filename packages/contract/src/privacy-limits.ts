/*
 * The figures the terms promise about personal data, alone, without any schema: the privacy
 * page, the jobs that keep them and the campaign screen read the same numbers.
 */

/** Marketing data (consents, a guest's tags and notes) is kept this long after the guest's last activity. */
export const MARKETING_RETENTION_YEARS = 3;
/** A closed account's traces are gone from every restaurant within this many days. */
export const CLOSED_ACCOUNT_ERASURE_DAYS = 14;
/** A rights request is answered within this many months… */
export const RIGHTS_ANSWER_MONTHS = 1;
/** …extendable once by this many, with a reason told to the person. */
export const RIGHTS_EXTENSION_MONTHS = 2;
/** The link to a data archive works this many days. */
export const DATA_ARCHIVE_LINK_DAYS = 7;
/** Campaigns a restaurant may send in any 7 days. */
export const CAMPAIGNS_PER_WEEK = 2;
export const CAMPAIGN_SUBJECT_MAX_LENGTH = 120;
export const CAMPAIGN_TEXT_MAX_LENGTH = 5000;
/** The longest "last visit within" filter of a campaign's audience, in days. */
export const CAMPAIGN_LAST_VISIT_MAX_DAYS = 3 * 365;
/** Campaigns per page of the list. */
export const CAMPAIGNS_PER_PAGE = 20;
/**
 * The version of the consent texts shown at booking and on "Mes abonnements": stored with every
 * choice, so the proof says what the person read.
 */
export const CONSENT_TEXT_VERSION = '2026-11';
