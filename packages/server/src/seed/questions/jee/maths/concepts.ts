/** Authored mathematics questions: results that are known rather than computed from a table. */
import { authoredMultiple, authoredSingle } from '../build.js';
import type { SeedQuestion } from '../../types.js';

const subject = 'mathematics' as const;

export const mathsConcepts: SeedQuestion[] = [
  authoredSingle(
    {
      key: 'jee-math-concept-01',
      subject,
      topic: 'maths-matrices',
      difficulty: 'medium',
      text: {
        en: 'If A is a 3 × 3 skew-symmetric matrix, then |A| equals',
        hi: 'यदि A एक 3 × 3 विषम सममित आव्यूह है, तो |A| बराबर है',
      },
      explanation: {
        en: 'Aᵀ = −A, so |A| = |Aᵀ| = |−A| = (−1)³|A| = −|A|. Hence 2|A| = 0 and |A| = 0 (true for every skew-symmetric matrix of odd order).',
        hi: 'Aᵀ = −A, अतः |A| = |Aᵀ| = |−A| = (−1)³|A| = −|A|। इसलिए 2|A| = 0 और |A| = 0 (विषम कोटि के प्रत्येक विषम सममित आव्यूह के लिए सत्य)।',
      },
    },
    { en: ['0', '1', '−1', 'It cannot be found'], hi: ['0', '1', '−1', 'ज्ञात नहीं किया जा सकता'] },
    0,
  ),
  authoredSingle(
    {
      key: 'jee-math-concept-02',
      subject,
      topic: 'maths-differential-equations',
      difficulty: 'easy',
      text: {
        en: 'The integrating factor of the differential equation dy/dx + y tan x = sec x is',
        hi: 'अवकल समीकरण dy/dx + y tan x = sec x का समाकलन गुणक है',
      },
      explanation: {
        en: 'For dy/dx + P y = Q, IF = e^(∫P dx). Here ∫tan x dx = log|sec x|, so IF = sec x.',
        hi: 'dy/dx + P y = Q के लिए समाकलन गुणक = e^(∫P dx)। यहाँ ∫tan x dx = log|sec x|, अतः समाकलन गुणक = sec x।',
      },
    },
    { en: ['cos x', 'sec x', 'tan x', 'e^(tan x)'], hi: ['cos x', 'sec x', 'tan x', 'e^(tan x)'] },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-math-concept-03',
      subject,
      topic: 'maths-complex-numbers',
      difficulty: 'easy',
      text: {
        en: 'The value of i¹⁰³, where i = √−1, is',
        hi: 'i¹⁰³ का मान, जहाँ i = √−1, है',
      },
      explanation: {
        en: 'Powers of i repeat every 4: 103 = 4 × 25 + 3, so i¹⁰³ = i³ = −i.',
        hi: 'i की घातें हर 4 पर दोहराती हैं: 103 = 4 × 25 + 3, अतः i¹⁰³ = i³ = −i।',
      },
    },
    { en: ['1', '−1', 'i', '−i'], hi: ['1', '−1', 'i', '−i'] },
    3,
  ),
  authoredMultiple(
    {
      key: 'jee-math-concept-04',
      subject,
      topic: 'maths-limits',
      difficulty: 'medium',
      text: {
        en: 'Which of the following functions are continuous at x = 0? (One or more options may be correct.)',
        hi: 'निम्नलिखित में से कौन-से फलन x = 0 पर संतत हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: '|x| and x² tend to 0 from both sides and equal 0 at 0. ⌊x⌋ jumps from −1 to 0 at x = 0. 1/x is unbounded near 0, so no value at 0 makes it continuous.',
        hi: '|x| और x² दोनों ओर से 0 की ओर जाते हैं और 0 पर इनका मान 0 है। ⌊x⌋ का मान x = 0 पर −1 से 0 पर उछलता है। 1/x शून्य के पास परिबद्ध नहीं है, अतः 0 पर कोई भी मान इसे संतत नहीं बनाता।',
      },
    },
    {
      en: ['f(x) = |x|', 'f(x) = ⌊x⌋ (greatest integer ≤ x)', 'f(x) = x²', 'f(x) = 1/x for x ≠ 0, f(0) = 0'],
      hi: ['f(x) = |x|', 'f(x) = ⌊x⌋ (x से छोटा या बराबर महत्तम पूर्णांक)', 'f(x) = x²', 'f(x) = 1/x, x ≠ 0 के लिए, f(0) = 0'],
    },
    [0, 2],
  ),
  authoredMultiple(
    {
      key: 'jee-math-concept-05',
      subject,
      topic: 'maths-matrices',
      difficulty: 'medium',
      text: {
        en: 'For any two square matrices A and B of the same order, which of the following always hold? (One or more options may be correct.)',
        hi: 'समान कोटि के किन्हीं दो वर्ग आव्यूहों A और B के लिए निम्नलिखित में से कौन-से सदैव सत्य हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: '(AB)ᵀ = BᵀAᵀ and |AB| = |A||B| always hold. Matrix multiplication is not commutative, so AB ≠ BA in general, and (A + B)² = A² + AB + BA + B², which equals A² + 2AB + B² only when AB = BA.',
        hi: '(AB)ᵀ = BᵀAᵀ तथा |AB| = |A||B| सदैव सत्य हैं। आव्यूह गुणन क्रमविनिमेय नहीं है, अतः सामान्यतः AB ≠ BA, और (A + B)² = A² + AB + BA + B², जो A² + 2AB + B² के बराबर तभी है जब AB = BA हो।',
      },
    },
    {
      en: ['(AB)ᵀ = BᵀAᵀ', 'AB = BA', '|AB| = |A||B|', '(A + B)² = A² + 2AB + B²'],
      hi: ['(AB)ᵀ = BᵀAᵀ', 'AB = BA', '|AB| = |A||B|', '(A + B)² = A² + 2AB + B²'],
    },
    [0, 2],
  ),
];
