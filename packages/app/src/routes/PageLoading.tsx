import { useAtomValue } from 'jotai';
import { LoadingState } from '../components/PageStates';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './RouteErrorBoundary.css';

/**
 * Shown while the first page's code arrives on a page the browser draws itself (log-in, the
 * dashboard, a signed-in learner's visit): a calm status instead of a blank screen.
 */
export function PageLoading() {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={styles.centre}>
      <LoadingState text={t('page.loading')} />
    </div>
  );
}
