import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors.js';
import { PartnerStreams, STREAM_LIMITS, type StreamCounter, type TopicReader } from './partner-streams.js';
import streamRoutes from './stream-routes.js';
import type { StreamTopic } from './topics.js';

export { bookingTopic, orderTopic, reviewTopic } from './topics.js';

/**
 * What the domains use of the partner's live stream. They publish their restaurant's events on
 * their own topic (above, through the event bus, so that the module can be built without a server);
 * those that need it register here, as they register, how a screen is greeted and how their
 * messages read.
 */
export interface PartnerStreamModule {
  /** Adds a count said to each screen as it connects (the orders waiting, the bookings pending), in the order added. */
  addCounter(counter: StreamCounter): void;
  /** How the messages of `topic` read on a screen in its language; a topic without a reader is sent as published. */
  readTopic(topic: StreamTopic, reader: TopicReader): void;
  /** How many streams this process holds open now. */
  openStreams(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerStream: PartnerStreamModule;
  }
}

/** The partner's live stream: orders, bookings and reviews on the screen as they happen. */
async function partnerStreamModule(app: FastifyInstance) {
  const streams = new PartnerStreams({
    events: app.infra.events,
    limits: { ...STREAM_LIMITS, total: app.infra.config.PARTNER_STREAMS_PER_PROCESS },
    stillSignedIn: async (request) => {
      try {
        await app.auth.requirePartner(request);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 401) return false;
        throw error;
      }
    },
  });
  app.decorate('partnerStream', {
    addCounter: (counter) => streams.addCounter(counter),
    readTopic: (topic, reader) => streams.readTopic(topic, reader),
    openStreams: () => streams.size,
  });
  await app.register(streamRoutes, { streams });
}

export default fp(partnerStreamModule, { name: 'partner-stream', dependencies: ['infra', 'auth'] });
