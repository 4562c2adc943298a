// What the attempt calls' failures say, in the request's language (the test screen may show them).

import type { LockedExam } from '../services/access/index.js';

type Catalogue = {
  notFound: string;
  closed: string;
  inProgress: string;
  /** A locked exam, named, with the plans that open it (from planCoverage, never per exam). */
  examLocked: (locked: LockedExam) => string;
  noPaper: string;
  attemptsUsed: (allowed: number) => string;
  seqConflict: string;
  /** Slugs asked for practice that name no topic, quoted and listed with "or". */
  unknownTopics: (slugs: string) => string;
  /** Topics (named) with no questions to practise. */
  emptyTopics: (names: string) => string;
  /** More practice tests than a day allows; `when`: the date and time the next may start. */
  practiceLimit: (perDay: number, when: string) => string;
  /** A question id the attempt's paper does not hold. */
  notInAttempt: string;
  /** The report arrived (first time), or was there already (a second tap). */
  reportReceived: string;
  reportAlreadyReceived: string;
  /** "Challenge this answer": received, already sent, and why it was refused. */
  challengeReceived: string;
  challengeAlreadyReceived: string;
  challengeWindowClosed: string;
  challengeAnswerInvalid: string;
  challengeSameAsKey: string;
};

const en: Catalogue = {
  notFound: 'No such attempt.',
  closed: 'This test has been submitted; your saved answers were scored.',
  inProgress: 'This test is still in progress. Submit it to see the result.',
  examLocked: ({ title, unlockers: { plans, oneExamPlans } }) => {
    const one = oneExamPlans.length === 0 ? '' : `${listOf(oneExamPlans, 'en', 'disjunction')} as your one exam`;
    if (plans.length === 0 && one === '') return `${title} is locked. See the plans to unlock it.`;
    if (plans.length === 0) return `${title} is locked. ${one.charAt(0).toUpperCase()}${one.slice(1)} unlocks it.`;
    const verb = plans.length === 1 ? 'unlocks' : 'unlock';
    return `${title} is locked. ${listOf(plans, 'en')} ${verb} it${one === '' ? '' : `, or ${one}`}.`;
  },
  noPaper: 'No test is available for this exam yet.',
  attemptsUsed: (allowed) => (allowed === 1 ? 'This test allows one attempt, and you have made it. Your result stays under Tests in your dashboard.' : `This test allows ${allowed} attempts, and you have made them all. Your results stay under Tests in your dashboard.`),
  seqConflict: 'Another tab of this test saved with the same number. Send these answers again under a new client_id.',
  unknownTopics: (slugs) => `There is no topic called ${slugs} to practise.`,
  emptyTopics: (names) => `There are no questions to practise in ${names} yet. Choose another topic.`,
  practiceLimit: (perDay, when) => `You have started ${perDay} practice tests in the last 24 hours, the most for a day. You can start the next one after ${when}.`,
  notInAttempt: 'This question is not in this test.',
  reportReceived: 'Thank you. Our reviewers will check this question, and their answer will appear here.',
  reportAlreadyReceived: 'You have already reported this question. Our reviewers’ answer will appear here.',
  challengeReceived: 'Your challenge has been received. If our reviewers accept it, the key is corrected and every score is worked out again.',
  challengeAlreadyReceived: 'You have already challenged this answer. Our reviewers’ decision will appear here.',
  challengeWindowClosed: 'The time to challenge this test’s answers has ended.',
  challengeAnswerInvalid: 'Choose the answer you think is right: one of this question’s options, or a number.',
  challengeSameAsKey: 'That is already the answer in the key. Choose the answer you think is right.',
};

