import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentLanguages } from '../QuestionView/QuestionView';
import { richTextSamples, type RichTextSampleQuestion } from '../RichText/richTextSamples';
import { withSampleFigures } from '../RichText/sampleFigures';
import { QuestionPreview, questionPreviewWidths, type QuestionPreviewWords } from './QuestionPreview';

const { jeeLimit, triangleFigure, quadraticHindi } = richTextSamples;

/** A sample question's HTML as the editor's preview gets it from the server. */
function wordsOf(sample: RichTextSampleQuestion): QuestionPreviewWords {
  return {
    text: withSampleFigures(sample.text.html),
    options: sample.options?.map((option) => withSampleFigures(option.html)),
    explanation: sample.explanation ? withSampleFigures(sample.explanation.html) : undefined,
  };
}

const meta = {
  title: 'Components/QuestionPreview',
  component: QuestionPreview,
  tags: ['autodocs'],
  parameters: { frame: { width: 'full' } },
  args: { type: 'single', words: wordsOf(jeeLimit), lang: 'en', correctAnswer: { choice: 2 } },
  argTypes: {
    lang: { control: 'inline-radio', options: contentLanguages },
    defaultWidth: { control: 'inline-radio', options: questionPreviewWidths },
  },
} satisfies Meta<typeof QuestionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * A JEE limit as the editor sees it: at a phone's 360 px first, answerable as on the test screen,
 * then on a laptop's width; the key on the solution card below. The maths is MathML: no script.
 */
export const MathsAtBothWidths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('tab', { name: 'Phone' });
    await expect(phone).toHaveAttribute('aria-selected', 'true');
    const frame = canvasElement.querySelector<HTMLElement>('[data-width]');
    await expect(frame?.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    // The question's maths and the solution's, drawn by the browser.
    await expect(canvasElement.querySelectorAll('math').length).toBeGreaterThanOrEqual(4);
    // An option's formula at full size, not shrunk as inline maths in a sentence is.
    const optionMaths = canvas.getAllByRole('radio')[0]?.closest('label')?.querySelector('math');
    await expect(optionMaths ? getComputedStyle(optionMaths).getPropertyValue('math-style') : '').toBe('normal');
    await expect(getComputedStyle(canvasElement.querySelector('h3 ~ * math, p math')!).getPropertyValue('math-style')).toBe('compact');
    // Answerable: the option chosen stays chosen; the key is shown on the solution card.
    const options = canvas.getAllByRole('radio');
    await userEvent.click(options[1]!);
    await expect(options[1]).toBeChecked();
    await expect(canvas.getByText('Correct answer')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Desktop' }));
    await waitFor(() => expect(frame?.getAttribute('data-width')).toBe('desktop'));
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Desktop');
    // The answer tried survives the change of width.
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    // The arrow keys move between the widths, as on every tab list.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    await waitFor(() => expect(frame?.getAttribute('data-width')).toBe('phone'));
  },
};

/** A figure in the question (and again on its solution card): lazy, with its alt text, never wider than the phone's frame. */
export const Figure: Story = {
  args: { words: wordsOf(triangleFigure), correctAnswer: { choice: 0 } },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('img', { name: /Right triangle ABC/ });
    await expect(figures).toHaveLength(2);
    const frame = canvasElement.querySelector<HTMLElement>('[data-width]')!;
    for (const figure of figures) {
      await expect(figure).toHaveAttribute('loading', 'lazy');
      await waitFor(() => expect((figure as HTMLImageElement).complete).toBe(true));
      await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(frame.getBoundingClientRect().width);
    }
  },
};

/** The Hindi version, its words in Devanagari with the maths inside them, labelled in Hindi. */
export const Hindi: Story = {
  args: {
    words: wordsOf(quadraticHindi),
    lang: 'hi',
    correctAnswer: { choice: 0 },
    labels: { width: 'पूर्वावलोकन की चौड़ाई', phone: 'फ़ोन', desktop: 'डेस्कटॉप' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'पूर्वावलोकन की चौड़ाई' })).toBeVisible();
    await expect(canvasElement.querySelector('[lang="hi"]')).not.toBeNull();
    await expect(canvasElement.querySelector('math')).not.toBeNull();
  },
};

/** A numerical answer: the exam-day keypad to try it, and the key's accepted range on the card. */
export const NumericWithRange: Story = {
  args: {
    type: 'numeric',
    words: { text: '<p>A train covers 90 km in 1.5 hours. Find its speed in m/s (to one decimal place).</p>' },
    correctAnswer: { value: '16.7' },
    acceptedRange: [16.6, 16.8],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1' }));
    await userEvent.click(canvas.getByRole('button', { name: '6' }));
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveValue('16');
    await expect(canvas.getByText(/16\.6/)).toBeVisible();
  },
};
