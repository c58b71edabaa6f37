let asked: Promise<boolean> | null = null;

/**
 * Asks the browser once per page to keep this site's storage under pressure (navigator.storage.persist): without it
 * a browser short of space may evict IndexedDB, unsent entries included. Chrome grants it to an installed or much
 * used site without a prompt, Firefox asks the user; a refusal changes nothing else.
 */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
      if (await navigator.storage.persisted()) return true;
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}
