/** Authored physics questions: facts and ideas that no formula table generates. */
import { authoredMultiple, authoredSingle } from '../build.js';
import type { SeedQuestion } from '../../types.js';

const subject = 'physics' as const;

export const physicsConcepts: SeedQuestion[] = [
  authoredSingle(
    {
      key: 'jee-phy-concept-01',
      subject,
      topic: 'physics-units-dimensions',
      difficulty: 'easy',
      text: {
        en: 'The dimensional formula of Planck’s constant h is',
        hi: 'प्लांक नियतांक h का विमीय सूत्र है',
      },
      explanation: {
        en: 'E = hν, so h = E/ν = [M L² T⁻²]/[T⁻¹] = [M L² T⁻¹], the same as angular momentum.',
        hi: 'E = hν, अतः h = E/ν = [M L² T⁻²]/[T⁻¹] = [M L² T⁻¹], जो कोणीय संवेग के विमीय सूत्र के समान है।',
      },
    },
    {
      en: ['[M L² T⁻¹]', '[M L² T⁻²]', '[M L T⁻¹]', '[M L⁻¹ T⁻²]'],
      hi: ['[M L² T⁻¹]', '[M L² T⁻²]', '[M L T⁻¹]', '[M L⁻¹ T⁻²]'],
    },
    0,
  ),
  authoredSingle(
    {
      key: 'jee-phy-concept-02',
      subject,
      topic: 'physics-work-energy',
      difficulty: 'easy',
      text: {
        en: 'Which of the following is a scalar quantity?',
        hi: 'निम्नलिखित में से कौन-सी एक अदिश राशि है?',
      },
      explanation: {
        en: 'Work W = F · s is a dot product of two vectors, so it has magnitude only. Momentum, torque and displacement all have a direction.',
        hi: 'कार्य W = F · s दो सदिशों का अदिश गुणनफल है, इसलिए इसका केवल परिमाण होता है। संवेग, बल आघूर्ण और विस्थापन सभी की दिशा होती है।',
      },
    },
    {
      en: ['Momentum', 'Torque', 'Work', 'Displacement'],
      hi: ['संवेग', 'बल आघूर्ण', 'कार्य', 'विस्थापन'],
    },
    2,
  ),
  authoredSingle(
    {
      key: 'jee-phy-concept-03',
      subject,
      topic: 'physics-emi',
      difficulty: 'easy',
      text: {
        en: 'Lenz’s law is a consequence of the law of conservation of',
        hi: 'लेंज का नियम किसके संरक्षण के नियम का परिणाम है?',
      },
      explanation: {
        en: 'The induced current opposes the change that causes it; if it aided the change, energy would be created from nothing. So Lenz’s law follows from conservation of energy.',
        hi: 'प्रेरित धारा उस परिवर्तन का विरोध करती है जो उसे उत्पन्न करता है; यदि वह परिवर्तन में सहायता करती, तो बिना किसी स्रोत के ऊर्जा उत्पन्न हो जाती। अतः लेंज का नियम ऊर्जा संरक्षण से निकलता है।',
      },
    },
    {
      en: ['Charge', 'Energy', 'Linear momentum', 'Mass'],
      hi: ['आवेश', 'ऊर्जा', 'रैखिक संवेग', 'द्रव्यमान'],
    },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-phy-concept-04',
      subject,
      topic: 'physics-gravitation',
      difficulty: 'medium',
      text: {
        en: 'The escape speed of a body from the surface of the Earth depends on',
        hi: 'पृथ्वी की सतह से किसी पिंड की पलायन चाल किस पर निर्भर करती है?',
      },
      explanation: {
        en: 'vₑ = √(2GM/R): it depends on the Earth’s mass M and radius R, not on the mass of the body or the direction in which it is thrown (air resistance neglected).',
        hi: 'vₑ = √(2GM/R): यह पृथ्वी के द्रव्यमान M और त्रिज्या R पर निर्भर करती है, पिंड के द्रव्यमान या फेंकने की दिशा पर नहीं (वायु प्रतिरोध नगण्य)।',
      },
    },
    {
      en: [
        'the mass of the body',
        'the direction of projection',
        'the mass and radius of the Earth',
        'the height of the body',
      ],
      hi: ['पिंड के द्रव्यमान पर', 'प्रक्षेपण की दिशा पर', 'पृथ्वी के द्रव्यमान और त्रिज्या पर', 'पिंड की ऊँचाई पर'],
    },
    2,
  ),
  authoredMultiple(
    {
      key: 'jee-phy-concept-05',
      subject,
      topic: 'physics-laws-of-motion',
      difficulty: 'medium',
      text: {
        en: 'In a perfectly elastic collision between two bodies, which of the following are conserved? (One or more options may be correct.)',
        hi: 'दो पिंडों के बीच पूर्णतः प्रत्यास्थ संघट्ट में निम्नलिखित में से कौन-से संरक्षित रहते हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: 'Total linear momentum and total energy are conserved in every collision; “elastic” adds that total kinetic energy is conserved too. Each body’s velocity changes.',
        hi: 'प्रत्येक संघट्ट में कुल रैखिक संवेग और कुल ऊर्जा संरक्षित रहते हैं; प्रत्यास्थ संघट्ट में कुल गतिज ऊर्जा भी संरक्षित रहती है। प्रत्येक पिंड का वेग बदल जाता है।',
      },
    },
    {
      en: ['Total linear momentum', 'Total kinetic energy', 'The velocity of each body', 'Total energy'],
      hi: ['कुल रैखिक संवेग', 'कुल गतिज ऊर्जा', 'प्रत्येक पिंड का वेग', 'कुल ऊर्जा'],
    },
    [0, 1, 3],
  ),
  authoredMultiple(
    {
      key: 'jee-phy-concept-06',
      subject,
      topic: 'physics-thermodynamics',
      difficulty: 'medium',
      text: {
        en: 'An ideal gas expands isothermally. Which of the following are true? (One or more options may be correct.)',
        hi: 'एक आदर्श गैस समतापीय रूप से प्रसारित होती है। निम्नलिखित में से कौन-से कथन सत्य हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: 'The internal energy of an ideal gas depends only on temperature, so ΔU = 0 and, by the first law, Q = W. With T constant, PV = nRT stays constant. The temperature does not change.',
        hi: 'आदर्श गैस की आंतरिक ऊर्जा केवल ताप पर निर्भर करती है, अतः ΔU = 0 और ऊष्मागतिकी के प्रथम नियम से Q = W। T नियत होने से PV = nRT नियत रहता है। ताप नहीं बदलता।',
      },
    },
    {
      en: ['The change in internal energy is zero', 'Heat absorbed equals work done by the gas', 'The temperature rises', 'PV stays constant'],
      hi: ['आंतरिक ऊर्जा में परिवर्तन शून्य है', 'अवशोषित ऊष्मा गैस द्वारा किए गए कार्य के बराबर है', 'ताप बढ़ता है', 'PV नियत रहता है'],
    },
    [0, 1, 3],
  ),
];
