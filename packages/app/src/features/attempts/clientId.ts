/** Where this tab keeps its id: sessionStorage lives as long as the tab and survives its reloads. */
export const clientIdStorageKey = 'pariksha.attemptClientId';

/**
 * The tab's id for saveResponses (`client_id`): each tab numbers its batches on its own, so two
 * tabs on one attempt never collide, and a reload continues the same numbering. A duplicated tab
 * starts with a copy of the id; the server then refuses one tab's batch (`seq_conflict`) and that
 * tab takes a new id with `replaceTabClientId`.
 */
export function tabClientId(storage: Storage | undefined = safeSessionStorage()): string {
  return storage?.getItem(clientIdStorageKey) || replaceTabClientId(storage);
}

/** A new id for this tab, kept for its reloads. */
export function replaceTabClientId(storage: Storage | undefined = safeSessionStorage()): string {
  const id = crypto.randomUUID();
  try {
    storage?.setItem(clientIdStorageKey, id);
  } catch {
    /* storage full or disabled: the id lives for this page */
  }
  return id;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
