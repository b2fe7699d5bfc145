import type { MessagePair } from '../message-pair.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../menu/limits.js';

const imageMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);
const imageMegapixels = MAX_IMAGE_PIXELS / 1_000_000;

/**
 * A photo the server cannot take, whatever it is for (a dish, the restaurant's logo or gallery).
 * Part of the menu's table (menu.ts); apart here so a screen that checks photos (the profile)
 * does not download the rest of the menu's texts.
 */
export const imageErrors = {
  IMAGE_INVALID: {
    en: 'This file is not an image we can read. Send a JPEG, PNG or WebP photo.',
    fr: 'Ce fichier n’est pas une image lisible. Envoyez une photo JPEG, PNG ou WebP.',
  },
  IMAGE_TOO_LARGE: {
    en: `This photo is too large: at most ${imageMegabytes} MB and ${imageMegapixels} megapixels`,
    fr: `Cette photo est trop volumineuse : ${imageMegabytes} Mo et ${imageMegapixels} mégapixels au maximum`,
  },
} satisfies Record<string, MessagePair>;
