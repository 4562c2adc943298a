/** Reading comprehension: one original passage with five questions under the same direction. */
import { englishQuestion } from './authored.js';
import type { EnglishItem } from './authored.js';

const passage = `Many young people believe that saving money is something to think about only after they start earning well. This belief is costly. A small amount put aside every month grows steadily, because interest is earned not only on the money saved but also on the interest already added to it. At a steady rate of interest, someone who begins saving ₹1,000 a month at twenty-two will often have more at sixty than someone who saves twice as much each month but begins at thirty-five. The early saver does not work harder; time simply does more of the work.

Saving is also a habit of mind. People who keep track of their spending learn to tell what they need from what they merely want. This does not mean living without joy. It means choosing rather than drifting, and keeping some money ready for emergencies, so that a sudden illness or the loss of a job does not become a crisis.`;

const direction = {
  en: `Read the passage carefully and answer the questions that follow.\n\n${passage}`,
  hi: `नीचे दिए गए गद्यांश को ध्यान से पढ़िए और उसके बाद के प्रश्नों के उत्तर दीजिए।\n\n${passage}`,
};

const items: readonly EnglishItem[] = [
  {
    key: 'eng-reading-001',
    difficulty: 'easy',
    text: 'What is the main idea of the passage?',
    correct: 'Saving early and regularly pays off, in money and in habits.',
    wrong: ['Only people with high incomes can afford to save.', 'Saving money makes life dull and joyless.', 'Young people should not spend money at all.'],
    why: {
      en: 'Both paragraphs argue for saving early and regularly: the first shows how money grows with time, the second how saving builds good habits.',
      hi: 'दोनों अनुच्छेद जल्दी और नियमित बचत के पक्ष में हैं: पहला बताता है कि समय के साथ धन कैसे बढ़ता है, दूसरा कि बचत से अच्छी आदतें बनती हैं।',
    },
  },
  {
    key: 'eng-reading-002',
    difficulty: 'medium',
    text: 'According to the passage, why does money saved early grow more?',
    correct: 'Interest is also earned on the interest already added.',
    wrong: ['Banks pay young savers a higher rate.', 'Early savers work harder than others.', 'Prices fall as people grow older.'],
    why: {
      en: "The passage says interest is earned 'not only on the money saved but also on the interest already added to it', and that 'time simply does more of the work'.",
      hi: "गद्यांश के अनुसार ब्याज 'not only on the money saved but also on the interest already added to it' मिलता है, और 'time simply does more of the work'।",
    },
  },
  {
    key: 'eng-reading-003',
    difficulty: 'medium',
    text: "As used in the passage, the word 'drifting' means",
    correct: 'moving along without a plan',
    wrong: ['travelling by boat', 'saving very carefully', 'working extra hours'],
    why: {
      en: "'Choosing rather than drifting' contrasts deciding with letting things happen without a plan, so 'drifting' means moving along without a plan.",
      hi: "'Choosing rather than drifting' में सोच-समझकर चुनने की तुलना बिना योजना के बहते जाने से की गई है; अतः 'drifting' का अर्थ है बिना योजना के चलते जाना।",
    },
  },
  {
    key: 'eng-reading-004',
    difficulty: 'hard',
    text: 'Which of the following is NOT mentioned in the passage as a benefit of saving?',
    correct: 'Paying less tax',
    wrong: ['Being ready for emergencies', 'Telling needs from wants', 'Having more money at sixty'],
    why: {
      en: 'The passage mentions emergencies, telling needs from wants and a larger sum at sixty. It says nothing about tax.',
      hi: 'गद्यांश में आपात स्थिति के लिए तैयारी, आवश्यकता और इच्छा में अंतर, तथा साठ वर्ष की आयु पर अधिक धन का उल्लेख है; कर (tax) के बारे में कुछ नहीं कहा गया।',
    },
  },
  {
    key: 'eng-reading-005',
    difficulty: 'easy',
    text: 'The tone of the passage is best described as',
    correct: 'practical and encouraging',
    wrong: ['angry and bitter', 'humorous and light', 'sad and hopeless'],
    why: {
      en: 'The writer gives sensible advice with an example and reassures the reader that saving does not mean living without joy: a practical, encouraging tone.',
      hi: 'लेखक उदाहरण सहित व्यावहारिक सलाह देता है और आश्वस्त करता है कि बचत का अर्थ आनंदहीन जीवन नहीं है; अतः स्वर व्यावहारिक और उत्साहवर्धक है।',
    },
  },
];

export const readingQuestions = items.map((item) => englishQuestion('reading-comprehension', direction, item));
