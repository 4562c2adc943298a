import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { studioQuestionQuery } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import { QuestionEditor } from './QuestionEditor';

/** An existing question: loaded, then edited (its own editor per key, so nothing carries over). */
function ExistingQuestion({ questionKey }: { questionKey: string }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const questionAtom = useMemo(() => queryAtom(studioQuestionQuery(questionKey)), [questionKey]);
  const question = useAtomValue(questionAtom);
  if (question.data) return <QuestionEditor key={question.data.key} question={question.data} />;
  if (question.isError) {
    const missing = question.error instanceof ApiError && question.error.status === 404;
    return (
      <FailedState message={missing ? t('editor.notFound', { key: questionKey }) : t('editor.loadFailed', { message: failureMessage(tApp, question.error) ?? '' })} error={question.error} onRetry={question.refetch}>
        <ButtonLink href="/studio/questions" variant="outline" linkComponent={RouterLink}>
          {t('editor.backToList')}
        </ButtonLink>
      </FailedState>
    );
  }
  return <LoadingState text={t('editor.loading')} />;
}

/** `/studio/questions/new` and `/studio/questions/:key`. */
export default function EditorPage() {
  const { key } = useParams();
  return <RoleGate ability="readQuestions">{key === undefined ? <QuestionEditor question={null} /> : <ExistingQuestion questionKey={key} />}</RoleGate>;
}
