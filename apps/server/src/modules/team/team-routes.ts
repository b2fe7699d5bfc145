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
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf, credentialLimits } from '../auth/index.js';
import type { TeamService } from './team-service.js';

/**
 * The owner's team calls, and the invitee's acceptance (no token: the code proves the phone).
 * Inviting sends a code: it is limited like every call that sends one, per address and phone.
 */
export default async function teamRoutes(fastify: FastifyInstance, { service }: { service: TeamService }) {
  const app = typed(fastify);
  const { codeRequestsPerAddress, codesPerAccount, codeChecksPerAddress } = credentialLimits(fastify);
  const owner = { tags: ['team'], security: tokenSecurity };

  app.get(apiPaths.staffList, {
    config: access('team'),
    schema: {
      ...owner,
      summary: 'The team: the owner, then managers and staff (invited or active)',
      response: { 200: withFailure(ZStaffListResponseSchema) },
    },
    handler: async (request) => service.list(callerOf(request)),
  });

  app.post(apiPaths.inviteStaff, {
    config: access('team'),
    onRequest: codeRequestsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      ...owner,
      summary: 'Invite a manager or staff member: a code goes to their phone (again: a new code)',
      body: ZInviteStaffRequestSchema,
      response: { 200: withFailure(ZStaffMemberResponseSchema) },
    },
    handler: async (request) => service.invite(callerOf(request), request.body),
  });

  app.post(apiPaths.changeStaffRole, {
    config: access('team'),
    schema: {
      ...owner,
      summary: 'Give a member another role; their sessions end at once',
      body: ZChangeStaffRoleRequestSchema,
      response: { 200: withFailure(ZStaffMemberResponseSchema) },
    },
    handler: async (request) => service.changeRole(callerOf(request), request.body.member_id, request.body.role),
  });

  app.post(apiPaths.removeStaff, {
    config: access('team'),
    schema: {
      ...owner,
      summary: 'Remove a member from the team; their sessions and streams end at once',
      body: ZRemoveStaffRequestSchema,
      response: { 200: withFailure(ZRemoveStaffResponseSchema) },
    },
    handler: async (request) => service.remove(callerOf(request), request.body.member_id),
  });

  app.post(apiPaths.acceptInvite, {
    config: access('public'),
    onRequest: codeChecksPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags: ['team'],
      summary: 'The invitee sets a password with the code sent to their phone, then signs in',
      body: ZAcceptInviteRequestSchema,
      response: { 200: withFailure(ZAcceptInviteResponseSchema) },
    },
    handler: async (request) => service.accept(request.body),
  });
}
