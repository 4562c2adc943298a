import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState, type RefObject } from 'react';
import type { QuestionReportReason } from '@pariksha/contract/values';
import { ReportQuestionDialog, type ReportQuestionDialogLabels, type ReportQuestionReport } from '@pariksha/ui';
import { failureMessage } from '../../../api/ApiError';
import { scopeAtom } from '../../../data/scope';
import { reportQuestion } from '../../../features/attempts/reportQuestion';
import { keepReportInSolutions } from '../../../features/attempts/solutionReports';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { showToast } from '../../../features/toasts/notify';
import type { Translator } from '../../../i18n/translate';

// Its strings (i18n/result.en.ts) were registered with the result page, which opens it: importing
// them here too would cut them out into a file of their own, a request more for the solutions.
function dialogLabels(t: Translator, reasons: Record<QuestionReportReason, string>): ReportQuestionDialogLabels {
  return {
    heading: t('result.report.heading'),
    intro: t('result.report.intro'),
    reason: t('result.report.reason'),
    reasons,
    reasonRequired: t('result.report.reasonRequired'),
    note: t('result.report.note'),
    noteRequiredLabel: t('result.report.noteRequiredLabel'),
    noteHint: t('result.report.noteHint'),
    noteRequired: t('result.report.noteRequired'),
    noteTooLong: (max) => t('result.report.noteTooLong', { max }),
    count: (used, max) => t('result.report.count', { used, max }),
    submit: t('result.report.submit'),
    submitting: t('result.report.submitting'),
    cancel: t('result.report.cancel'),
    close: t('result.report.close'),
    failed: t('result.report.failed'),
  };
}

export interface ReportQuestionFormProps {
  attemptId: string;
  questionId: number;
  onClose: () => void;
  /** The report's status, shown once the server has it: focus goes there as the dialog closes. */
  statusRef: RefObject<HTMLElement | null>;
  /** The reasons' words, from the page (the status shows them too), so this chunk shares no module with it. */
  reasons: Record<QuestionReportReason, string>;
}

/**
 * The report dialog with its call, loaded with the first "Report an error in this question"
 * pressed, not with the solutions. The server's answer goes into the cached solutions (the
 * status replaces the button) before the dialog closes; a failure stays in the dialog.
 */
export default function ReportQuestionForm({ attemptId, questionId, onClose, statusRef, reasons }: ReportQuestionFormProps) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async ({ reason, note }: ReportQuestionReport) => {
    setFailure(undefined);
    try {
      const { report, msg } = await reportQuestion(scope.api, { attempt_id: attemptId, question_id: questionId, reason, note });
      await keepReportInSolutions(queryClient, scope, attemptId, report);
      showToast(store, 'success', msg ?? t('result.report.sent'));
    } catch (error) {
      setFailure(failureMessage(t, error) ?? undefined);
      throw error;
    }
  };

  return (
    <ReportQuestionDialog
      open
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      returnFocusRef={statusRef}
      labels={dialogLabels(t, reasons)}
      locale={locale}
    />
  );
}