const hi: Catalogue = {
  notFound: 'यह टेस्ट प्रयास नहीं मिला।',
  closed: 'यह टेस्ट जमा हो चुका है; आपके सहेजे गए उत्तरों का मूल्यांकन हो गया है।',
  inProgress: 'यह टेस्ट अभी चल रहा है। परिणाम देखने के लिए इसे जमा करें।',
  examLocked: ({ title, unlockers: { plans, oneExamPlans } }) => {
    const one =
      oneExamPlans.length === 0 ? '' : `${listOf(oneExamPlans, 'hi', 'disjunction')} से, अगर आप इसे अपनी एक परीक्षा के रूप में चुनें`;
    if (plans.length === 0 && one === '') return `${title} लॉक है। इसे अनलॉक करने के लिए प्लान देखें।`;
    if (plans.length === 0) return `${title} लॉक है। यह ${one} अनलॉक हो जाएगा।`;
    return `${title} लॉक है। ${listOf(plans, 'hi', 'disjunction')} प्लान से यह अनलॉक हो जाएगा${one === '' ? '' : `, या ${one}`}।`;
  },
  noPaper: 'इस परीक्षा के लिए अभी कोई टेस्ट उपलब्ध नहीं है।',
  attemptsUsed: (allowed) => `यह टेस्ट ${allowed} बार दिया जा सकता है, और आप इतने प्रयास कर चुके हैं। आपके परिणाम डैशबोर्ड के टेस्ट में बने रहेंगे।`,
  seqConflict: 'इस टेस्ट के किसी दूसरे टैब ने इसी क्रमांक से उत्तर सहेजे हैं। ये उत्तर नए client_id से फिर भेजें।',
  unknownTopics: (slugs) => `अभ्यास के लिए ${slugs} नाम का कोई विषय नहीं है।`,
  emptyTopics: (names) => `${names} में अभी अभ्यास के लिए कोई प्रश्न नहीं है। कोई दूसरा विषय चुनें।`,
  practiceLimit: (perDay, when) => `आपने पिछले 24 घंटों में ${perDay} अभ्यास टेस्ट शुरू किए हैं, जो एक दिन की सीमा है। आप अगला टेस्ट ${when} के बाद शुरू कर सकते हैं।`,
  notInAttempt: 'यह प्रश्न इस टेस्ट में नहीं है।',
  reportReceived: 'धन्यवाद। हमारे समीक्षक इस प्रश्न की जाँच करेंगे, और उनका उत्तर यहीं दिखेगा।',
  reportAlreadyReceived: 'आप यह प्रश्न पहले ही रिपोर्ट कर चुके हैं। हमारे समीक्षकों का उत्तर यहीं दिखेगा।',
  challengeReceived: 'आपकी चुनौती मिल गई है। समीक्षक इसे स्वीकार करें तो कुंजी सुधारी जाएगी और सबके अंक दोबारा जोड़े जाएँगे।',
  challengeAlreadyReceived: 'आप इस उत्तर को पहले ही चुनौती दे चुके हैं। समीक्षकों का निर्णय यहीं दिखेगा।',
  challengeWindowClosed: 'इस टेस्ट के उत्तरों को चुनौती देने का समय समाप्त हो गया है।',
  challengeAnswerInvalid: 'वह उत्तर चुनिए जो आपके अनुसार सही है: इस प्रश्न का कोई विकल्प, या कोई संख्या।',
  challengeSameAsKey: 'कुंजी में पहले से यही उत्तर है। वह उत्तर चुनिए जो आपके अनुसार सही है।',
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The catalogue's language for a request's `lang`: 'hi-IN' → 'hi'; one without a catalogue → 'en'. */
function languageOf(lang: string): string {
  if (Object.hasOwn(catalogues, lang)) return lang;
  const primary = lang.split('-', 1)[0] ?? lang;
  return Object.hasOwn(catalogues, primary) ? primary : 'en';
}

/** A list joined as the language joins it: "a, b and c", "a, b, और c" ('disjunction': "a or b"). */
export function listOf(items: readonly string[], lang: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(`${languageOf(lang)}-IN`, { type }).format(items);
}

/** A moment as a learner in India reads it: "25 Nov 2026, 3:45 pm IST". */
export function momentOf(date: Date, lang: string): string {
  const words = new Intl.DateTimeFormat(`${languageOf(lang)}-IN`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return `${words.format(date)} IST`;
}

export function attemptMessages(lang: string): Catalogue {
  return catalogues[languageOf(lang)] ?? en;
}
