import {
  WEEKDAYS,
  normalizeNationalNumber,
  type Locale,
  type TRestaurantProfile,
  type Weekday,
} from '@portal/contract';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { ProfileFields } from '../api/account';

export interface TimeSlotValue {
  /** React key of the row. */
  key: string;
  /** "HH:MM". */
  open: string;
  close: string;
}

/** A weekday follows the usual hours, is closed, or has its own slots. */
export type DayMode = 'usual' | 'closed' | 'own';

export interface WeekdayValue {
  weekday: Weekday;
  mode: DayMode;
  /** Its own slots, used when `mode` is 'own' (kept while another mode is chosen). */
  slots: TimeSlotValue[];
}

export interface ClosureValue {
  /** React key of the row. */
  key: string;
  /** "YYYY-MM-DD", as a date input gives it. */
  start_date: string;
  end_date: string;
  reason: string;
}

/**
 * What the profile form holds: the editMyDetails fields as typed, under the server's names where
 * the form has one field for one of them (so a refusal of the server lands under its input).
 */
export interface AccountFormValues {
  name: string;
  address: string;
  /** Empty until an address is chosen among the suggestions; typing again forgets them. */
  latitude: string;
  longitude: string;
  email: string;
  /** "+33". */
  country_code: string;
  phone: string;
  /** Asked only while the phone differs from the saved one; sent only then. */
  current_password: string;
  fr_description: string;
  description: string;
  owner_details: string;
  cuisines: string[];
  food_choices: string[];
  type_of_service: string[];
  payment_type: string[];
  /** '1' (€) to '4' (€€€€), '' until chosen. */
  price_range: string;
  capacity: string;
  parking: boolean;
  /** Minutes (the server's spelling). */
  preprationTime: string;
  /** The usual hours of every day. */
  slots: TimeSlotValue[];
  /** Monday to Sunday, always seven. */
  weekly_hours: WeekdayValue[];
  closures: ClosureValue[];
  /** A new logo, not sent yet. */
  logo_image: File | null;
  /** New gallery photos, not sent yet. */
  restro_gallery_image: File[];
  /** Ids of stored gallery photos marked for deletion. */
  deleteimage: string[];
  web_restro: string;
  web_instagram: string;
  web_facebook: string;
  legal_name: string;
  siret: string;
  vat_number: string;
  allergen_notice: string;
}

/** The profile form, as its sections receive it. */
export type AccountFormState = UseFormReturnType<AccountFormValues>;

export const emptySlot = (): TimeSlotValue => ({ key: randomId(), open: '', close: '' });

export const emptyClosure = (): ClosureValue => ({ key: randomId(), start_date: '', end_date: '', reason: '' });

const splitTimes = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function slotsOf(openTimes: string, closeTimes: string): TimeSlotValue[] {
  const opens = splitTimes(openTimes);
  const closes = splitTimes(closeTimes);
  const slots = opens.map((open, index) => ({ key: randomId(), open, close: closes[index] ?? '' }));
  return slots.length > 0 ? slots : [emptySlot()];
}

const ids = (options: Array<{ id: number }>) => options.map((option) => String(option.id));

/** The stored profile as the form shows it. */
export function profileValues(profile: TRestaurantProfile): AccountFormValues {
  const ownHours = new Map(profile.weekly_hours.map((day) => [day.weekday, day]));
  return {
    name: profile.name,
    address: profile.address,
    latitude: String(profile.latitude),
    longitude: String(profile.longitude),
    email: profile.email,
    country_code: profile.country_code,
    phone: profile.phone,
    current_password: '',
    fr_description: profile.fr_description,
    description: profile.description,
    owner_details: profile.owner_details,
    cuisines: ids(profile.cuisines),
    food_choices: ids(profile.food_choices),
    type_of_service: ids(profile.type_of_service),
    payment_type: ids(profile.payment_type),
    price_range: profile.price_range ? String(profile.price_range) : '',
    capacity: profile.capacity === null ? '' : String(profile.capacity),
    parking: profile.parking === 1,
    preprationTime: profile.prepration_time === null ? '' : String(profile.prepration_time),
    slots: slotsOf(profile.open_time, profile.close_time),
    weekly_hours: WEEKDAYS.map((weekday) => {
      const day = ownHours.get(weekday);
      if (!day) return { weekday, mode: 'usual', slots: [emptySlot()] };
      const closed = day.open_time.trim() === '' && day.close_time.trim() === '';
      return closed
        ? { weekday, mode: 'closed', slots: [emptySlot()] }
        : { weekday, mode: 'own', slots: slotsOf(day.open_time, day.close_time) };
    }),
    closures: profile.closures.map((closure) => ({
      key: randomId(),
      start_date: closure.start_date,
      end_date: closure.end_date,
      reason: closure.reason,
    })),
    logo_image: null,
    restro_gallery_image: [],
    deleteimage: [],
    web_restro: profile.web_restro,
    web_instagram: profile.web_instagram,
    web_facebook: profile.web_facebook,
    legal_name: profile.legal_name,
    siret: profile.siret,
    vat_number: profile.vat_number,
    allergen_notice: profile.allergen_notice,
  };
}

