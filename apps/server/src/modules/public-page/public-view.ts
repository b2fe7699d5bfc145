import {
  DEFAULT_ALLERGEN_NOTICE,
  type Locale,
  type PublicPresenceState,
  type TPublicHours,
  type TPublicPresence,
  type TPublicRestaurant,
  WEEKDAYS,
} from '@portal/contract';
import { pick } from '../../core/localized.js';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import { encodePublicId } from '../../core/public-id.js';
import type { PublicMenu } from '../menu/index.js';
import {
  closureOn,
  isOpenAt,
  nextOpening,
  runningSlot,
  slotsOn,
  type StoredProfile,
  weekdayOf,
} from '../restaurant/index.js';

/** What the page shows, and the first instant at which it would show something else by itself. */
export interface PublicView {
  data: TPublicRestaurant;
  /**
   * Epoch ms: the next opening or closing of today, the end of a pause, a sold-out dish coming
   * back, or midnight in Paris (today's row, upcoming closures). Until then, with the same
   * profile and menu versions, the page is the same.
   */
  validUntil: number;
}

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/**
 * The public view of a listed restaurant at `now`, in `lang`. `pausedUntil` is the running
 * pause, as the restaurant module tells it. Only what a customer may see is copied: never the
 * e-mail, the owner's details or the legal identity.
 */
export function publicView(
  stored: StoredProfile,
  menu: PublicMenu,
  lang: Locale,
  now: number,
  pausedUntil: number | null,
): PublicView {
  const { account, profile, hours } = stored;
  const today = parisDate(now);
  const todaySlots = slotsOn(hours, today);
  const openNow = isOpenAt(hours, now);
  const state: PublicPresenceState =
    account.status !== 1
      ? 'offline'
      : pausedUntil !== null
        ? 'paused'
        : openNow === null
          ? 'online'
          : openNow
            ? 'open'
            : 'closed';

  const running = runningSlot(hours, now);
  const presence: TPublicPresence = {
    state,
    closes_at: state === 'open' ? (running?.closesAt ?? null) : null,
    next_opening: state === 'closed' ? nextOpening(hours, now) : null,
    closure_reason: state === 'closed' ? (closureOn(hours, today)?.reason ?? null) : null,
  };

  const publicHours: TPublicHours = {
    usual: { open: [...hours.usual.open], close: [...hours.usual.close] },
    week: WEEKDAYS.map((weekday) => {
      const day = hours.weekdays.get(weekday) ?? hours.usual;
      return { weekday, open: [...day.open], close: [...day.close] };
    }),
    closures: stored.closures
      .filter((closure) => closure.end_date >= today)
      .map(({ start_date, end_date, reason }) => ({ start_date, end_date, reason })),
    today,
    today_weekday: weekdayOf(today),
  };

  const changes = [
    parisInstant(addDays(today, 1), '00:00'),
    ...[...todaySlots.open, ...todaySlots.close].map((clock) => parisInstant(today, clock)).filter((at) => at > now),
    // A slot of the evening before still running closes this morning.
    ...(running ? [running.closesAt] : []),
    ...(pausedUntil !== null ? [pausedUntil] : []),
    ...(menu.changesAt !== null ? [menu.changesAt] : []),
  ];

  const logo = account.logo_image
    ? { file_name: account.logo_image.replace(/-thumb\.webp$/, '.webp'), thumb_name: account.logo_image }
    : null;
  return {
    validUntil: Math.min(...changes),
    data: {
      public_id: encodePublicId(account.id),
      name: account.name,
      description: pick(lang, profile?.fr_description ?? '', profile?.description ?? ''),
      logo,
      photos: stored.gallery.map((image) => ({ file_name: image.file_name, thumb_name: image.thumb_name })),
      address: account.address,
      latitude: account.latitude,
      longitude: account.longitude,
      map_url: openStreetMapUrl(account.latitude, account.longitude),
      phone: account.phone,
      website: profile?.web_restro ?? '',
      instagram: profile?.web_instagram ?? '',
      facebook: profile?.web_facebook ?? '',
      cuisines: stored.choices.cuisines,
      type_of_service: stored.choices.type_of_service,
      food_choices: stored.choices.food_choices,
      payment_type: stored.choices.payment_type,
      price_range: profile?.price_range ?? null,
      parking: (profile?.parking ?? 0) === 1,
      allergen_notice: profile?.allergen_notice || DEFAULT_ALLERGEN_NOTICE[lang],
      hours: publicHours,
      presence,
      open_now: openNow,
      taking_orders: state === 'open' || state === 'online',
      paused_until: pausedUntil,
      status: account.status,
      menu: menu.sections,
    },
  };
}
