/** Blood relations and a small seating arrangement, written by hand and worked out in full. */
import { same, single } from '../build.js';
import type { Choice } from '../build.js';
import type { Difficulty } from '../../types.js';

interface Authored {
  key: string;
  difficulty: Difficulty;
  en: { text: string; explanation: string };
  hi: { text: string; explanation: string };
  correct: Choice;
  distractors: readonly Choice[];
}

const relation = (en: string, hi: string): Choice => ({ en, hi });

const bloodRelations: readonly Authored[] = [
  {
    key: 'reason-blood-001',
    difficulty: 'easy',
    en: {
      text: "Pointing to a man, Rina said, \"He is the son of my grandfather's only son.\" How is the man related to Rina?",
      explanation: "Rina's grandfather's only son is Rina's father. The son of Rina's father is her brother.",
    },
    hi: {
      text: 'एक व्यक्ति की ओर इशारा करते हुए रीना ने कहा, "वह मेरे दादा के इकलौते बेटे का बेटा है।" वह व्यक्ति रीना से किस प्रकार संबंधित है?',
      explanation: 'रीना के दादा का इकलौता बेटा रीना का पिता है। रीना के पिता का बेटा उसका भाई है।',
    },
    correct: relation('Brother', 'भाई'),
    distractors: [relation('Cousin', 'चचेरा भाई'), relation('Uncle', 'चाचा'), relation('Father', 'पिता')],
  },
  {
    key: 'reason-blood-002',
    difficulty: 'easy',
    en: {
      text: 'A is the brother of B. B is the sister of C. C is the father of D. How is A related to D?',
      explanation: 'A, B and C are brothers and sister. C is the father of D, so A, a brother of D’s father, is D’s uncle.',
    },
    hi: {
      text: 'A, B का भाई है। B, C की बहन है। C, D का पिता है। A, D से किस प्रकार संबंधित है?',
      explanation: 'A, B और C भाई-बहन हैं। C, D का पिता है, अतः A, D के पिता का भाई होने से D का चाचा है।',
    },
    correct: relation('Uncle', 'चाचा'),
    distractors: [relation('Brother', 'भाई'), relation('Father', 'पिता'), relation('Grandfather', 'दादा')],
  },
  {
    key: 'reason-blood-003',
    difficulty: 'medium',
    en: {
      text: 'Introducing a woman, Suresh said, "She is the only daughter of my mother\'s mother." How is the woman related to Suresh?',
      explanation: "Suresh's mother is a daughter of her own mother. As that grandmother has only one daughter, the woman is Suresh's mother.",
    },
    hi: {
      text: 'एक महिला का परिचय कराते हुए सुरेश ने कहा, "वह मेरी माँ की माँ की इकलौती बेटी है।" वह महिला सुरेश से किस प्रकार संबंधित है?',
      explanation: 'सुरेश की माँ अपनी माँ की बेटी है। नानी की केवल एक बेटी है, अतः वह महिला सुरेश की माँ है।',
    },
    correct: relation('Mother', 'माँ'),
    distractors: [relation('Aunt', 'मौसी'), relation('Sister', 'बहन'), relation('Grandmother', 'नानी')],
  },
  {
    key: 'reason-blood-004',
    difficulty: 'medium',
    en: {
      text: 'P is the husband of Q. R is the mother of P. S is the only sister of P. How is S related to Q?',
      explanation: "S is the sister of Q's husband P, so S is Q's sister-in-law (husband's sister). R is Q's mother-in-law.",
    },
    hi: {
      text: 'P, Q का पति है। R, P की माँ है। S, P की इकलौती बहन है। S, Q से किस प्रकार संबंधित है?',
      explanation: 'S, Q के पति P की बहन है, अतः S, Q की ननद है। R, Q की सास है।',
    },
    correct: relation("Sister-in-law (husband's sister)", 'ननद'),
    distractors: [relation('Sister', 'बहन'), relation('Mother-in-law', 'सास'), relation('Daughter', 'बेटी')],
  },
  {
    key: 'reason-blood-005',
    difficulty: 'medium',
    en: {
      text: "X's father is Y's son. Z is Y's only daughter. How is Z related to X?",
      explanation: "X's father and Z are both children of Y, so Z is the sister of X's father: X's aunt (father's sister).",
    },
    hi: {
      text: 'X का पिता Y का बेटा है। Z, Y की इकलौती बेटी है। Z, X से किस प्रकार संबंधित है?',
      explanation: 'X का पिता और Z, दोनों Y की संतान हैं; अतः Z, X के पिता की बहन अर्थात X की बुआ है।',
    },
    correct: relation("Aunt (father's sister)", 'बुआ'),
    distractors: [relation('Sister', 'बहन'), relation('Mother', 'माँ'), relation('Grandmother', 'दादी')],
  },
  {
    key: 'reason-blood-006',
    difficulty: 'hard',
    en: {
      text: "'A + B' means A is the father of B; 'A − B' means A is the wife of B; 'A × B' means A is the brother of B. If P − Q + R × S, how is P related to S?",
      explanation: 'P − Q: P is the wife of Q. Q + R: Q is the father of R. R × S: R is the brother of S, so Q is also the father of S. P, the wife of S’s father, is S’s mother.',
    },
    hi: {
      text: "'A + B' का अर्थ है A, B का पिता है; 'A − B' का अर्थ है A, B की पत्नी है; 'A × B' का अर्थ है A, B का भाई है। यदि P − Q + R × S है, तो P, S से किस प्रकार संबंधित है?",
      explanation: 'P − Q: P, Q की पत्नी है। Q + R: Q, R का पिता है। R × S: R, S का भाई है, अतः Q, S का भी पिता है। S के पिता की पत्नी P, S की माँ है।',
    },
    correct: relation('Mother', 'माँ'),
    distractors: [relation('Sister', 'बहन'), relation('Aunt', 'चाची'), relation('Grandmother', 'दादी')],
  },
];

