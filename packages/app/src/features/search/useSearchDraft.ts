import { useEffect, useRef, useState } from 'react';

/** Typing settles this long before a list is asked for again (and the address changes). */
export const searchSettleMs = 350;

/**
 * A search box over a search kept in the address: the box shows what is typed at once, and
 * `apply` puts it in the address once typing settles; Back, a link or Clear search changes the
 * box to the address's text.
 */
export function useSearchDraft(applied: string, apply: (text: string) => void): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (draft.trim() === applied) return;
    const timer = setTimeout(() => applyRef.current(draft.trim()), searchSettleMs);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  useEffect(() => setDraft((current) => (current.trim() === applied ? current : applied)), [applied]);

  return [draft, setDraft];
}
