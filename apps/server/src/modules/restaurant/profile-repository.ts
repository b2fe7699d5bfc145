import type { Kysely } from 'kysely';
import type { Locale, TClosure, TReferenceOption, TSaveProfileInput, Weekday } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import type { Partner } from '../auth/index.js';
import { PROFILE_ACCOUNT_COLUMNS } from './read-model.js';
import type { RestaurantProfileRow } from './tables.js';
import type { OpeningHours } from './opening-hours.js';
import { splitSlots } from './opening-hours.js';

/** The lists a restaurant chooses from, each with its link table. */
const choiceLinks = {
  cuisines: { table: 'restaurant_cuisines', column: 'cuisine_id', target: 'cuisines' },
  type_of_service: { table: 'restaurant_service_types', column: 'service_type_id', target: 'service_types' },
  food_choices: { table: 'restaurant_food_choices', column: 'food_choice_id', target: 'food_choices' },
  payment_type: { table: 'restaurant_payment_methods', column: 'payment_method_id', target: 'payment_methods' },
} as const;
export type ChoiceList = keyof typeof choiceLinks;
export const CHOICE_LISTS = Object.keys(choiceLinks) as ChoiceList[];

export type AccountPart = Pick<
  Partner,
  | 'id'
  | 'name'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'email'
  | 'phone'
  | 'country_code'
  | 'logo_image'
  | 'status'
  | 'admin_aproval'
  | 'suspended'
  | 'is_verified'
>;

export interface GalleryRow {
  id: number;
  file_name: string;
  thumb_name: string;
}

/** Everything the profile screen and the public page show, as stored. */
export interface StoredProfile {
  account: AccountPart;
  /** Undefined until the profile is first saved. */
  profile: RestaurantProfileRow | undefined;
  gallery: GalleryRow[];
  hours: OpeningHours;
  closures: Array<TClosure & { id: number }>;
  choices: Record<ChoiceList, TReferenceOption[]>;
}

/** The part of a restaurant that decides whether it takes orders (a StoredProfile has it too). */
export interface StoredPresence {
  account: Pick<AccountPart, 'status' | 'admin_aproval' | 'suspended' | 'is_verified'>;
  profile: Pick<RestaurantProfileRow, 'paused_until' | 'paused_by_member'> | undefined;
  hours: OpeningHours;
}

/** What a save writes besides the form: the new gallery files, the gallery rows to drop. */
export interface ProfileFiles {
  galleryAdded: Array<{ file_name: string; thumb_name: string }>;
  galleryDeleted: number[];
}

