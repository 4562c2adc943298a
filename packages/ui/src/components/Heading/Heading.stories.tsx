import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { tokens } from '../../themes/tokens';
import {
  defaultHeadingSizes,
  Heading,
  headingAligns,
  headingLevels,
  headingSizes,
  headingWeights,
} from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    level: 2,
    children: 'Frequently Asked Questions',
  },
  argTypes: {
    children: { control: 'text' },
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    weight: { control: 'inline-radio', options: headingWeights },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every level as the page's outline would nest them, each at its own step of the type scale. */
export const Levels: Story = {
  render: (args) => (
    <div className={layout.stack}>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Level ${level}: SBI PO Prelims 2026`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Level ${level}: SBI PO Prelims 2026` });
      await expect(heading.tagName).toBe(`H${level}`);
      const { fontSize, lineHeight } = tokens.text[defaultHeadingSizes[level]];
      await expect(getComputedStyle(heading).fontSize).toBe(fontSize);
      await expect(getComputedStyle(heading).lineHeight).toBe(lineHeight);
      await expect(getComputedStyle(heading).fontWeight).toBe(tokens.font.weight.strong);
      await expect(getComputedStyle(heading).marginTop).toBe('0px');
    }
  },
};

/** A card's title keeps its look wherever the outline puts it: here an h4 drawn `large`. */
export const SizeKeptAtAnyLevel: Story = {
  args: { level: 4, size: 'large', children: 'SBI PO 2026 Complete Batch' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 4, name: 'SBI PO 2026 Complete Batch' });
    await expect(heading.tagName).toBe('H4');
    await expect(getComputedStyle(heading).fontSize).toBe(tokens.text.large.fontSize);
  },
};

/** A heading names its section for screen readers, and is never a stop for the keyboard. */
export const NamesASection: Story = {
  args: { level: 2, size: 'xlarge', align: 'center', weight: 'strong', id: 'faq-heading' },
  render: (args) => (
    <section aria-labelledby="faq-heading" className={layout.stack}>
      <Heading {...args} />
      <a href="#faq-answers">Read the answers</a>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await expect(canvas.getByRole('region', { name: 'Frequently Asked Questions' })).toContainElement(heading);
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await userEvent.tab();
    await expect(heading).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Read the answers' })).toHaveFocus();
  },
};

/** Devanagari at the level's size; a long compound wraps instead of widening a 360px screen. */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    level: 1,
    children: 'भारतीयस्टेटबैंकप्रोबेशनरीऑफिसरप्रारंभिकपरीक्षाकीसंपूर्णतैयारी',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.closest('[lang="hi"]')).not.toBeNull();
    await expect(getComputedStyle(heading).fontSize).toBe(tokens.text.display.fontSize);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The FAQ's title on a 360 px phone, in a centred flex column as sections lay it out. */
export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  args: { level: 2, size: 'xlarge', align: 'center', children: 'Frequently Asked Questions' },
  render: (args) => (
    <div className={layout.centredColumn}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await expect(getComputedStyle(heading).textWrap).toContain('balance');
    // Drawn a little smaller on the narrowest phones, the title fits one line.
    const lineHeight = Number.parseFloat(tokens.text.xlarge.lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    // No word is split across two lines.
    const text = heading.firstChild;
    if (!(text instanceof Text)) throw new Error('The heading has no text');
    let start = 0;
    for (const word of (text.textContent ?? '').split(' ')) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      await expect(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size).toBe(1);
      start += word.length + 1;
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
