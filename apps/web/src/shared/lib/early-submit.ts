/*
 * A drawn public screen can be submitted before the app has taken its form over:
 * public/app-start.js keeps such a form from the browser and from the app (which would send the
 * values it knows, not what was typed) until the form has adopted what was typed; the form then
 * sends it again.
 */
declare global {
  interface Window {
    /** The forms of the drawn page (app-start.js) that the app has not taken over yet. */
    portalDrawnForms?: Set<EventTarget>;
    /** Set by app-start.js: a drawn form submitted before it was taken over. */
    portalEarlySubmit?: EventTarget | null;
  }
}

/**
 * The app has taken `form` over: its submissions reach the app from now on. True when it was
 * submitted before, so that the form sends it again.
 */
export function takeOverDrawnForm(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  window.portalDrawnForms?.delete(form);
  if (window.portalEarlySubmit !== form) return false;
  window.portalEarlySubmit = null;
  return true;
}
