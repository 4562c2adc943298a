import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { studioTestQuery } from '../api/testsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import { TestEditor } from './TestEditor';
import { testId } from './testId';

function BackToList() {
  const t = useStudioText();
  return (
    <ButtonLink href="/studio/tests" variant="outline" linkComponent={RouterLink}>
      {t('testEditor.backToList')}
    </ButtonLink>
  );
}

/** An existing test: loaded, then edited (its own editor per id, so nothing carries over). */
function ExistingTest({ id }: { id: number }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const testAtom = useMemo(() => queryAtom(studioTestQuery(id)), [id]);
  const test = useAtomValue(testAtom);
  if (test.data) return <TestEditor key={test.data.id} test={test.data} />;
  if (test.isError) {
    const missing = test.error instanceof ApiError && test.error.status === 404;
    return (
      <FailedState message={missing ? t('testEditor.notFound', { id }) : t('testEditor.loadFailed', { message: failureMessage(tApp, test.error) ?? '' })} error={test.error} onRetry={test.refetch}>
        <BackToList />
      </FailedState>
    );
  }
  return <LoadingState text={t('testEditor.loading')} />;
}

function Editor() {
  const t = useStudioText();
  const { id } = useParams();
  if (id === undefined) return <TestEditor test={null} />;
  const number = testId(id);
  if (number === null) {
    return (
      <EmptyState text={t('testEditor.notFound', { id })}>
        <BackToList />
      </EmptyState>
    );
  }
  return <ExistingTest id={number} />;
}

/** `/studio/tests/new` and `/studio/tests/:id` (editors, reviewers, admins). */
export default function TestEditorPage() {
  return (
    <RoleGate ability="tests">
      <Editor />
    </RoleGate>
  );
}
