import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { parsedOr } from './form-fields.js';
import { ZLang } from './locale.js';
import {
  ZCountryCodeField,
  ZEmailField,
  ZLoginPasswordField,
  ZNewPasswordField,
  ZOtpField,
  ZPhoneField,
  ZResendOtpResponseSchema,
} from './auth.js';
import { zSingleLineText, zText } from './text-fields.js';
import { CUSTOMER_NAME_MAX_LENGTH } from './customer-limits.js';

/*
 * Customer accounts (spec §7): the calls under /api/v1/customer/auth/ and the
 * customer's own details. The phone is `mobileno` here, as the customer apps send it.
 */

export * from './customer-limits.js';

/** The phone a customer signs in with: `mobileno` national digits, `country_code` its dial code. */
const customerPhoneFields = { mobileno: ZPhoneField, country_code: ZCountryCodeField };

/**
 * What a customer code is for: 'customer' confirms a new account, 'login' signs in without the
 * password, 'forgot' allows a password reset. A code of one purpose never serves another.
 */
export const CustomerCodePurpose = { customer: 'customer', login: 'login', forgot: 'forgot' } as const;
export type CustomerCodePurpose = (typeof CustomerCodePurpose)[keyof typeof CustomerCodePurpose];

const ZCustomerCodeType = zText()
  .transform((value, ctx): CustomerCodePurpose => {
    const type = value.trim() || 'customer';
    if (type === 'customer' || type === 'login' || type === 'forgot') return type;
    ctx.issues.push({ code: 'custom', message: 'CODE_TYPE_INVALID', input: value });
    return z.NEVER;
  })
  .optional();

/** 'YYYY-MM-DD' (or 'DD/MM/YYYY', as French forms write it) → 'YYYY-MM-DD' of a real date. */
export function parseBirthDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : french
      ? [french[3], french[2], french[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1) return null;
  if (Number(year) < 1900) return null;
  return `${year}-${month}-${day}`;
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) has had their `years`th birthday on `today` (YYYY-MM-DD). */
export function isAtLeast(birthDate: string, years: number, today: string): boolean {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= years;
}

export const ZBirthDateField = zText().transform((value, ctx) => {
  if (value.trim() === '') {
    ctx.issues.push({ code: 'custom', message: 'BIRTH_DATE_REQUIRED', input: value });
    return z.NEVER;
  }
  return parsedOr(parseBirthDate, 'BIRTH_DATE_INVALID')(value, ctx);
});

const zName = () => zSingleLineText({ required: true, maxLength: CUSTOMER_NAME_MAX_LENGTH });

