/** Reads a storage key; storage that is disabled or full (private browsing) reads as empty. */
export function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a storage key; a refused write is ignored, since every stored value is only a preference. */
export function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only for this page.
  }
}
