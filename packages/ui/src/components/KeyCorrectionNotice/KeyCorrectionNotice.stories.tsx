import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyCorrectionNotice, keyCorrectionNoticeHeadingLevels } from './KeyCorrectionNotice';
import { hindiKeyCorrectionNoticeLabels } from './sampleHindiLabels';

// 20:30 UTC is already the next day in India: the date must read in Asia/Kolkata.
const correctedAt = '2026-05-05T20:30:00.000Z';

const meta = {
  title: 'Components/KeyCorrectionNotice',
  component: KeyCorrectionNotice,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    previousLabel: 'B',
    correctedLabel: 'C',
    correctedAt,
    note: 'Since 1 − cos 4x = 2 sin² 2x, the limit is 8, option C. Thank you to the learners who challenged it.',
    locale: 'en-IN',
    headingLevel: 4,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: keyCorrectionNoticeHeadingLevels } },
} satisfies Meta<typeof KeyCorrectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Corrected: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Answer key corrected' });
    await expect(within(notice).getByRole('heading', { level: 4 })).toBeVisible();
    await expect(notice).toHaveTextContent('The key was B; it is now C. Your score uses the corrected key.');
    await expect(within(notice).getByText('Reviewer’s note')).toBeVisible();
    await expect(within(notice).getByText(/the limit is 8, option C/)).toBeVisible();
    await expect(within(notice).getByText('Corrected on 6 May 2026')).toHaveAttribute('datetime', correctedAt);
  },
};

export const SeveralOptionsAndNoNote: Story = {
  args: { previousLabel: 'A and C', correctedLabel: 'A, C and D', note: '  ', headingLevel: 5 },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Answer key corrected' });
    await expect(notice).toHaveTextContent('The key was A and C; it is now A, C and D.');
    await expect(within(notice).queryByText('Reviewer’s note')).toBeNull();
    await expect(within(notice).getByRole('heading', { level: 5 })).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  args: {
    labels: hindiKeyCorrectionNoticeLabels,
    locale: 'hi-IN',
    previousLabel: '56',
    correctedLabel: '54',
    note: 'रास्ते में कोई ठहराव नहीं है: 270 किमी 5 घंटे में, यानी 54 किमी/घंटा।',
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'कुंजी सुधारी गई' });
    await expect(notice).toHaveTextContent('पहले कुंजी में उत्तर 56 था; अब 54 है।');
    await expect(within(notice).getByText('समीक्षक की टिप्पणी')).toBeVisible();
    // hi-IN's own month name, in the Indian zone.
    await expect(within(notice).getByText(/^6 मई 2026 को सुधारी गई$/)).toBeVisible();
  },
};

/** A long note still fits a small phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  args: {
    previousLabel: '-12.5',
    correctedLabel: '12.5',
    note: 'The official key (https://pariksha.example/papers/ssc-cgl-2026-tier-1-shift-2-official-answer-key.pdf) gives 12.5: the sign was a typing slip.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Answer key corrected' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