/** Whether the phone typed is another number than the saved one (it then needs the password). */
export function phoneChanged(values: AccountFormValues, profile: TRestaurantProfile): boolean {
  return normalizeNationalNumber(values.phone) !== profile.phone || values.country_code !== profile.country_code;
}

/** Rows with something typed; a half-filled row stays, so that the check reports it. */
const typedSlots = (slots: TimeSlotValue[]) => slots.filter((slot) => slot.open.trim() || slot.close.trim());
const joinTimes = (slots: TimeSlotValue[], side: 'open' | 'close') => slots.map((slot) => slot[side].trim()).join(',');

/**
 * The form as the server reads it (and as the contract's checkProfileForm checks it): text as
 * typed, lists comma-separated, the days whose hours differ and the closures as JSON lists. The
 * password goes only with a new phone (`phoneIsNew`), as typed.
 */
export function profileFields(values: AccountFormValues, lang: Locale, phoneIsNew: boolean, otp = ''): ProfileFields {
  const slots = typedSlots(values.slots);
  const weeklyHours = values.weekly_hours
    .filter((day) => day.mode !== 'usual')
    .map((day) => {
      const own = day.mode === 'own' ? typedSlots(day.slots) : [];
      return { weekday: day.weekday, open_time: joinTimes(own, 'open'), close_time: joinTimes(own, 'close') };
    });
  const closures = values.closures
    .filter((closure) => closure.start_date || closure.end_date || closure.reason.trim())
    .map((closure) => ({
      start_date: closure.start_date,
      end_date: closure.end_date,
      reason: closure.reason.trim(),
    }));
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    latitude: values.latitude,
    longitude: values.longitude,
    email: values.email.trim(),
    phone: values.phone.trim(),
    country_code: values.country_code,
    otp,
    current_password: phoneIsNew ? values.current_password : '',
    cuisines: values.cuisines.join(','),
    type_of_service: values.type_of_service.join(','),
    food_choices: values.food_choices.join(','),
    payment_type: values.payment_type.join(','),
    preprationTime: values.preprationTime.trim(),
    price_range: values.price_range,
    open_time: joinTimes(slots, 'open'),
    close_time: joinTimes(slots, 'close'),
    capacity: values.capacity.trim(),
    parking: values.parking ? '1' : '0',
    web_restro: values.web_restro.trim(),
    web_instagram: values.web_instagram.trim(),
    web_facebook: values.web_facebook.trim(),
    description: values.description.trim(),
    fr_description: values.fr_description.trim(),
    owner_details: values.owner_details.trim(),
    deleteimage: values.deleteimage.join(','),
    legal_name: values.legal_name.trim(),
    siret: values.siret.trim(),
    vat_number: values.vat_number.trim(),
    allergen_notice: values.allergen_notice.trim(),
    weekly_hours: JSON.stringify(weeklyHours),
    closures: JSON.stringify(closures),
    lang,
  };
}

/**
 * What the wire fields cannot tell the contract: a day set to its own hours with no slot typed
 * would read as closed, and a closure with only its last day would be dropped.
 */
export function extraProblems(values: AccountFormValues): Partial<Record<keyof AccountFormValues, string>> {
  const problems: Partial<Record<keyof AccountFormValues, string>> = {};
  if (values.weekly_hours.some((day) => day.mode === 'own' && typedSlots(day.slots).length === 0)) {
    problems.weekly_hours = 'WEEKLY_HOURS_INVALID';
  }
  if (values.closures.some((closure) => closure.end_date && !closure.start_date)) {
    problems.closures = 'CLOSURE_INVALID';
  }
  return problems;
}

/** Where a problem the server reports on one of its fields shows in this form. */
export function formFieldOf(serverField: string): string {
  switch (serverField) {
    case 'latitude':
    case 'longitude':
      return 'address';
    case 'open_time':
    case 'close_time':
      return 'slots';
    case 'deleteimage':
      return 'restro_gallery_image';
    default:
      return serverField;
  }
}

/**
 * The input that takes the focus for a field in error: the first row of a list, the first
 * choice of a group, the first day with its own hours.
 */
export function focusPathOf(field: string, values: AccountFormValues): string {
  switch (field) {
    case 'slots':
      return 'slots.0.open';
    case 'closures':
      return 'closures.0.start_date';
    case 'weekly_hours': {
      const index = values.weekly_hours.findIndex((day) => day.mode === 'own');
      return `weekly_hours.${Math.max(index, 0)}.${index >= 0 ? 'slots.0.open' : 'mode'}`;
    }
    case 'type_of_service':
    case 'payment_type':
    case 'price_range':
      return `${field}.0`;
    default:
      return field;
  }
}
