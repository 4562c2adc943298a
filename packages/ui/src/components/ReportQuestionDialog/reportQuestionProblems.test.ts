import { describe, expect, it } from 'vitest';
import { questionReportNoteMax } from '@pariksha/contract/values';
import { noteLength, reportQuestionProblems } from './reportQuestionProblems';

describe('reportQuestionProblems', () => {
  it('asks for a reason first', () => {
    expect(reportQuestionProblems(null, '')).toEqual({ reason: 'reasonRequired' });
  });

  it('takes any reason but other without a note', () => {
    expect(reportQuestionProblems('wrong_answer', '')).toEqual({});
    expect(reportQuestionProblems('translation', '   ')).toEqual({});
  });

  it('needs a note that is more than spaces for other', () => {
    expect(reportQuestionProblems('other', '  \n ')).toEqual({ note: 'noteRequired' });
    expect(reportQuestionProblems('other', 'The figure is missing.')).toEqual({});
  });

  it('refuses a note longer than the server keeps, whatever the reason', () => {
    const long = 'क'.repeat(questionReportNoteMax + 1);
    expect(reportQuestionProblems('display', long)).toEqual({ note: 'noteTooLong' });
    expect(reportQuestionProblems('other', 'क'.repeat(questionReportNoteMax))).toEqual({});
    expect(reportQuestionProblems(null, long)).toEqual({ reason: 'reasonRequired', note: 'noteTooLong' });
  });

  it('measures the trimmed note as the server does', () => {
    expect(noteLength('  नमस्ते  ')).toBe(6);
    expect(noteLength('😀')).toBe(2);
  });
});
