import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionPalette } from './QuestionPalette';
import type { PaletteQuestion } from './questionStates';
import type * as StateShapeModule from './StateShape';
import { sampleQuestions } from './sampleQuestions';

// Counts the shapes drawn: each palette button draws one, so this counts the buttons that render.
const shapeRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./StateShape', async (importOriginal) => {
  const original = await importOriginal<typeof StateShapeModule>();
  return {
    StateShape: (props: Parameters<typeof original.StateShape>[0]) => {
      shapeRenders.count += 1;
      return original.StateShape(props);
    },
  };
});

/** Save & Next as the question screen does it: a new list, one question answered, the next current. */
function answered(questions: readonly PaletteQuestion[], id: string): PaletteQuestion[] {
  return questions.map((question) => (question.id === id ? { ...question, state: 'answered' } : { ...question }));
}

describe('QuestionPalette on a cheap phone', () => {
  beforeEach(() => {
    shapeRenders.count = 0;
  });

  it('renders again only the buttons whose question changed, though every prop is new', () => {
    const questions = sampleQuestions(200, 0);
    const { rerender } = render(<QuestionPalette questions={questions} currentId="q1" onSelect={() => {}} />);
    expect(shapeRenders.count).toBe(20);
    shapeRenders.count = 0;
    rerender(<QuestionPalette questions={answered(questions, 'q1')} currentId="q2" onSelect={() => {}} />);
    // Question 1 (answered now) and question 2 (current now): not the eighteen others.
    expect(shapeRenders.count).toBe(2);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Question 2, not visited' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns the page by updating its twenty buttons in place', () => {
    render(<QuestionPalette questions={sampleQuestions(200, 0)} currentId="q1" onSelect={() => {}} />);
    const grid = screen.getByRole('grid');
    const before = within(grid).getAllByRole('button');
    fireEvent.click(screen.getByRole('button', { name: 'Next questions' }));
    const after = within(grid).getAllByRole('button');
    expect(after[0]).toHaveAccessibleName('Question 21, not visited');
    expect(after).toEqual(before);
    after.forEach((button, place) => expect(button).toBe(before[place]));
  });

  it('calls the onSelect of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const questions = sampleQuestions(40, 0);
    const { rerender } = render(<QuestionPalette questions={questions} currentId="q1" onSelect={first} />);
    rerender(<QuestionPalette questions={questions} currentId="q1" onSelect={latest} />);
    fireEvent.click(screen.getByRole('button', { name: 'Question 7, not visited' }));
    expect(latest).toHaveBeenCalledWith('q7');
    expect(first).not.toHaveBeenCalled();
  });
});
