import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../api/ApiError';
import { translatorAtom } from '../features/language/atoms';
import * as styles from '../layout/page.css';
import { FailedState } from './FailedState';

/** What a list screen needs from its query. */
export interface ListQuery<Data> {
  data: Data | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStatusProps<Item> {
  query: ListQuery<readonly Item[]>;
  loadingText: string;
  /** The spec's on-screen error, e.g. 'Error: {message}'. */
  errorText: (message: string) => string;
  emptyText: string;
  /** Offered instead of 'Try again' when the failure cannot pass (e.g. links to other lists). */
  failureWayOn?: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * Every list's four states: loading, the error in red with a way to try again (or, when trying
 * again cannot help, the screen's way on), the empty text, or the list itself.
 */
export function ListStatus<Item>({ query, loadingText, errorText, emptyText, failureWayOn, children }: ListStatusProps<Item>) {
  const t = useAtomValue(translatorAtom);
  if (query.isPending) {
    return (
      <div className={styles.listState}>
        <StatusMessage tone="neutral" busy>
          {loadingText}
        </StatusMessage>
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <FailedState message={errorText(failureMessage(t, query.error) ?? '')} error={query.error} onRetry={query.refetch}>
        {failureWayOn}
      </FailedState>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className={styles.listState}>
        <StatusMessage tone="neutral">{emptyText}</StatusMessage>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
