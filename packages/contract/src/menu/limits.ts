/* Limits of the menu: the forms, the server and the error texts all read them from here. */

export const ITEM_NAME_MAX_LENGTH = 150;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;
export const PREPARATION_TIME_MIN_MINUTES = 1;
export const PREPARATION_TIME_MAX_MINUTES = 600;
export const MAX_SERVICE_SLOTS = 3;
/**
 * The latest hour a slot may close the next morning: a bar open 18:00–02:00 closes after
 * midnight; 14:00–12:00 is a mistake, not a 22-hour service.
 */
export const LATEST_NEXT_DAY_CLOSING_HOUR = 6;
export const MAX_IMAGES_PER_ITEM = 6;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Decoded size limit (width × height); a 40 MP photo is far beyond any phone's. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_LARGE_SIZE = 1600;
export const IMAGE_THUMB_SIZE = 400;
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
] as const;
export const ADDON_CHOOSE_UPTO_MIN = 1;
export const ADDON_CHOOSE_UPTO_MAX = 15;
export const ADDON_MAX_OPTIONS = 50;
export const ADDON_NAME_MAX_LENGTH = 120;
export const DISH_TYPE_NAME_MAX_LENGTH = 80;
export const MAX_REFERENCE_IDS = 50;
export const SEARCH_MAX_LENGTH = 100;
export const DISCOUNT_MAX_PERCENT = 100;
/** Sizes of one item ('Demi 25 cl', 'Pinte 50 cl'), each with its own price. */
export const MAX_SIZES_PER_ITEM = 6;
export const SIZE_NAME_MAX_LENGTH = 60;
/** `max_per_order`: how many of one item an order may hold; empty is no limit. */
export const MAX_PER_ORDER_MIN = 1;
export const MAX_PER_ORDER_MAX = 99;
