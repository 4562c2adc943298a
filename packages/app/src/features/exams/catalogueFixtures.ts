import type { Category, Exam } from '@pariksha/contract/responses';

// Categories and exams as the provider sends them (both languages in `translations`), from the seed.

export function category(id: number, en: { name: string; description: string }, hi: { name: string; description: string }): Category {
  return {
    id,
    slug: en.name.toLowerCase(),
    image: '',
    ...en,
    translations: [
      { language_code: 'en', ...en },
      { language_code: 'hi', ...hi },
    ],
  };
}

export const banking = category(
  1,
  { name: 'Banking', description: 'SBI PO, IBPS PO, SBI and IBPS Clerk and RBI Grade B.' },
  { name: 'बैंकिंग', description: 'SBI PO, IBPS PO, SBI व IBPS क्लर्क और RBI ग्रेड B।' },
);
export const ssc = category(
  2,
  { name: 'SSC', description: 'Staff Selection Commission exams: CGL, CHSL, MTS, GD Constable and CPO.' },
  { name: 'SSC (कर्मचारी चयन आयोग)', description: 'कर्मचारी चयन आयोग की परीक्षाएँ: CGL, CHSL, MTS, GD कांस्टेबल और CPO।' },
);
export const railways = category(
  3,
  { name: 'Railways', description: 'RRB NTPC, Group D, ALP and JE.' },
  { name: 'रेलवे', description: 'RRB NTPC, ग्रुप D, ALP और JE।' },
);
export const medical = category(
  4,
  { name: 'Medical (NEET)', description: 'NEET UG for MBBS and BDS admission.' },
  { name: 'मेडिकल (NEET)', description: 'MBBS व BDS प्रवेश के लिए NEET UG।' },
);
export const civil = category(
  5,
  { name: 'Civil Services (UPSC & State PSC)', description: 'UPSC Civil Services prelims and state PSC prelims.' },
  { name: 'सिविल सेवा (UPSC एवं राज्य PSC)', description: 'UPSC सिविल सेवा प्रारंभिक परीक्षा और राज्य लोक सेवा आयोग।' },
);

export function exam(id: number, categoryId: number, en: { title: string; name: string; description: string }, hi: { title: string; name: string; description: string }): Exam {
  return {
    id,
    slug: en.title.toLowerCase().replaceAll(' ', '-'),
    category_id: categoryId,
    ...en,
    image: null,
    date: null,
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 100,
    negative_marking: 0.25,
    sections: [],
    languages: ['en', 'hi'],
    mock_test: { pattern: 'exam', questions: 100, minutes: 60, marks: 100 },
    translations: [
      { language_code: 'en', ...en },
      { language_code: 'hi', ...hi },
    ],
  };
}

export const sscCgl = exam(
  10,
  ssc.id,
  { title: 'SSC CGL Tier I', name: 'Combined Graduate Level Examination', description: 'Reasoning, GK, quantitative aptitude and English.' },
  { title: 'SSC CGL टियर I', name: 'संयुक्त स्नातक स्तरीय परीक्षा', description: 'तर्कशक्ति, सामान्य ज्ञान, संख्यात्मक अभियोग्यता और अंग्रेज़ी।' },
);
export const sbiPo = exam(
  11,
  banking.id,
  { title: 'SBI PO Prelims', name: 'State Bank of India Probationary Officer', description: 'English, quantitative aptitude and reasoning.' },
  { title: 'SBI PO प्रारंभिक', name: 'भारतीय स्टेट बैंक प्रोबेशनरी ऑफिसर', description: 'अंग्रेज़ी, संख्यात्मक अभियोग्यता और तर्कशक्ति।' },
);
export const neetUg = exam(
  12,
  medical.id,
  { title: 'NEET UG', name: 'National Eligibility cum Entrance Test', description: 'Physics, chemistry and biology.' },
  { title: 'NEET UG', name: 'राष्ट्रीय पात्रता सह प्रवेश परीक्षा', description: 'भौतिकी, रसायन और जीव विज्ञान।' },
);
export const upscPrelims = exam(
  13,
  civil.id,
  { title: 'UPSC CSE Prelims GS I', name: 'Civil Services Preliminary Examination', description: 'General studies paper I.' },
  { title: 'UPSC CSE प्रारंभिक GS I', name: 'सिविल सेवा प्रारंभिक परीक्षा', description: 'सामान्य अध्ययन प्रश्नपत्र I।' },
);
