/**
 * Syllogisms, written by hand. Each sentence carries its logical form too, so the test can prove
 * the key by checking every possible Venn diagram.
 */
import { singleFixed } from '../build.js';
import type { Difficulty } from '../../types.js';
import { followIndex, followOptions } from './inequality.js';

/** 'all' A B: All A are B; 'some': Some A are B; 'no': No A is B; 'some-not': Some A are not B. */
export type Form = readonly ['all' | 'some' | 'no' | 'some-not', string, string];

interface Sentence {
  en: string;
  hi: string;
  form: Form;
}

export interface Syllogism {
  key: string;
  difficulty: Difficulty;
  statements: readonly [Sentence, Sentence];
  conclusions: readonly [Sentence, Sentence];
  follows: readonly [boolean, boolean];
  why: { en: string; hi: string };
}

export const syllogisms: readonly Syllogism[] = [
  {
    key: 'reason-syllogism-001',
    difficulty: 'easy',
    statements: [
      { en: 'All pens are books.', hi: 'सभी कलम पुस्तकें हैं।', form: ['all', 'pen', 'book'] },
      { en: 'All books are bags.', hi: 'सभी पुस्तकें थैले हैं।', form: ['all', 'book', 'bag'] },
    ],
    conclusions: [
      { en: 'All pens are bags.', hi: 'सभी कलम थैले हैं।', form: ['all', 'pen', 'bag'] },
      { en: 'Some bags are pens.', hi: 'कुछ थैले कलम हैं।', form: ['some', 'bag', 'pen'] },
    ],
    follows: [true, true],
    why: {
      en: 'Pens lie inside books, which lie inside bags, so all pens are bags (I). Since the pens are bags, some bags are pens (II).',
      hi: 'कलम पुस्तकों के भीतर हैं और पुस्तकें थैलों के भीतर, अतः सभी कलम थैले हैं (I)। चूँकि कलम थैले हैं, इसलिए कुछ थैले कलम हैं (II)।',
    },
  },
  {
    key: 'reason-syllogism-002',
    difficulty: 'easy',
    statements: [
      { en: 'Some cats are dogs.', hi: 'कुछ बिल्लियाँ कुत्ते हैं।', form: ['some', 'cat', 'dog'] },
      { en: 'All dogs are rats.', hi: 'सभी कुत्ते चूहे हैं।', form: ['all', 'dog', 'rat'] },
    ],
    conclusions: [
      { en: 'Some rats are cats.', hi: 'कुछ चूहे बिल्लियाँ हैं।', form: ['some', 'rat', 'cat'] },
      { en: 'All cats are rats.', hi: 'सभी बिल्लियाँ चूहे हैं।', form: ['all', 'cat', 'rat'] },
    ],
    follows: [true, false],
    why: {
      en: 'The cats that are dogs are also rats, so some rats are cats (I). The other cats need not be dogs or rats, so II does not follow.',
      hi: 'जो बिल्लियाँ कुत्ते हैं वे चूहे भी हैं, अतः कुछ चूहे बिल्लियाँ हैं (I)। बाकी बिल्लियों का कुत्ता या चूहा होना आवश्यक नहीं, अतः II अनुसरण नहीं करता।',
    },
  },
  {
    key: 'reason-syllogism-003',
    difficulty: 'medium',
    statements: [
      { en: 'No flower is a tree.', hi: 'कोई भी फूल पेड़ नहीं है।', form: ['no', 'flower', 'tree'] },
      { en: 'All trees are plants.', hi: 'सभी पेड़ पौधे हैं।', form: ['all', 'tree', 'plant'] },
    ],
    conclusions: [
      { en: 'No plant is a flower.', hi: 'कोई भी पौधा फूल नहीं है।', form: ['no', 'plant', 'flower'] },
      { en: 'Some plants are not flowers.', hi: 'कुछ पौधे फूल नहीं हैं।', form: ['some-not', 'plant', 'flower'] },
    ],
    follows: [false, true],
    why: {
      en: 'Flowers may still be plants outside the trees, so I does not follow. The trees are plants and none of them is a flower, so some plants are not flowers (II).',
      hi: 'फूल पेड़ों से बाहर के पौधे हो सकते हैं, अतः I अनुसरण नहीं करता। पेड़ पौधे हैं और उनमें से कोई फूल नहीं, अतः कुछ पौधे फूल नहीं हैं (II)।',
    },
  },
  {
    key: 'reason-syllogism-004',
    difficulty: 'medium',
    statements: [
      { en: 'All chairs are tables.', hi: 'सभी कुर्सियाँ मेज़ें हैं।', form: ['all', 'chair', 'table'] },
      { en: 'Some tables are desks.', hi: 'कुछ मेज़ें डेस्क हैं।', form: ['some', 'table', 'desk'] },
    ],
    conclusions: [
      { en: 'Some chairs are desks.', hi: 'कुछ कुर्सियाँ डेस्क हैं।', form: ['some', 'chair', 'desk'] },
      { en: 'Some desks are chairs.', hi: 'कुछ डेस्क कुर्सियाँ हैं।', form: ['some', 'desk', 'chair'] },
    ],
    follows: [false, false],
    why: {
      en: 'The tables that are desks may be tables that are not chairs, so no link between chairs and desks is certain: neither I nor II follows.',
      hi: 'जो मेज़ें डेस्क हैं, वे ऐसी मेज़ें हो सकती हैं जो कुर्सियाँ नहीं हैं; अतः कुर्सियों और डेस्क में कोई संबंध निश्चित नहीं: न I, न II अनुसरण करता है।',
    },
  },
  {
    key: 'reason-syllogism-005',
    difficulty: 'medium',
    statements: [
      { en: 'Some boys are players.', hi: 'कुछ लड़के खिलाड़ी हैं।', form: ['some', 'boy', 'player'] },
      { en: 'No player is a singer.', hi: 'कोई भी खिलाड़ी गायक नहीं है।', form: ['no', 'player', 'singer'] },
    ],
    conclusions: [
      { en: 'Some boys are not singers.', hi: 'कुछ लड़के गायक नहीं हैं।', form: ['some-not', 'boy', 'singer'] },
      { en: 'No boy is a singer.', hi: 'कोई भी लड़का गायक नहीं है।', form: ['no', 'boy', 'singer'] },
    ],
    follows: [true, false],
    why: {
      en: 'The boys who are players cannot be singers, so some boys are not singers (I). Other boys may be singers, so II does not follow.',
      hi: 'जो लड़के खिलाड़ी हैं वे गायक नहीं हो सकते, अतः कुछ लड़के गायक नहीं हैं (I)। अन्य लड़के गायक हो सकते हैं, अतः II अनुसरण नहीं करता।',
    },
  },
  {
    key: 'reason-syllogism-006',
    difficulty: 'hard',
    statements: [
      { en: 'All stones are rocks.', hi: 'सभी पत्थर चट्टानें हैं।', form: ['all', 'stone', 'rock'] },
      { en: 'No rock is a metal.', hi: 'कोई भी चट्टान धातु नहीं है।', form: ['no', 'rock', 'metal'] },
    ],
    conclusions: [
      { en: 'Some metals are stones.', hi: 'कुछ धातुएँ पत्थर हैं।', form: ['some', 'metal', 'stone'] },
      { en: 'No stone is a metal.', hi: 'कोई भी पत्थर धातु नहीं है।', form: ['no', 'stone', 'metal'] },
    ],
    follows: [false, true],
    why: {
      en: 'Every stone is a rock and no rock is a metal, so no stone is a metal (II); that also makes I false.',
      hi: 'हर पत्थर चट्टान है और कोई चट्टान धातु नहीं, अतः कोई भी पत्थर धातु नहीं है (II); इससे I असत्य हो जाता है।',
    },
  },
];

