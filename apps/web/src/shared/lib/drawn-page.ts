/*
 * Whether the render in progress is drawing a page on the server, or taking over such a page in
 * the browser (hydration must render exactly what the server drew). A screen that draws only its
 * first part in that case (the dish list draws its first cards) renders the rest right after.
 */
let takingOver = false;

/**
 * The instant the page is drawn at (the server's clock): while drawing or taking over, what
 * depends on the time is drawn from it, never from the machine's clock, so both renders agree.
 */
let drawnAt: number | null = null;

export function isDrawingPage(): boolean {
  return typeof window === 'undefined' || takingOver;
}

/** The instant the page in hand is drawn at, while it is drawn or taken over; null otherwise. */
export function drawnPageTime(): number | null {
  return isDrawingPage() ? drawnAt : null;
}

/** The server's render of a drawn screen (`app/prerender.tsx`), with the instant it draws at. */
export function drawPageAt(at: number | null): void {
  drawnAt = at;
}

/** `main.tsx`, just before it takes a drawn page over: the instant it was drawn at. */
export function startTakingOverDrawnPage(at: number): void {
  takingOver = true;
  drawnAt = at;
}

/** Once the drawn page is the app's: the next renders are the app's own. */
export function drawnPageTakenOver(): void {
  takingOver = false;
  drawnAt = null;
}
