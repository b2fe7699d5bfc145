import {
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  apiPaths,
  type MessagePair,
  type Role,
  type TPartnerSummary,
} from '@portal/contract';
import type { z } from 'zod';
import { isApiError, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { ApiError } from '@/shared/api/api-error';
import { savePendingFlow, setToken, storeLogin } from '@/shared/lib/session';
import { authKeys, postWithPhone } from './keys';

/** The login form's rules, straight from the contract. */
export const ZLoginFormSchema = ZLoginRequestSchema.pick({
  phone: true,
  country_code: true,
  password: true,
});
/** Parsed values: phone as digits without leading zeros, country code with the plus. */
export type LoginInput = z.output<typeof ZLoginFormSchema>;

export type LoginOutcome =
  /** (a) approved: the session is stored. */
  | {
      kind: 'approved';
      token: string;
      data: TPartnerSummary;
      imageUrl?: string | undefined;
      role: Role;
      member: { id: number; name: string } | null;
      message: MessagePair;
    }
  /** (b) verified but awaiting approval: nothing is stored. */
  | { kind: 'awaiting_approval'; message: MessagePair }
  /** (c) not verified: a fresh code was sent; the token opens verification only. */
  | { kind: 'unverified'; token: string; phone: string; country_code: string; message: MessagePair };

async function login(input: LoginInput): Promise<LoginOutcome> {
  try {
    const response = await postWithPhone(apiPaths.login, ZLoginResponseSchema, input, { password: input.password });
    const message = { en: response.message, fr: response.fr_message };
    if (response.admin_aproval === 1 && response.data && response.token) {
      return {
        kind: 'approved',
        token: response.token,
        data: response.data,
        imageUrl: response.imageUrl,
        role: response.role ?? 'owner',
        member: response.member ?? null,
        message,
      };
    }
    return { kind: 'awaiting_approval', message };
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') {
      const token = error.body?.token;
      if (error.body?.is_verified === 0 && typeof token === 'string' && token) {
        return {
          kind: 'unverified',
          token,
          phone: input.phone,
          country_code: input.country_code,
          message: error.pair,
        };
      }
    }
    throw withServerWait(error);
  }
}

/**
 * A refusal of the sign-in limits says how long to wait (`retry_after`, and the words in both
 * languages): the form shows the server's text rather than the generic "try again later".
 */
function withServerWait(error: unknown): unknown {
  if (!isApiError(error) || error.kind !== 'rate_limited') return error;
  const { message, fr_message: frMessage } = error.body ?? {};
  if (typeof message !== 'string' || !message || typeof frMessage !== 'string' || !frMessage) return error;
  return new ApiError({
    kind: 'rate_limited',
    pair: { en: message, fr: frMessage },
    code: error.code,
    body: error.body,
    httpStatus: error.httpStatus,
  });
}

/** Stores what each outcome needs before the screen moves on. */
function keepOutcome(outcome: LoginOutcome): void {
  if (outcome.kind === 'approved') {
    storeLogin({
      token: outcome.token,
      data: outcome.data,
      imageUrl: outcome.imageUrl,
      role: outcome.role,
      member: outcome.member,
    });
  } else if (outcome.kind === 'unverified') {
    setToken(outcome.token);
    savePendingFlow({ phone: outcome.phone, country_code: outcome.country_code, type: 'partner' });
  }
}

export function useLogin(callbacks?: CallbacksOf<typeof login>) {
  return useInvalidatingMutation(
    { mutationKey: authKeys.mutation('login'), mutationFn: login, invalidates: [], onSuccess: keepOutcome },
    callbacks,
  );
}