export const syllogismQuestions = syllogisms.map((s) =>
  singleFixed({
    subject: 'reasoning',
    key: s.key,
    topic: 'syllogism',
    difficulty: s.difficulty,
    en: {
      direction: 'In the question below, two statements are followed by two conclusions. Take the statements to be true even if they seem to differ from known facts, and decide which conclusions logically follow.',
      text: `Statements: ${s.statements[0].en} ${s.statements[1].en}\nConclusions: I. ${s.conclusions[0].en} II. ${s.conclusions[1].en}`,
      explanation: s.why.en,
    },
    hi: {
      direction: 'नीचे दिए गए प्रश्न में दो कथनों के बाद दो निष्कर्ष दिए गए हैं। कथनों को सत्य मानिए, भले ही वे ज्ञात तथ्यों से भिन्न प्रतीत हों, और तय कीजिए कि कौन-से निष्कर्ष तार्किक रूप से अनुसरण करते हैं।',
      text: `कथन: ${s.statements[0].hi} ${s.statements[1].hi}\nनिष्कर्ष: I. ${s.conclusions[0].hi} II. ${s.conclusions[1].hi}`,
      explanation: s.why.hi,
    },
    options: followOptions,
    answer: followIndex(s.follows[0], s.follows[1]),
  }),
);
