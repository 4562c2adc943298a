/** The drawings: a chevron for turning a page of buttons, an arrow for stepping to another question. */
const paths = {
  chevron: { previous: 'M12.5 4.5 7 10l5.5 5.5', next: 'M7.5 4.5 13 10l-5.5 5.5' },
  arrow: { previous: 'M16 10H4m5-5-5 5 5 5', next: 'M4 10h12m-5-5 5 5-5 5' },
} as const;

export interface DirectionIconProps {
  direction: 'previous' | 'next';
  shape: keyof typeof paths;
  /** Sets the size (the 20 px drawn here is only for a page without its styles). */
  className?: string;
}

/** A back or forward mark drawn in the text colour; decorative, so its button carries the name. */
export function DirectionIcon({ direction, shape, className }: DirectionIconProps) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" className={className}>
      <path
        d={paths[shape][direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
