/**
 * Real questions for the stories, in English and Hindi, each key worked out in its explanation
 * and checked again in `sampleSolutions.test.ts`: a learner may read a story, and a wrong key
 * would teach something false.
 */
import { coachingDirection } from '../QuestionView/sampleQuestions';
import type { SolutionQuestion, SolutionText } from './solution';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** How long a question was on screen, and that time as the app writes it ('01:25'). */
const spent = (seconds: number) => ({ timeSpentMs: seconds * 1000, timeSpent: `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}` });

/** 15% off ₹800: the customer pays 85% of it, ₹680. */
export const discountSolution: SolutionQuestion = {
  id: 'q1',
  number: 1,
  sectionName: 'Quantitative Aptitude',
  type: 'single',
  texts: {
    en: {
      text: 'A shopkeeper marks a school bag at ₹800 and gives a discount of 15%. How much does the customer pay?',
      options: ['₹640', '₹680', '₹700', '₹720'],
      explanation:
        'Discount = 15% of ₹800 = ₹120.\nThe customer pays ₹800 − ₹120 = ₹680.\n(Or at once: the customer pays 85% of ₹800 = 0.85 × 800 = ₹680.)',
    },
    hi: {
      text: 'एक दुकानदार एक स्कूल बैग का अंकित मूल्य ₹800 रखता है और उस पर 15% की छूट देता है। ग्राहक कितना भुगतान करता है?',
      options: ['₹640', '₹680', '₹700', '₹720'],
      explanation:
        'छूट = ₹800 का 15% = ₹120।\nग्राहक ₹800 − ₹120 = ₹680 चुकाता है।\n(सीधे: ग्राहक ₹800 का 85% चुकाता है = 0.85 × 800 = ₹680।)',
    },
  },
  yourAnswer: { choice: 1 },
  correctAnswer: { choice: 1 },
  outcome: 'correct',
  marked: false,
  ...spent(52),
};

/** 1/12 + 1/18 = 5/36 of the work a day: 36/5 = 7.2 days. */
export const workSolution: SolutionQuestion = {
  id: 'q2',
  number: 2,
  sectionName: 'Quantitative Aptitude',
  type: 'single',
  texts: {
    en: {
      text: 'A can finish a piece of work in 12 days and B can finish it in 18 days. Working together, in how many days will they finish it?',
      options: ['6 days', '7.2 days', '7.5 days', '15 days'],
      explanation:
        'In one day A does 1/12 of the work and B does 1/18.\nTogether: 1/12 + 1/18 = 3/36 + 2/36 = 5/36 of the work a day.\nSo the whole work takes 36/5 = 7.2 days.',
    },
    hi: {
      text: 'A किसी काम को 12 दिनों में और B उसी काम को 18 दिनों में पूरा कर सकता है। दोनों मिलकर यह काम कितने दिनों में पूरा करेंगे?',
      options: ['6 दिन', '7.2 दिन', '7.5 दिन', '15 दिन'],
      explanation:
        'A एक दिन में काम का 1/12 भाग और B 1/18 भाग करता है।\nदोनों मिलकर एक दिन में 1/12 + 1/18 = 3/36 + 2/36 = 5/36 भाग करते हैं।\nइसलिए पूरा काम 36/5 = 7.2 दिनों में होगा।',
    },
  },
  yourAnswer: { choice: 1 },
  correctAnswer: { choice: 1 },
  outcome: 'correct',
  marked: true,
  ...spent(74),
};

