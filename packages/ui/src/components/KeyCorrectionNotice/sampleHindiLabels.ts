import type { KeyCorrectionNoticeLabels } from './KeyCorrectionNotice';

/** The notice's words in Hindi, as the app's catalogue has them: for the stories. */
export const hindiKeyCorrectionNoticeLabels: KeyCorrectionNoticeLabels = {
  title: 'कुंजी सुधारी गई',
  change: (previous, corrected) =>
    `पहले कुंजी में उत्तर ${previous} था; अब ${corrected} है। आपके अंक सुधारी गई कुंजी से जोड़े गए हैं।`,
  reviewerNote: 'समीक्षक की टिप्पणी',
  correctedOn: (date) => `${date} को सुधारी गई`,
};
