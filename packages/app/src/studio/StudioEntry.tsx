import { lazy, Suspense } from 'react';

// The studio's door in the learners' route table: this module imports nothing the shell lacks, so
// the shell names one small file for /studio instead of the studio's frame and every file it needs.
const StudioApp = lazy(() => import('./StudioApp'));

export default function StudioEntry() {
  return (
    <Suspense fallback={null}>
      <StudioApp />
    </Suspense>
  );
}
