import type { Kysely } from 'kysely';
import type { Locale } from '@portal/contract';
import { EMAIL_REMINDER_HOUR, FREE_CHANGE_HOURS, SMS_REMINDER_HOURS_BEFORE } from '@portal/contract';
import { addDays, parisInstant } from '../../core/paris-time.js';
import type { Database } from '../../schema.js';
import { cancelJobs, type ClaimedJob, type JobHandler, rescheduleJob, scheduleJobs } from '../../infra/jobs/index.js';
import type { OutgoingMessage } from '../../infra/notify/index.js';
import { calendarEvent } from './booking-calendar.js';
import { GUARANTEE_MESSAGE_KINDS, sendGuaranteeMessage } from './guarantee-messages.js';
import { manageLinkUrl, manageToken } from './manage-link.js';
import {
  type BookingMessagesDependencies,
  greetingOf,
  guestAccountOf,
  longDate,
  NBSP,
  type RestaurantForMessages,
} from './message-parts.js';
import type { Booking } from './tables.js';

/*
 * A booking's messages, sent through the durable jobs: when it is
 * confirmed, a confirmation by e-mail (with the meal as a calendar event and the manage link) and
 * by SMS; the day before the meal at 10:00 in Paris a reminder by e-mail, and 3 hours before the
 * meal one by SMS. "The day before" is the day before the booking's service day: a table at 00:30
 * in a Friday night service is reminded on Thursday, like the rest of that evening.
 *
 * Each message is one job whose key names the booking, the message and the meal's instant: it is
 * scheduled once, in the transaction that confirms or moves the booking, and sent once. A
 * cancelled booking's messages are cancelled with it; a moved booking gets messages for its new
 * time, and the old ones, when they come due, find the booking no longer at that time and send
 * nothing. Every handler reads the booking again before sending: only a confirmed booking at the
 * job's time gets a message. A channel the guest gave no address for gets none.
 *
 * A booking confirmed as it is made is confirmed at once. Any later confirmation (the restaurant
 * confirms, the card is saved, the booking is moved or resized) waits CHANGE_CONFIRMATION_DELAY_MS,
 * and each new change pushes it back: a guest changing their booking again and again gets one
 * confirmation, of where it settled. Text messages also count against the one SMS budget.
 */

const HOUR = 3_600_000;
/** How long a change's confirmation waits for the booking to settle. */
export const CHANGE_CONFIRMATION_DELAY_MS = 2 * 60_000;

export const BOOKING_MESSAGE_KINDS = {
  confirmationEmail: 'booking.confirmation-email',
  confirmationSms: 'booking.confirmation-sms',
  reminderEmail: 'booking.reminder-email',
  reminderSms: 'booking.reminder-sms',
} as const;
type MessageKind = (typeof BOOKING_MESSAGE_KINDS)[keyof typeof BOOKING_MESSAGE_KINDS];

/** What a message job carries: which booking, at which time (and size, for the confirmation). */
interface MessagePayload {
  booking_id: number;
  meal_at: number;
  covers: number;
}

/** The job keys of a booking's messages for one meal time. */
function messageKeys(bookingId: number, mealAt: number, covers: number) {
  return {
    confirmationEmail: `booking:${bookingId}:confirmation-email:${mealAt}:${covers}`,
    confirmationSms: `booking:${bookingId}:confirmation-sms:${mealAt}:${covers}`,
    reminderEmail: `booking:${bookingId}:reminder-email:${mealAt}`,
    reminderSms: `booking:${bookingId}:reminder-sms:${mealAt}`,
  };
}

/** When the e-mail reminder goes: 10:00 in Paris, the day before the booking's service day. */
export function emailReminderAt(booking: Pick<Booking, 'date'>): number {
  return parisInstant(addDays(booking.date, -1), `${String(EMAIL_REMINDER_HOUR).padStart(2, '0')}:00`);
}

/** When the SMS reminder goes: 3 hours before the meal. */
export function smsReminderAt(booking: Pick<Booking, 'meal_at'>): number {
  return Number(booking.meal_at) - SMS_REMINDER_HOURS_BEFORE * HOUR;
}

/** The booking row the messages are scheduled from, as the caller just wrote it. */
export type BookingToSchedule = Pick<
  Booking,
  'id' | 'status' | 'date' | 'meal_at' | 'covers' | 'email' | 'phone' | 'created_at' | 'updated_at'
>;

/**
 * A booking was created, confirmed or moved: schedules its confirmation and reminders when it is
 * confirmed, in the caller's transaction, from the row the caller just wrote (no read again). The
 * instant of the change is the booking's `updated_at` (the injected clock's): a reminder whose
 * time has already passed then is not scheduled. A confirmation of a change waits for the booking
 * to settle, its job moved later by each change (see above).
 */
