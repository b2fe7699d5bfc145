/**
 * After a redeploy, a page opened before it asks for code files whose hashed names no longer
 * exist. Reloading fetches the new index.html and its files; it is done once, so a chunk that
 * is really broken shows the error screen instead of reloading forever.
 */
const RELOADED_AT_KEY = 'missingChunkReloadedAt';
const ONCE_WINDOW_MS = 30_000;

const missingChunkMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's style sheet
];

export function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && missingChunkMessages.some((text) => error.message.includes(text));
}

/** Reloads the page unless it was reloaded for this reason moments ago; says whether it did. */
export function reloadOnceForMissingChunk(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < ONCE_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
