/** Members a restaurant may have besides its owner. */
export const TEAM_MAX_MEMBERS = 30;
/** Different new numbers a restaurant may send an invitation to in a day. */
export const TEAM_INVITES_PER_DAY = 10;
export const STAFF_NAME_MAX_LENGTH = 80;
