import {
  IMAGE_BASE_PATH,
  MAX_GALLERY_IMAGES,
  type Locale,
  type TChangeStatusResponse,
  type TEditMyDetailsResponse,
  type TRestaurantDetailsResponse,
  type TRestaurantProfile,
  type TSaveProfileInput,
  internationalPhone,
  nationalPhone,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import { decodePublicId, encodePublicId } from '../../core/public-id.js';
import { publicPageUrl } from '../../core/public-url.js';
import { Approval, forbiddenForRole } from '../auth/index.js';
import type { Database } from '../../schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isInFrance } from '../../infra/geo/index.js';
import type { ImageStore, PreparedImage, StoredImage } from '../../infra/images/image-store.js';
import type { AuthService } from '../auth/index.js';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import { isOpenAt, tomorrowsOpening } from './opening-hours.js';
import { CHOICE_LISTS, type ProfileRepository, type StoredPresence, type StoredProfile } from './profile-repository.js';

/** A pause asked for with the online switch: a number of minutes, or until tomorrow's opening. */
export type PauseRequest = { minutes: number } | { until: 'tomorrow' } | null;

/** Who changes the presence: their team member id (null: the owner), and whether they may switch online or offline. */
export interface PresenceActor {
  memberId: number | null;
  mayGoOnlineOrOffline: boolean;
}

/** Runs before a contact-change code may go out: the source address's budget of code requests. */
export type BeforeCodeSend = () => Promise<void>;

/** The images of a profile save, as received. */
export interface ProfileUploads {
  logo: Buffer | undefined;
  gallery: Buffer[];
}

/** Without hours, "until tomorrow's opening" means until tomorrow at this time (Paris). */
const TOMORROW_FALLBACK_TIME = '10:00';

/** The large file beside a stored logo thumbnail (both were written together). */
const logoFiles = (thumbName: string): StoredImage => ({
  file_name: thumbName.replace(/-thumb\.webp$/, '.webp'),
  thumb_name: thumbName,
});

/** What the restaurant asks of the partner's account, which auth owns. */
export type RestaurantAuth = Pick<
  AuthService,
  'confirmContactChange' | 'lockAccount' | 'saveAccountDetails' | 'setOnline'
>;

/**
 * The partner's restaurant: its profile (account fields, profile row, lists, hours, closures,
 * logo and gallery), its presence (online, offline, a timed pause) and whether it takes orders.
 */
export class RestaurantService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      profiles: ProfileRepository;
      images: ImageStore;
      auth: RestaurantAuth;
      clock: Clock;
    },
  ) {}

  /** The profile as the partner's screens read it; `baseUrl` makes the public page's address. */
  async profile(restaurantId: number, lang: Locale, baseUrl: string): Promise<TRestaurantProfile> {
    const stored = await this.deps.profiles.read(restaurantId, lang);
    if (!stored) throw new AppError('NOT_FOUND');
    return this.reply(stored, baseUrl);
  }

  async details(restaurantId: number, lang: Locale, baseUrl: string): Promise<TRestaurantDetailsResponse> {
    return { ...ok('LOADED'), data: await this.profile(restaurantId, lang, baseUrl) };
  }

  /**
   * Saves a valid form. Checks the server alone can make come first (France, lists, gallery
   * room, contacts); photos are decoded before the transaction and removed if it fails; files
   * replaced or deleted go only once the transaction is committed. A new e-mail or phone needs
   * the code sent to it: the first call sends it and changes nothing (and spends one of the
   * address's code requests, whatever the answer); a new phone also needs the current password.
   */
  async edit(
    restaurantId: number,
    input: TSaveProfileInput,
    uploads: ProfileUploads,
    baseUrl: string,
    beforeCodeSend: BeforeCodeSend = async () => {},
  ): Promise<TEditMyDetailsResponse> {
    const lang = input.lang ?? 'fr';
    if (!isInFrance(input.latitude, input.longitude)) {
      throw new AppError('ADDRESS_OUTSIDE_FRANCE', { field: 'address' });
    }
    for (const list of CHOICE_LISTS) {
      if ((await this.deps.profiles.unknownChoices(list, input[list])).length > 0) {
        throw new AppError('REFERENCE_INVALID', { field: list });
      }
    }
    const current = await this.deps.profiles.read(restaurantId, lang);
    if (!current) throw new AppError('NOT_FOUND');
    // A TVA number sent alone is checked against the SIRET kept from an earlier save.
    const siret = input.siret ?? current.profile?.siret ?? '';
    if (input.vat_number && siret && input.vat_number.slice(4) !== siret.slice(0, 9)) {
      throw new AppError('VAT_NUMBER_MISMATCH', { field: 'vat_number' });
    }
    const deleted = await this.deps.profiles.ownGallery(restaurantId, input.delete_image_ids);
    if (deleted.length !== input.delete_image_ids.length) throw new AppError('NOT_FOUND', { field: 'deleteimage' });
    if (current.gallery.length - deleted.length + uploads.gallery.length > MAX_GALLERY_IMAGES) {
      throw new AppError('TOO_MANY_GALLERY_IMAGES', { field: 'restro_gallery_image' });
    }

    const phone = internationalPhone(input.country_code, input.phone);
    const newEmail = input.email !== current.account.email ? input.email : null;
    const newPhone = phone !== current.account.phone ? phone : null;
    if (newEmail || newPhone) {
      // Counted before the contact checks: refused attempts (password, taken contact) spend it too.
      if (input.otp === null) await beforeCodeSend();
      const change = await this.deps.auth.confirmContactChange(
        restaurantId,
        { email: newEmail, phone: newPhone },
        input.otp,
        lang,
        input.current_password ?? undefined,
      );
      if (!change.confirmed) return change.reply;
    }

    const logo = uploads.logo ? await this.prepare([uploads.logo], 'logo_image') : [];
    const gallery = await this.prepare(uploads.gallery, 'restro_gallery_image');
    const [storedLogo] = await this.deps.images.write(logo);
    let storedGallery: StoredImage[];
    try {
      storedGallery = await this.deps.images.write(gallery);
    } catch (error) {
      if (storedLogo) await this.deps.images.remove([storedLogo]);
      throw error;
    }
    const written = storedLogo ? [storedLogo, ...storedGallery] : storedGallery;
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await this.deps.auth.lockAccount(restaurantId, trx);
        // Counted again under the lock: two saves at once cannot both add the last free places.
        const count = await this.deps.profiles.galleryCount(restaurantId, trx);
        if (count - deleted.length + storedGallery.length > MAX_GALLERY_IMAGES) {
          throw new AppError('TOO_MANY_GALLERY_IMAGES', { field: 'restro_gallery_image' });
        }
        await this.deps.auth.saveAccountDetails(
          restaurantId,
          {
            name: input.name,
            address: input.address,
            latitude: input.latitude,
            longitude: input.longitude,
            email: input.email,
            phone,
            country_code: input.country_code,
            ...(storedLogo ? { logo_image: storedLogo.thumb_name } : {}),
          },
          trx,
        );
        await this.deps.profiles.save(
          restaurantId,
          input,
          {
            galleryAdded: storedGallery.map((image) => ({ file_name: image.file_name, thumb_name: image.thumb_name })),
            galleryDeleted: deleted.map((image) => image.id),
          },
          trx,
        );
      });
    } catch (error) {
      await this.deps.images.remove(written);
      if (isUniqueViolation(error)) {
        throw new AppError(newEmail ? 'EMAIL_EXISTS' : 'PHONE_EXISTS', { field: newEmail ? 'email' : 'phone' });
      }
      throw error;
    }
    const replaced = storedLogo && current.account.logo_image ? [logoFiles(current.account.logo_image)] : [];
    await this.deps.images.remove([...deleted, ...replaced]);
    return { ...ok('PROFILE_SAVED'), data: await this.profile(restaurantId, lang, baseUrl) };
  }

  /**
   * Online, offline, or online after a pause. A pause is only a time: it ends by itself, with
   * no timer and nobody signed in. Going offline or online again ends a pause. Who may not switch
   * the restaurant online or offline may still pause it, and end early a pause they started
   * (another's pause stays: the one who started it knows why).
   */
  async changeStatus(
    restaurantId: number,
    status: 0 | 1,
    pause: PauseRequest,
    by: PresenceActor,
  ): Promise<TChangeStatusResponse> {
    const now = this.deps.clock();
    let pausedUntil: number | null = null;
    if (status === 1 && pause) {
      if ('minutes' in pause) pausedUntil = now + pause.minutes * 60_000;
      else {
        const presence = await this.deps.profiles.presence(restaurantId);
        if (!presence) throw new AppError('NOT_FOUND');
        pausedUntil =
          tomorrowsOpening(presence.hours, now) ?? parisInstant(addDays(parisDate(now), 1), TOMORROW_FALLBACK_TIME);
      }
    }
    if (!by.mayGoOnlineOrOffline && (status !== 1 || (!pause && by.memberId === null))) throw forbiddenForRole();
    const found = await this.deps.db.transaction().execute(async (trx) => {
      if (!by.mayGoOnlineOrOffline && !pause) {
        // Read under the account's lock: a manager switching offline meanwhile is not undone.
        await this.deps.auth.lockAccount(restaurantId, trx);
        const presence = await this.deps.profiles.presence(restaurantId, trx);
        if (!presence) return false;
        const { account, profile } = presence;
        if (account.status !== 1 || profile?.paused_until == null || profile.paused_by_member !== by.memberId)
          throw forbiddenForRole();
      }
      if (!(await this.deps.auth.setOnline(restaurantId, status, trx))) return false;
      await this.deps.profiles.setPause(restaurantId, pausedUntil, pausedUntil === null ? null : by.memberId, trx);
      return true;
    });
    if (!found) throw new AppError('NOT_FOUND');
    const presence = await this.deps.profiles.presence(restaurantId);
    if (!presence) throw new AppError('NOT_FOUND');
    const success = pausedUntil !== null ? 'STATUS_PAUSED' : status === 1 ? 'STATUS_ONLINE' : 'STATUS_OFFLINE';
    return {
      ...ok(success),
      data: {
        status,
        paused_until: pausedUntil,
        paused_by_member: pausedUntil === null ? null : by.memberId,
        taking_orders: this.takesOrders(presence, now),
      },
    };
  }

  /**
   * The restaurant a public id names, if it takes orders now: approved, verified, not suspended,
   * online, not paused, and within its hours when it has given some. Anything else (unknown or
   * tampered id included) is RESTAURANT_UNAVAILABLE.
   */
  async takingOrders(publicId: string): Promise<number> {
    const restaurantId = decodePublicId(publicId);
    const presence = restaurantId === null ? undefined : await this.deps.profiles.presence(restaurantId);
    if (restaurantId === null || !presence || !this.takesOrders(presence, this.deps.clock())) {
      throw new AppError('RESTAURANT_UNAVAILABLE', { field: 'restaurant_id' });
    }
    return restaurantId;
  }

  /** Whether customers may see the restaurant at all: an approved, verified, unsuspended account. */
  static isListed(stored: StoredPresence): boolean {
    const { account } = stored;
    return account.admin_aproval === Approval.approved && Boolean(account.is_verified) && !account.suspended;
  }

  /** The stored profile of a restaurant, for the module's public page. */
  stored(restaurantId: number, lang: Locale): Promise<StoredProfile | undefined> {
    return this.deps.profiles.read(restaurantId, lang);
  }

  /** Changes whenever anything the public page shows of the profile changes. */
  version(restaurantId: number): Promise<string | undefined> {
    return this.deps.profiles.version(restaurantId);
  }

  /** Whether a pause is running now. */
  pausedUntil(stored: StoredPresence, now: number): number | null {
    const until = stored.profile?.paused_until ?? null;
    return until !== null && until > now ? until : null;
  }

  private takesOrders(stored: StoredPresence, now: number): boolean {
    return (
      RestaurantService.isListed(stored) &&
      stored.account.status === 1 &&
      this.pausedUntil(stored, now) === null &&
      isOpenAt(stored.hours, now) !== false
    );
  }

  private reply(stored: StoredProfile, baseUrl: string): TRestaurantProfile {
    const { account, profile } = stored;
    const now = this.deps.clock();
    const publicId = encodePublicId(account.id);
    const national = nationalPhone(account.country_code, account.phone) ?? account.phone.replace(/^\+/, '');
    return {
      id: account.id,
      name: account.name,
      address: account.address,
      latitude: account.latitude,
      longitude: account.longitude,
      email: account.email,
      phone: national,
      country_code: account.country_code,
      logo_image: account.logo_image,
      status: account.status,
      paused_until: this.pausedUntil(stored, now),
      paused_by_member: this.pausedUntil(stored, now) === null ? null : (profile?.paused_by_member ?? null),
      taking_orders: this.takesOrders(stored, now),
      open_now: isOpenAt(stored.hours, now) === true,
      web_restro: profile?.web_restro ?? '',
      web_instagram: profile?.web_instagram ?? '',
      web_facebook: profile?.web_facebook ?? '',
      prepration_time: profile?.preparation_time ?? null,
      capacity: profile?.capacity ?? null,
      price_range: profile?.price_range ?? null,
      parking: profile?.parking ?? 0,
      description: profile?.description ?? '',
      fr_description: profile?.fr_description ?? '',
      owner_details: profile?.owner_details ?? '',
      cuisines: stored.choices.cuisines,
      type_of_service: stored.choices.type_of_service,
      food_choices: stored.choices.food_choices,
      payment_type: stored.choices.payment_type,
      open_time: profile?.open_time ?? '',
      close_time: profile?.close_time ?? '',
      weekly_hours: [...stored.hours.weekdays.entries()].map(([weekday, day]) => ({
        weekday,
        open_time: day.open.join(','),
        close_time: day.close.join(','),
      })),
      closures: stored.closures,
      restroGalleryImage: stored.gallery,
      legal_name: profile?.legal_name ?? '',
      siret: profile?.siret ?? '',
      vat_number: profile?.vat_number ?? '',
      allergen_notice: profile?.allergen_notice ?? '',
      imageUrl: IMAGE_BASE_PATH,
      public_id: publicId,
      public_url: publicPageUrl(baseUrl, publicId),
    };
  }

  /** Decodes photos before anything is written; a bad one is reported under its own field. */
  private async prepare(files: Buffer[], field: string): Promise<PreparedImage[]> {
    try {
      return await this.deps.images.prepare(files);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, { ...error.options, field });
      throw error;
    }
  }
}
