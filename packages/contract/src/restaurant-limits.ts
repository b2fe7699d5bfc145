/* Limits of the profile: the form, the server and the error texts read them here (kept apart from
 * the schemas, so that the error texts that state them weigh no schema). */

export const MAX_GALLERY_IMAGES = 6;
export const PROFILE_DESCRIPTION_MAX_LENGTH = 2000;
export const OWNER_DETAILS_MAX_LENGTH = 1000;
export const WEBSITE_MAX_LENGTH = 300;
export const LEGAL_NAME_MAX_LENGTH = 200;
export const ALLERGEN_NOTICE_MAX_LENGTH = 500;
export const CLOSURE_REASON_MAX_LENGTH = 200;
export const MAX_CLOSURES = 20;
export const CAPACITY_MAX = 5000;
/** Price scale: 1 (€) to 4 (€€€€). */
export const PRICE_RANGE_MAX = 4;
/** A timed pause lasts 15 minutes to a day. */
export const PAUSE_MIN_MINUTES = 15;
export const PAUSE_MAX_MINUTES = 1440;
/** The pauses the sidebar offers, in minutes; 'tomorrow' pauses until the next day's opening. */
export const PAUSE_CHOICES_MINUTES = [30, 60] as const;