/** 51 = 3 × 17, 57 = 3 × 19; 53 and 59 are prime. The learner took 51 for a prime. */
export const primesSolution: SolutionQuestion = {
  id: 'q3',
  number: 3,
  sectionName: 'Quantitative Aptitude',
  type: 'multiple',
  texts: {
    en: {
      text: 'Which of the following numbers are prime?',
      options: ['51', '53', '57', '59'],
      explanation:
        '51 = 3 × 17 and 57 = 3 × 19, so neither is prime.\n53 and 59 are not divided by any prime up to their square roots (2, 3, 5 and 7), so both are prime: options 2 and 4.',
    },
    hi: {
      text: 'निम्नलिखित में से कौन-सी संख्याएँ अभाज्य हैं?',
      options: ['51', '53', '57', '59'],
      explanation:
        '51 = 3 × 17 और 57 = 3 × 19, इसलिए इनमें से कोई भी अभाज्य नहीं है।\n53 और 59 को उनके वर्गमूल तक की कोई भी अभाज्य संख्या (2, 3, 5 और 7) नहीं बाँटती, इसलिए दोनों अभाज्य हैं: विकल्प 2 और 4।',
    },
  },
  yourAnswer: { choices: [0, 1] },
  correctAnswer: { choices: [1, 3] },
  outcome: 'wrong',
  marked: false,
  ...spent(95),
};

/** 150 m in 10 s is 15 m/s; × 18/5 = 54 km/h. Left unanswered, marked to come back to. */
export const trainSolution: SolutionQuestion = {
  id: 'q4',
  number: 4,
  sectionName: 'Quantitative Aptitude',
  type: 'single',
  texts: {
    en: {
      text: 'A train 150 m long passes a pole in 10 seconds. What is its speed in km/h?',
      options: ['45 km/h', '54 km/h', '60 km/h', '72 km/h'],
      explanation:
        'To pass the pole the train covers its own length, 150 m, in 10 s: 15 m/s.\nTo turn m/s into km/h, multiply by 18/5: 15 × 18/5 = 54 km/h.',
    },
    hi: {
      text: '150 मीटर लंबी एक रेलगाड़ी एक खंभे को 10 सेकंड में पार करती है। उसकी चाल किमी/घंटा में कितनी है?',
      options: ['45 किमी/घंटा', '54 किमी/घंटा', '60 किमी/घंटा', '72 किमी/घंटा'],
      explanation:
        'खंभे को पार करने में रेलगाड़ी अपनी लंबाई, 150 मीटर, 10 सेकंड में तय करती है: 15 मी/से।\nमी/से को किमी/घंटा में बदलने के लिए 18/5 से गुणा कीजिए: 15 × 18/5 = 54 किमी/घंटा।',
    },
  },
  yourAnswer: null,
  correctAnswer: { choice: 1 },
  outcome: 'unanswered',
  marked: true,
  ...spent(38),
};

/** 5,000 × 8 × 3 / 100 = ₹1,200 (₹1,298 is, to the rupee, the compound interest). */
export const interestSolution: SolutionQuestion = {
  id: 'q5',
  number: 5,
  sectionName: 'Quantitative Aptitude',
  type: 'single',
  texts: {
    en: {
      text: 'What is the simple interest on ₹5,000 at 8% per annum for 3 years?',
      options: ['₹1,000', '₹1,200', '₹1,240', '₹1,298'],
      explanation:
        'Simple interest = P × R × T / 100 = 5,000 × 8 × 3 / 100 = ₹1,200.\n(₹1,298 is the compound interest, to the rupee: 5,000 × 1.08³ − 5,000 = ₹1,298.56.)',
    },
    hi: {
      text: '₹5,000 पर 8% वार्षिक दर से 3 वर्ष का साधारण ब्याज कितना होगा?',
      options: ['₹1,000', '₹1,200', '₹1,240', '₹1,298'],
      explanation:
        'साधारण ब्याज = मूलधन × दर × समय / 100 = 5,000 × 8 × 3 / 100 = ₹1,200।\n(₹1,298 लगभग चक्रवृद्धि ब्याज है: 5,000 × 1.08³ − 5,000 = ₹1,298.56।)',
    },
  },
  yourAnswer: null,
  correctAnswer: { choice: 1 },
  outcome: 'unanswered',
  marked: false,
  ...spent(6),
};

