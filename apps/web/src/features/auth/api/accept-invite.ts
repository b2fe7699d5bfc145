import { ZAcceptInviteRequestSchema, ZAcceptInviteResponseSchema, apiPaths } from '@portal/contract';
import type { z } from 'zod';
import { createMutation } from '@/shared/api/partner-call';
import { authKeys, postWithPhone } from './keys';

/** Phone, code and password from the contract; the confirmation is a screen-only check. */
export const ZAcceptInviteFormSchema = ZAcceptInviteRequestSchema.pick({
  phone: true,
  country_code: true,
  otp: true,
  password: true,
});
export type AcceptInviteInput = z.output<typeof ZAcceptInviteFormSchema>;

/* POST v1/restaurant/auth/acceptInvite — the invitee chooses a password with the code received. */
function acceptInvite(input: AcceptInviteInput) {
  return postWithPhone(apiPaths.acceptInvite, ZAcceptInviteResponseSchema, input, {
    otp: input.otp,
    password: input.password,
  });
}

export const useAcceptInvite = createMutation(authKeys.mutation('accept-invite'), acceptInvite, []);
