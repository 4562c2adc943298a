import type { EditorDraft } from './editorDraft';

// Unsaved work in this browser, one entry per question (and one for a new question), written as
// the editor types and removed when a save succeeds: a reload, a crash or a lost session never
// loses it. The storage can be full or disabled: then the editor works, only without the copy.

export const draftKeyPrefix = 'pariksha.studio.draft.';

export interface KeptDraft {
  /** The new question's key as typed; the question's own for an existing one. */
  key: string;
  draft: EditorDraft;
  /** The version the work started from; null for a new question. */
  baseVersionId: number | null;
  /** When it was kept (ms since 1970), to say so when it is offered back. */
  keptAt: number;
}

const storageKey = (key: string | null) => `${draftKeyPrefix}${key ?? '(new)'}`;

function isKept(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Partial<KeptDraft>;
  return typeof kept.key === 'string' && typeof kept.keptAt === 'number' && typeof kept.draft === 'object' && kept.draft !== null && typeof kept.draft.words === 'object';
}

export function readKeptDraft(storage: Storage | undefined, key: string | null): KeptDraft | null {
  try {
    const raw = storage?.getItem(storageKey(key));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isKept(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepDraft(storage: Storage | undefined, key: string | null, kept: KeptDraft): void {
  try {
    storage?.setItem(storageKey(key), JSON.stringify(kept));
  } catch {
    // Full or disabled: the work stays on screen; nothing else to do.
  }
}

export function forgetDraft(storage: Storage | undefined, key: string | null): void {
  try {
    storage?.removeItem(storageKey(key));
  } catch {
    // Disabled storage holds nothing to forget.
  }
}

/** The browser's storage, or none (private modes, the server). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