const coachingDirectionHindi = [
  'निम्नलिखित जानकारी को ध्यान से पढ़िए और नीचे दिए गए प्रश्न का उत्तर दीजिए।',
  '',
  'पटना के एक कोचिंग संस्थान में 600 विद्यार्थी हैं। हर विद्यार्थी चार परीक्षाओं में से ठीक एक की तैयारी कर रहा है: SSC CGL, IBPS PO, RRB NTPC और JEE Main।',
  '',
  '• 30% विद्यार्थी SSC CGL की तैयारी कर रहे हैं।',
  '• IBPS PO की तैयारी करने वाले विद्यार्थियों की संख्या SSC CGL की तैयारी करने वालों की संख्या की दो-तिहाई है।',
  '• 150 विद्यार्थी RRB NTPC की तैयारी कर रहे हैं।',
  '• बाकी सभी विद्यार्थी JEE Main की तैयारी कर रहे हैं।',
  '',
  'हर परीक्षा की तैयारी करने वाले 40% विद्यार्थी सुबह के बैच में पढ़ते हैं और बाकी शाम के बैच में।',
  '',
  'मासिक शुल्क SSC CGL के लिए ₹1,500, IBPS PO के लिए ₹1,800, RRB NTPC के लिए ₹1,200 और JEE Main के लिए ₹3,000 है। सुबह के बैच के विद्यार्थियों को शुल्क पर 10% की छूट मिलती है, क्योंकि सुबह कक्षाएँ कम भरी रहती हैं।',
  '',
  'हर विद्यार्थी हर रविवार असली परीक्षा जितने समय का एक पूरा मॉक टेस्ट देता है: SSC CGL के लिए 60 मिनट, RRB NTPC के लिए 90 मिनट, IBPS PO के लिए 20-20 मिनट के तीन खंडों में 60 मिनट, और JEE Main के लिए 180 मिनट।',
].join('\n');

/** SSC 180, IBPS 120, RRB 150, so JEE 150; 60% of them, 90, study in the evening. */
export const passageSolution: SolutionQuestion = {
  id: 'q6',
  number: 6,
  sectionName: 'Quantitative Aptitude',
  type: 'single',
  texts: {
    en: {
      direction: coachingDirection,
      text: 'How many learners preparing for JEE Main study in the evening batch?',
      options: ['60', '90', '100', '120'],
      explanation:
        'SSC CGL: 30% of 600 = 180.\nIBPS PO: two-thirds of 180 = 120.\nRRB NTPC: 150.\nJEE Main: 600 − (180 + 120 + 150) = 150.\n40% of every exam’s learners study in the morning, so 60% study in the evening: 60% of 150 = 90.',
    },
    hi: {
      direction: coachingDirectionHindi,
      text: 'JEE Main की तैयारी करने वाले कितने विद्यार्थी शाम के बैच में पढ़ते हैं?',
      options: ['60', '90', '100', '120'],
      explanation:
        'SSC CGL: 600 का 30% = 180।\nIBPS PO: 180 का दो-तिहाई = 120।\nRRB NTPC: 150।\nJEE Main: 600 − (180 + 120 + 150) = 150।\nहर परीक्षा के 40% विद्यार्थी सुबह पढ़ते हैं, इसलिए 60% शाम को: 150 का 60% = 90।',
    },
  },
  yourAnswer: { choice: 1 },
  correctAnswer: { choice: 1 },
  outcome: 'correct',
  marked: false,
  ...spent(245),
};

