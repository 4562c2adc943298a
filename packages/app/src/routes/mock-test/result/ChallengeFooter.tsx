import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { QuestionSolution } from '@pariksha/contract/responses';
import { AnswerChallengeStatus, Button, challengedAnswerLabel, KeyCorrectionNotice } from '@pariksha/ui';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { challengeStatusLabels, keyCorrectionLabels, optionNumber } from './challengeLabels';

/** The dialog and its call arrive with the first "Challenge this answer" pressed, not with the solutions. */
const ChallengeAnswerForm = lazy(() => import('./ChallengeAnswerForm'));

export interface ChallengeFooterProps {
  attemptId: string;
  question: QuestionSolution;
  /** Until when the test takes challenges (getAttemptSolutions' `challenge_until`); null: closed. */
  until: string | null;
  /** The question's options as the review shows them now, in order. */
  options: readonly ReactNode[];
}

/**
 * Under a solution: the corrected key when it was corrected after the test; the learner's
 * challenge and what became of it; or, while the test's window is open, "Challenge this answer".
 */
export function ChallengeFooter({ attemptId, question, until, options }: ChallengeFooterProps) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const [asked, setAsked] = useState(false);
  const statusRef = useRef<HTMLElement>(null);
  const label = (answer: QuestionSolution['correct_answer']) => challengedAnswerLabel(answer, locale, optionNumber);
  const correction = question.key_correction;

  return (
    <>
      {correction === null ? null : (
        <KeyCorrectionNotice
          previousLabel={label(correction.previous_answer)}
          correctedLabel={label(question.correct_answer)}
          correctedAt={correction.corrected_at}
          note={correction.note}
          labels={keyCorrectionLabels(t)}
          locale={locale}
        />
      )}
      {question.challenge !== null ? (
        <AnswerChallengeStatus
          ref={statusRef}
          challenge={{
            status: question.challenge.status,
            answerLabel: label(question.challenge.answer),
            decisionNote: question.challenge.decision_note,
            challengedAt: question.challenge.challenged_at,
            decidedAt: question.challenge.decided_at,
          }}
          labels={challengeStatusLabels(t)}
          locale={locale}
        />
      ) : until === null ? null : (
        <Button variant="outline" tone="neutral" onClick={() => setAsked(true)}>
          {t('result.challenge.open')}
        </Button>
      )}
      {asked && until !== null ? (
        <Suspense fallback={null}>
          <ChallengeAnswerForm attemptId={attemptId} question={question} options={options} until={until} onClose={() => setAsked(false)} statusRef={statusRef} />
        </Suspense>
      ) : null}
    </>
  );
}