export async function scheduleBookingMessages(booking: BookingToSchedule, trx: Kysely<Database>): Promise<void> {
  if (booking.status !== 'confirmed') return;
  const now = Number(booking.updated_at);
  const mealAt = Number(booking.meal_at);
  const payload: MessagePayload = { booking_id: booking.id, meal_at: mealAt, covers: booking.covers };
  const keys = messageKeys(booking.id, mealAt, booking.covers);
  const confirmAt = Number(booking.created_at) === now ? now : now + CHANGE_CONFIRMATION_DELAY_MS;
  const confirmations: Array<{ kind: MessageKind; key: string; runAt: number; payload: MessagePayload }> = [];
  const reminders: typeof confirmations = [];
  if (booking.email) {
    confirmations.push({
      kind: BOOKING_MESSAGE_KINDS.confirmationEmail,
      key: keys.confirmationEmail,
      runAt: confirmAt,
      payload,
    });
    const reminder = emailReminderAt(booking);
    if (reminder > now && reminder < mealAt) {
      reminders.push({ kind: BOOKING_MESSAGE_KINDS.reminderEmail, key: keys.reminderEmail, runAt: reminder, payload });
    }
  }
  if (booking.phone) {
    confirmations.push({
      kind: BOOKING_MESSAGE_KINDS.confirmationSms,
      key: keys.confirmationSms,
      runAt: confirmAt,
      payload,
    });
    const reminder = smsReminderAt(booking);
    if (reminder > now)
      reminders.push({ kind: BOOKING_MESSAGE_KINDS.reminderSms, key: keys.reminderSms, runAt: reminder, payload });
  }
  // A confirmation still waiting (the booking came back to this time) waits again from now.
  for (const confirmation of confirmations) await rescheduleJob(trx, confirmation, now);
  await scheduleJobs(trx, reminders, now);
}

/** A booking no longer takes place: its messages not yet sent are cancelled, in the caller's transaction. */
export async function cancelBookingMessages(
  booking: Pick<Booking, 'id' | 'meal_at'>,
  trx: Kysely<Database>,
): Promise<void> {
  const row = await trx
    .selectFrom('bookings')
    .select(['covers', 'updated_at'])
    .where('id', '=', booking.id)
    .executeTakeFirst();
  if (!row) return;
  const keys = messageKeys(booking.id, Number(booking.meal_at), row.covers);
  await cancelJobs(trx, Object.values(keys), Number(row.updated_at));
}

/** Registers the handlers of the booking messages' jobs. */
export function registerBookingMessages(
  jobs: { handle(kind: string, handler: JobHandler): void },
  deps: BookingMessagesDependencies,
): void {
  for (const kind of Object.values(BOOKING_MESSAGE_KINDS)) {
    jobs.handle(kind, (job) => sendBookingMessage(kind, job, deps));
  }
  for (const kind of Object.values(GUARANTEE_MESSAGE_KINDS)) {
    jobs.handle(kind, (job) => sendGuaranteeMessage(kind, job, deps));
  }
}

async function sendBookingMessage(kind: MessageKind, job: ClaimedJob, deps: BookingMessagesDependencies) {
  const payload = job.payload as MessagePayload;
  const booking = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', payload.booking_id)
    .executeTakeFirst();
  // No longer applies: cancelled, refused, moved, past, or a newer confirmation follows.
  if (!booking || booking.status !== 'confirmed' || Number(booking.meal_at) !== payload.meal_at) return;
  if (deps.clock() >= Number(booking.meal_at)) return;
  const confirmation =
    kind === BOOKING_MESSAGE_KINDS.confirmationEmail || kind === BOOKING_MESSAGE_KINDS.confirmationSms;
  if (confirmation && booking.covers !== payload.covers) return;
  const lang: Locale = booking.lang === 'en' ? 'en' : 'fr';
  const restaurant = await deps.restaurant(booking.restaurant_id, lang);
  if (!restaurant) return;
  const link = manageLinkUrl(deps.baseUrl, manageToken(deps.linkKey, booking));
  const message = composeBookingMessage(kind, { booking, restaurant, lang, link, now: deps.clock() });
  if (message) await deps.transport.send({ ...message, account: guestAccountOf(booking) });
}

interface MessageFacts {
  booking: Booking;
  restaurant: RestaurantForMessages;
  lang: Locale;
  link: string;
  now: number;
}

function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);
}

function guests(covers: number, lang: Locale): string {
  if (lang === 'en') return covers === 1 ? '1 guest' : `${covers} guests`;
  return covers === 1 ? '1 personne' : `${covers} personnes`;
}

