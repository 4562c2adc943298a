import type { TopicAccuracyItem } from './TopicAccuracyList';

/** Topics of a bank clerk's mock test, in English and Hindi, with a learner's tallies (stories only). */
const topicRows: readonly [id: string, en: string, hi: string, questions: number, attempted: number, correct: number][] = [
  ['profit-loss', 'Profit and Loss', 'लाभ और हानि', 10, 8, 3],
  ['syllogism', 'Syllogism', 'न्याय निगमन', 6, 5, 2],
  ['time-work', 'Time and Work', 'समय और कार्य', 9, 9, 4],
  ['percentage', 'Percentage', 'प्रतिशत', 10, 10, 7],
  ['blood-relations', 'Blood Relations', 'रक्त संबंध', 5, 5, 5],
  ['number-system', 'Number System', 'संख्या पद्धति', 8, 7, 6],
  ['averages', 'Averages', 'औसत', 6, 6, 5],
  ['simple-interest', 'Simple Interest', 'साधारण ब्याज', 5, 4, 4],
  ['compound-interest', 'Compound Interest', 'चक्रवृद्धि ब्याज', 5, 3, 2],
  ['ratio-proportion', 'Ratio and Proportion', 'अनुपात और समानुपात', 6, 6, 4],
  ['speed-distance', 'Time, Speed and Distance', 'समय, चाल और दूरी', 8, 6, 4],
  ['mensuration', 'Mensuration', 'क्षेत्रमिति', 5, 4, 3],
  ['data-interpretation', 'Data Interpretation', 'आँकड़ों का विश्लेषण', 10, 9, 7],
  ['simplification', 'Simplification', 'सरलीकरण', 10, 10, 9],
  ['coding-decoding', 'Coding-Decoding', 'कोडिंग-डिकोडिंग', 5, 5, 4],
  ['seating-arrangement', 'Seating Arrangement', 'बैठक व्यवस्था', 10, 7, 5],
  ['direction-sense', 'Direction Sense', 'दिशा ज्ञान', 5, 5, 5],
  ['inequality', 'Inequality', 'असमानता', 5, 5, 4],
  ['reading-comprehension', 'Reading Comprehension', 'अपठित गद्यांश', 10, 10, 8],
  ['error-spotting', 'Error Spotting', 'त्रुटि पहचान', 5, 5, 3],
];

/**
 * The first `count` topics (up to 20), named in English or Hindi, as the app hands them over:
 * weakest first (a skipped question is not a right one), the first `weakest` of them marked.
 */
export function sampleTopics(count: number, language: 'en' | 'hi' = 'en', weakest = 3): TopicAccuracyItem[] {
  return topicRows
    .slice(0, count)
    .map(([id, en, hi, questions, , correct]) => ({ id, name: language === 'hi' ? hi : en, questions, correct, share: correct / questions }))
    .sort((a, b) => a.share - b.share)
    .map((topic, index) => ({ ...topic, weak: index < weakest }));
}