/** The partner's restaurant: profile, gallery, hours, closures, chosen lists, presence. */
export class ProfileRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async read(restaurantId: number, lang: Locale, db: Kysely<Database> = this.db): Promise<StoredProfile | undefined> {
    const account = await db
      .selectFrom('partners')
      .select(PROFILE_ACCOUNT_COLUMNS)
      .where('id', '=', restaurantId)
      .executeTakeFirst();
    if (!account) return undefined;
    const [profile, gallery, timetable, ...lists] = await Promise.all([
      db.selectFrom('restaurant_profiles').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst(),
      db
        .selectFrom('restaurant_gallery')
        .select(['id', 'file_name', 'thumb_name'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('id')
        .execute(),
      this.timetable(restaurantId, db),
      ...CHOICE_LISTS.map((list) => this.chosen(list, restaurantId, lang, db)),
    ]);
    return {
      account,
      profile,
      gallery,
      hours: timetable.hoursWith(profile),
      closures: timetable.closures,
      choices: Object.fromEntries(CHOICE_LISTS.map((list, i) => [list, lists[i]!])) as StoredProfile['choices'],
    };
  }

  /**
   * What decides whether the restaurant takes orders now, and nothing else: the account's state,
   * the pause and the hours. Read for every order placed, so it skips the gallery and the lists.
   */
  async presence(restaurantId: number, db: Kysely<Database> = this.db): Promise<StoredPresence | undefined> {
    const [row, timetable] = await Promise.all([
      db
        .selectFrom('partners')
        .leftJoin('restaurant_profiles', 'restaurant_profiles.restaurant_id', 'partners.id')
        .select([
          'partners.status',
          'partners.admin_aproval',
          'partners.suspended',
          'partners.is_verified',
          'restaurant_profiles.paused_until',
          'restaurant_profiles.paused_by_member',
          'restaurant_profiles.open_time',
          'restaurant_profiles.close_time',
        ])
        .where('partners.id', '=', restaurantId)
        .executeTakeFirst(),
      this.timetable(restaurantId, db),
    ]);
    if (!row) return undefined;
    const { paused_until, paused_by_member, open_time, close_time, ...account } = row;
    return {
      account,
      profile: { paused_until, paused_by_member },
      hours: timetable.hoursWith({ open_time: open_time ?? '', close_time: close_time ?? '' }),
    };
  }

  /** The weekdays with their own hours and the closures; with the usual slots, the opening hours. */
  private async timetable(restaurantId: number, db: Kysely<Database>) {
    const [weekdays, closures] = await Promise.all([
      db
        .selectFrom('restaurant_weekday_hours')
        .select(['weekday', 'open_time', 'close_time'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('weekday')
        .execute(),
      db
        .selectFrom('restaurant_closures')
        .select(['id', 'start_date', 'end_date', 'reason'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('start_date')
        .orderBy('id')
        .execute(),
    ]);
    return {
      closures,
      hoursWith: (usual: { open_time: string; close_time: string } | undefined): OpeningHours => ({
        usual: { open: splitSlots(usual?.open_time ?? ''), close: splitSlots(usual?.close_time ?? '') },
        weekdays: new Map(
          weekdays.map((day) => [
            day.weekday as Weekday,
            { open: splitSlots(day.open_time), close: splitSlots(day.close_time) },
          ]),
        ),
        closures,
      }),
    };
  }

  /** The entries of one list a restaurant chose, in its order, labelled in `lang`. */
  private async chosen(
    list: ChoiceList,
    restaurantId: number,
    lang: Locale,
    db: Kysely<Database>,
  ): Promise<TReferenceOption[]> {
    const { table, column, target } = choiceLinks[list];
    const rows = await db
      .selectFrom(`${table} as link` as 'restaurant_cuisines as link')
      .innerJoin(`${target} as ref` as 'cuisines as ref', 'ref.id', `link.${column}` as 'link.cuisine_id')
      .select(['ref.id', 'ref.fr_label', 'ref.en_label'])
      .where('link.restaurant_id', '=', restaurantId)
      .orderBy('link.position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      label: lang === 'en' ? row.en_label || row.fr_label : row.fr_label || row.en_label,
    }));
  }

  /** Which of `ids` are not entries of the list. */
  async unknownChoices(list: ChoiceList, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const { target } = choiceLinks[list];
    const rows = await this.db
      .selectFrom(target as 'cuisines')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  async galleryCount(restaurantId: number, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('restaurant_gallery')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The restaurant's own gallery rows among `ids`; another restaurant's are never returned. */
  async ownGallery(restaurantId: number, ids: number[], db: Kysely<Database> = this.db): Promise<GalleryRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('restaurant_gallery')
      .select(['id', 'file_name', 'thumb_name'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids)
      .execute();
  }

  /**
   * Writes a valid form: the profile row, the chosen lists, hours and closures when sent, the
   * gallery changes. Inside the caller's transaction (auth writes the account's fields in it).
   */
  async save(
    restaurantId: number,
    input: TSaveProfileInput,
    files: ProfileFiles,
    trx: Kysely<Database>,
  ): Promise<void> {
    const now = this.clock();
    const fields = {
      web_restro: input.web_restro,
      web_instagram: input.web_instagram,
      web_facebook: input.web_facebook,
      preparation_time: input.preparation_time,
      capacity: input.capacity,
      price_range: input.price_range,
      parking: input.parking,
      description: input.description,
      fr_description: input.fr_description,
      owner_details: input.owner_details,
      open_time: input.open_time.join(','),
      close_time: input.close_time.join(','),
      ...(input.legal_name !== undefined ? { legal_name: input.legal_name } : {}),
      ...(input.siret !== undefined ? { siret: input.siret } : {}),
      ...(input.vat_number !== undefined ? { vat_number: input.vat_number } : {}),
      ...(input.allergen_notice !== undefined ? { allergen_notice: input.allergen_notice } : {}),
      updated_at: now,
    };
    const updated = await trx
      .updateTable('restaurant_profiles')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('restaurant_profiles')
        .values({ restaurant_id: restaurantId, paused_until: null, ...fields })
        .execute();
    }

    for (const list of CHOICE_LISTS) {
      const { table, column } = choiceLinks[list];
      await trx
        .deleteFrom(table as 'restaurant_cuisines')
        .where('restaurant_id', '=', restaurantId)
        .execute();
      const ids = input[list];
      if (ids.length > 0) {
        await trx
          .insertInto(table as 'restaurant_cuisines')
          .values(ids.map((id, position) => ({ restaurant_id: restaurantId, [column]: id, position }) as never))
          .execute();
      }
    }

    if (input.weekly_hours !== undefined) {
      await trx.deleteFrom('restaurant_weekday_hours').where('restaurant_id', '=', restaurantId).execute();
      if (input.weekly_hours.length > 0) {
        await trx
          .insertInto('restaurant_weekday_hours')
          .values(
            input.weekly_hours.map((day) => ({
              restaurant_id: restaurantId,
              weekday: day.weekday,
              open_time: day.open.join(','),
              close_time: day.close.join(','),
            })),
          )
          .execute();
      }
    }
    if (input.closures !== undefined) {
      await trx.deleteFrom('restaurant_closures').where('restaurant_id', '=', restaurantId).execute();
      if (input.closures.length > 0) {
        await trx
          .insertInto('restaurant_closures')
          .values(input.closures.map((closure) => ({ restaurant_id: restaurantId, ...closure })))
          .execute();
      }
    }

    if (files.galleryDeleted.length > 0) {
      await trx
        .deleteFrom('restaurant_gallery')
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', files.galleryDeleted)
        .execute();
    }
    if (files.galleryAdded.length > 0) {
      await trx
        .insertInto('restaurant_gallery')
        .values(files.galleryAdded.map((image) => ({ restaurant_id: restaurantId, ...image, created_at: now })))
        .execute();
    }
  }

  /**
   * When a pause ends (null: no pause) and the member who started it (null: the owner), inside the
   * transaction that sets the account online or offline.
   */
  async setPause(
    restaurantId: number,
    pausedUntil: number | null,
    pausedBy: number | null,
    trx: Kysely<Database>,
  ): Promise<void> {
    const updated = await trx
      .updateTable('restaurant_profiles')
      .set((eb) => ({ paused_until: pausedUntil, paused_by_member: pausedBy, version: eb('version', '+', 1) }))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0 && pausedUntil !== null) {
      await trx
        .insertInto('restaurant_profiles')
        .values({
          restaurant_id: restaurantId,
          preparation_time: null,
          capacity: null,
          price_range: null,
          paused_until: pausedUntil,
          paused_by_member: pausedBy,
          updated_at: this.clock(),
        })
        .execute();
    }
  }

  /**
   * What the public page's cache is tied to: the profile's version (any change of the profile or
   * presence), the account's last change, and the account's state itself (approval, suspension,
   * verification, online), so that two changes within one millisecond still show. Undefined for
   * an unknown restaurant.
   */
  async version(restaurantId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('partners')
      .leftJoin('restaurant_profiles', 'restaurant_profiles.restaurant_id', 'partners.id')
      .select([
        'partners.updated_at',
        'partners.admin_aproval',
        'partners.suspended',
        'partners.is_verified',
        'partners.status',
        'restaurant_profiles.version',
      ])
      .where('partners.id', '=', restaurantId)
      .executeTakeFirst();
    if (!row) return undefined;
    const state = [row.admin_aproval, row.suspended, row.is_verified, row.status].join('');
    return `${row.version ?? 0}.${row.updated_at}.${state}`;
  }
}
