let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind a modal from scrolling under the learner's thumb. Dialogs opened over
 * dialogs share one lock: the page scrolls again when the last of them closes. Returns the
 * release, which is safe to call twice.
 */
export function lockBodyScroll(ownerDocument: Document = document): () => void {
  const { body } = ownerDocument;
  if (locks === 0) {
    previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) body.style.overflow = previousOverflow;
  };
}
