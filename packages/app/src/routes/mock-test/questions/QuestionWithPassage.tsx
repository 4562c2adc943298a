import { lazy, Suspense } from 'react';
import type { PassageBesideProps } from './PassageBeside';

/** Most papers have no passage: its code arrives with the first question that has one. */
const PassageBeside = lazy(() => import('./PassageBeside'));

/**
 * A question and the passage its group shares (PassageBeside), or, without a drawn passage, the
 * question alone. While the passage's code arrives, the question shows on its own.
 */
export function QuestionWithPassage({ group, children, ...passage }: Omit<PassageBesideProps, 'group'> & { group: PassageBesideProps['group'] | null }) {
  if (group === null) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PassageBeside group={group} {...passage}>
        {children}
      </PassageBeside>
    </Suspense>
  );
}
