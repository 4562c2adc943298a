import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultRescoredNotice, type ResultRescoredNoticeLabels } from './ResultRescoredNotice';

// 20:30 UTC is already the next day in India: the date must read in Asia/Kolkata.
const rescoredAt = '2026-05-05T20:30:00.000Z';

const hindi: ResultRescoredNoticeLabels = {
  title: 'आपका परिणाम दोबारा जाँचा गया',
  change: (questions, previous, score) =>
    `एक चुनौती के बाद प्रश्न ${questions} की कुंजी सुधारी गई और आपका टेस्ट दोबारा जाँचा गया: आपका स्कोर ${previous} से ${score} हो गया।`,
  rank: (previous, rank) => `आपकी रैंक ${previous} से ${rank} हो गई।`,
  rescoredOn: (date) => `${date} को दोबारा जाँचा गया`,
};

const meta = {
  title: 'Components/ResultRescoredNotice',
  component: ResultRescoredNotice,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    rescores: [{ rescoredAt, previousScore: 96.5, score: 98.5, previousRank: 14, rank: 9, questions: [12] }],
    locale: 'en-IN',
  },
} satisfies Meta<typeof ResultRescoredNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScoreAndRank: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Your result was re-scored' });
    await expect(notice).toHaveTextContent('the key of question 12 was corrected and your test was scored again: your score went from 96.5 to 98.5. Your rank went from 14 to 9.');
    await expect(within(notice).getByText('Re-scored on 6 May 2026')).toHaveAttribute('datetime', rescoredAt);
  },
};

export const TwoCorrectionsNewestFirst: Story = {
  args: {
    rescores: [
      { rescoredAt: '2026-05-04T06:00:00.000Z', previousScore: 100, score: 98, previousRank: 3, rank: 5, questions: [4, 17] },
      { rescoredAt, previousScore: 98, score: 100, previousRank: 5, rank: 5, questions: [61] },
    ],
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Your result was re-scored' });
    const [newest, oldest] = within(notice).getAllByText(/your score went from/);
    await expect(newest).toHaveTextContent('question 61 was corrected');
    // The rank did not move: it is not mentioned.
    await expect(newest).not.toHaveTextContent('rank');
    await expect(oldest).toHaveTextContent('keys of questions 4 and 17 were corrected');
    await expect(oldest).toHaveTextContent('Your rank went from 3 to 5.');
  },
};

export const PracticeUnranked: Story = {
  args: { rescores: [{ rescoredAt, previousScore: 3, score: 4, previousRank: null, rank: null, questions: [2] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).not.toHaveTextContent('rank');
  },
};

export const NothingChanged: Story = {
  args: { rescores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  args: { labels: hindi, locale: 'hi-IN' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'आपका परिणाम दोबारा जाँचा गया' });
    await expect(notice).toHaveTextContent('आपका स्कोर 96.5 से 98.5 हो गया। आपकी रैंक 14 से 9 हो गई।');
    await expect(within(notice).getByText(/को दोबारा जाँचा गया/)).toBeVisible();
  },
};
