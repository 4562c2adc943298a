import { describe, expect, it } from 'vitest';
import { banking, civil, medical, neetUg, railways, sbiPo, ssc, sscCgl, upscPrelims } from './catalogueFixtures';
import { readAcronyms } from '@pariksha/contract/search-terms';
import { searchCatalogue } from './searchCatalogue';

const categories = [banking, ssc, railways, medical, civil];
const exams = [sscCgl, sbiPo, neetUg, upscPrelims];
const found = (term: string) => {
  const matches = searchCatalogue(categories, exams, term);
  return { categories: matches.categories.map((item) => item.id), exams: matches.exams.map((item) => item.id) };
};

describe('searchCatalogue', () => {
  it('finds categories and exams in English, whatever the case', () => {
    expect(found('ssc')).toEqual({ categories: [ssc.id], exams: [sscCgl.id] });
    expect(found('  Banking ')).toEqual({ categories: [banking.id], exams: [] });
    expect(found('neet')).toEqual({ categories: [medical.id], exams: [neetUg.id] });
  });

  it('finds them in Hindi, whichever language the page is in', () => {
    expect(found('बैंक')).toEqual({ categories: [banking.id], exams: [sbiPo.id] });
    expect(found('रेलवे')).toEqual({ categories: [railways.id], exams: [] });
  });

  it('reads an acronym spelt out in Devanagari as its letters', () => {
    expect(found('एसएससी')).toEqual({ categories: [ssc.id], exams: [sscCgl.id] });
    expect(found('एसएससी सीजीएल')).toEqual({ categories: [], exams: [sscCgl.id] });
    expect(found('नीट')).toEqual({ categories: [medical.id], exams: [neetUg.id] });
    expect(found('यूपीएससी')).toEqual({ categories: [civil.id], exams: [upscPrelims.id] });
  });

  it('reads the longest spelling first', () => {
    expect(readAcronyms('यूपीएससी')).toBe('upsc');
    expect(readAcronyms('जेईई मेन')).toBe('jee मेन');
    expect(readAcronyms('आरआरबी जेई')).toBe('rrb je');
  });

  it('searches nothing under two characters and finds nothing for an unknown word', () => {
    expect(found('s')).toEqual({ categories: [], exams: [] });
    expect(found(' ')).toEqual({ categories: [], exams: [] });
    expect(found('zoology olympiad')).toEqual({ categories: [], exams: [] });
  });
});
