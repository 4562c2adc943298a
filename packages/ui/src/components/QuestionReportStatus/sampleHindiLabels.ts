import type { QuestionReportStatusLabels } from './QuestionReportStatus';

/** The status's words in Hindi, as the app's catalogue has them: for the stories. */
export const hindiQuestionReportStatusLabels: QuestionReportStatusLabels = {
  titles: { received: 'रिपोर्ट मिल गई', accepted: 'आपकी रिपोर्ट सही पाई गई', rejected: 'प्रश्न सही है' },
  messages: {
    received: 'धन्यवाद। हमारे समीक्षक इस प्रश्न की जाँच करेंगे, और उनका उत्तर यहीं दिखेगा।',
    accepted: 'धन्यवाद, आप सही थे। यह प्रश्न सभी विद्यार्थियों के लिए ठीक किया जा रहा है।',
    rejected: 'एक समीक्षक ने आपकी रिपोर्ट जाँची और प्रश्न को जैसा है वैसा ही सही पाया।',
  },
  yourReason: 'आपने बताया',
  reasons: {
    wrong_answer: 'दिया गया सही उत्तर गलत है',
    mistake_in_question: 'प्रश्न या विकल्पों में गलती है',
    translation: 'अनुवाद गलत या अस्पष्ट है',
    display: 'कुछ ठीक से नहीं दिख रहा',
    other: 'कुछ और',
  },
  reviewerNote: 'समीक्षक की टिप्पणी',
  reportedOn: (date) => `${date} को रिपोर्ट की`,
  decidedOn: (date) => `${date} को उत्तर मिला`,
};
