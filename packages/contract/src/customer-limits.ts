/** Limits of customer accounts (kept apart from the schemas: the error texts state them). */
export const CUSTOMER_NAME_MAX_LENGTH = 80;
/** Customers are adults (the terms of use: 18 or over). */
export const CUSTOMER_MIN_AGE = 18;
