import { useAtomValue } from 'jotai';
import { StatusMessage } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './RouteErrorBoundary.css';

/**
 * Shown while the first page's code arrives on a page the browser draws itself (log-in, the
 * dashboard, a signed-in learner's visit): a calm status instead of a blank screen. Drawn like
 * LoadingState without importing it, so the page states stay out of every page's shell.
 */
export function PageLoading() {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={styles.centre}>
      <StatusMessage tone="neutral" busy>
        {t('page.loading')}
      </StatusMessage>
    </div>
  );
}
