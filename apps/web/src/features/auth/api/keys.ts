import type { z } from 'zod';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { dialDigits } from '@/shared/lib/phone';

/** Keys of the auth domain; its calls are mutations only (`mutation('login')`, ...). */
export const authKeys = createQueryKeys('auth');

interface PhoneFields {
  phone: string;
  /** With the plus; sent without it. */
  country_code: string;
}

/**
 * A public auth call about a phone number: the dial code goes without its plus, the UI language
 * goes along. Kept beside the keys, which every auth call already loads, so it adds no chunk.
 */
export function postWithPhone<S extends z.ZodType>(
  path: string,
  schema: S,
  { phone, country_code }: PhoneFields,
  fields: Record<string, unknown> = {},
) {
  return apiRequest(path, {
    method: 'POST',
    schema,
    body: { phone, country_code: dialDigits(country_code), ...fields, lang: currentLocale() },
  });
}
