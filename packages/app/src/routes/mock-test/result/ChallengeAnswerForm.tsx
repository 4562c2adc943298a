import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState, type ReactNode, type RefObject } from 'react';
import type { QuestionSolution } from '@pariksha/contract/responses';
import { ChallengeAnswerDialog, type ChallengedAnswer } from '@pariksha/ui';
import { failureMessage } from '../../../api/ApiError';
import { scopeAtom } from '../../../data/scope';
import { challengeAnswer } from '../../../features/attempts/challengeAnswer';
import { keepChallengeInSolutions } from '../../../features/attempts/solutionReports';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { showToast } from '../../../features/toasts/notify';
import { challengeDialogLabels } from './challengeLabels';

export interface ChallengeAnswerFormProps {
  attemptId: string;
  question: QuestionSolution;
  options: readonly ReactNode[];
  until: string;
  onClose: () => void;
  /** The challenge's status, shown once the server has it: focus goes there as the dialog closes. */
  statusRef: RefObject<HTMLElement | null>;
}

/**
 * The challenge dialog with its call, loaded with the first "Challenge this answer" pressed. The
 * server's answer goes into the cached solutions (the status replaces the button) before the
 * dialog closes; a failure stays in the dialog with what the learner wrote.
 */
export default function ChallengeAnswerForm({ attemptId, question, options, until, onClose, statusRef }: ChallengeAnswerFormProps) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async ({ answer, reason }: { answer: ChallengedAnswer; reason: string }) => {
    setFailure(undefined);
    try {
      const { challenge, msg } = await challengeAnswer(scope.api, { attempt_id: attemptId, question_id: question.question_id, answer, reason });
      await keepChallengeInSolutions(queryClient, scope, attemptId, challenge);
      showToast(store, 'success', msg ?? t('result.challenge.sent'));
    } catch (error) {
      setFailure(failureMessage(t, error) ?? undefined);
      throw error;
    }
  };

  return (
    <ChallengeAnswerDialog
      open
      onClose={onClose}
      onSubmit={submit}
      type={question.type}
      options={options}
      keyAnswer={question.correct_answer}
      until={until}
      failure={failure}
      returnFocusRef={statusRef}
      labels={challengeDialogLabels(t)}
      locale={locale}
    />
  );
}
