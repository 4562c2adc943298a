import type { SeedState } from './types.js';

/** States and union territories whose own exams we prepare for. */
export const states: readonly SeedState[] = [
  { slug: 'bihar', translations: { en: { name: 'Bihar' }, hi: { name: 'बिहार' } } },
  { slug: 'delhi', translations: { en: { name: 'Delhi' }, hi: { name: 'दिल्ली' } } },
  { slug: 'maharashtra', translations: { en: { name: 'Maharashtra' }, hi: { name: 'महाराष्ट्र' } } },
  { slug: 'rajasthan', translations: { en: { name: 'Rajasthan' }, hi: { name: 'राजस्थान' } } },
  { slug: 'uttar-pradesh', translations: { en: { name: 'Uttar Pradesh' }, hi: { name: 'उत्तर प्रदेश' } } },
];
