/** Grammar: spotting the error, filling the blank, improving a sentence. */
import { englishQuestion, fixedEnglishQuestion } from './authored.js';
import type { EnglishItem, FixedEnglishItem } from './authored.js';

/** Parts (A)–(C) and 'No error', printed in this order; the key names the part with the error. */
const errorSpotting: readonly FixedEnglishItem[] = [
  {
    key: 'eng-error-001',
    difficulty: 'easy',
    text: 'Each of the students / have submitted / the assignment on time.',
    options: ['(A) Each of the students', '(B) have submitted', '(C) the assignment on time', '(D) No error'],
    answer: 1,
    why: {
      en: "'Each of' takes a singular verb: 'Each of the students has submitted the assignment on time.'",
      hi: "'Each of' के साथ एकवचन क्रिया आती है: 'Each of the students has submitted…' अतः भाग (B) में त्रुटि है।",
    },
  },
  {
    key: 'eng-error-002',
    difficulty: 'medium',
    text: 'She is senior / than me / by two years.',
    options: ['(A) She is senior', '(B) than me', '(C) by two years', '(D) No error'],
    answer: 1,
    why: {
      en: "Senior, junior, superior and inferior take 'to', not 'than': 'She is senior to me by two years.'",
      hi: "Senior, junior, superior, inferior जैसे शब्दों के साथ 'than' नहीं, 'to' आता है: 'She is senior to me…' अतः भाग (B) में त्रुटि है।",
    },
  },
  {
    key: 'eng-error-003',
    difficulty: 'easy',
    text: 'He has been working / in this bank / since five years.',
    options: ['(A) He has been working', '(B) in this bank', '(C) since five years', '(D) No error'],
    answer: 2,
    why: {
      en: "'Since' marks a point in time (since 2019); a length of time takes 'for': 'for five years'.",
      hi: "'Since' किसी निश्चित समय-बिंदु के साथ आता है (since 2019); अवधि के साथ 'for' आता है: 'for five years'। अतः भाग (C) में त्रुटि है।",
    },
  },
  {
    key: 'eng-error-004',
    difficulty: 'hard',
    text: 'Neither the manager / nor his assistants / was present at the meeting.',
    options: ['(A) Neither the manager', '(B) nor his assistants', '(C) was present at the meeting', '(D) No error'],
    answer: 2,
    why: {
      en: "With 'neither … nor' the verb agrees with the nearer subject. 'Assistants' is plural, so it should be 'were present'.",
      hi: "'Neither … nor' में क्रिया निकटतम कर्ता के अनुसार होती है। 'Assistants' बहुवचन है, अतः 'were present' होना चाहिए; भाग (C) में त्रुटि है।",
    },
  },
  {
    key: 'eng-error-005',
    difficulty: 'medium',
    text: 'The news / was received / with great joy.',
    options: ['(A) The news', '(B) was received', '(C) with great joy', '(D) No error'],
    answer: 3,
    why: {
      en: "'News' looks plural but is singular, so 'was received' is correct. The sentence has no error.",
      hi: "'News' देखने में बहुवचन लगता है पर एकवचन है, अतः 'was received' सही है। वाक्य में कोई त्रुटि नहीं है।",
    },
  },
  {
    key: 'eng-error-006',
    difficulty: 'medium',
    text: 'If I was you, / I would accept / the offer at once.',
    options: ['(A) If I was you,', '(B) I would accept', '(C) the offer at once', '(D) No error'],
    answer: 0,
    why: {
      en: "An imaginary condition takes 'were' with every subject: 'If I were you, I would accept the offer at once.'",
      hi: "काल्पनिक शर्त में हर कर्ता के साथ 'were' आता है: 'If I were you…' अतः भाग (A) में त्रुटि है।",
    },
  },
];

const fillBlanks: readonly EnglishItem[] = [
  {
    key: 'eng-blank-001',
    difficulty: 'medium',
    text: 'After a long trial, he was ______ of all the charges and set free.',
    correct: 'acquitted',
    wrong: ['convicted', 'accused', 'charged'],
    why: {
      en: "'Acquitted of' means declared not guilty, which fits 'set free'. 'Convicted' would mean found guilty.",
      hi: "'Acquitted of' का अर्थ है 'दोषमुक्त घोषित', जो 'set free' से मेल खाता है। 'Convicted' का अर्थ है दोषी ठहराया गया।",
    },
  },
  {
    key: 'eng-blank-002',
    difficulty: 'easy',
    text: 'The teacher insisted ______ punctuality.',
    correct: 'on',
    wrong: ['at', 'for', 'with'],
    why: {
      en: "The verb 'insist' takes the preposition 'on': insist on punctuality.",
      hi: "क्रिया 'insist' के साथ preposition 'on' आता है: insist on punctuality।",
    },
  },
  {
    key: 'eng-blank-003',
    difficulty: 'easy',
    text: 'She has been living in Pune ______ 2015.',
    correct: 'since',
    wrong: ['for', 'from', 'by'],
    why: {
      en: "2015 is a point in time and the tense is present perfect continuous, so 'since' is correct.",
      hi: "2015 एक समय-बिंदु है और काल present perfect continuous है, अतः 'since' सही है।",
    },
  },
  {
    key: 'eng-blank-004',
    difficulty: 'hard',
    text: 'Hardly had he reached the station ______ the train left.',
    correct: 'when',
    wrong: ['than', 'then', 'that'],
    why: {
      en: "'Hardly' and 'scarcely' are followed by 'when' ('No sooner' takes 'than').",
      hi: "'Hardly' और 'scarcely' के बाद 'when' आता है ('No sooner' के बाद 'than')।",
    },
  },
  {
    key: 'eng-blank-005',
    difficulty: 'medium',
    text: 'The medicine had an immediate ______ on the patient.',
    correct: 'effect',
    wrong: ['affect', 'effort', 'afford'],
    why: {
      en: "A noun is needed after 'an immediate': 'effect' (result). 'Affect' is usually a verb.",
      hi: "'an immediate' के बाद संज्ञा चाहिए: 'effect' (प्रभाव)। 'Affect' सामान्यतः क्रिया है।",
    },
  },
  {
    key: 'eng-blank-006',
    difficulty: 'medium',
    text: 'Neither of the two answers ______ correct.',
    correct: 'is',
    wrong: ['are', 'were', 'have been'],
    why: {
      en: "'Neither of' refers to each one separately and takes a singular verb: 'Neither of the two answers is correct.'",
      hi: "'Neither of' प्रत्येक को अलग-अलग इंगित करता है, अतः एकवचन क्रिया 'is' आएगी।",
    },
  },
];

