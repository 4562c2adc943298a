import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastsNeededAtom } from './notify';

const Toasts = lazy(() => import('./Toasts'));

/** Mounts the toast area with the first toast; until then the page carries none of its code. */
export function LazyToasts() {
  const needed = useAtomValue(toastsNeededAtom);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
