import type { ReactNode } from 'react';

/**
 * A sentence with one slot filled by an element rather than a string ('Preview: {title}' with the
 * title in its own language), so each language keeps its own word order.
 */
export function Slotted({ text, slot, children }: { text: string; slot: string; children: ReactNode }) {
  const mark = `{${slot}}`;
  const at = text.indexOf(mark);
  if (at === -1) {
    return (
      <>
        {text} {children}
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + mark.length)}
    </>
  );
}
