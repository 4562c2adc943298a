import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { Button } from '../Button/Button';
import { QuestionPalette, type QuestionPaletteLabels, type QuestionPaletteProps } from './QuestionPalette';
import * as sampleLayout from './sampleLayout.css';
import { questionStates, stateColours, type PaletteQuestion } from './questionStates';
import { sampleQuestions } from './sampleQuestions';

const hindiLabels: QuestionPaletteLabels = {
  palette: 'प्रश्न सूची',
  states: {
    notVisited: 'नहीं देखा',
    notAnswered: 'उत्तर नहीं दिया',
    answered: 'उत्तर दिया',
    markedForReview: 'समीक्षा के लिए चिह्नित',
    answeredAndMarked: 'उत्तर दिया और समीक्षा के लिए चिह्नित',
  },
  question: (number, state) => `प्रश्न ${number}, ${state}`,
  previousPage: 'पिछले प्रश्न',
  nextPage: 'अगले प्रश्न',
  page: (first, last, total) => `प्रश्न ${first}–${last}, कुल ${total}`,
};

/** One question in each state, then fifteen more not yet visited. */
const everyState: PaletteQuestion[] = [
  ...questionStates.map((state, index) => ({ id: `q${index + 1}`, number: index + 1, state })),
  ...sampleQuestions(20, 0).slice(5),
];

/**
 * Holds the current question as the question screen does: a tap moves to it, and Save & Next
 * (as the test would) moves to the next question, marking the one left as answered.
 */
function StatefulPalette({ currentId, onSelect, questions: initial, ...props }: QuestionPaletteProps) {
  const [current, setCurrent] = useState(currentId);
  const [questions, setQuestions] = useState(initial);
  const saveAndNext = () => {
    const index = questions.findIndex((question) => question.id === current);
    const next = questions[index + 1];
    setQuestions(questions.map((question, at) => (at === index ? { ...question, state: 'answered' } : question)));
    if (next) setCurrent(next.id);
  };
  return (
    <div className={layout.stack}>
      <QuestionPalette
        {...props}
        questions={questions}
        currentId={current}
        onSelect={(id) => {
          setCurrent(id);
          onSelect(id);
        }}
      />
      <div>
        <Button onClick={saveAndNext}>Save &amp; Next</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/QuestionPalette',
  component: QuestionPalette,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    questions: sampleQuestions(25),
    currentId: 'q9',
    onSelect: fn(),
    sectionName: 'Reasoning',
  },
  // Keyed by the current question so changing the control resets the held state.
  render: (args) => <StatefulPalette key={args.currentId} {...args} />,
} satisfies Meta<typeof QuestionPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each of the five states, told apart by shape as well as colour, and named with its state. */
export const EveryState: Story = {
  args: { questions: everyState, currentId: 'q6' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Question palette Reasoning' });

    await step('every button says its number and state', async () => {
      await expect(within(grid).getAllByRole('button')).toHaveLength(20);
      await expect(canvas.getByRole('button', { name: 'Question 1, not visited' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 2, not answered' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 3, answered' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 4, marked for review' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 5, answered and marked for review' })).toBeVisible();
    });

    await step('each state has its own shape, so it reads without colour', async () => {
      const outlines = questionStates.map((state, index) => {
        const button = canvas.getByRole('button', { name: new RegExp(`^Question ${index + 1},`) });
        const shape = button.querySelector(`svg[data-shape="${state}"]`);
        // What is drawn, not how it is coloured: each element's kind and outline.
        return [...(shape?.children ?? [])].map((part) => `${part.tagName}:${part.getAttribute('d') ?? ''}`).join(' ');
      });
      await expect(new Set(outlines).size).toBe(questionStates.length);
      // Answered and marked: the purple circle carries a green tick.
      const tick = canvas.getByRole('button', { name: /^Question 5,/ }).querySelector('circle');
      await expect(tick).not.toBeNull();
      if (tick) await expect(getComputedStyle(tick).fill).toBe(hexToRgb(tokens.color.success));
    });

    await step('each shape and number takes its state’s colours', async () => {
      for (const [index, state] of questionStates.entries()) {
        const button = canvas.getByRole('button', { name: new RegExp(`^Question ${index + 1},`) });
        const path = button.querySelector('svg path');
        const number = within(button).getByText(String(index + 1));
        await expect(path && getComputedStyle(path).fill).toBe(hexToRgb(tokens.color[stateColours[state].fill]));
        await expect(getComputedStyle(number).color).toBe(hexToRgb(tokens.color[stateColours[state].number]));
      }
    });
  },
};

