import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refusal, the keyboard and the screen reader go to the first field marked invalid. The
 * focus waits for the render that marks it (`aria-invalid`), so it is asked for, not done at once.
 */
export function useFocusFirstInvalid<Container extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Container>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  const focusFirstInvalid = useCallback(() => setAsked((count) => count + 1), []);
  return { ref, focusFirstInvalid };
}
