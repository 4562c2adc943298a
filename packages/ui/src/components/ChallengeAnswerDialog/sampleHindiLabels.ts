import { optionLetter } from './answerLabel';
import type { ChallengeAnswerDialogLabels } from './ChallengeAnswerDialog';

/** The dialog's words in Hindi, as the app's catalogue has them: for the stories. */
export const hindiChallengeAnswerDialogLabels: ChallengeAnswerDialogLabels = {
  heading: 'इस उत्तर को चुनौती दें',
  intro:
    'बताइए कि आपके अनुसार कौन-सा उत्तर सही है और क्यों। हर चुनौती एक समीक्षक जाँचते हैं; अगर वह स्वीकार होती है, तो कुंजी सुधारी जाएगी और सभी विद्यार्थियों के अंक दोबारा जोड़े जाएँगे।',
  keySays: (answer) => `कुंजी के अनुसार उत्तर: ${answer}`,
  until: (date) => `आप ${date} तक चुनौती दे सकते हैं`,
  answer: 'कौन-सा उत्तर सही है?',
  multipleHint: 'आपके अनुसार जो-जो विकल्प सही हैं, वे सब चुनिए।',
  numericHint: 'संख्या लिखिए, जैसे 42 या -12.5।',
  // The paper prints its options A, B, C… in both languages.
  optionName: optionLetter,
  reason: 'यह सही क्यों है?',
  reasonHint: 'हो सके तो अपना स्रोत बताइए: पाठ्यपुस्तक का पृष्ठ, आधिकारिक प्रश्नपत्र।',
  answerRequired: 'वह उत्तर चुनिए जो आपके अनुसार सही है।',
  sameAsKey: 'कुंजी में पहले से यही उत्तर है। वह उत्तर चुनिए जो आपके अनुसार सही है।',
  twoOrMore: 'दो या अधिक विकल्प चुनिए।',
  notNumber: 'कोई संख्या लिखिए, जैसे 42 या -12.5।',
  reasonTooShort: (min) => `कम से कम ${min} अक्षरों में कारण बताइए।`,
  reasonTooLong: (max) => `कारण ${max} अक्षरों से कम रखें।`,
  count: (used, max) => `${max} में से ${used} अक्षर`,
  submit: 'चुनौती भेजें',
  submitting: 'भेजी जा रही है…',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  failed: 'आपकी चुनौती नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
};
