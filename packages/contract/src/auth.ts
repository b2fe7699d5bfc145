import { z } from 'zod';
import { ZAckSchema, ZMessageFields, ZStatusCode } from './envelope.js';
import { ZLang } from './locale.js';
import { normalizeDialCode } from './countries.js';
import { parsedOr } from './form-fields.js';
import { normalizeNationalNumber } from './phone.js';
import { zSingleLineText, zText } from './text-fields.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits.js';
export const OTP_LENGTH = 6;
export const PARTNER_NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 300;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What a verification code is for: 'partner' confirms the phone and e-mail of a new account,
 * 'forgot' allows a password reset. A code of one purpose never serves the other.
 */
export const OtpPurpose = { partner: 'partner', forgot: 'forgot' } as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];
export const OTP_PURPOSES = Object.values(OtpPurpose);

/**
 * National number as typed; parses to its digits without leading zeros ("06 12 34 56 78" →
 * "612345678"). Line breaks and invisible characters are refused before the spaces are dropped.
 */
export const ZPhoneField = zSingleLineText({ required: true }).transform(
  parsedOr(normalizeNationalNumber, 'PHONE_INVALID'),
);

/** "+33" or "33"; parses to "+33". Only dial codes of the country list are accepted. */
export const ZCountryCodeField = zText().pipe(
  z.string().trim().min(1, 'REQUIRED').transform(parsedOr(normalizeDialCode, 'COUNTRY_CODE_INVALID')),
);

/** The phone a partner signs in with, and its dial code. */
const partnerPhoneFields = { phone: ZPhoneField, country_code: ZCountryCodeField };

/**
 * Registration and reset: PASSWORD_MIN_LENGTH characters at least. Any character is accepted:
 * the password is hashed, never shown.
 */
export const ZNewPasswordField = zText().pipe(
  z
    .string()
    .min(1, 'REQUIRED')
    .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
    .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'),
);

/** Login accepts whatever was set; the upper bound only keeps hashing cheap. */
export const ZLoginPasswordField = zText().pipe(
  z.string().min(1, 'REQUIRED').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'),
);

export const ZEmailField = zSingleLineText({
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
  tooLongCode: 'EMAIL_INVALID',
}).pipe(z.email('EMAIL_INVALID'));

export const ZOtpField = zText().pipe(
  z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .regex(/^\d{4,8}$/, 'INVALID_OTP'),
);

const ZCoordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: 'ADDRESS_NOT_CHOSEN' }).min(min, 'ADDRESS_NOT_CHOSEN').max(max, 'ADDRESS_NOT_CHOSEN'),
  );

/* ---------- GET v1/tokenGenrate/JWTToken ---------- */
export const ZStartTokenResponseSchema = z.object({
  status: z.literal(200),
  token: z.string(),
});
export type TStartTokenResponse = z.infer<typeof ZStartTokenResponseSchema>;

/* ---------- POST v1/restaurant/auth/signuprestaurant ---------- */
export const ZSignupRequestSchema = z.object({
  name: zSingleLineText({ required: true, maxLength: PARTNER_NAME_MAX_LENGTH }),
  address: zSingleLineText({ required: true, maxLength: ADDRESS_MAX_LENGTH }),
  latitude: ZCoordinate(-90, 90),
  longitude: ZCoordinate(-180, 180),
  email: ZEmailField,
  ...partnerPhoneFields,
  password: ZNewPasswordField,
  device_id: zText().optional(),
  device_type: zText().optional(),
  device_token: zText().optional(),
  lang: ZLang.optional(),
});
export type TSignupRequest = z.input<typeof ZSignupRequestSchema>;

/** `token` only opens the verification calls (activate, resend) until approval. */
export const ZSignupResponseSchema = ZAckSchema.extend({
  token: z.string().optional(),
});
export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>;

/* ---------- POST v1/restaurant/auth/activate (token of the signup or login) ---------- */
export const ZActivateRequestSchema = z.object({
  otp: ZOtpField,
  lang: ZLang.optional(),
});
export type TActivateRequest = z.input<typeof ZActivateRequestSchema>;

export const ZActivateResponseSchema = ZAckSchema.extend({
  admin_aproval: z.number().int().optional(),
});
export type TActivateResponse = z.infer<typeof ZActivateResponseSchema>;

/* ---------- POST v1/restaurant/auth/loginrestraurant ---------- */
export const ZLoginRequestSchema = z.object({
  ...partnerPhoneFields,
  password: ZLoginPasswordField,
  lang: ZLang.optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZPartnerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  logo_image: z.string(),
  status: z.number().int(),
  /** The restaurant's public id: its page `/r/{public_id}`, and what customer apps send to order. */
  public_id: z.string().optional(),
});
export type TPartnerSummary = z.infer<typeof ZPartnerSummarySchema>;

/**
 * 200 + admin_aproval 1: token and data. 200 + admin_aproval 0: verified but awaiting approval,
 * no usable token. 201 + is_verified 0: a fresh code was sent; `token` opens verification only.
 */
export const ZLoginResponseSchema = ZMessageFields.extend({
  status: ZStatusCode,
  token: z.string(),
  data: ZPartnerSummarySchema.nullable(),
  is_verified: z.number().int(),
  admin_aproval: z.number().int(),
  imageUrl: z.string().optional(),
  code: z.string().optional(),
  field: z.string().optional(),
  /** The signed-in person's role in the restaurant; absent before approval. */
  role: z.enum(['owner', 'manager', 'staff']).optional(),
  /** The team member who signed in; null for the owner. */
  member: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/* ---------- POST v1/restaurant/auth/reSendOtpForRestro ---------- */
export const ZResendOtpRequestSchema = z.object({
  ...partnerPhoneFields,
  /** 'partner' (account verification, the default) or 'forgot' (password reset). */
  type: zText()
    .transform((v): OtpPurpose => (v === OtpPurpose.forgot ? OtpPurpose.forgot : OtpPurpose.partner))
    .optional(),
  lang: ZLang.optional(),
});
export type TResendOtpRequest = z.input<typeof ZResendOtpRequestSchema>;
export const ZResendOtpResponseSchema = ZAckSchema.extend({
  /** Seconds before another code may be asked for. */
  retry_after: z.number().int().optional(),
});
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponseSchema>;

/* ---------- POST v1/restaurant/auth/forgotPassResto ---------- */
export const ZForgotPasswordRequestSchema = z.object({
  ...partnerPhoneFields,
  lang: ZLang.optional(),
});
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;
/** @alias The same reply as resend-otp: a code went out, and how long before the next. */
export const ZForgotPasswordResponseSchema = ZResendOtpResponseSchema;

/* ---------- POST v1/restaurant/auth/forgotPassUpdateResto ---------- */
export const ZResetPasswordRequestSchema = z.object({
  ...partnerPhoneFields,
  otp: ZOtpField,
  password: ZNewPasswordField,
  lang: ZLang.optional(),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;
export const ZResetPasswordResponseSchema = ZAckSchema;

/* ---------- POST v1/restaurant/auth/logout (partner token) ---------- */
export const ZLogoutResponseSchema = ZAckSchema;

/* ---------- POST v1/restaurant/auth/acceptInvite (no token): an invited team member ---------- */
export const ZAcceptInviteRequestSchema = z.object({
  ...partnerPhoneFields,
  otp: ZOtpField,
  password: ZNewPasswordField,
  lang: ZLang.optional(),
});
export type TAcceptInviteRequest = z.input<typeof ZAcceptInviteRequestSchema>;
export const ZAcceptInviteResponseSchema = ZAckSchema;
