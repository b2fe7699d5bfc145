import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths, type InvitableRole } from '@portal/contract';
import { latestCode } from './partners';

/** A member of a restaurant's team: the phone they sign in with, as typed, and their password. */
export interface TeamMember {
  name: string;
  phone: string;
  password: string;
}

/**
 * A member invited by the owner (`ownerToken`) who accepted with the code received, as the team
 * screen and the invitation page do (team.spec.ts goes through those screens).
 */
export async function teamMemberThroughApi(
  request: APIRequestContext,
  ownerToken: string,
  name: string,
  role: InvitableRole = 'staff',
): Promise<TeamMember> {
  const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const member = { name, phone: `0${mobile}`, password: 'service du soir' };
  const ok = async (call: Promise<{ json(): Promise<unknown> }>) => {
    const body = (await (await call).json()) as { status: number; message?: string };
    expect(body.status, body.message).toBe(200);
  };
  await ok(
    request.post(apiPaths.inviteStaff, {
      headers: { token: ownerToken },
      data: { name, phone: member.phone, country_code: '33', role },
    }),
  );
  await ok(
    request.post(apiPaths.acceptInvite, {
      data: {
        phone: member.phone,
        country_code: '33',
        otp: await latestCode(request, `+33${mobile}`),
        password: member.password,
      },
    }),
  );
  return member;
}