/** The question on screen is outlined and marked current; a tap on another selects it. */
export const CurrentQuestion: Story = {
  args: { currentId: 'q10' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { name: 'Question 10, not answered' });

    await step('only the current question is current and ringed', async () => {
      await expect(current).toHaveAttribute('aria-current', 'true');
      await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
      await expect(getComputedStyle(current).boxShadow).toContain(hexToRgb(tokens.color.text));
      const other = canvas.getByRole('button', { name: 'Question 8, answered' });
      await expect(getComputedStyle(other).boxShadow).toBe('none');
    });

    await step('a tap selects the question, which becomes the current one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Question 11, answered' }));
      await expect(args.onSelect).toHaveBeenCalledWith('q11');
      await expect(canvas.getByRole('button', { name: 'Question 11, answered' })).toHaveAttribute('aria-current', 'true');
      await expect(current).not.toHaveAttribute('aria-current');
    });
  },
};

/** One tab stop; the arrows, Home, End and Page keys move focus; Enter and Space select. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = (number: number) => canvas.getByRole('button', { name: new RegExp(`^Question ${number},`) });

    await step('Tab reaches the current question only', async () => {
      const stops = within(canvas.getByRole('grid'))
        .getAllByRole('button')
        .filter((element) => element.tabIndex === 0);
      await expect(stops).toEqual([button(9)]);
      await userEvent.tab();
      await expect(button(9)).toHaveFocus();
    });

    await step('the arrows move by one and by a row of five, choosing nothing', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(button(10)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(button(15)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
      await expect(button(9)).toHaveFocus();
      await expect(button(9).tabIndex).toBe(0);
      await expect(args.onSelect).not.toHaveBeenCalled();
    });

    await step('Home and End reach the ends of the page', async () => {
      await userEvent.keyboard('{End}');
      await expect(button(20)).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(button(1)).toHaveFocus();
    });

    await step('the arrows and Page Down carry on to the next page, Page Up comes back', async () => {
      await userEvent.keyboard('{End}{ArrowRight}');
      await expect(button(21)).toHaveFocus();
      await expect(canvas.getByText('Questions 21–25 of 25')).toBeVisible();
      await userEvent.keyboard('{PageUp}');
      await expect(button(1)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(button(21)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(button(21)).toHaveFocus();
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await expect(button(1)).toHaveFocus();
      await userEvent.keyboard('{PageDown}');
      await expect(button(21)).toHaveFocus();
    });

    await step('Enter and Space select the focused question', async () => {
      await userEvent.keyboard('{ArrowRight}{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('q22');
      await expect(button(22)).toHaveAttribute('aria-current', 'true');
      await userEvent.keyboard('{ArrowLeft}[Space]');
      await expect(args.onSelect).toHaveBeenLastCalledWith('q21');
      await expect(args.onSelect).toHaveBeenCalledTimes(2);
    });

    await step('Tab leaves the grid for the page buttons, Shift+Tab comes back to the same question', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Previous questions' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(button(21)).toHaveFocus();
    });
  },
};

/** A 200-question test: twenty at a time, turned with the page buttons, following the test. */
export const LongTest: Story = {
  args: { questions: sampleQuestions(200, 57), currentId: 'q38', sectionName: undefined },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous questions' });
    const next = canvas.getByRole('button', { name: 'Next questions' });
    const grid = canvas.getByRole('grid', { name: 'Question palette' });

    await step('the current question’s page shows, twenty buttons in rows of five', async () => {
      await expect(canvas.getByText('Questions 21–40 of 200')).toBeVisible();
      await expect(within(grid).getAllByRole('button')).toHaveLength(20);
      await expect(within(grid).getAllByRole('row')).toHaveLength(4);
      await expect(grid).toHaveAttribute('aria-rowcount', '40');
      await expect(canvas.getByRole('button', { name: /^Question 38,/ })).toHaveAttribute('aria-current', 'true');
    });

    await step('the page buttons turn the page, stopping at either end', async () => {
      await userEvent.click(previous);
      await expect(canvas.getByText('Questions 1–20 of 200')).toBeVisible();
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(previous);
      await expect(canvas.getByText('Questions 1–20 of 200')).toBeVisible();
      for (let page = 0; page < 9; page += 1) await userEvent.click(next);
      await expect(canvas.getByText('Questions 181–200 of 200')).toBeVisible();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveFocus();
      await userEvent.click(next);
      await expect(canvas.getByRole('button', { name: 'Question 200, not visited' })).toBeVisible();
      await expect(args.onSelect).not.toHaveBeenCalled();
    });

    await step('Ctrl+Home reaches the first question of the test, Ctrl+End the last', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Question 190, not visited' }));
      await expect(args.onSelect).toHaveBeenLastCalledWith('q190');
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await expect(canvas.getByRole('button', { name: /^Question 1,/ })).toHaveFocus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await expect(canvas.getByRole('button', { name: /^Question 200,/ })).toHaveFocus();
    });

  },
};

