import { describe, expect, it } from 'vitest';
import { OTP_PURPOSES, OtpPurpose, ZResendOtpRequestSchema } from '../src/index.js';

describe('verification code purposes', () => {
  it('are account verification and password reset', () => {
    expect(OTP_PURPOSES).toEqual(['partner', 'forgot']);
    const purpose: OtpPurpose = OtpPurpose.forgot;
    expect(purpose).toBe('forgot');
  });

  it.each([
    ['forgot', 'forgot'],
    ['partner', 'partner'],
    ['', 'partner'],
    ['anything else', 'partner'],
  ])('a resend of type %j is for %s', (type, purpose) => {
    const parsed = ZResendOtpRequestSchema.parse({ phone: '0612345678', country_code: '+33', type });
    expect(parsed.type).toBe(purpose);
  });
});
