import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { countQuestionStates, questionStates, stateColours } from '../QuestionPalette/questionStates';
import { sampleQuestions } from '../QuestionPalette/sampleQuestions';
import { PaletteLegend, type PaletteLegendLabels } from './PaletteLegend';

const hindiLabels: PaletteLegendLabels = {
  legend: 'प्रश्नों की स्थिति',
  states: {
    notVisited: 'नहीं देखा',
    notAnswered: 'उत्तर नहीं दिया',
    answered: 'उत्तर दिया',
    markedForReview: 'समीक्षा के लिए चिह्नित',
    answeredAndMarked: 'उत्तर दिया और समीक्षा के लिए चिह्नित',
  },
};

/** A 100-question test part-way through: 30 seen, 70 not yet visited. */
const counts = countQuestionStates(sampleQuestions(100, 30));

/** Each row's words as a screen reader reads them: what is aria-hidden (the shape, its count) is left out. */
const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.replace(/\s+/g, ' ').trim();
    });

/** The counts drawn inside the shapes, in the legend's order. */
const drawnCounts = (list: HTMLElement) =>
  [...list.querySelectorAll('li > [aria-hidden="true"]')].map((marker) => marker.textContent);

const meta = {
  title: 'Components/PaletteLegend',
  component: PaletteLegend,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { counts },
} satisfies Meta<typeof PaletteLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Beside the palette: every state with how many questions are in it. */
export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Question status' });
    await expect(rowTexts(list)).toEqual([
      'Not visited 70',
      'Not answered 4',
      'Answered 18',
      'Marked for review 4',
      'Answered and marked for review 4',
    ]);
    await expect(drawnCounts(list)).toEqual(['70', '4', '18', '4', '4']);
    // Each row's shape is the palette's own, in the palette's colours.
    const shapes = [...list.querySelectorAll('svg[data-shape]')];
    await expect(shapes.map((shape) => shape.getAttribute('data-shape'))).toEqual([...questionStates]);
    for (const [index, state] of questionStates.entries()) {
      const path = shapes[index]?.querySelector('path');
      await expect(path && getComputedStyle(path).fill).toBe(hexToRgb(tokens.color[stateColours[state].fill]));
    }
  },
};

/** On the instructions page, before the test: the key alone, without counts. */
export const KeyOnly: Story = {
  args: { counts: undefined },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Question status' });
    await expect(rowTexts(list)).toEqual([
      'Not visited',
      'Not answered',
      'Answered',
      'Marked for review',
      'Answered and marked for review',
    ]);
  },
};

/** A 200-question test near its end: three-digit counts still fit inside their shapes. */
export const LongTest: Story = {
  args: { counts: countQuestionStates(sampleQuestions(200, 190)) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(rowTexts(list)).toEqual([
      'Not visited 10',
      'Not answered 27',
      'Answered 109',
      'Marked for review 27',
      'Answered and marked for review 27',
    ]);
    for (const marker of list.querySelectorAll('li > [aria-hidden="true"]')) {
      const count = marker.querySelector('span');
      if (!count) continue;
      const box = count.getBoundingClientRect();
      const shape = marker.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(shape.left);
      await expect(box.right).toBeLessThanOrEqual(shape.right);
    }
  },
};

export const Hindi: Story = {
  args: { labels: hindiLabels, locale: 'hi-IN' },
  parameters: { frame: { width: 'narrow', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'प्रश्नों की स्थिति' });
    await expect(list.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(rowTexts(list)).toEqual([
      'नहीं देखा 70',
      'उत्तर नहीं दिया 4',
      'उत्तर दिया 18',
      'समीक्षा के लिए चिह्नित 4',
      'उत्तर दिया और समीक्षा के लिए चिह्नित 4',
    ]);
  },
};

/** A 360 px phone: one state a row, nothing cut off or wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
