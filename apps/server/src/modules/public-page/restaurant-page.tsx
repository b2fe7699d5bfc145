import { Fragment } from 'react';
import {
  formatEuros,
  guestPhone,
  IMAGE_BASE_PATH,
  type Locale,
  type TPublicMenuItem,
  type TPublicMenuSection,
  type TPublicRestaurant,
  type TPublicReviews,
  type TReferenceOption,
} from '@portal/contract';
import { GuestDocument, LanguageBar } from '../../core/guest-page.js';
import { parisDate, parisTime } from '../../core/paris-time.js';
import { addDays } from '../../core/paris-time.js';
import { weekdayOf } from '../restaurant/index.js';
import { PAGE_CSS } from './page-style.js';
import { type PageTexts, pageTexts } from './page-texts.js';
import { policyHref, ratingNumber, RestaurantReviews } from './restaurant-reviews.js';
import { BOOKING_ANCHOR, BookingSection, type BookingSectionData } from './booking/booking-section.js';
import { bookingTexts } from './booking/booking-texts.js';

const image = (name: string) => `${IMAGE_BASE_PATH}${name}`;

/** A calendar date "YYYY-MM-DD" as "12 août" / "12 August" (with the year when it is not this one). */
function calendarDate(date: string, today: string, t: PageTexts): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(t.intlLocale, {
    day: 'numeric',
    month: 'long',
    ...(date.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** The day of an instant as the page says it: '' today, "demain", a weekday within the week, else a date. */
function dayWord(at: number, today: string, t: PageTexts): string {
  const date = parisDate(at);
  if (date === today) return '';
  if (date === addDays(today, 1)) return t.tomorrow;
  for (let ahead = 2; ahead < 7; ahead += 1) {
    if (date === addDays(today, ahead)) {
      return t.weekdays[weekdayOf(date) - 1]!;
    }
  }
  return t.onDate(calendarDate(date, today, t));
}

/** "12:00 – 14:00, 19:00 – 22:30", a line breaking only between slots. */
function Slots({ day }: { day: { open: string[]; close: string[] } }) {
  return day.open.map((from, i) => (
    <Fragment key={from}>
      {i > 0 && ', '}
      <span className="nowrap">{`${from}\u2009–\u2009${day.close[i] ?? ''}`}</span>
    </Fragment>
  ));
}

const labels = (options: TReferenceOption[]) => options.map((option) => option.label).join(', ');

const anchorOf = (section: TPublicMenuSection) => `section-${section.dish_type_id ?? 'other'}`;

/** The public page of a restaurant, complete without any script. */
export function RestaurantPage({
  data,
  lang,
  reviews,
  booking = null,
}: {
  data: TPublicRestaurant;
  lang: Locale;
  reviews?: TPublicReviews;
  /** The booking section; null when the restaurant takes no booking online. */
  booking?: BookingSectionData | null;
}) {
  const t = pageTexts[lang];
  const other = t.otherLanguage;
  const otherHref = other.lang === 'en' ? `/r/${data.public_id}?lang=en` : `/r/${data.public_id}`;
  return (
    <GuestDocument
      lang={lang}
      title={t.title(data.name)}
      description={data.description ? truncate(data.description, 160) : t.metaDescription(data.name, data.address)}
      // Another order or page of the reviews is the same page for a search engine.
      indexable={!reviews || (reviews.sort === 'newest' && reviews.page === 1)}
      css={PAGE_CSS}
    >
      <header className="hero">
        <div className="wrap">
          <LanguageBar href={otherHref} other={other} />
          <div className="id">
            {data.logo && (
              <img
                className="logo"
                src={image(data.logo.thumb_name)}
                width={72}
                height={72}
                alt={t.logoAlt(data.name)}
              />
            )}
            <div>
              <h1>{data.name}</h1>
              <Tags data={data} t={t} />
            </div>
          </div>
          <Status data={data} t={t} />
          {booking && (
            <p className="book-cta">
              <a className="cta" href={`#${BOOKING_ANCHOR}`}>
                {bookingTexts[lang].sectionHeading}
              </a>
            </p>
          )}
          {reviews && reviews.summary.average !== null && (
            <p className="rating-link">
              <a href="#avis">
                <span aria-hidden="true">★ </span>
                {t.reviews.average(ratingNumber(reviews.summary.average, t))} · {t.reviews.count(reviews.summary.count)}
              </a>
            </p>
          )}
          {data.description && <p className="about">{data.description}</p>}
          {data.photos.length > 0 && (
            <ul className="photos" aria-label={t.photosLabel}>
              {data.photos.map((photo, index) => (
                <li key={photo.thumb_name}>
                  <img
                    src={image(photo.thumb_name)}
                    width={200}
                    height={150}
                    loading="lazy"
                    decoding="async"
                    alt={t.photoAlt(data.name, index + 1)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <div className="wrap layout">
        <main aria-labelledby="menu-heading">
          <h2 id="menu-heading">{t.menuHeading}</h2>
          {data.menu.length > 1 && (
            <nav aria-label={t.menuSectionsLabel}>
              <ul className="chips">
                {data.menu.map((section) => (
                  <li key={anchorOf(section)}>
                    <a href={`#${anchorOf(section)}`}>{section.label || t.otherDishes}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {data.menu.length === 0 && <p>{t.emptyMenu}</p>}
          {data.menu.map((section) => (
            <section
              key={anchorOf(section)}
              className="section"
              id={anchorOf(section)}
              aria-labelledby={`${anchorOf(section)}-h`}
            >
              <h3 id={`${anchorOf(section)}-h`}>{section.label || t.otherDishes}</h3>
              <ul>
                {section.items.map((item) => (
                  <Dish key={item.id} item={item} lang={lang} t={t} />
                ))}
              </ul>
            </section>
          ))}
        </main>
        <aside>
          <Hours data={data} t={t} />
          <Info data={data} t={t} />
          <section className="card" aria-labelledby="allergens">
            <h2 id="allergens">{t.allergenHeading}</h2>
            <p className="about">{data.allergen_notice}</p>
          </section>
        </aside>
      </div>
      {booking && (
        <div className="wrap">
          <BookingSection publicId={data.public_id} data={booking} lang={lang} />
        </div>
      )}
      {reviews && (
        <div className="wrap">
          <RestaurantReviews publicId={data.public_id} reviews={reviews} lang={lang} t={t} />
        </div>
      )}
      <footer>
        <div className="wrap">
          <p>{t.pricesNotice}</p>
          {reviews && (
            <p>
              <a href={policyHref(lang)}>{t.reviews.policyFooter}</a>
            </p>
          )}
        </div>
      </footer>
    </GuestDocument>
  );
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function Tags({ data, t }: { data: TPublicRestaurant; t: PageTexts }) {
  const cuisines = labels(data.cuisines);
  if (!cuisines && data.price_range === null) return null;
  return (
    <p className="tags">
      {cuisines}
      {cuisines && data.price_range !== null && ' · '}
      {data.price_range !== null && (
        <>
          <span className="sr">
            {t.priceRange}
            {t.colon}
          </span>
          {'€'.repeat(data.price_range)}
        </>
      )}
    </p>
  );
}

/** Open now, closed (and when it opens), paused until…, offline: the first thing a customer reads. */
function Status({ data, t }: { data: TPublicRestaurant; t: PageTexts }) {
  const { presence, hours } = data;
  const when = (at: number) => t.at(dayWord(at, hours.today, t), parisTime(at));
  let main: string;
  let detail: string | null = null;
  let note: string | null = null;
  switch (presence.state) {
    case 'open':
      main = t.state.open;
      if (presence.closes_at !== null) {
        const time = parisTime(presence.closes_at);
        detail = t.untilAt('', time === '00:00' ? t.midnight : time);
      }
      break;
    case 'closed':
      main = presence.closure_reason !== null ? t.state.closedToday : t.state.closed;
      if (presence.next_opening !== null) detail = t.state.opens(when(presence.next_opening));
      note = presence.closure_reason || null;
      break;
    case 'paused': {
      const until = data.paused_until ?? 0;
      main = `${t.state.paused} ${t.untilAt(dayWord(until, hours.today, t), parisTime(until))}`;
      note = t.state.notTakingOrders;
      break;
    }
    case 'offline':
      main = t.state.offline;
      break;
    case 'online':
      main = t.state.online;
      break;
  }
  return (
    <>
      <p className={`status s-${presence.state}`}>
        <strong>{main}</strong>
        {detail && <span> · {detail}</span>}
      </p>
      {note && <p className="note">{note}</p>}
    </>
  );
}

function Price({
  price,
  discounted,
  lang,
  t,
}: {
  price: number;
  discounted: number | null;
  lang: Locale;
  t: PageTexts;
}) {
  if (discounted === null) return <span className="price">{formatEuros(price, lang)}</span>;
  return (
    <span className="price">
      <del>
        <span className="sr">{t.wasPrice} </span>
        {formatEuros(price, lang)}
      </del>{' '}
      <span className="sr">{t.nowPrice} </span>
      {formatEuros(discounted, lang)}
    </span>
  );
}

function Dish({ item, lang, t }: { item: TPublicMenuItem; lang: Locale; t: PageTexts }) {
  const photo = item.images[0];
  return (
    <li className={item.available ? 'dish' : 'dish unavailable'}>
      <div>
        <div className="head">
          <h4>{item.name}</h4>
          {item.sizes.length === 0 && <Price price={item.price} discounted={item.discounted_price} lang={lang} t={t} />}
        </div>
        {item.description && <p className="desc">{item.description}</p>}
        <Badges item={item} t={t} />
        {item.sizes.length > 0 && (
          <ul className="sizes" aria-label={t.sizesLabel}>
            {item.sizes.map((size) => (
              <li key={size.id}>
                <span>{size.label}</span>{' '}
                <Price price={size.price} discounted={size.discounted_price} lang={lang} t={t} />
              </li>
            ))}
          </ul>
        )}
        {item.addon_groups.map((group) => (
          <p className="small" key={group.id}>
            <b>{group.name}</b> ({t.addonChoice(group.min_choice, group.choose_upto, group.is_required)}){t.colon}
            {group.options.map((option, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                {option.name}
                {option.price > 0 && <span className="nowrap"> +{formatEuros(option.price, lang)}</span>}
              </Fragment>
            ))}
          </p>
        ))}
        {item.food_choices.length > 0 && <p className="small">{labels(item.food_choices)}</p>}
        {item.allergens.length > 0 && (
          <p className="small">
            <b>{t.allergensLabel}</b>
            {t.colon}
            {item.allergens.map((allergen) => allergen.label).join(', ')}
          </p>
        )}
        {item.max_per_order !== null && <p className="small">{t.maxPerOrder(item.max_per_order)}</p>}
      </div>
      {photo && (
        <img src={image(photo.thumb_name)} width={84} height={84} loading="lazy" decoding="async" alt={item.name} />
      )}
    </li>
  );
}

function Badges({ item, t }: { item: TPublicMenuItem; t: PageTexts }) {
  const badges: Array<{ text: string; kind: string }> = [];
  if (item.switched_off) badges.push({ text: t.notAvailable, kind: 'badge off' });
  else if (item.sold_out) badges.push({ text: t.soldOut, kind: 'badge' });
  if (item.discount > 0) badges.push({ text: t.discount(item.discount), kind: 'badge promo' });
  if (item.buy_one_get_one) badges.push({ text: t.buyOneGetOne, kind: 'badge promo' });
  if (badges.length === 0) return null;
  return (
    <p className="badges">
      {badges.map((badge, index) => (
        <Fragment key={badge.text}>
          {index > 0 && ' '}
          <span className={badge.kind}>{badge.text}</span>
        </Fragment>
      ))}
    </p>
  );
}

function Hours({ data, t }: { data: TPublicRestaurant; t: PageTexts }) {
  const { hours } = data;
  const given = hours.week.some((day) => day.open.length > 0);
  const todaysClosure = hours.closures.find(
    (closure) => closure.start_date <= hours.today && hours.today <= closure.end_date,
  );
  return (
    <section className="card" aria-labelledby="hours">
      <h2 id="hours">{t.hoursHeading}</h2>
      {given ? (
        <table>
          <tbody>
            {hours.week.map((day) => {
              const today = day.weekday === hours.today_weekday;
              const closed = day.open.length === 0 || (today && todaysClosure);
              return (
                <tr key={day.weekday} className={today ? 'today' : undefined} aria-current={today ? 'date' : undefined}>
                  <th scope="row">
                    {t.weekdays[day.weekday - 1]}
                    {today && <small> ({t.todayMark})</small>}
                  </th>
                  <td>{closed ? t.closedDay : <Slots day={day} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{t.noHours}</p>
      )}
      {hours.closures.length > 0 && (
        <>
          <h3>{t.closuresHeading}</h3>
          <ul>
            {hours.closures.map((closure) => (
              <li key={`${closure.start_date}-${closure.end_date}`}>
                {t.closureDates(
                  calendarDate(closure.start_date, hours.today, t),
                  calendarDate(closure.end_date, hours.today, t),
                )}
                {closure.reason && ` — ${closure.reason}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Info({ data, t }: { data: TPublicRestaurant; t: PageTexts }) {
  const links = [
    { href: data.website, label: t.website },
    { href: data.instagram, label: 'Instagram' },
    { href: data.facebook, label: 'Facebook' },
  ].filter((link) => link.href);
  const rows: Array<[string, string]> = [
    [t.cuisinesLabel, labels(data.cuisines)],
    [t.servicesLabel, labels(data.type_of_service)],
    [t.paymentsLabel, labels(data.payment_type)],
    [t.dietsLabel, labels(data.food_choices)],
  ];
  return (
    <section className="card" aria-labelledby="info">
      <h2 id="info">{t.infoHeading}</h2>
      <dl>
        <div>
          <dt>{t.addressLabel}</dt>
          <dd>
            <address>{data.address}</address>
            <a className="block" href={data.map_url}>
              {t.mapLink}
            </a>
          </dd>
        </div>
        {data.phone && (
          <div>
            <dt>{t.phoneLabel}</dt>
            <dd>
              <a className="block" href={`tel:${data.phone}`}>
                {guestPhone(data.phone)}
              </a>
            </dd>
          </div>
        )}
        {links.length > 0 && (
          <div>
            <dt>{t.linksLabel}</dt>
            <dd className="links">
              {links.map((link) => (
                <a key={link.label} href={link.href} rel="nofollow noopener">
                  {link.label}
                </a>
              ))}
            </dd>
          </div>
        )}
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {data.parking && (
          <div>
            <dt>{t.parkingLabel}</dt>
            <dd>{t.parking}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
