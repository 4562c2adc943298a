/** Structurally jotai's SyncStorage, which its public entry points do not export by name. */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
}

/**
 * Plain-string local storage for jotai's atomWithStorage: the token is stored under the key
 * `token` as the bare value (not JSON), as the spec and other tools expect. Other tabs' changes
 * arrive through the storage event.
 */
export const plainLocalStorage: SyncStorage<string | null> = {
  getItem: (key, initialValue) => {
    try {
      return window.localStorage.getItem(key) ?? initialValue;
    } catch {
      return initialValue; // storage disabled (private mode on some phones)
    }
  },
  setItem: (key, value) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      /* storage disabled: the value lives for this page only */
    }
  },
  removeItem: (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage disabled */
    }
  },
  subscribe: (key, callback, initialValue) => {
    // The server's page renderer has no window and no other tabs.
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) callback(event.newValue ?? initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
