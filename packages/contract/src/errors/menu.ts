import type { MessagePair } from '../message-pair.js';
import { imageErrors } from './images.js';
import menuErrorTexts from '../messages/errors/menu.json' with { type: 'json' };

/**
 * Items, photos, add-ons and dish types. The example prices of PRICE_INVALID and
 * OPTION_PRICE_INVALID are accepted by parsePrice; a test holds them to it.
 */
export const menuErrors = { ...(menuErrorTexts satisfies Record<string, MessagePair>), ...imageErrors };
