import { describe, expect, it } from 'vitest';
import type { StudioQuestionContent } from '@pariksha/contract/studio-questions';
import { studioQuestionContentInput } from '@pariksha/contract/studio-questions';
import {
  addOption,
  changeType,
  contentFromDraft,
  draftFromContent,
  emptyDraft,
  removeOption,
  sameContent,
  setOption,
  setWords,
  toggleRightOption,
  typedNumber,
} from './editorDraft';

const saved: StudioQuestionContent = {
  type: 'multiple',
  subject: 'quant',
  topic: 'fractions',
  subtopic: null,
  difficulty: 'easy',
  exams: ['ssc-cgl', 'ibps-po'],
  source: 'SSC CGL 2019',
  author_note: null,
  passage: null,
  answer: [0, 2],
  tolerance: 0,
  translations: {
    en: { text: 'Which equal $\\frac{1}{2}$?', options: ['0.5', '2', '50%'], explanation: 'Halves.' },
  },
  figures: {},
};

describe('editor draft', () => {
  it('turns a saved version into fields and back without change', () => {
    const draft = draftFromContent(saved);
    expect(draft.exams).toBe('ssc-cgl, ibps-po');
    expect(draft.words.hi).toEqual({ text: '', options: ['', '', ''], explanation: '' });
    const content = contentFromDraft(draft);
    expect(content).toEqual({ ...saved, translations: { en: saved.translations.en } });
    expect(studioQuestionContentInput.safeParse(content).success).toBe(true);
  });

  it('writes both languages when both are filled, and a numeric answer as a number', () => {
    let draft = changeType(emptyDraft(), 'numeric');
    draft = setWords(draft, 'en', { text: 'How much is 1,250 + 250?' });
    draft = setWords(draft, 'hi', { text: '1,250 + 250 कितना है?' });
    draft = { ...draft, subject: 'quant', topic: 'addition', numericAnswer: '1,500', tolerance: '' };
    const content = contentFromDraft(draft);
    expect(content.answer).toBe(1500);
    expect(content.tolerance).toBe(0);
    expect(content.translations.en).toEqual({ text: 'How much is 1,250 + 250?', explanation: '' });
    expect(content.translations.hi?.text).toBe('1,250 + 250 कितना है?');
    expect(studioQuestionContentInput.safeParse(content).success).toBe(true);
  });

  it('keeps one right option for a single-answer question and several for multiple', () => {
    let draft = emptyDraft();
    draft = toggleRightOption(draft, 1);
    draft = toggleRightOption(draft, 3);
    expect(draft.rightOptions).toEqual([3]);
    draft = changeType(draft, 'multiple');
    draft = toggleRightOption(draft, 0);
    expect(draft.rightOptions).toEqual([0, 3]);
    draft = toggleRightOption(draft, 3);
    expect(draft.rightOptions).toEqual([0]);
  });

  it('adds and removes options in both languages, moving the right answers with them', () => {
    let draft = changeType(emptyDraft(), 'multiple');
    draft = setOption(draft, 'en', 3, 'D');
    draft = setOption(draft, 'hi', 3, 'घ');
    draft = { ...draft, rightOptions: [1, 3] };
    draft = removeOption(draft, 2);
    expect(draft.words.en.options).toEqual(['', '', 'D']);
    expect(draft.words.hi.options).toEqual(['', '', 'घ']);
    expect(draft.rightOptions).toEqual([1, 2]);
    draft = addOption(draft);
    expect(draft.words.hi.options).toHaveLength(4);
    draft = removeOption(draft, 1);
    expect(draft.rightOptions).toEqual([1]);
  });

  it('reads numbers as typed', () => {
    expect(typedNumber('1,25,000')).toBe(125000);
    expect(typedNumber(' 2.5 ')).toBe(2.5);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('two')).toBeNaN();
  });

  it('compares drafts by what they would save', () => {
    const draft = draftFromContent(saved);
    expect(sameContent(draft, { ...draft, exams: 'ssc-cgl,ibps-po' })).toBe(true);
    expect(sameContent(draft, setWords(draft, 'en', { text: 'Changed' }))).toBe(false);
  });
});
