import type { ReactNode } from 'react';
import { courseFeatureIcons, isCourseFeatureIcon, type CourseFeatureIcon } from '@pariksha/contract/values';

/**
 * The pictures a feature tile can show, one per kind of batch feature: the contract's list, the
 * one the server's seed writes from. `drawings` below must draw every one of them.
 */
export const featureIcons = courseFeatureIcons;
export type FeatureIconName = CourseFeatureIcon;

/** Whether a key from the provider's data names one of the drawings. */
export function isFeatureIconName(name: string): name is FeatureIconName {
  return isCourseFeatureIcon(name);
}

// A tick in a circle, for a key the provider sends that has no drawing (yet).
const unknownDrawing = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>
);

// 24px line drawings on one grid: 2px strokes, round ends, in the text colour.
const drawings: Record<FeatureIconName, ReactNode> = {
  // A broadcast: a dot sending out waves.
  'live-classes': (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  // A clipboard with a tick.
  'mock-tests': (
    <>
      <path d="M9 4H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2" />
      <rect x="9" y="2.5" width="6" height="3.5" rx="1" />
      <path d="m9 13.5 2 2 4-4" />
    </>
  ),
  // A speech bubble holding a question mark.
  'doubt-sessions': (
    <>
      <path d="M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H5a1 1 0 0 1-1-1z" />
      <path d="M10 8.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 13.5h.01" />
    </>
  ),
  // A ruled notebook.
  notes: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  // A globe.
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </>
  ),
  // Two papers, one behind the other.
  'previous-papers': (
    <>
      <path d="M8 3h8l4 4v11a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M16 3v4h4M3 8v11a2 2 0 0 0 2 2h9M10 12h6M10 16h4" />
    </>
  ),
  // A person with a speech bubble.
  interview: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M15 3.5h6v4.5h-2.5L16 10V8h-1z" />
    </>
  ),
  // A bar chart on a baseline.
  analysis: (
    <>
      <path d="M4 20h16" />
      <path d="M7 16v-5M12 16V6M17 16v-8" />
    </>
  ),
  // A folded newspaper.
  'current-affairs': (
    <>
      <path d="M4 5h12v13a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
      <path d="M16 9h4v9a2 2 0 0 1-4 0M7.5 9h5M7.5 12.5h5M7.5 16h3" />
    </>
  ),
  // A pie with one slice pulled out.
  'sectional-tests': (
    <>
      <path d="M19 14a8 8 0 1 1-9-9v9z" />
      <path d="M14 3a7 7 0 0 1 7 7h-7z" />
    </>
  ),
  // A stopwatch.
  'physical-test': (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 9.5v4l2.5 2M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5" />
    </>
  ),
  // A calendar with a tick.
  'study-plan': (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4" />
    </>
  ),
  // A pen writing a line.
  'answer-writing': (
    <>
      <path d="M15.5 4.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
      <path d="M13.5 6.5l3 3M13 20h7" />
    </>
  ),
  // A video camera.
  'video-solutions': (
    <>
      <rect x="3" y="6" width="12.5" height="12" rx="2" />
      <path d="m15.5 10.5 5-3v9l-5-3z" />
    </>
  ),
};

/**
 * One batch feature's picture: 24px, drawn in the current colour, hidden from screen readers.
 * A name without a drawing (data from the provider is only a string) gets a plain tick.
 */
export function FeatureIcon({ name, className }: { name: FeatureIconName | (string & {}); className?: string }) {
  const known = isFeatureIconName(name);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={known ? name : 'unknown'}
    >
      {known ? drawings[name] : unknownDrawing}
    </svg>
  );
}
