import { describe, expect, it } from 'vitest';
import { lessonChoice, lessonPath, lessonSearch } from './lessonAddress';

describe('the video filters in the address', () => {
  it('reads a chip, an exam and a search; an unknown chip is ALL', () => {
    expect(lessonChoice(new URLSearchParams('topic=verbal_ability&exam=ssc-cgl-tier-1&q=%20idioms'))).toEqual({
      topic: 'verbal_ability',
      exam: 'ssc-cgl-tier-1',
      q: 'idioms',
    });
    expect(lessonChoice(new URLSearchParams('topic=GENERAL'))).toEqual({ topic: null, exam: '', q: '' });
  });

  it('writes only the filters chosen, and reads back what it wrote', () => {
    expect(lessonSearch({ topic: null, exam: '', q: '' })).toBe('');
    const search = lessonSearch({ topic: 'quantitative_ability', exam: 'rrb-ntpc-cbt-1', q: 'काम' });
    expect(search).toBe('?topic=quantitative_ability&exam=rrb-ntpc-cbt-1&q=%E0%A4%95%E0%A4%BE%E0%A4%AE');
    expect(lessonChoice(new URLSearchParams(search))).toEqual({ topic: 'quantitative_ability', exam: 'rrb-ntpc-cbt-1', q: 'काम' });
  });

  it('names a lesson page', () => {
    expect(lessonPath('percentage-shortcuts')).toBe('/dashboard/video/percentage-shortcuts');
  });
});
