import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ButtonLink } from '@pariksha/ui';
import { ApiError } from '../../../api/ApiError';
import type { ListQuery } from '../../../components/ListStatus';
import { EmptyState, QueryStatus } from '../../../components/PageStates';
import { attemptPath } from '../../../features/attempts/attemptAddress';
import { examCategoriesPath } from '../../../features/exams/categoriesPath';
import { translatorAtom } from '../../../features/language/atoms';
import * as pageStyles from '../../../layout/page.css';
import { RouterLink } from '../../../layout/RouterLink';

// An attempt's screens when it is not there to show: loading, failed, or none in the address.

interface AttemptStatusProps<Item> {
  attemptId: string;
  /** The attempt, its result or its solutions. */
  query: ListQuery<Item>;
  loadingText: string;
  errorText: (message: string) => string;
  children: (item: Item) => ReactNode;
}

/** What an attempt's query answered, else its loading, or its failure with Try again or the way back. */
export function AttemptStatus<Item>({ attemptId, query, loadingText, errorText, children }: AttemptStatusProps<Item>) {
  return (
    <QueryStatus
      query={query}
      loadingText={loadingText}
      errorText={errorText}
      wayBack={<AttemptWayBack attemptId={attemptId} error={query.error} />}
      className={pageStyles.listState}
    >
      {children}
    </QueryStatus>
  );
}

/** A test page opened without an attempt in its address: the way on is to pick a test. */
export function NoAttempt() {
  const t = useAtomValue(translatorAtom);
  return (
    <EmptyState text={t('test.pickTest')}>
      <ChooseTestLink />
    </EmptyState>
  );
}

/**
 * The way on from an attempt that cannot be shown and will not be by asking again: back to the
 * test while it is still in progress (its result waits for Submit), else to the tests.
 */
export function AttemptWayBack({ attemptId, error }: { attemptId: string; error: unknown }) {
  const t = useAtomValue(translatorAtom);
  if (error instanceof ApiError && error.code === 'attempt_in_progress') {
    return (
      <ButtonLink href={attemptPath('questions', attemptId)} linkComponent={RouterLink}>
        {t('attempts.resume')}
      </ButtonLink>
    );
  }
  return <ChooseTestLink />;
}

/** 'Choose a test': to the tests, where every attempt starts. */
export function ChooseTestLink() {
  const t = useAtomValue(translatorAtom);
  return (
    <ButtonLink href={examCategoriesPath} linkComponent={RouterLink}>
      {t('test.chooseTest')}
    </ButtonLink>
  );
}
