import type { Locale, TSlotOffer } from '@portal/contract';
import { bookableDays, shortDay } from '../../../core/day-options.js';
import { BOOK_ROUTE, bookPath, dayWords, DETAILS_ROUTE, href } from './booking-format.js';
import { type BookingTexts, bookingTexts } from './booking-texts.js';

/** One free time of a day, with the offer the party would take there. */
export interface FreeSlot {
  time: string;
  offer: TSlotOffer | null;
}

/** What the restaurant page's booking section shows (null: the restaurant takes no booking online). */
export interface BookingSectionData {
  /** Paris date of the page's build. */
  today: string;
  maxPartyOnline: number;
  /** How many days ahead guests may book (the form lists the days up to then). */
  maxAdvanceDays: number;
  /** The party the free times are listed for. */
  covers: number;
  /** The first day of the coming week with free times for that party, and those times. */
  free: { date: string; slots: FreeSlot[] } | null;
  /** The next instant at which a listed time stops being bookable (the restaurant's notice). */
  changesAt: number | null;
}

/** A free time as a link straight to the guest's details (the choice made, no script needed). */
export function SlotLinks({
  publicId,
  date,
  covers,
  slots,
  lang,
  labelledBy,
  t,
}: {
  publicId: string;
  date: string;
  covers: number;
  slots: readonly FreeSlot[];
  lang: Locale;
  labelledBy: string;
  t: BookingTexts;
}) {
  return (
    <ul className="times" aria-labelledby={labelledBy}>
      {slots.map((slot) => (
        <li key={slot.time}>
          <a
            href={href(bookPath(DETAILS_ROUTE, publicId), {
              covers,
              date,
              time: slot.time,
              offer: slot.offer?.offer_id,
              lang,
            })}
          >
            {slot.time}
            {slot.offer && (
              <>
                <span className="deal" aria-hidden="true">
                  {t.offer(slot.offer.percent)}
                </span>
                <span className="sr">, {t.offerWords(slot.offer.percent, slot.offer.applies_to)}</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Party size and date: a plain GET form to the day's free times. */
export function BookingForm({
  publicId,
  lang,
  covers,
  date,
  today,
  maxParty,
  maxAdvanceDays,
  t,
}: {
  publicId: string;
  lang: Locale;
  covers: number;
  date: string;
  today: string;
  maxParty: number;
  maxAdvanceDays: number;
  t: BookingTexts;
}) {
  return (
    <form className="book-form" method="get" action={bookPath(BOOK_ROUTE, publicId)}>
      {lang === 'en' && <input type="hidden" name="lang" value="en" />}
      <div className="field">
        <label htmlFor="book-covers">{t.coversLabel}</label>
        <select id="book-covers" name="covers" defaultValue={String(covers)}>
          {Array.from({ length: Math.max(1, maxParty) }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {t.covers(count)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="book-date">{t.dateLabel}</label>
        <select id="book-date" name="date" defaultValue={date} required>
          {bookableDays(today, maxAdvanceDays, date).map((day) => (
            <option key={day} value={day}>
              {shortDay(day, today, t.intlLocale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t.seeTimes}</button>
    </form>
  );
}

/** The booking section's anchor, which the page's header links to. */
export const BOOKING_ANCHOR = 'reserver';

/** "Réserver une table" on the restaurant's page: the form, and the next free times for two. */
export function BookingSection({ publicId, data, lang }: { publicId: string; data: BookingSectionData; lang: Locale }) {
  const t = bookingTexts[lang];
  return (
    // Focusable by the header's link only: reached from there, the next Tab goes to the form.
    <section className="card book" id={BOOKING_ANCHOR} tabIndex={-1} aria-labelledby="book-h">
      <h2 id="book-h">{t.sectionHeading}</h2>
      <p>{t.sectionIntro}</p>
      <BookingForm
        publicId={publicId}
        lang={lang}
        covers={data.covers}
        date={data.free?.date ?? data.today}
        today={data.today}
        maxParty={data.maxPartyOnline}
        maxAdvanceDays={data.maxAdvanceDays}
        t={t}
      />
      {data.free ? (
        <>
          <h3 className="free-h" id="free-h">
            {t.freeOn(dayWords(data.free.date, data.today, t), t.covers(data.covers))}
          </h3>
          <SlotLinks
            publicId={publicId}
            date={data.free.date}
            covers={data.covers}
            slots={data.free.slots}
            lang={lang}
            labelledBy="free-h"
            t={t}
          />
        </>
      ) : (
        <p className="more">{t.noneSoon}</p>
      )}
    </section>
  );
}
