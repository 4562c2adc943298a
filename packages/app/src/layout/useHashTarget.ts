import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings this section into view, with the focus, when the address names it (`/#faq`): as soon
 * as the section is there, whether the link was followed inside the app (a router link does not
 * jump) or the section arrived later than the page (below the fold, on idle).
 */
export function useHashTarget<Element extends HTMLElement>(id: string) {
  const { hash, key } = useLocation();
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== id) return;
    ref.current?.scrollIntoView();
    ref.current?.focus({ preventScroll: true });
  }, [hash, key, id]);
  return ref;
}