/** 'Some books are bags' converts to 'some bags are books' (II); nothing ties pens to bags (I). */
export const syllogismSolution: SolutionQuestion = {
  id: 'q7',
  number: 7,
  sectionName: 'Reasoning',
  type: 'single',
  texts: {
    en: {
      direction:
        'Two statements are followed by two conclusions. Take the statements to be true even if they seem to be at variance with commonly known facts, and decide which of the conclusions logically follow from them.',
      text: 'Statements:\nAll pens are books.\nSome books are bags.\n\nConclusions:\nI. Some pens are bags.\nII. Some bags are books.',
      options: ['Only conclusion I follows', 'Only conclusion II follows', 'Both I and II follow', 'Neither I nor II follows'],
      explanation:
        '‘Some books are bags’ can be turned round: some bags are books. So II follows.\nEvery pen is a book, but the books that are bags need not include any pen: a diagram with all the pens outside the bags fits both statements. So I does not follow.\nOnly conclusion II follows.',
    },
    hi: {
      direction:
        'नीचे दो कथन और उनके बाद दो निष्कर्ष दिए गए हैं। कथनों को सत्य मानिए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत हों, और तय कीजिए कि कौन-से निष्कर्ष कथनों से तार्किक रूप से निकलते हैं।',
      text: 'कथन:\nसभी पेन किताबें हैं।\nकुछ किताबें बैग हैं।\n\nनिष्कर्ष:\nI. कुछ पेन बैग हैं।\nII. कुछ बैग किताबें हैं।',
      options: ['केवल निष्कर्ष I निकलता है', 'केवल निष्कर्ष II निकलता है', 'I और II दोनों निकलते हैं', 'न तो I और न ही II निकलता है'],
      explanation:
        '‘कुछ किताबें बैग हैं’ को पलटा जा सकता है: कुछ बैग किताबें हैं। इसलिए II निकलता है।\nहर पेन एक किताब है, पर जो किताबें बैग हैं, ज़रूरी नहीं कि उनमें कोई पेन हो: ऐसा चित्र जिसमें सारे पेन बैगों से बाहर हों, दोनों कथनों पर खरा उतरता है। इसलिए I नहीं निकलता।\nकेवल निष्कर्ष II निकलता है।',
    },
  },
  yourAnswer: { choice: 2 },
  correctAnswer: { choice: 1 },
  outcome: 'wrong',
  marked: true,
  ...spent(95),
};

/** An English Language question: it has no Hindi version, and stays English in Hindi. */
export const synonymSolution: SolutionQuestion = {
  id: 'q8',
  number: 8,
  sectionName: 'General English',
  type: 'single',
  texts: {
    en: {
      direction: 'Choose the word that is closest in meaning to the given word.',
      text: 'ABUNDANT',
      options: ['Scarce', 'Plentiful', 'Tiny', 'Rapid'],
      explanation:
        '‘Abundant’ means existing in large quantities: plentiful.\n‘Scarce’ is its opposite; ‘tiny’ is about size and ‘rapid’ about speed.',
    },
  },
  yourAnswer: { choice: 0 },
  correctAnswer: { choice: 1 },
  outcome: 'wrong',
  marked: false,
  ...spent(21),
};

/** A Hindi grammar question: it has no English version. दिनकर is the sun; सुधाकर the moon; जलधर a cloud. */
export const hindiOnlySolution: SolutionQuestion = {
  id: 'q9',
  number: 9,
  sectionName: 'General Hindi',
  type: 'single',
  texts: {
    hi: {
      direction: 'दिए गए शब्द का पर्यायवाची शब्द चुनिए।',
      text: 'सूर्य',
      options: ['दिनकर', 'सुधाकर', 'जलधर', 'पवन'],
      explanation:
        'दिनकर (दिन करने वाला) सूर्य का पर्यायवाची है।\nसुधाकर चंद्रमा का और जलधर बादल का पर्यायवाची है; पवन का अर्थ हवा है।',
    },
  },
  yourAnswer: { choice: 0 },
  correctAnswer: { choice: 0 },
  outcome: 'correct',
  marked: false,
  ...spent(14),
};

/** Roots r and r + 1: 2r + 1 = 7, r = 3, k = 3 × 4 = 12. The learner typed 12.5. */
export const rootsSolution: SolutionQuestion = {
  id: 'q10',
  number: 10,
  sectionName: 'Mathematics',
  type: 'numeric',
  texts: {
    en: {
      text: 'The roots of the equation x² − 7x + k = 0 differ by 1.\nFind the value of k.',
      explanation:
        'Let the roots be r and r + 1.\nTheir sum is 7, so 2r + 1 = 7 and r = 3: the roots are 3 and 4.\nTheir product is k, so k = 3 × 4 = 12.',
    },
    hi: {
      text: 'समीकरण x² − 7x + k = 0 के दोनों मूलों का अंतर 1 है।\nk का मान ज्ञात कीजिए।',
      explanation:
        'मान लीजिए मूल r और r + 1 हैं।\nमूलों का योग 7 है, इसलिए 2r + 1 = 7 और r = 3: मूल 3 और 4 हैं।\nमूलों का गुणनफल k है, इसलिए k = 3 × 4 = 12।',
    },
  },
  yourAnswer: { value: '12.5' },
  correctAnswer: { value: '12' },
  outcome: 'wrong',
  marked: false,
  ...spent(190),
};

