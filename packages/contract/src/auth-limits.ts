/** Limits of partner passwords (kept apart from the schemas: the error texts state them). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
