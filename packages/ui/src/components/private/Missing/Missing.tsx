import { visuallyHidden } from '../../../css/utilities.css';

export interface MissingProps {
  /** What a screen reader hears in place of the dash: 'Not ranked', 'Nothing to open'. */
  words: string;
}

/** An empty cell's '—' for the eye, and words for a screen reader (a bare dash reads as nothing). */
export function Missing({ words }: MissingProps) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{words}</span>
    </>
  );
}
