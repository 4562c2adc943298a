import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { StatusMessage } from '@pariksha/ui';
import { ApiError, failureMessage } from '../api/ApiError';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';
import { NotFound } from '../routes/NotFoundPage';
import { FailedState } from './FailedState';
import type { ListQuery } from './ListStatus';

interface ItemStatusProps<Item> {
  query: ListQuery<Item>;
  loadingText: string;
  children: (item: Item) => ReactNode;
}

/** A detail page's states: loading, not found, an error (with Try again when it may pass), or the item. */
export function ItemStatus<Item>({ query, loadingText, children }: ItemStatusProps<Item>) {
  const t = useAtomValue(translatorAtom);
  if (query.isPending) {
    return (
      <div className={page.section}>
        <StatusMessage tone="neutral" busy>
          {loadingText}
        </StatusMessage>
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError || query.data === undefined) {
    return (
      <FailedState
        className={page.section}
        message={t('list.error', { message: failureMessage(t, query.error) ?? '' })}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  return <>{children(query.data)}</>;
}
