/** The JEE Main syllabus topics the bank covers; slugs carry the subject so no bank can clash. */
import type { BankSubject, SeedTopic } from '../types.js';

function topic(subject: BankSubject, slug: string, en: string, hi: string): SeedTopic {
  return { slug, subject, translations: { en: { name: en }, hi: { name: hi } } };
}

export const jeeTopics: readonly SeedTopic[] = [
  topic('physics', 'physics-kinematics', 'Kinematics', 'शुद्ध गतिकी'),
  topic('physics', 'physics-laws-of-motion', 'Laws of motion', 'गति के नियम'),
  topic('physics', 'physics-work-energy', 'Work, energy and power', 'कार्य, ऊर्जा और शक्ति'),
  topic('physics', 'physics-rotation', 'Rotational motion', 'घूर्णी गति'),
  topic('physics', 'physics-gravitation', 'Gravitation', 'गुरुत्वाकर्षण'),
  topic('physics', 'physics-oscillations-waves', 'Oscillations and waves', 'दोलन और तरंगें'),
  topic('physics', 'physics-thermodynamics', 'Thermodynamics', 'ऊष्मागतिकी'),
  topic('physics', 'physics-electrostatics', 'Electrostatics', 'स्थिरवैद्युतिकी'),
  topic('physics', 'physics-current-electricity', 'Current electricity', 'विद्युत धारा'),
  topic('physics', 'physics-magnetism', 'Magnetic effects of current', 'धारा के चुंबकीय प्रभाव'),
  topic('physics', 'physics-emi', 'Electromagnetic induction', 'विद्युत चुंबकीय प्रेरण'),
  topic('physics', 'physics-optics', 'Optics', 'प्रकाशिकी'),
  topic('physics', 'physics-modern-physics', 'Modern physics', 'आधुनिक भौतिकी'),
  topic('physics', 'physics-units-dimensions', 'Units and dimensions', 'मात्रक और विमाएँ'),
  topic('chemistry', 'chemistry-mole-concept', 'Mole concept', 'मोल संकल्पना'),
  topic('chemistry', 'chemistry-atomic-structure', 'Atomic structure', 'परमाणु संरचना'),
  topic('chemistry', 'chemistry-bonding', 'Chemical bonding', 'रासायनिक आबंधन'),
  topic('chemistry', 'chemistry-states-of-matter', 'States of matter', 'द्रव्य की अवस्थाएँ'),
  topic('chemistry', 'chemistry-thermodynamics', 'Chemical thermodynamics', 'रासायनिक ऊष्मागतिकी'),
  topic('chemistry', 'chemistry-equilibrium', 'Equilibrium', 'साम्यावस्था'),
  topic('chemistry', 'chemistry-electrochemistry', 'Electrochemistry', 'वैद्युतरसायन'),
  topic('chemistry', 'chemistry-kinetics', 'Chemical kinetics', 'रासायनिक बलगतिकी'),
  topic('chemistry', 'chemistry-periodic-table', 'Periodic table', 'आवर्त सारणी'),
  topic('chemistry', 'chemistry-p-block', 'p-Block elements', 'p-ब्लॉक तत्व'),
  topic('chemistry', 'chemistry-d-block', 'd-Block elements', 'd-ब्लॉक तत्व'),
  topic('chemistry', 'chemistry-organic-basics', 'Basic organic chemistry', 'कार्बनिक रसायन के मूल सिद्धांत'),
  topic('mathematics', 'maths-quadratics', 'Quadratic equations', 'द्विघात समीकरण'),
  topic('mathematics', 'maths-sequences', 'Sequences and series', 'अनुक्रम और श्रेणी'),
  topic('mathematics', 'maths-binomial', 'Binomial theorem', 'द्विपद प्रमेय'),
  topic('mathematics', 'maths-permutations', 'Permutations and combinations', 'क्रमचय और संचय'),
  topic('mathematics', 'maths-probability', 'Probability', 'प्रायिकता'),
  topic('mathematics', 'maths-matrices', 'Matrices and determinants', 'आव्यूह और सारणिक'),
  topic('mathematics', 'maths-complex-numbers', 'Complex numbers', 'सम्मिश्र संख्याएँ'),
  topic('mathematics', 'maths-limits', 'Limits and continuity', 'सीमा और सांतत्य'),
  topic('mathematics', 'maths-derivatives', 'Derivatives and their applications', 'अवकलज और उनके अनुप्रयोग'),
  topic('mathematics', 'maths-integrals', 'Integrals', 'समाकलन'),
  topic('mathematics', 'maths-differential-equations', 'Differential equations', 'अवकल समीकरण'),
  topic('mathematics', 'maths-coordinate-geometry', 'Coordinate geometry', 'निर्देशांक ज्यामिति'),
  topic('mathematics', 'maths-vectors-3d', 'Vectors and 3-D geometry', 'सदिश और त्रिविमीय ज्यामिति'),
];
