/*
 * The topics of the partner's live stream: one per domain and restaurant. Each domain publishes
 * its restaurant's events on its own topic through the event bus (heard in every process); every
 * open stream of the restaurant listens to all of them.
 */

/** A domain's topic, per restaurant. */
export type StreamTopic = (restaurantId: number) => string;

/** Orders: small messages (which order changed, how many wait) that each stream reads in its screen's language. */
export const orderTopic: StreamTopic = (restaurantId) => `orders:${restaurantId}`;

/** Bookings: `booking.created`, `booking.updated`, `bookings.pending`, sent as published. */
export const bookingTopic: StreamTopic = (restaurantId) => `bookings:${restaurantId}`;

/** Reviews: `review.created`, sent as published. */
export const reviewTopic: StreamTopic = (restaurantId) => `reviews:${restaurantId}`;

/** Every topic a stream listens to. */
export const STREAM_TOPICS: readonly StreamTopic[] = [orderTopic, bookingTopic, reviewTopic];