/** The bracketed part may be replaced; 'No improvement' is always the last option. */
const improvement: readonly FixedEnglishItem[] = [
  {
    key: 'eng-improve-001',
    difficulty: 'easy',
    text: 'He [did not know to swim] when he joined the club.',
    options: ['did not know swimming to', 'knew not to swim', 'did not know how to swim', 'No improvement'],
    answer: 2,
    why: {
      en: "'Know' is followed by 'how to' before a skill: 'did not know how to swim'.",
      hi: "किसी कौशल के लिए 'know' के बाद 'how to' आता है: 'did not know how to swim'।",
    },
  },
  {
    key: 'eng-improve-002',
    difficulty: 'medium',
    text: 'I [look forward to meet] you next week.',
    options: ['look forward to meeting', 'look forward for meeting', 'am looking forward to meet', 'No improvement'],
    answer: 0,
    why: {
      en: "In 'look forward to', 'to' is a preposition, so it takes the -ing form: 'look forward to meeting'.",
      hi: "'look forward to' में 'to' preposition है, अतः उसके बाद -ing रूप आता है: 'look forward to meeting'।",
    },
  },
  {
    key: 'eng-improve-003',
    difficulty: 'medium',
    text: 'The price of vegetables [have risen] sharply this month.',
    options: ['have rose', 'has rose', 'has risen', 'No improvement'],
    answer: 2,
    why: {
      en: "The subject is 'the price' (singular), so the verb is 'has risen'; 'rose' is the past tense, not the participle.",
      hi: "कर्ता 'the price' (एकवचन) है, अतः 'has risen' होगा; 'rose' past tense है, past participle नहीं।",
    },
  },
  {
    key: 'eng-improve-004',
    difficulty: 'easy',
    text: 'We [must leave now] if we want to catch the bus.',
    options: ['must to leave now', 'must leaving now', 'must have leave now', 'No improvement'],
    answer: 3,
    why: {
      en: "A modal such as 'must' takes the base form of the verb: 'must leave' is already correct.",
      hi: "'must' जैसे modal के बाद क्रिया का मूल रूप आता है: 'must leave' पहले से सही है।",
    },
  },
  {
    key: 'eng-improve-005',
    difficulty: 'easy',
    text: 'Virat is [one of the best player] in the team.',
    options: ['one of the best players', 'one of best player', 'the one of best players', 'No improvement'],
    answer: 0,
    why: {
      en: "'One of the' is followed by a plural noun: 'one of the best players'.",
      hi: "'One of the' के बाद बहुवचन संज्ञा आती है: 'one of the best players'।",
    },
  },
];

export const grammarQuestions = [
  ...errorSpotting.map((item) =>
    fixedEnglishQuestion(
      'error-spotting',
      {
        en: "Read the sentence to find out whether there is a grammatical error in it. The error, if any, is in one part. Choose that part, or 'No error'.",
        hi: "वाक्य को पढ़कर पता लगाइए कि उसमें व्याकरण की कोई त्रुटि है या नहीं। त्रुटि, यदि हो, तो किसी एक भाग में है। वह भाग चुनिए, अन्यथा 'No error' चुनिए।",
      },
      item,
    ),
  ),
  ...fillBlanks.map((item) =>
    englishQuestion(
      'fill-in-the-blanks',
      { en: 'Choose the word that best fills the blank.', hi: 'रिक्त स्थान के लिए सबसे उपयुक्त शब्द चुनिए।' },
      item,
    ),
  ),
  ...improvement.map((item) =>
    fixedEnglishQuestion(
      'sentence-improvement',
      {
        en: "Choose the option that best replaces the part in brackets. If it needs no change, choose 'No improvement'.",
        hi: "कोष्ठक [ ] में दिए गए भाग के स्थान पर सबसे उपयुक्त विकल्प चुनिए। यदि किसी बदलाव की आवश्यकता नहीं है, तो 'No improvement' चुनिए।",
      },
      item,
    ),
  ),
];
