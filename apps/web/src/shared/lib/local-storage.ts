/*
 * Local storage that never throws: when it is full or disabled (private browsing, policies), a
 * value simply does not persist and a read finds nothing.
 */

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; `null` removes the key. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* the value simply does not persist */
  }
}

/** Removes every key for which `keep` is false. */
export function removeStoredExcept(keep: (key: string) => boolean): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && !keep(key)) storage.removeItem(key);
  } catch {
    /* nothing was stored */
  }
}
