import type { ReportQuestionDialogLabels } from './ReportQuestionDialog';

/** The dialog's words in Hindi, as the app's catalogue has them: for the stories. */
export const hindiReportQuestionDialogLabels: ReportQuestionDialogLabels = {
  heading: 'इस प्रश्न में गलती बताएँ',
  intro: 'हर रिपोर्ट एक समीक्षक देखते हैं। उनका उत्तर इसी प्रश्न के नीचे दिखेगा।',
  reason: 'क्या गलत है?',
  reasons: {
    wrong_answer: 'दिया गया सही उत्तर गलत है',
    mistake_in_question: 'प्रश्न या विकल्पों में गलती है',
    translation: 'अनुवाद गलत या अस्पष्ट है',
    display: 'कुछ ठीक से नहीं दिख रहा',
    other: 'कुछ और',
  },
  reasonRequired: 'बताइए क्या गलत है।',
  note: 'टिप्पणी (वैकल्पिक)',
  noteRequiredLabel: 'टिप्पणी',
  noteHint: 'आपको क्या मिला, और अगर पता हो तो सही उत्तर भी लिखें।',
  noteRequired: 'कुछ शब्दों में बताइए कि क्या गलत है।',
  noteTooLong: (max) => `टिप्पणी ${max} अक्षरों से कम रखें।`,
  count: (used, max) => `${max} में से ${used} अक्षर`,
  submit: 'रिपोर्ट भेजें',
  submitting: 'भेजी जा रही है…',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  failed: 'आपकी रिपोर्ट नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
};
