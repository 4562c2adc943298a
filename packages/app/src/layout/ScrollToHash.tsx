import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Follows in-app links to a section (`/#faq`): a router link changes the URL without the
 * browser's own jump, and the section may render only once its data arrives, so look for it a
 * few times before giving up.
 */
export function ScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) {
        target.scrollIntoView();
        target.focus({ preventScroll: true });
      }
      if (target || tries >= 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [hash, key]);
  return null;
}
