// How a search term meets the searched text, the same in the provider's searches and the app's
// own (the tests page's Search by Keywords): zod-free, so the browser bundle stays small.

/** NFC, lower case: how both the term and the searched text are compared. */
export function searchForm(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN');
}

/**
 * Exam names are acronyms written in Latin letters in both languages ('SSC CGL'), but a learner
 * typing in Devanagari spells them out: 'एसएससी'. Each spelling is read as its acronym too.
 */
const spellings: readonly (readonly [string, string])[] = [
  ['एसएससी', 'ssc'],
  ['एस एस सी', 'ssc'],
  ['सीजीएल', 'cgl'],
  ['सीएचएसएल', 'chsl'],
  ['एमटीएस', 'mts'],
  ['जीडी', 'gd'],
  ['सीपीओ', 'cpo'],
  ['आईबीपीएस', 'ibps'],
  ['एसबीआई', 'sbi'],
  ['आरबीआई', 'rbi'],
  ['पीओ', 'po'],
  ['आरआरबी', 'rrb'],
  ['एनटीपीसी', 'ntpc'],
  ['एएलपी', 'alp'],
  ['जेईई', 'jee'],
  ['जेई', 'je'],
  ['बिटसैट', 'bitsat'],
  ['यूपीएससी', 'upsc'],
  ['यूपीपीएससी', 'uppsc'],
  ['बीपीएससी', 'bpsc'],
  ['आरपीएससी', 'rpsc'],
  ['पीएससी', 'psc'],
  ['आरएएस', 'ras'],
  ['पीसीएस', 'pcs'],
  ['सीसैट', 'csat'],
  ['सीएसई', 'cse'],
  ['एनडीए', 'nda'],
  ['सीडीएस', 'cds'],
  ['एएफकैट', 'afcat'],
  ['नीट', 'neet'],
  ['एफएमजीई', 'fmge'],
  ['सीटेट', 'ctet'],
  ['यूपीटेट', 'uptet'],
  ['टीईटी', 'tet'],
  ['रीट', 'reet'],
  ['सीबीएसई', 'cbse'],
];

/** Longest first, so 'यूपीएससी' is read as UPSC before its tail 'पीएससी' is read as PSC. */
const devanagariAcronyms = [...spellings].sort(([a], [b]) => b.length - a.length);

/** The term with every Devanagari acronym spelling read as its Latin letters. */
export function readAcronyms(term: string): string {
  return devanagariAcronyms.reduce((text, [spelled, acronym]) => text.replaceAll(spelled, acronym), term);
}

/**
 * What a term is looked for as: as typed, and with its Devanagari acronyms read ('एसएससी सीजीएल'
 * is also 'ssc cgl'), both in search form.
 */
export function searchNeedles(term: string): string[] {
  const typed = searchForm(term);
  return [...new Set([typed, readAcronyms(typed)])];
}
