import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { failureMessage } from '../api/ApiError';
import { translatorAtom } from '../features/language/atoms';
import { EmptyState, FailedState, LoadingState } from './PageStates';

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
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError || !query.data) {
    return (
      <FailedState message={errorText(failureMessage(t, query.error) ?? '')} error={query.error} onRetry={query.refetch}>
        {failureWayOn}
      </FailedState>
    );
  }
  if (query.data.length === 0) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
