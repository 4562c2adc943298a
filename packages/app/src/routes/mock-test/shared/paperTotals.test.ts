import { describe, expect, it } from 'vitest';
import { previewTotals } from './paperTotals';

describe('the instructions’ query parameters', () => {
  it('shows the totals the address carries', () => {
    expect(previewTotals(new URLSearchParams('title=SSC+CGL&questions=100&minutes=60&marks=200'))).toEqual({ title: 'SSC CGL', questions: 100, minutes: 60, marks: 200 });
  });

  it('falls back to 100 questions, 60 minutes and 100 marks when a value is missing or not numeric', () => {
    expect(previewTotals(new URLSearchParams(''))).toEqual({ title: '', questions: 100, minutes: 60, marks: 100 });
    expect(previewTotals(new URLSearchParams('questions=abc&minutes=&marks=12x'))).toEqual({ title: '', questions: 100, minutes: 60, marks: 100 });
  });
});