/** A customer as the customer calls answer it. */
export const ZCustomerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** National digits, as typed at registration. */
  mobileno: z.string().nullable(),
  /** Without the plus, as the apps send it. */
  country_code: z.string(),
  birth_date: z.string(),
  is_verified: z.number().int(),
  /** 1 when the account can sign in with a password (0: Google only). */
  has_password: z.number().int(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** A signed-in customer: the token opens the customer calls only. */
export const ZCustomerSessionResponseSchema = ZAckSchema.extend({
  token: z.string().optional(),
  data: ZCustomerSchema.optional(),
});
export type TCustomerSessionResponse = z.infer<typeof ZCustomerSessionResponseSchema>;

/**
 * @alias A code went out (or would have): how long before the next may be asked for, as in the
 * partner's resend-otp reply.
 */
export const ZCustomerCodeResponseSchema = ZResendOtpResponseSchema;
export type TCustomerCodeResponse = z.infer<typeof ZCustomerCodeResponseSchema>;

/* ---------- POST v1/customer/auth/customerRegistration ----------
 * A new, unverified account; a code goes to the phone and the e-mail (verifyCustomer, type
 * 'customer'). Customers are CUSTOMER_MIN_AGE or over. */
export const ZCustomerRegistrationRequestSchema = z.object({
  first_name: zName(),
  last_name: zName(),
  email: ZEmailField,
  ...customerPhoneFields,
  password: ZNewPasswordField,
  birth_date: ZBirthDateField,
  lang: ZLang.optional(),
});
export type TCustomerRegistrationRequest = z.input<typeof ZCustomerRegistrationRequestSchema>;

/* ---------- POST v1/customer/auth/verifyCustomer ----------
 * type 'customer' (default): confirms the account and signs in; 'login': the sign-in code of
 * loginCustomer without a password (same as loginVerify). A reset code is checked by
 * forgotPasswordUpdate with the new password. */
export const ZVerifyCustomerRequestSchema = z.object({
  ...customerPhoneFields,
  otp: ZOtpField,
  type: ZCustomerCodeType,
  lang: ZLang.optional(),
});
export type TVerifyCustomerRequest = z.input<typeof ZVerifyCustomerRequestSchema>;

/* ---------- POST v1/customer/auth/loginCustomer ----------
 * With `password`: signs in (an unverified account gets a fresh code, status 201, is_verified 0).
 * Without it: a sign-in code is sent (loginVerify). */
export const ZLoginCustomerRequestSchema = z.object({
  ...customerPhoneFields,
  password: ZLoginPasswordField.optional(),
  lang: ZLang.optional(),
});
export type TLoginCustomerRequest = z.input<typeof ZLoginCustomerRequestSchema>;
export const ZLoginCustomerResponseSchema = ZCustomerSessionResponseSchema.extend({
  is_verified: z.number().int().optional(),
  retry_after: z.number().int().optional(),
});

/* ---------- POST v1/customer/auth/loginVerify ---------- */
export const ZLoginVerifyRequestSchema = z.object({
  ...customerPhoneFields,
  otp: ZOtpField,
  lang: ZLang.optional(),
});

/* ---------- POST v1/customer/auth/forgotPassCustomer ---------- */
export const ZForgotPassCustomerRequestSchema = z.object({
  ...customerPhoneFields,
  lang: ZLang.optional(),
});

/* ---------- POST v1/customer/auth/forgotPasswordUpdate ---------- */
export const ZForgotPasswordUpdateRequestSchema = z.object({
  ...customerPhoneFields,
  otp: ZOtpField,
  password: ZNewPasswordField,
  lang: ZLang.optional(),
});

/* ---------- POST v1/customer/auth/reSendOtp ---------- */
export const ZCustomerResendOtpRequestSchema = z.object({
  ...customerPhoneFields,
  type: ZCustomerCodeType,
  lang: ZLang.optional(),
});
export type TCustomerResendOtpRequest = z.input<typeof ZCustomerResendOtpRequestSchema>;

/* ---------- POST v1/customer/auth/socialSiteLogin ----------
 * provider 'google' with the ID token the app got from Google. A new customer also gives a
 * birth date (BIRTH_DATE_REQUIRED otherwise): customers are adults. */
export const ZSocialLoginRequestSchema = z.object({
  provider: zText().transform((value) => value.trim().toLowerCase()),
  id_token: zText().pipe(z.string().min(1, 'REQUIRED')),
  birth_date: ZBirthDateField.optional(),
  lang: ZLang.optional(),
});

/* ---------- GET v1/customer/myDetails (customer token) ---------- */
export const ZCustomerDetailsResponseSchema = ZAckSchema.extend({ data: ZCustomerSchema.optional() });

/* ---------- POST v1/customer/editMyDetails (customer token) ----------
 * Names change at once. A new e-mail or phone changes only with the code sent to it: the first
 * call sends it (CONTACT_CODE_SENT, nothing changed), the same call with `otp` applies it. A new
 * password needs the current one. */
export const ZEditCustomerRequestSchema = z.object({
  first_name: zName(),
  last_name: zName(),
  email: ZEmailField,
  ...customerPhoneFields,
  otp: ZOtpField.optional(),
  current_password: zText().optional(),
  new_password: ZNewPasswordField.optional(),
  lang: ZLang.optional(),
});
export type TEditCustomerRequest = z.input<typeof ZEditCustomerRequestSchema>;

/* ---------- POST v1/customer/closeAccount (customer token) ----------
 * Asks for the password (an account without one: the word FERMER / CLOSE is not needed, the
 * token is enough). Personal data goes; what accounting must keep stays, anonymised. */
export const ZCloseAccountRequestSchema = z.object({
  password: zText().optional(),
  lang: ZLang.optional(),
});
