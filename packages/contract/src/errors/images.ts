import type { MessagePair } from '../message-pair.js';
import imagesErrorTexts from '../messages/errors/images.json' with { type: 'json' };

/**
 * A photo the server cannot take, whatever it is for (a dish, the restaurant's logo or gallery).
 * Part of the menu's table (menu.ts); apart here so a screen that checks photos (the profile)
 * does not download the rest of the menu's texts.
 */
export const imageErrors = imagesErrorTexts satisfies Record<string, MessagePair>;
