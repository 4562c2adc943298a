import type { QuestionReportReason } from '@pariksha/contract/values';
import type { QuestionReportStatusLabels } from '@pariksha/ui';
import type { Translator } from '../../../i18n/translate';
import '../../../i18n/resultMessages';

// The words of "Report an error in this question" in the reader's language, from the catalogue.

/** Each reason in a few plain words: the dialog's radio buttons and the status's "You reported". */
export function reportReasonLabels(t: Translator): Record<QuestionReportReason, string> {
  return {
    wrong_answer: t('result.report.reasonWrongAnswer'),
    mistake_in_question: t('result.report.reasonMistake'),
    translation: t('result.report.reasonTranslation'),
    display: t('result.report.reasonDisplay'),
    other: t('result.report.reasonOther'),
  };
}

export function reportStatusLabels(t: Translator): QuestionReportStatusLabels {
  return {
    titles: {
      received: t('result.report.title.received'),
      accepted: t('result.report.title.accepted'),
      rejected: t('result.report.title.rejected'),
    },
    messages: {
      received: t('result.report.message.received'),
      accepted: t('result.report.message.accepted'),
      rejected: t('result.report.message.rejected'),
    },
    yourReason: t('result.report.yourReason'),
    reasons: reportReasonLabels(t),
    reviewerNote: t('result.report.reviewerNote'),
    reportedOn: (date) => t('result.report.reportedOn', { date }),
    decidedOn: (date) => t('result.report.decidedOn', { date }),
  };
}
