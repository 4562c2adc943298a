import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { ApiError } from '../api/ApiError';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';
import { NotFound } from '../routes/NotFoundPage';
import type { ListQuery } from './ListStatus';

interface ItemStatusProps<Item> {
  query: ListQuery<Item>;
  loadingText: string;
  children: (item: Item) => ReactNode;
}

/** A detail page's states: loading, not found, an error with a way to try again, or the item. */
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
      <div className={`${page.section} ${page.listState}`}>
        <StatusMessage tone="critical">{t('list.error', { message: query.error?.message ?? '' })}</StatusMessage>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