/** The text of one message in the guest's language; null when the guest has no address for its channel. */
export function composeBookingMessage(kind: MessageKind, facts: MessageFacts): OutgoingMessage | null {
  const { booking, restaurant, lang, link } = facts;
  const mealAt = Number(booking.meal_at);
  const day = longDate(mealAt, lang);
  const shortDay = longDate(mealAt, lang, false);
  const time = clockTime(mealAt);
  const party = guests(booking.covers, lang);
  const deadline = mealAt - FREE_CHANGE_HOURS * HOUR;
  const deadlineText = `${longDate(deadline, lang)} ${lang === 'en' ? 'at' : 'à'} ${clockTime(deadline)}`;
  const en = lang === 'en';
  const greeting = greetingOf(booking.first_name, lang);
  const changes = en
    ? `You can cancel or change this booking free of charge until ${deadlineText}: ${link}\nAfter that, call the restaurant on ${restaurant.phone}.`
    : `Vous pouvez annuler ou modifier cette réservation sans frais jusqu’au ${deadlineText}${NBSP}: ${link}\nEnsuite, appelez le restaurant au ${restaurant.phone}.`;
  const details = en
    ? `Reference: ${booking.reference}\nAddress: ${restaurant.address}`
    : `Référence${NBSP}: ${booking.reference}\nAdresse${NBSP}: ${restaurant.address}`;

  switch (kind) {
    case BOOKING_MESSAGE_KINDS.confirmationEmail: {
      if (!booking.email) return null;
      const event = calendarEvent({
        uid: `booking-${booking.id}-${booking.reference}@espace-partenaires`,
        sequence: booking.version,
        stamp: facts.now,
        start: mealAt,
        end: Number(booking.ends_at),
        summary: en ? `Table at ${restaurant.name} (${party})` : `Table chez ${restaurant.name} (${party})`,
        location: restaurant.address,
        description: `${en ? 'Reference' : 'Référence'} ${booking.reference}\n${link}`,
        url: link,
      });
      return {
        to: booking.email,
        channel: 'email',
        subject: en
          ? `Booking confirmed: ${restaurant.name}, ${day} at ${time}`
          : `Réservation confirmée${NBSP}: ${restaurant.name}, ${day} à ${time}`,
        text: [
          greeting,
          '',
          en
            ? `Your table for ${party} at ${restaurant.name} is confirmed on ${day} at ${time}.`
            : `Votre table pour ${party} chez ${restaurant.name} est confirmée le ${day} à ${time}.`,
          details,
          '',
          changes,
          '',
          en ? 'The booking is attached for your calendar.' : 'La réservation est jointe pour votre agenda.',
        ].join('\n'),
        attachments: [
          {
            filename: en ? 'booking.ics' : 'reservation.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: event,
          },
        ],
      };
    }
    case BOOKING_MESSAGE_KINDS.reminderEmail: {
      if (!booking.email) return null;
      return {
        to: booking.email,
        channel: 'email',
        subject: en
          ? `Reminder: your table at ${restaurant.name}, ${day} at ${time}`
          : `Rappel${NBSP}: votre table chez ${restaurant.name}, ${day} à ${time}`,
        text: [
          greeting,
          '',
          en
            ? `${restaurant.name} expects you on ${day} at ${time}, a table for ${party}.`
            : `${restaurant.name} vous attend le ${day} à ${time}, une table pour ${party}.`,
          details,
          '',
          changes,
        ].join('\n'),
      };
    }
    case BOOKING_MESSAGE_KINDS.confirmationSms: {
      if (!booking.phone) return null;
      return {
        to: booking.phone,
        channel: 'sms',
        text: en
          ? `${restaurant.name}: table for ${party} confirmed on ${shortDay} at ${time}. Ref. ${booking.reference}. Change or cancel: ${link}`
          : `${restaurant.name}${NBSP}: table pour ${party} confirmée le ${shortDay} à ${time}. Réf. ${booking.reference}. Modifier ou annuler${NBSP}: ${link}`,
      };
    }
    case BOOKING_MESSAGE_KINDS.reminderSms: {
      if (!booking.phone) return null;
      return {
        to: booking.phone,
        channel: 'sms',
        text: en
          ? `Reminder: ${restaurant.name} expects you on ${shortDay} at ${time}, a table for ${party}. Ref. ${booking.reference}. Restaurant: ${restaurant.phone}`
          : `Rappel${NBSP}: ${restaurant.name} vous attend le ${shortDay} à ${time}, une table pour ${party}. Réf. ${booking.reference}. Restaurant${NBSP}: ${restaurant.phone}`,
      };
    }
  }
}
