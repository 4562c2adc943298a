/**
 * Real questions for the stories, each answer worked out beside it: a story is also something a
 * learner might read, and a wrong key would teach something false.
 */

/** 150 m in 10 s is 15 m/s; 15 × 18/5 = 54 km/h. Answer: option 2 (index 1). */
export const trainQuestion = {
  text: 'A train 150 m long passes a pole in 10 seconds. What is its speed in km/h?',
  options: ['45 km/h', '54 km/h', '60 km/h', '72 km/h'],
  answer: 1,
} as const;

export const trainQuestionHindi = {
  direction: 'निम्नलिखित प्रश्न के चार विकल्प दिए गए हैं। सही विकल्प चुनिए।',
  text: '150 मीटर लंबी एक रेलगाड़ी एक खंभे को 10 सेकंड में पार करती है। उसकी चाल किमी/घंटा में कितनी है?',
  options: ['45 किमी/घंटा', '54 किमी/घंटा', '60 किमी/घंटा', '72 किमी/घंटा'],
  answer: 1,
} as const;

/** 51 = 3 × 17 and 57 = 3 × 19; 53 and 59 have no factor up to their square roots. */
export const primesQuestion = {
  text: 'Which of the following numbers are prime?',
  options: ['51', '53', '57', '59'],
  answer: [1, 3],
} as const;

/** Roots r and r + 1: 2r + 1 = 7, so r = 3 and k = 3 × 4 = 12. */
export const rootsQuestion = {
  text: 'The roots of the equation x² − 7x + k = 0 differ by 1.\nFind the value of k.',
  answer: '12',
} as const;

export const rootsQuestionHindi = {
  text: 'समीकरण x² − 7x + k = 0 के दोनों मूलों का अंतर 1 है।\nk का मान ज्ञात कीजिए।',
  answer: '12',
} as const;

/** 'Abundant' means existing in large quantities: plentiful. Answer: option 2 (index 1). */
export const synonymQuestion = {
  directionHindi: 'दिए गए शब्द का समानार्थी शब्द चुनिए।',
  text: 'ABUNDANT',
  options: ['Scarce', 'Plentiful', 'Tiny', 'Rapid'],
  answer: 1,
} as const;

/**
 * SSC CGL 180 (30% of 600), IBPS PO 120 (two-thirds of 180), RRB NTPC 150, so JEE Main
 * 600 − 450 = 150; 60% of them, 90, study in the evening. Answer: option 2 (index 1).
 */
export const coachingDirection = [
  'Study the following information carefully and answer the question given below.',
  '',
  'A coaching centre in Patna has 600 learners. Every learner is preparing for exactly one of four exams: SSC CGL, IBPS PO, RRB NTPC and JEE Main.',
  '',
  '• 30% of the learners are preparing for SSC CGL.',
  '• The number of learners preparing for IBPS PO is two-thirds of the number preparing for SSC CGL.',
  '• 150 learners are preparing for RRB NTPC.',
  '• All the remaining learners are preparing for JEE Main.',
  '',
  'For every exam, 40% of the learners preparing for it study in the morning batch and the rest study in the evening batch.',
  '',
  'The monthly fee is ₹1,500 for SSC CGL, ₹1,800 for IBPS PO, ₹1,200 for RRB NTPC and ₹3,000 for JEE Main. Learners of the morning batch get a 10% discount on their fee, because the classrooms are less busy in the morning.',
  '',
  'Every learner takes one full-length mock test each Sunday, timed like the real exam: 60 minutes for SSC CGL, 90 minutes for RRB NTPC, 60 minutes for IBPS PO in three sections of 20 minutes each, and 180 minutes for JEE Main.',
].join('\n');

export const coachingQuestion = {
  text: 'How many learners preparing for JEE Main study in the evening batch?',
  options: ['60', '90', '100', '120'],
  answer: 1,
} as const;
