import type { AnswerChallengeStatusLabels } from './AnswerChallengeStatus';

/** The status's words in Hindi, as the app's catalogue has them: for the stories. */
export const hindiAnswerChallengeStatusLabels: AnswerChallengeStatusLabels = {
  titles: { received: 'चुनौती मिल गई', accepted: 'आपकी चुनौती स्वीकार हुई', rejected: 'कुंजी सही है' },
  messages: {
    received: 'एक समीक्षक कुंजी की जाँच करेंगे। उनका निर्णय यहीं दिखेगा।',
    accepted: 'धन्यवाद, आप सही थे। कुंजी सुधार दी गई है और सभी के अंक दोबारा जोड़े गए हैं।',
    rejected: 'एक समीक्षक ने आपकी चुनौती जाँची और कुंजी को सही पाया।',
  },
  yourAnswer: 'आपका उत्तर',
  reviewerNote: 'समीक्षक की टिप्पणी',
  challengedOn: (date) => `${date} को चुनौती दी`,
  decidedOn: (date) => `${date} को निर्णय हुआ`,
};
