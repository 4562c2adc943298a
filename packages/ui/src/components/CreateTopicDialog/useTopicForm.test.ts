import { describe, expect, it } from 'vitest';
import { topicFieldsEmpty, topicValuesOf } from './useTopicForm';

describe('topicValuesOf', () => {
  it('trims the text and sends the tags as a list without repeats', () => {
    expect(topicValuesOf({ title: '  SSC CGL tips ', description: '\nLine one\nLine two \n', tags: 'SSC, maths ,,ssc' })).toEqual({
      title: 'SSC CGL tips',
      description: 'Line one\nLine two',
      tags: ['SSC', 'maths'],
    });
  });
});

describe('topicFieldsEmpty', () => {
  it('counts spaces as nothing typed', () => {
    expect(topicFieldsEmpty({ title: ' ', description: '\n', tags: '' })).toBe(true);
  });

  it('counts any field with text, even only the tags', () => {
    expect(topicFieldsEmpty({ title: '', description: '', tags: 'ssc' })).toBe(false);
    expect(topicFieldsEmpty({ title: 'Draft', description: '', tags: '' })).toBe(false);
  });
});
