import type { SolutionCardLabels } from './SolutionCard';

/** The card's words in Hindi, as a Hindi page passes them in (the stories' Hindi states). */
export const hindiSolutionCardLabels: SolutionCardLabels = {
  question: (number) => `प्रश्न ${number}`,
  direction: 'निर्देश',
  options: 'विकल्प',
  multipleHint: 'एक से अधिक विकल्प सही हैं।',
  correctAnswer: 'सही उत्तर',
  yourAnswer: 'आपका उत्तर',
  notAnswered: 'आपने इस प्रश्न का उत्तर नहीं दिया।',
  partlyRight: (chosen, correct) => `आपने ${correct} सही विकल्पों में से ${chosen} ${chosen === 1 ? 'चुना' : 'चुने'}, और कोई गलत विकल्प नहीं चुना।`,
  outcomes: { correct: 'सही', partial: 'आंशिक रूप से सही', wrong: 'गलत', unanswered: 'उत्तर नहीं दिया' },
  marked: 'समीक्षा के लिए चिह्नित',
  timeSpent: 'लगा समय',
  explanation: 'व्याख्या',
  accepted: (from, to) => `${from} से ${to} तक का कोई भी उत्तर सही माना जाता है।`,
  shownIn: {
    en: 'यह प्रश्न हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।',
    hi: 'यह प्रश्न अंग्रेज़ी में उपलब्ध नहीं है, इसलिए हिन्दी में दिखाया गया है।',
  },
};
