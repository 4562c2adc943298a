import { useAtomValue } from 'jotai';
import { ButtonLink } from '@pariksha/ui';
import { ApiError } from '../../../api/ApiError';
import { EmptyState } from '../../../components/PageStates';
import { attemptPath } from '../../../features/attempts/attemptAddress';
import { examCategoriesPath } from '../../../features/exams/categoriesPath';
import { translatorAtom } from '../../../features/language/atoms';
import { RouterLink } from '../../../layout/RouterLink';

// What a test screen offers when it has no attempt to show: the way on.

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