/** The seating set: P, Q, R, S, T, U in a row facing north; seats 1 (left end) to 6. */
export const seatingSolution = ['T', 'P', 'R', 'Q', 'U', 'S'] as const;

const seatingDirection = {
  en: 'Study the information and answer the questions. Six friends P, Q, R, S, T and U sit in a row, all facing north. S sits at the extreme right end. Q sits second to the left of S. T sits at one of the ends. P is an immediate neighbour of T. R is an immediate neighbour of P.',
  hi: 'जानकारी का अध्ययन करके प्रश्नों के उत्तर दीजिए। छह मित्र P, Q, R, S, T और U एक पंक्ति में उत्तर की ओर मुँह करके बैठे हैं। S दाएँ छोर पर बैठा है। Q, S के बाएँ से दूसरे स्थान पर बैठा है। T किसी एक छोर पर बैठा है। P, T का निकटतम पड़ोसी है। R, P का निकटतम पड़ोसी है।',
};

const solvedEn = 'S is 6th (right end), so Q is 4th; T must take the left end (1st), P sits 2nd beside T, R sits 3rd beside P, and U takes the 5th seat: T P R Q U S.';
const solvedHi = 'S छठे स्थान (दाएँ छोर) पर है, अतः Q चौथे स्थान पर; T बाएँ छोर (पहले) पर, P दूसरे स्थान पर T के पास, R तीसरे स्थान पर P के पास, और U पाँचवें स्थान पर: T P R Q U S।';

const seating: readonly Authored[] = [
  {
    key: 'reason-seating-001',
    difficulty: 'easy',
    en: { text: 'Who sits at the extreme left end?', explanation: solvedEn },
    hi: { text: 'बाएँ छोर पर कौन बैठा है?', explanation: solvedHi },
    correct: same('T'),
    distractors: ['P', 'U', 'R'].map(same),
  },
  {
    key: 'reason-seating-002',
    difficulty: 'easy',
    en: { text: 'Who sits between Q and S?', explanation: solvedEn },
    hi: { text: 'Q और S के बीच कौन बैठा है?', explanation: solvedHi },
    correct: same('U'),
    distractors: ['R', 'P', 'T'].map(same),
  },
  {
    key: 'reason-seating-003',
    difficulty: 'medium',
    en: { text: 'How many people sit between T and Q?', explanation: solvedEn },
    hi: { text: 'T और Q के बीच कितने व्यक्ति बैठे हैं?', explanation: solvedHi },
    correct: same('2'),
    distractors: ['1', '3', '4'].map(same),
  },
  {
    key: 'reason-seating-004',
    difficulty: 'medium',
    en: { text: 'Who sits second to the right of P?', explanation: solvedEn },
    hi: { text: 'P के दाएँ से दूसरे स्थान पर कौन बैठा है?', explanation: solvedHi },
    correct: same('Q'),
    distractors: ['R', 'U', 'T'].map(same),
  },
  {
    key: 'reason-seating-005',
    difficulty: 'medium',
    en: { text: 'Which of the following pairs sit next to each other?', explanation: solvedEn },
    hi: { text: 'निम्नलिखित में से कौन-सा युग्म एक-दूसरे के बगल में बैठा है?', explanation: solvedHi },
    correct: same('R, Q'),
    distractors: ['P, U', 'T, R', 'Q, S'].map(same),
  },
];

export const relationsSeatingQuestions = [
  ...bloodRelations.map((q) => single({ ...q, subject: 'reasoning', topic: 'blood-relations' })),
  ...seating.map((q) =>
    single({
      ...q,
      subject: 'reasoning',
      topic: 'seating-arrangement',
      en: { direction: seatingDirection.en, ...q.en },
      hi: { direction: seatingDirection.hi, ...q.hi },
    }),
  ),
];
