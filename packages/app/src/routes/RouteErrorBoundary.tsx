import { useAtomValue } from 'jotai';
import { useRouteError } from 'react-router-dom';
import { FailedState } from '../components/PageStates';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './RouteErrorBoundary.css';

/**
 * The spec's generic error boundary: a centred 'Something went wrong!' when a page fails to
 * render, with Try again (loading the page afresh) when that may help, e.g. when its code did
 * not download.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useAtomValue(translatorAtom);
  console.error(error);
  return (
    <div className={styles.centre}>
      <FailedState message={t('error.boundary')} error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}