/** Save & Next onto the next page's first question turns the palette to that page. */
export const FollowsTheTest: Story = {
  args: { questions: sampleQuestions(60, 19), currentId: 'q20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Questions 1–20 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Next' }));
    await expect(canvas.getByText('Questions 21–40 of 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Question 21, not visited' })).toHaveAttribute('aria-current', 'true');
    // The question left behind is answered now; paging back shows it so.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous questions' }));
    await expect(canvas.getByRole('button', { name: 'Question 20, answered' })).toBeVisible();
    // Tab into the grid lands on the first question of a page without the current one.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /^Question 1,/ })).toHaveFocus();
  },
};

export const Hindi: Story = {
  args: { labels: hindiLabels, sectionName: 'मात्रात्मक योग्यता', questions: everyState, currentId: 'q5' },
  parameters: { frame: { width: 'narrow', lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'प्रश्न सूची मात्रात्मक योग्यता' });
    await expect(grid.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('button', { name: 'प्रश्न 1, नहीं देखा' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'प्रश्न 3, उत्तर दिया' })).toBeVisible();
    const current = canvas.getByRole('button', { name: 'प्रश्न 5, उत्तर दिया और समीक्षा के लिए चिह्नित' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'प्रश्न 4, समीक्षा के लिए चिह्नित' }));
    await expect(args.onSelect).toHaveBeenCalledWith('q4');
  },
};

export const HindiLongTest: Story = {
  args: { labels: hindiLabels, sectionName: undefined, questions: sampleQuestions(100, 30), currentId: 'q31' },
  parameters: { frame: { width: 'narrow', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('प्रश्न 21–40, कुल 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'अगले प्रश्न' }));
    await expect(canvas.getByText('प्रश्न 41–60, कुल 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'पिछले प्रश्न' }));
    await expect(canvas.getByRole('button', { name: 'प्रश्न 31, नहीं देखा' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A 360 px phone: five to a row, every button a 44 px target, nothing wider than the screen. */
export const Phone: Story = {
  args: { questions: sampleQuestions(200, 57), currentId: 'q1' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button').filter((element) => element.textContent !== 'Save & Next');
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const firstRow = within(canvas.getAllByRole('row')[0] as HTMLElement).getAllByRole('button');
    await expect(firstRow).toHaveLength(5);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** In a column too short for it (a phone's drawer), the palette scrolls itself, never the page. */
export const ShortColumn: Story = {
  args: { questions: sampleQuestions(200, 57), currentId: 'q1', sectionName: undefined },
  render: (args) => (
    <div className={sampleLayout.shortColumn}>
      <QuestionPalette {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('grid').parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('button', { name: /^Question 20,/ });
    await expect(last).toHaveFocus();
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    const box = last.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
  },
};

/** A section with no questions yet shows no palette, rather than an empty grid. */
export const NoQuestions: Story = {
  args: { questions: [], currentId: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByText('Reasoning')).toBeNull();
  },
};
