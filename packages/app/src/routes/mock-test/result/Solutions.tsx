import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuestionSolution } from '@pariksha/contract/responses';
import { type ContentLanguage, RichText, SolutionReview } from '@pariksha/ui';
import { queryAtom } from '../../../data/queryAtom';
import { attemptSolutionsQuery } from '../../../features/attempts/queries';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../../features/language/atoms';
import { AttemptStatus } from '../shared/AttemptStatus';
import * as testStyles from '../shared/test.css';
import { useResultLabels } from '../shared/useResultLabels';
import { ChallengeFooter } from './ChallengeFooter';
import { QuestionReportFooter } from './QuestionReportFooter';
import { reviewQuestions } from './solutionQuestions';
import '../../../i18n/resultMessages';

const reviewLanguages: readonly ContentLanguage[] = ['en', 'hi'];

/** Which question to open, and a count so that opening the same one again still scrolls to it. */
export type SolutionJump = { questionId: string; count: number };

/**
 * Every solution, loaded after the result (it carries every question's words in both languages).
 * The questions' language starts as the page's and switches on its own, as on the test screen.
 */
export function Solutions({ attemptId, jump }: { attemptId: string; jump: SolutionJump | null }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const pageLanguage = useAtomValue(selectedLanguageAtom);
  const labels = useResultLabels();
  const [language, setLanguage] = useState<ContentLanguage>(pageLanguage === 'hi' ? 'hi' : 'en');
  const solutions = useAtomValue(useMemo(() => queryAtom(attemptSolutionsQuery(attemptId)), [attemptId]));
  const questions = useMemo(() => (solutions.data === undefined ? [] : reviewQuestions(solutions.data)), [solutions.data]);
  const byId = useMemo(() => new Map(solutions.data?.questions.map((question) => [String(question.question_id), question] as const)), [solutions.data]);
  /** A question's options in the review's language, as the dialog lists them. */
  const optionsOf = (solution: QuestionSolution) => {
    const words = solution.translations.find((each) => each.language_code === language) ?? solution.translations[0];
    return (words?.options ?? []).map((option, index) =>
      words?.html === true ? <RichText key={index} html={option} lang={language} inline /> : <span key={index}>{option}</span>,
    );
  };
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (jump === null) return;
    // The opened question's heading takes focus (which scrolls it into view), as moving between
    // questions does: a keyboard or screen-reader user lands on the solution they asked for.
    const heading = anchor.current?.querySelector<HTMLElement>('[tabindex="-1"]');
    if (heading) heading.focus();
    else anchor.current?.scrollIntoView({ block: 'start' });
  }, [jump]);

  return (
    <div ref={anchor} className={testStyles.card}>
      <AttemptStatus
        attemptId={attemptId}
        query={solutions}
        loadingText={t('result.solutionsLoading')}
        errorText={(message) => t('result.solutionsFailed', { message })}
      >
        {() => (
          <SolutionReview
            // A jump opens that question with every filter off: a new review rather than a controlled one.
            key={jump === null ? 'start' : `${jump.questionId}-${jump.count}`}
            questions={questions}
            language={language}
            languages={reviewLanguages}
            onLanguageChange={setLanguage}
            labels={labels.solutions}
            locale={locale}
            initialQuestionId={jump?.questionId}
            headingLevel={2}
            renderQuestionFooter={(question) => {
              const solution = byId.get(question.id);
              return (
                <>
                  {solution === undefined ? null : (
                    <ChallengeFooter attemptId={attemptId} question={solution} until={solutions.data?.challenge_until ?? null} options={optionsOf(solution)} />
                  )}
                  <QuestionReportFooter attemptId={attemptId} questionId={Number(question.id)} report={solution?.report ?? null} />
                </>
              );
            }}
          />
        )}
      </AttemptStatus>
    </div>
  );
}
