/**
 * The paths of the waitlist and the walk-in queue, in a module of their own: every page of the
 * web app loads `apiPaths` (paths.ts) at start-up, and only the bookings screen needs these.
 */
export const waitlistApiPaths = {
  // The restaurant's side (`service`): the day's waitlist and walk-in queue.
  /** GET `date`: the day's waitlist entries and walk-ins, oldest first. */
  waitlistList: '/api/v1/restaurant/waitlistList',
  /** The host offers a time to a waiting entry by hand. */
  offerWaitlistSlot: '/api/v1/restaurant/offerWaitlistSlot',
  removeWaitlistEntry: '/api/v1/restaurant/removeWaitlistEntry',
  /** A party at the door, added to today's queue with the wait quoted. */
  addWalkIn: '/api/v1/restaurant/addWalkIn',
  /** "Votre table est prête" by SMS. */
  notifyWalkInReady: '/api/v1/restaurant/notifyWalkInReady',
  /** Seats a walk-in: a seated booking with source `walk_in`, at the tables given if any. */
  seatWalkIn: '/api/v1/restaurant/seatWalkIn',
  // The guest's side (customer token).
  joinWaitlist: '/api/v1/customer/joinWaitlist',
  myWaitlist: '/api/v1/customer/myWaitlist',
  leaveWaitlist: '/api/v1/customer/leaveWaitlist',
  /** The link of an offer (signed token, no sign-in): books the offered time. */
  acceptWaitlistOffer: '/api/v1/public/waitlist/accept',
} as const;
