import {
  ZAckSchema,
  ZInviteStaffRequestSchema,
  ZStaffListResponseSchema,
  ZStaffMemberResponseSchema,
  apiPaths,
  type InvitableRole,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { createMutation, partnerPost } from '@/shared/api/partner-call';
import { dialDigits } from '@/shared/lib/phone';

/** Keys of the team domain: `list()`. */
export const teamKeys = createQueryKeys('team');

/* GET v1/restaurant/staffList — the owner first, then managers and staff. */
function getStaffList() {
  return apiRequest(apiPaths.staffList, { schema: ZStaffListResponseSchema, auth: 'partner' });
}

export function useStaffList() {
  return useQuery({ queryKey: teamKeys.list({}), queryFn: getStaffList });
}

/** The invitation form's rules, straight from the contract. */
export const ZInviteFormSchema = ZInviteStaffRequestSchema.pick({
  name: true,
  phone: true,
  country_code: true,
  role: true,
});
export type InviteInput = z.output<typeof ZInviteFormSchema>;

/* POST v1/restaurant/inviteStaff — a code goes to the invitee's phone (again: a new code). */
function inviteStaff(input: InviteInput) {
  const body = { ...input, country_code: dialDigits(input.country_code) };
  return partnerPost(apiPaths.inviteStaff, ZStaffMemberResponseSchema, body);
}

export const useInviteStaff = createMutation(teamKeys.mutation('invite'), inviteStaff, [teamKeys.all]);

/* POST v1/restaurant/changeStaffRole — the member signs in again with the new role. */
function changeStaffRole(input: { member_id: number; role: InvitableRole }) {
  const body = { member_id: String(input.member_id), role: input.role };
  return apiRequest(apiPaths.changeStaffRole, {
    method: 'POST',
    schema: ZStaffMemberResponseSchema,
    auth: 'partner',
    body,
  });
}

export const useChangeStaffRole = createMutation(teamKeys.mutation('role'), changeStaffRole, [teamKeys.all]);

/* POST v1/restaurant/removeStaff — the member's sessions end at once. */
function removeStaff(memberId: number) {
  const body = { member_id: String(memberId) };
  return apiRequest(apiPaths.removeStaff, { method: 'POST', schema: ZAckSchema, auth: 'partner', body });
}

export const useRemoveStaff = createMutation(teamKeys.mutation('remove'), removeStaff, [teamKeys.all]);
