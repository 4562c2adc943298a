/** Atomic structure: radial nodes of hydrogen-like orbitals (generated) and quantum numbers (authored). */
import { authoredSingle, family, numericQuestion } from '../build.js';

const subject = 'chemistry' as const;
const letters = ['s', 'p', 'd', 'f'] as const;

/** Radial nodes = n − l − 1 (total nodes n − 1, of which l are angular). */
export const radialNodes = family(
  'jee-chem-radial-nodes',
  [
    { n: 4, l: 0 },
    { n: 3, l: 1 },
    { n: 5, l: 2 },
  ] as const,
  ({ n, l }, key) => {
    const orbital = `${n}${letters[l]}`;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-atomic-structure',
        difficulty: 'easy',
        text: {
          en: `The number of radial nodes in a ${orbital} orbital is ______.`,
          hi: `${orbital} कक्षक में त्रिज्य नोडों (radial nodes) की संख्या ______ है।`,
        },
        explanation: {
          en: `For ${orbital}, n = ${n} and l = ${l}. Total nodes = n − 1 = ${n - 1}, of which l = ${l} are angular, so radial nodes = n − l − 1 = ${n - l - 1}.`,
          hi: `${orbital} के लिए n = ${n} तथा l = ${l}। कुल नोड = n − 1 = ${n - 1}, जिनमें से l = ${l} कोणीय हैं, अतः त्रिज्य नोड = n − l − 1 = ${n - l - 1}।`,
        },
      },
      n - l - 1,
    );
  },
);

export const quantumNumbers = authoredSingle(
  {
    key: 'jee-chem-concept-18',
    subject,
    topic: 'chemistry-atomic-structure',
    difficulty: 'easy',
    text: {
      en: 'Which of the following sets of quantum numbers (n, l, mₗ) is NOT possible for an electron?',
      hi: 'निम्नलिखित में से क्वांटम संख्याओं (n, l, mₗ) का कौन-सा समुच्चय किसी इलेक्ट्रॉन के लिए संभव नहीं है?',
    },
    explanation: {
      en: 'l can take only the values 0 to n − 1, and mₗ the values −l to +l. For n = 2, l cannot be 2, so (2, 2, 0) is impossible; the other sets obey both rules.',
      hi: 'l के मान केवल 0 से n − 1 तक और mₗ के मान −l से +l तक हो सकते हैं। n = 2 के लिए l = 2 नहीं हो सकता, अतः (2, 2, 0) असंभव है; शेष समुच्चय दोनों नियमों का पालन करते हैं।',
    },
  },
  {
    en: ['(3, 2, −2)', '(2, 2, 0)', '(4, 0, 0)', '(3, 1, −1)'],
    hi: ['(3, 2, −2)', '(2, 2, 0)', '(4, 0, 0)', '(3, 1, −1)'],
  },
  1,
);
