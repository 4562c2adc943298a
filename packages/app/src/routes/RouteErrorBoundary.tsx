import { useAtomValue } from 'jotai';
import { useRouteError } from 'react-router-dom';
import { Button, StatusMessage } from '@pariksha/ui';
import { isRetryable } from '../api/retryable';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';
import * as styles from './RouteErrorBoundary.css';

/**
 * The spec's generic error boundary: a centred 'Something went wrong!' when a page fails to
 * render, with Try again (loading the page afresh) when that may help, e.g. when its code did
 * not download. Drawn like FailedState without importing it: this sits in every page's shell,
 * the page states arrive with the pages that use them.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useAtomValue(translatorAtom);
  console.error(error);
  return (
    <div className={styles.centre}>
      <div className={page.listState}>
        <StatusMessage tone="critical">{t('error.boundary')}</StatusMessage>
        {isRetryable(error) && (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('list.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
