/*
 * Whether the render in progress is drawing a page on the server, or taking over such a page in
 * the browser (hydration must render exactly what the server drew). A screen that draws only its
 * first part in that case (the dish list draws its first cards) renders the rest right after.
 */
let takingOver = false;

export function isDrawingPage(): boolean {
  return typeof window === 'undefined' || takingOver;
}

/** `main.tsx`, just before it takes a drawn page over. */
export function startTakingOverDrawnPage(): void {
  takingOver = true;
}

/** Once the drawn page is the app's: the next renders are the app's own. */
export function drawnPageTakenOver(): void {
  takingOver = false;
}
