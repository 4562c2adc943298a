import { useAtomValue } from 'jotai';
import { useRouteError } from 'react-router-dom';
import { StatusMessage } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './RouteErrorBoundary.css';

/** The spec's generic error boundary: a centred 'Something went wrong!' when a page fails to render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useAtomValue(translatorAtom);
  console.error(error);
  return (
    <div className={styles.centre}>
      <StatusMessage tone="critical">{t('error.boundary')}</StatusMessage>
    </div>
  );
}
