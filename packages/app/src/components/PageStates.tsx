import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../api/ApiError';
import { isRetryable } from '../api/retryable';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';
import type { ListQuery } from './ListStatus';

// Every screen's loading, empty and failed states, drawn one way. ListStatus (a list) and
// ItemStatus (a detail page) put them together for a query; QueryStatus for a query whose screen
// has its own way back. One module, loaded with the app's shell: the router's own loading and
// error screens use it, and so the mock test's screens get it without the public pages' helpers.

/** A page, a list or a section while its data arrives: a calm status that says what is coming. */
export function LoadingState({ text, className = page.listState }: { text: string; className?: string }) {
  return (
    <div className={className}>
      <StatusMessage tone="neutral" busy>
        {text}
      </StatusMessage>
    </div>
  );
}

interface EmptyStateProps {
  text: string;
  /** The way on, when there is one: other lists to browse, 'Choose a test'. */
  children?: ReactNode;
  className?: string;
}

/** Nothing to show: says so, then offers the way on. */
export function EmptyState({ text, children, className = page.listState }: EmptyStateProps) {
  return (
    <div className={className}>
      <StatusMessage tone="neutral">{text}</StatusMessage>
      {children}
    </div>
  );
}

interface FailedStateProps {
  message: string;
  /** What failed; it decides whether 'Try again' is offered (see isRetryable). */
  error?: unknown;
  /** Asks again. Without it (a link that can never work) only the way on is offered. */
  onRetry?: () => unknown;
  /** Offered instead of 'Try again' when asking again cannot help: where to go from here. */
  children?: ReactNode;
  className?: string;
}

/**
 * A failed list or page: the message in red, then 'Try again' when the failure may pass (no
 * connection, a busy server) or else the way on the screen offers, never a button that can only
 * fail again.
 */
export function FailedState({ message, error, onRetry, children, className }: FailedStateProps) {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={className ? `${className} ${page.listState}` : page.listState}>
      <StatusMessage tone="critical">{message}</StatusMessage>
      {onRetry !== undefined && isRetryable(error) ? (
        <Button variant="outline" onClick={() => void onRetry()}>
          {t('list.retry')}
        </Button>
      ) : (
        children
      )}
    </div>
  );
}

export interface QueryStatusProps<Item> {
  query: ListQuery<Item>;
  loadingText: string;
  /** The on-screen error; the spec's 'Error: {message}' unless the screen has its own words. */
  errorText?: (message: string) => string;
  /**
   * Where to go when asking again cannot help (the item does not exist, an attempt is still in
   * progress): shown under the error instead of 'Try again'.
   */
  wayBack?: ReactNode;
  /** The box the states sit in: a page's section by default; a card's own inside a card. */
  className?: string;
  children: (item: Item) => ReactNode;
}

/**
 * One query's states: loading, the error (with Try again when it may pass, else the way back),
 * or what it answered. What is on screen stays there when asking again in the background fails.
 * See ItemStatus for a detail page, whose missing item is the site's not-found page.
 */
export function QueryStatus<Item>({ query, loadingText, errorText, wayBack, className = page.section, children }: QueryStatusProps<Item>) {
  const t = useAtomValue(translatorAtom);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <LoadingState text={loadingText} className={className} />;
  const message = failureMessage(t, query.error) ?? '';
  return (
    <FailedState
      className={className}
      message={errorText ? errorText(message) : t('list.error', { message })}
      error={query.error}
      onRetry={query.refetch}
    >
      {wayBack}
    </FailedState>
  );
}