/** t = √(2h/g) = √(40/9.8) = 2.0203 s: 2.02 to two places, 2.01 to 2.03 accepted. */
export const fallSolution: SolutionQuestion = {
  id: 'q11',
  number: 11,
  sectionName: 'Physics',
  type: 'numeric',
  texts: {
    en: {
      text: 'A stone is dropped from rest from a height of 20 m. Taking g = 9.8 m/s² and ignoring air resistance, find the time it takes to reach the ground, in seconds, correct to two decimal places.',
      explanation: 'From h = ½gt²:\nt = √(2h/g) = √(2 × 20 / 9.8) = √4.0816… = 2.0203… ≈ 2.02 s.',
    },
    hi: {
      text: 'एक पत्थर को 20 मीटर की ऊँचाई से विरामावस्था से गिराया जाता है। g = 9.8 मी/से² लेकर और वायु-प्रतिरोध की उपेक्षा करते हुए, पत्थर को ज़मीन तक पहुँचने में लगा समय सेकंड में, दशमलव के दो स्थानों तक ज्ञात कीजिए।',
      explanation: 'h = ½gt² से:\nt = √(2h/g) = √(2 × 20 / 9.8) = √4.0816… = 2.0203… ≈ 2.02 सेकंड।',
    },
  },
  yourAnswer: { value: '2.02' },
  correctAnswer: { value: '2.02' },
  acceptedRange: [2.01, 2.03],
  outcome: 'correct',
  marked: false,
  ...spent(132),
};

/**
 * JEE Advanced style, partial marks: thrown up at 20 m/s (g = 10 m/s²), the ball stops at the top
 * after 2 s, 20 m up, and is back after 4 s; its acceleration is g all the way. The learner chose
 * two of the three true statements and no false one: partly right.
 */
export const throwSolution: SolutionQuestion = {
  id: 'q12',
  number: 12,
  sectionName: 'Physics',
  type: 'multiple',
  texts: {
    en: {
      text: 'A ball is thrown vertically upwards at 20 m/s. Taking g = 10 m/s² and ignoring air resistance, which of the following statements are true?',
      options: [
        'It rises to a greatest height of 20 m.',
        'It reaches the top 2 s after it is thrown.',
        'Its acceleration at the top is zero.',
        'It comes back to the thrower’s hand 4 s after it is thrown.',
      ],
      explanation:
        'At the top the speed is 0: 0 = 20 − 10t, so t = 2 s (statement 2).\nGreatest height = u²/2g = 20²/(2 × 10) = 20 m (statement 1).\nThe way down takes as long as the way up: the ball is back in the hand after 2 × 2 = 4 s (statement 4).\nThe acceleration is g = 10 m/s² downwards all the way, at the top too: statement 3 is false.',
    },
    hi: {
      text: 'एक गेंद को 20 मी/से की चाल से ऊर्ध्वाधर ऊपर फेंका जाता है। g = 10 मी/से² लेकर और वायु-प्रतिरोध की उपेक्षा करते हुए, निम्नलिखित में से कौन-से कथन सही हैं?',
      options: [
        'यह अधिकतम 20 मीटर की ऊँचाई तक पहुँचती है।',
        'यह फेंके जाने के 2 सेकंड बाद सबसे ऊँचे बिंदु पर पहुँचती है।',
        'सबसे ऊँचे बिंदु पर इसका त्वरण शून्य होता है।',
        'यह फेंके जाने के 4 सेकंड बाद फेंकने वाले के हाथ में लौट आती है।',
      ],
      explanation:
        'सबसे ऊँचे बिंदु पर चाल 0 होती है: 0 = 20 − 10t, इसलिए t = 2 सेकंड (कथन 2)।\nअधिकतम ऊँचाई = u²/2g = 20²/(2 × 10) = 20 मीटर (कथन 1)।\nनीचे आने में उतना ही समय लगता है जितना ऊपर जाने में: गेंद 2 × 2 = 4 सेकंड बाद हाथ में लौटती है (कथन 4)।\nत्वरण पूरे रास्ते नीचे की ओर g = 10 मी/से² रहता है, सबसे ऊँचे बिंदु पर भी: कथन 3 गलत है।',
    },
  },
  yourAnswer: { choices: [0, 3] },
  correctAnswer: { choices: [0, 1, 3] },
  outcome: 'partial',
  marked: false,
  ...spent(170),
};

