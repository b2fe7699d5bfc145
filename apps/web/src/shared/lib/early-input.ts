/*
 * What a visitor does on a drawn public screen before the app has taken it over
 * (public/app-start.js): a form sent is kept from the browser and from the app (which would send
 * the values it knows, not what was typed) until the form has adopted what was typed, then sent
 * again; the last button pressed is pressed again once the app has started.
 */
declare global {
  interface Window {
    /** The forms of the drawn page that the app has not taken over yet. */
    portalDrawnForms?: Set<EventTarget>;
    /** A drawn form submitted before it was taken over. */
    portalEarlySubmit?: EventTarget | null;
    /** The last button pressed before the app started. */
    portalEarlyClick?: HTMLElement | null;
    /** From here on the app's own listeners receive clicks. */
    portalStarted?: boolean;
  }
}

/**
 * Called as the app starts: clicks reach it from now on. When it draws the page afresh instead of
 * taking it over, nothing of the drawn page is left to take over.
 */
export function markAppStarted({ drawnPageKept }: { drawnPageKept: boolean }): void {
  window.portalStarted = true;
  if (!drawnPageKept) {
    window.portalDrawnForms?.clear();
    window.portalEarlyClick = null;
  }
}

let replayWanted = false;

/**
 * Presses again the button pressed before the app started, once the app has taken over every
 * drawn form: a screen still being taken over must not change under it (a language switch would
 * no longer match the drawn text).
 */
export function replayEarlyClick(): void {
  replayWanted = true;
  replayIfTakenOver();
}

function replayIfTakenOver(): void {
  if (!replayWanted || (window.portalDrawnForms?.size ?? 0) > 0) return;
  replayWanted = false;
  const button = window.portalEarlyClick;
  window.portalEarlyClick = null;
  // Outside the effect that got here, as a click of its own.
  if (button?.isConnected) setTimeout(() => button.click());
}

/**
 * The app has taken `form` over, once it holds what was typed: its submissions reach the app from
 * now on, and one sent before is sent again (outside the effect that got here, once the values
 * the form adopted have rendered; a form gone by then sends nothing).
 */
export function takeOverDrawnForm(form: HTMLFormElement | null): void {
  if (!form) return;
  window.portalDrawnForms?.delete(form);
  replayIfTakenOver();
  if (window.portalEarlySubmit !== form) return;
  window.portalEarlySubmit = null;
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  });
}
