import { z } from 'zod';
import type { Locale } from './locale.js';

/*
 * The page protocol of the drawn dish list ("Server-drawn partner page"), shared
 * by the web app's server-side bundle, which draws the screen, its build, which writes the page
 * templates, and the portal's server, which checks the session, reads the answers and fills the
 * templates in. Drawn means rendered by the server; the app then takes the markup over (hydrates it).
 */

/** Bumped when anything below changes shape: the server draws only with a bundle of the same protocol. */
export const DRAWN_PAGE_PROTOCOL = 1;

/**
 * The cookie with the draw token: set by the server at sign-in (HttpOnly, SameSite=Strict, Secure
 * over https), never written or read by scripts. Its token opens no call; it only draws pages.
 */
export const DRAW_COOKIE = 'partner_session';

/** Marks of a drawn page's template (written by the web build, filled in by the server). */
export const DRAWN_PAGE_MARKS = {
  /** The restaurant the page is drawn for (`data-drawn-for` of the root element). */
  drawnFor: '%DRAWN_FOR%',
  /** Where the screen's markup goes, inside the root element. */
  screen: '<!--drawn-screen-->',
  /** Where the drawn state goes, as an inert JSON script element. */
  state: '<!--drawn-state-->',
} as const;

/** The id of the JSON script element that carries the drawn state. */
export const DRAWN_STATE_ELEMENT_ID = 'drawn-state';

/** The call answers a drawn screen may need, named after the calls that give them. */
export type DrawnReplyName = 'restaurantDetails' | 'itemList';

/**
 * The screens the server draws, and the answers each one needs (those its first render would
 * otherwise wait for). Only the dish list, where a partner lands: do not add screens.
 */
export const DRAWN_SCREENS = {
  '/item_list': ['restaurantDetails', 'itemList'],
} as const satisfies Record<string, readonly DrawnReplyName[]>;

export type DrawnScreen = keyof typeof DRAWN_SCREENS;

export function isDrawnScreen(pathname: string): pathname is DrawnScreen {
  return Object.hasOwn(DRAWN_SCREENS, pathname);
}

/** The answers as the API sends them; the renderer reads them with the calls' own schemas. */
export type DrawnReplies = { restaurantDetails: unknown } & Partial<
  Record<Exclude<DrawnReplyName, 'restaurantDetails'>, unknown>
>;

/** What the server asks the renderer to draw. */
export interface DrawRequest {
  pathname: DrawnScreen;
  locale: Locale;
  /**
   * The instant the page is drawn at (the server's clock, epoch ms). What depends on the time
   * ("En pause jusqu'à 19:30") is drawn from it, and the app takes the page over with the same
   * instant, so hydration never differs from the server's drawing.
   */
  drawnAt: number;
  replies: DrawnReplies;
}

/** What the app needs to take a drawn screen over, sent in the page as inert JSON. */
export const ZDrawnStateSchema = z.object({
  /** The restaurant the screen was drawn for. */
  restaurantId: z.number().int().positive(),
  drawnAt: z.number().int().nonnegative(),
  /** The stored `userdata` the screen was drawn with (the profile, as `restaurantDetails` answers it). */
  userdata: z.string(),
  /** The query cache the screen was drawn with (TanStack Query's dehydrated state). */
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
});
export type TDrawnState = z.output<typeof ZDrawnStateSchema>;

export interface DrawnScreenMarkup {
  html: string;
  state: TDrawnState;
}

/** What the web app's server-side bundle (`dist-server/prerender.js`) offers the server. */
export interface DrawnPageRenderer {
  DRAWN_PAGE_PROTOCOL: number;
  /** Null when the screen is not drawn or an answer is not what the contract says. */
  renderDrawnScreen(request: DrawRequest): Promise<DrawnScreenMarkup | null>;
}