/** A short mixed paper: 5 correct, 1 partly right, 4 wrong, 2 unanswered; 3 marked (one right, one wrong, one left). */
export const sampleSolutions: readonly SolutionQuestion[] = [
  discountSolution,
  workSolution,
  primesSolution,
  trainSolution,
  interestSolution,
  passageSolution,
  syllogismSolution,
  synonymSolution,
  hindiOnlySolution,
  rootsSolution,
  fallSolution,
  throwSolution,
];

/** The sample sections' names as a Hindi page shows them. */
export const hindiSectionNames: Readonly<Record<string, string>> = {
  'Quantitative Aptitude': 'मात्रात्मक अभियोग्यता',
  Reasoning: 'तर्कशक्ति',
  'General English': 'सामान्य अंग्रेज़ी',
  'General Hindi': 'सामान्य हिन्दी',
  Mathematics: 'गणित',
  Physics: 'भौतिकी',
};

/** The questions with their sections named in Hindi. */
export function inHindiSections(questions: readonly SolutionQuestion[]): SolutionQuestion[] {
  return questions.map((question) => ({ ...question, sectionName: hindiSectionNames[question.sectionName] ?? question.sectionName }));
}

const percents = [5, 10, 12, 15, 20, 25, 30, 40, 45, 60] as const;
const round2 = (n: number) => Number(n.toFixed(2));

/** The numbers of a generated percentage question, so its key can be checked independently. */
export interface PercentQuestion {
  percent: number;
  of: number;
}

/** The `index`-th (from 0) generated question's numbers. */
export function percentQuestion(index: number): PercentQuestion {
  return { percent: percents[index % percents.length] ?? 10, of: 40 + 20 * (index % 23) };
}

function percentTexts({ percent, of }: PercentQuestion, options: string[]): Record<'en' | 'hi', SolutionText> {
  const answer = round2((percent * of) / 100);
  return {
    en: {
      text: `What is ${percent}% of ${of}?`,
      options,
      explanation: `${percent}% of ${of} = ${percent}/100 × ${of} = ${answer}.`,
    },
    hi: {
      text: `${of} का ${percent}% कितना है?`,
      options,
      explanation: `${of} का ${percent}% = ${percent}/100 × ${of} = ${answer}।`,
    },
  };
}

/**
 * A long paper of `count` real percentage questions (the key is worked out, never typed), with a
 * spread of outcomes: four in seven right, two wrong, one left; every eleventh marked.
 */
export function percentSolutions(count: number): SolutionQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const numbers = percentQuestion(index);
    const answer = (numbers.percent * numbers.of) / 100;
    const step = numbers.of / 20; // 5% of the number: every distractor is a whole 5% away.
    const values = [answer, answer + step, answer + 2 * step, numbers.percent >= 10 ? answer - step : answer + 3 * step];
    // Rotated, so the key is not always the first option.
    const shift = index % 4;
    const options = values.map((_, at) => String(round2(values[(at + shift) % 4] ?? 0)));
    const key = (4 - shift) % 4;
    const slot = index % 7;
    const outcome = slot < 4 ? 'correct' : slot < 6 ? 'wrong' : 'unanswered';
    return {
      id: `p${index + 1}`,
      number: index + 1,
      sectionName: 'Quantitative Aptitude',
      type: 'single',
      texts: percentTexts(numbers, options),
      yourAnswer: outcome === 'unanswered' ? null : { choice: outcome === 'correct' ? key : (key + 1) % 4 },
      correctAnswer: { choice: key },
      outcome,
      marked: index % 11 === 3,
      ...spent(20 + ((index * 37) % 160)),
    } satisfies SolutionQuestion;
  });
}
