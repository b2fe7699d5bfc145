import type { FastifyInstance } from 'fastify';
import {
  waitlistApiPaths,
  ZAcceptWaitlistOfferRequestSchema,
  ZAcceptWaitlistOfferResponseSchema,
  ZAddWalkInRequestSchema,
  ZBookingResponseSchema,
  ZJoinWaitlistRequestSchema,
  ZMyWaitlistEntryResponseSchema,
  ZMyWaitlistResponseSchema,
  ZOfferWaitlistSlotRequestSchema,
  ZSeatWalkInRequestSchema,
  ZWaitlistEntryRequestSchema,
  ZWaitlistEntryResponseSchema,
  ZWaitlistListQuerySchema,
  ZWaitlistListResponseSchema,
} from '@portal/contract';
import { okWith } from '../../core/envelope.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { restaurantOf } from '../auth/index.js';
import { actingOf, customerIdOf, guestOf } from './route-callers.js';
import type { WaitlistService } from './waitlist-service.js';
import type { WalkInQueue } from './walk-in-queue.js';

/**
 * The waitlist and the walk-in queue: the host's calls (`service`, every role), the guest's
 * (customer token) and the offer's link (public, signed). An entry id only ever selects among the
 * caller's own: another restaurant's or guest's is answered like a missing one.
 */
export default async function waitlistRoutes(
  app: FastifyInstance,
  { waitlist, walkIns }: { waitlist: WaitlistService; walkIns: WalkInQueue },
) {
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });
  const guest = jsonRoutes(app, { tags: ['reservations', 'customers'], security: tokenSecurity });
  const anyone = jsonRoutes(app, { tags: ['reservations', 'public'] });

  partner.get(waitlistApiPaths.waitlistList, {
    access: 'service',
    summary: 'The day’s waitlist entries and walk-ins, oldest first',
    querystring: ZWaitlistListQuerySchema,
    reply: ZWaitlistListResponseSchema,
    handler: async (request) => okWith('LOADED', waitlist.list(restaurantOf(request), request.query.date)),
  });

  partner.post(waitlistApiPaths.offerWaitlistSlot, {
    access: 'service',
    summary: 'Offer a time to a waiting guest by hand (SMS and e-mail with a link valid WAITLIST_OFFER_MINUTES)',
    body: ZOfferWaitlistSlotRequestSchema,
    reply: ZWaitlistEntryResponseSchema,
    handler: async (request) =>
      okWith(
        'WAITLIST_OFFER_SENT',
        waitlist.offerByHand(restaurantOf(request), request.body.entry_id, request.body.time),
      ),
  });

  partner.post(waitlistApiPaths.removeWaitlistEntry, {
    access: 'service',
    summary: 'Remove an entry of the waitlist or the walk-in queue (status `left`)',
    body: ZWaitlistEntryRequestSchema,
    reply: ZWaitlistEntryResponseSchema,
    handler: async (request) =>
      okWith('WAITLIST_ENTRY_REMOVED', waitlist.remove(restaurantOf(request), request.body.entry_id)),
  });

  partner.post(waitlistApiPaths.addWalkIn, {
    access: 'service',
    summary: 'Add a party at the door to today’s queue with the wait quoted',
    body: ZAddWalkInRequestSchema,
    reply: ZWaitlistEntryResponseSchema,
    handler: async (request) => okWith('WALK_IN_ADDED', walkIns.add(restaurantOf(request), request.body)),
  });

  partner.post(waitlistApiPaths.notifyWalkInReady, {
    access: 'service',
    summary: 'Tell a walk-in by SMS that its table is ready',
    body: ZWaitlistEntryRequestSchema,
    reply: ZWaitlistEntryResponseSchema,
    handler: async (request) =>
      okWith('WALK_IN_NOTIFIED', walkIns.notifyReady(restaurantOf(request), request.body.entry_id)),
  });

  partner.post(waitlistApiPaths.seatWalkIn, {
    access: 'service',
    summary: 'Seat a walk-in now: a seated booking with source walk_in, at the tables given if any',
    body: ZSeatWalkInRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) =>
      okWith('WALK_IN_SEATED', walkIns.seat(actingOf(request), request.body.entry_id, request.body.table_ids)),
  });

  guest.post(waitlistApiPaths.joinWaitlist, {
    access: 'customer',
    summary: 'Join a restaurant’s waitlist for a day, for a party arriving between two times',
    body: ZJoinWaitlistRequestSchema,
    reply: ZMyWaitlistEntryResponseSchema,
    handler: async (request) => okWith('WAITLIST_JOINED', waitlist.join(guestOf(request), request.body)),
  });

  guest.get(waitlistApiPaths.myWaitlist, {
    access: 'customer',
    summary: 'The guest’s waitlist entries from today on, newest first',
    reply: ZMyWaitlistResponseSchema,
    handler: async (request) => okWith('LOADED', waitlist.mine(customerIdOf(request))),
  });

  guest.post(waitlistApiPaths.leaveWaitlist, {
    access: 'customer',
    summary: 'Leave a waitlist; an offer held passes to the next guest',
    body: ZWaitlistEntryRequestSchema,
    reply: ZMyWaitlistEntryResponseSchema,
    handler: async (request) => okWith('WAITLIST_LEFT', waitlist.leave(customerIdOf(request), request.body.entry_id)),
  });

  anyone.post(waitlistApiPaths.acceptWaitlistOffer, {
    access: 'public',
    summary: 'Accept an offer through its link: books the time through the ordinary rules (card step included)',
    body: ZAcceptWaitlistOfferRequestSchema,
    reply: ZAcceptWaitlistOfferResponseSchema,
    handler: async (request) => okWith('BOOKING_SAVED', waitlist.accept(request.body.token)),
  });
}
