import { useAtomValue } from 'jotai';
import { Button, StatusMessage } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';
import * as page from '../layout/page.css';

/** A failed list or page: the message in red and a way to try again. */
export function FailedState({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={className ? `${className} ${page.listState}` : page.listState}>
      <StatusMessage tone="critical">{message}</StatusMessage>
      <Button variant="outline" onClick={() => void onRetry()}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
