import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { isRetryable } from '../api/retryable';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';

interface FailedStateProps {
  message: string;
  /** What failed; it decides whether 'Try again' is offered (see isRetryable). */
  error: unknown;
  onRetry: () => unknown;
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
      {isRetryable(error) ? (
        <Button variant="outline" onClick={() => void onRetry()}>
          {t('list.retry')}
        </Button>
      ) : (
        children
      )}
    </div>
  );
}
