import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentLanguages } from '../QuestionView/QuestionView';
import { RichText } from './RichText';
import { richTextSamples } from './richTextSamples';
import { withSampleFigures } from './sampleFigures';

const phone = { viewport: { value: 'phone360', isRotated: false } };
const { jeeLimit, neetCombustion, triangleFigure, triangleFigureHindi, admissionsTable, quadraticHindi, wideIntegral } = richTextSamples;

const meta = {
  title: 'Components/RichText',
  component: RichText,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { html: jeeLimit.text.html, lang: 'en' },
  argTypes: {
    lang: { control: 'inline-radio', options: contentLanguages },
    html: { control: 'text' },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A JEE limit inline in the question, and the worked solution's display maths below it. */
export const InlineAndDisplayMaths: Story = {
  args: { html: `${jeeLimit.text.html}${jeeLimit.explanation?.html ?? ''}` },
  play: async ({ canvasElement }) => {
    const maths = canvasElement.querySelectorAll('math');
    await expect(maths.length).toBeGreaterThanOrEqual(3);
    const display = canvasElement.querySelector('.pk-display math');
    // jest-dom's matchers take HTML and SVG elements only: MathML is read by hand.
    await expect(display?.getAttribute('display')).toBe('block');
    // Drawn by the browser in the maths face: no maths script, no maths font from elsewhere.
    await expect(getComputedStyle(maths[0]!).fontFamily).toContain('Pariksha Math');
    // The face is the npm package's file, served with the page: it loads.
    const faces = await canvasElement.ownerDocument.fonts.load("16px 'Pariksha Math'", '∫');
    await expect(faces.map((face) => face.status)).toContain('loaded');
    await expect(canvasElement.querySelector('mfrac')?.getBoundingClientRect().height).toBeGreaterThan(20);
  },
};

/** NEET chemistry with mhchem: the reaction arrow stretches over its width. */
export const Chemistry: Story = {
  args: { html: neetCombustion.explanation?.html ?? '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.pk-display math')).not.toBeNull();
    await expect(Array.from(canvasElement.querySelectorAll('mo')).some((mo) => mo.textContent === '→')).toBe(true);
  },
};

/** A figure: its alt text is its name; never wider than the column, its shape kept. */
export const Figure: Story = {
  args: { html: withSampleFigures(triangleFigure.text.html) },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img', { name: /Right triangle ABC/ });
    await expect(figure).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect((figure as HTMLImageElement).complete).toBe(true));
    const box = figure.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(240 / 180, 1);
  },
};

export const FigureHindi: Story = {
  args: { html: withSampleFigures(triangleFigureHindi.text.html), lang: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /समकोण त्रिभुज ABC/ })).toBeVisible();
    await expect(canvasElement.querySelector('[lang="hi"]')).not.toBeNull();
  },
};

/** A data table in a named region; on a phone it scrolls sideways by itself and Tab reaches it. */
export const TablePhone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  args: { html: admissionsTable.text.html },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Table' });
    await expect(within(region).getByRole('columnheader', { name: '2022' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A formula wider than a phone scrolls inside its own box; the page never does. */
export const WideFormulaPhone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  args: { html: wideIntegral.text.html },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('.pk-display');
    if (!box) throw new Error('display maths has its box');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await waitFor(() => expect(box).toHaveAttribute('tabindex', '0'));
  },
};

/** A formula that fits is no Tab stop. */
export const NarrowFormula: Story = {
  args: { html: jeeLimit.explanation?.html ?? '' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('.pk-display');
    await expect(box).not.toHaveAttribute('tabindex');
  },
};

/** Hindi with maths: Devanagari's line spacing, the maths in its own face. */
export const HindiWithMaths: Story = {
  args: { html: `${quadraticHindi.text.html}${quadraticHindi.explanation?.html ?? ''}`, lang: 'hi' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[lang="hi"]');
    if (!root) throw new Error('the Hindi root carries its language');
    await expect(within(root).getByText(/के मान क्या हैं/)).toBeVisible();
    await expect(Number.parseFloat(getComputedStyle(root).lineHeight) / Number.parseFloat(getComputedStyle(root).fontSize)).toBeGreaterThan(1.6);
    await expect(root.querySelectorAll('math').length).toBeGreaterThanOrEqual(3);
  },
};
