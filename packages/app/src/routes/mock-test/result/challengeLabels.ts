import type { AnswerChallengeStatusLabels, ChallengeAnswerDialogLabels, KeyCorrectionNoticeLabels } from '@pariksha/ui';
import type { Translator } from '../../../i18n/translate';
import '../../../i18n/resultMessages';

// The words of "Challenge this answer", its status and a corrected key, from the result's catalogue.

/** Options by their number, as the solution cards show them. */
export const optionNumber = (index: number): string => String(index + 1);

export function challengeDialogLabels(t: Translator): ChallengeAnswerDialogLabels {
  return {
    heading: t('result.challenge.heading'),
    intro: t('result.challenge.intro'),
    keySays: (answer) => t('result.challenge.keySays', { answer }),
    until: (date) => t('result.challenge.untilDate', { date }),
    answer: t('result.challenge.answer'),
    multipleHint: t('result.challenge.multipleHint'),
    numericHint: t('result.challenge.numericHint'),
    optionName: optionNumber,
    reason: t('result.challenge.reason'),
    reasonHint: t('result.challenge.reasonHint'),
    answerRequired: t('result.challenge.answerRequired'),
    sameAsKey: t('result.challenge.sameAsKey'),
    twoOrMore: t('result.challenge.twoOrMore'),
    notNumber: t('result.challenge.notNumber'),
    reasonTooShort: (min) => t('result.challenge.reasonTooShort', { min }),
    reasonTooLong: (max) => t('result.challenge.reasonTooLong', { max }),
    count: (used, max) => t('result.report.count', { used, max }),
    submit: t('result.challenge.submit'),
    submitting: t('result.report.submitting'),
    cancel: t('result.report.cancel'),
    close: t('result.report.close'),
    failed: t('result.challenge.failed'),
  };
}

export function challengeStatusLabels(t: Translator): AnswerChallengeStatusLabels {
  return {
    titles: {
      received: t('result.challenge.title.received'),
      accepted: t('result.challenge.title.accepted'),
      rejected: t('result.challenge.title.rejected'),
    },
    messages: {
      received: t('result.challenge.message.received'),
      accepted: t('result.challenge.message.accepted'),
      rejected: t('result.challenge.message.rejected'),
    },
    yourAnswer: t('result.challenge.yourAnswer'),
    reviewerNote: t('result.report.reviewerNote'),
    challengedOn: (date) => t('result.challenge.challengedOn', { date }),
    decidedOn: (date) => t('result.challenge.decidedOn', { date }),
  };
}

export function keyCorrectionLabels(t: Translator): KeyCorrectionNoticeLabels {
  return {
    title: t('result.keyCorrection.title'),
    change: (previous, corrected) => t('result.keyCorrection.change', { previous, corrected }),
    reviewerNote: t('result.report.reviewerNote'),
    correctedOn: (date) => t('result.keyCorrection.correctedOn', { date }),
  };
}
