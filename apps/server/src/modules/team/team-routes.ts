import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  ZAcceptInviteRequestSchema,
  ZAcceptInviteResponseSchema,
  ZChangeStaffRoleRequestSchema,
  ZInviteStaffRequestSchema,
  ZRemoveStaffRequestSchema,
  ZRemoveStaffResponseSchema,
  ZStaffListResponseSchema,
  ZStaffMemberResponseSchema,
} from '@portal/contract';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { callerOf, credentialLimits } from '../auth/index.js';
import type { TeamService } from './team-service.js';

/**
 * The owner's team calls, and the invitee's acceptance (no token: the code proves the phone).
 * Inviting sends a code: it is limited like every call that sends one, per address and phone.
 */
export default async function teamRoutes(app: FastifyInstance, { service }: { service: TeamService }) {
  const { limitsOf } = credentialLimits(app);
  const owner = jsonRoutes(app, { tags: ['team'], security: tokenSecurity });
  const invitee = jsonRoutes(app, { tags: ['team'] });

  owner.get(apiPaths.staffList, {
    access: 'team',
    summary: 'The team: the owner, then managers and staff (invited or active)',
    reply: ZStaffListResponseSchema,
    handler: async (request) => service.list(callerOf(request)),
  });

  owner.post(apiPaths.inviteStaff, {
    access: 'team',
    ...limitsOf.askCode,
    summary: 'Invite a manager or staff member: a code goes to their phone (again: a new code)',
    body: ZInviteStaffRequestSchema,
    reply: ZStaffMemberResponseSchema,
    handler: async (request) => service.invite(callerOf(request), request.body, app.config.messageBaseUrl),
  });

  owner.post(apiPaths.changeStaffRole, {
    access: 'team',
    summary: 'Give a member another role; their sessions end at once',
    body: ZChangeStaffRoleRequestSchema,
    reply: ZStaffMemberResponseSchema,
    handler: async (request) => service.changeRole(callerOf(request), request.body.member_id, request.body.role),
  });

  owner.post(apiPaths.removeStaff, {
    access: 'team',
    summary: 'Remove a member from the team; their sessions and streams end at once',
    body: ZRemoveStaffRequestSchema,
    reply: ZRemoveStaffResponseSchema,
    handler: async (request) => service.remove(callerOf(request), request.body.member_id),
  });

  invitee.post(apiPaths.acceptInvite, {
    access: 'public',
    ...limitsOf.checkCode,
    summary: 'The invitee sets a password with the code sent to their phone, then signs in',
    body: ZAcceptInviteRequestSchema,
    reply: ZAcceptInviteResponseSchema,
    handler: async (request) => service.accept(request.body),
  });
}
