import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import type { QuestionReport } from '@pariksha/contract/responses';
import { Button, QuestionReportStatus } from '@pariksha/ui';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { reportReasonLabels, reportStatusLabels } from './questionReportLabels';

/** The dialog and its call arrive with the first report, not with the solutions. */
const ReportQuestionForm = lazy(() => import('./ReportQuestionForm'));

export interface QuestionReportFooterProps {
  attemptId: string;
  questionId: number;
  /** The learner's report of this question, if any (from getAttemptSolutions). */
  report: QuestionReport | null;
}

/**
 * Under a solution: "Report an error in this question", or, once reported, what became of the
 * report (received, accepted or the question stands, with the reviewer's note).
 */
export function QuestionReportFooter({ attemptId, questionId, report }: QuestionReportFooterProps) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const [asked, setAsked] = useState(false);
  const statusRef = useRef<HTMLElement>(null);

  return (
    <>
      {report === null ? (
        <Button variant="outline" tone="neutral" onClick={() => setAsked(true)}>
          {t('result.report.open')}
        </Button>
      ) : (
        <QuestionReportStatus
          ref={statusRef}
          report={{
            status: report.status,
            reason: report.reason,
            decisionNote: report.decision_note,
            reportedAt: report.reported_at,
            decidedAt: report.decided_at,
          }}
          labels={reportStatusLabels(t)}
          locale={locale}
          headingLevel={4}
        />
      )}
      {asked ? (
        <Suspense fallback={null}>
          <ReportQuestionForm
            attemptId={attemptId}
            questionId={questionId}
            onClose={() => setAsked(false)}
            statusRef={statusRef}
            reasons={reportReasonLabels(t)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
