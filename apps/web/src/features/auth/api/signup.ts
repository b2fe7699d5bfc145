import { ZSignupRequestSchema, ZSignupResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { savePendingFlow, storeSignup } from '@/shared/lib/session';
import { authKeys } from './keys';

/** The registration form's rules, straight from the contract. */
export const ZRegistrationFormSchema = ZSignupRequestSchema.pick({
  name: true,
  address: true,
  latitude: true,
  longitude: true,
  email: true,
  phone: true,
  country_code: true,
  password: true,
});
export type RegistrationInput = z.output<typeof ZRegistrationFormSchema>;

/** The device fields of sign-up: the web has none, so fixed values name it (as the original web client did). */
const WEB_DEVICE = { device_id: 'web-device', device_type: 'web', device_token: 'web-token' } as const;

async function signup(input: RegistrationInput) {
  return apiRequest(apiPaths.signup, {
    method: 'POST',
    schema: ZSignupResponseSchema,
    body: {
      name: input.name,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      email: input.email,
      phone: input.phone,
      // The only call that sends the country code with its plus.
      country_code: input.country_code,
      password: input.password,
      ...WEB_DEVICE,
      lang: currentLocale(),
    },
  });
}

export function useSignup(callbacks?: CallbacksOf<typeof signup>) {
  return useInvalidatingMutation(
    {
      mutationKey: authKeys.mutation('signup'),
      mutationFn: signup,
      invalidates: [],
      onSuccess: (response, input) => {
        storeSignup({ token: response.token ?? '', address: input.address, name: input.name });
        savePendingFlow({ phone: input.phone, country_code: input.country_code, type: 'partner' });
      },
    },
    callbacks,
  );
}
