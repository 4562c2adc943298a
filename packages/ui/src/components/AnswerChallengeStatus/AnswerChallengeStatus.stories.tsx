import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerChallengeStatuses } from '@pariksha/contract/values';
import { expect, within } from 'storybook/test';
import { AnswerChallengeStatus, answerChallengeStatusHeadingLevels } from './AnswerChallengeStatus';
import { hindiAnswerChallengeStatusLabels } from './sampleHindiLabels';

// 20:30 UTC is already the next day in India: the dates must read in Asia/Kolkata.
const challengedAt = '2026-05-03T20:30:00.000Z';
const decidedAt = '2026-05-06T05:00:00.000Z';

const meta = {
  title: 'Components/AnswerChallengeStatus',
  component: AnswerChallengeStatus,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    challenge: { status: 'received', answerLabel: 'C', decisionNote: null, challengedAt, decidedAt: null },
    locale: 'en-IN',
    headingLevel: 4,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: answerChallengeStatusHeadingLevels } },
} satisfies Meta<typeof AnswerChallengeStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  argTypes: { challenge: { control: 'object' } },
  parameters: { docs: { description: { story: `Statuses: ${answerChallengeStatuses.join(', ')}.` } } },
};

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'Challenge received' });
    await expect(status).toHaveTextContent('A reviewer will check the key. Their decision will appear here.');
    await expect(within(status).getByText('You proposed')).toBeVisible();
    await expect(within(status).getByText('C')).toBeVisible();
    await expect(within(status).getByText('Challenged on 4 May 2026')).toHaveAttribute('datetime', challengedAt);
    await expect(within(status).queryByText('Reviewer’s note')).toBeNull();
    await expect(status).not.toHaveTextContent('Decided on');
    await expect(within(status).getByRole('heading', { level: 4 })).toBeVisible();
  },
};

export const Accepted: Story = {
  args: {
    challenge: {
      status: 'accepted',
      answerLabel: 'A, C and D',
      decisionNote: 'Neon is a noble gas as well: the key now reads A, C and D.',
      challengedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'Your challenge was accepted' });
    await expect(status).toHaveTextContent(
      'Thank you, you were right. The key is corrected and every score has been worked out again.',
    );
    await expect(within(status).getByText('A, C and D')).toBeVisible();
    await expect(within(status).getByText('Reviewer’s note')).toBeVisible();
    await expect(within(status).getByText(/Neon is a noble gas/)).toBeVisible();
    await expect(status).toHaveTextContent('Challenged on 4 May 2026 · Decided on 6 May 2026');
    await expect(within(status).getByText('Decided on 6 May 2026')).toHaveAttribute('datetime', decidedAt);
  },
};

export const Rejected: Story = {
  args: {
    headingLevel: 3,
    challenge: {
      status: 'rejected',
      answerLabel: '54',
      decisionNote: 'The train stops for 10 minutes on the way: 270 km in 4 h 50 min is about 56 km/h.',
      challengedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'The key stands' });
    await expect(status).toHaveTextContent('A reviewer checked your challenge and found the key correct.');
    await expect(within(status).getByText(/stops for 10 minutes/)).toBeVisible();
    await expect(within(status).getByText('54')).toBeVisible();
    await expect(within(status).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const RejectedWithoutNote: Story = {
  args: { challenge: { status: 'rejected', answerLabel: 'B', decisionNote: null, challengedAt, decidedAt } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'The key stands' });
    await expect(within(status).queryByText('Reviewer’s note')).toBeNull();
    await expect(status).toHaveTextContent('Decided on 6 May 2026');
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  args: {
    labels: hindiAnswerChallengeStatusLabels,
    locale: 'hi-IN',
    challenge: {
      status: 'rejected',
      answerLabel: 'A और C',
      decisionNote: 'प्रश्न में केवल अक्रिय गैसें पूछी गई हैं, जो कुंजी में दी गई हैं।',
      challengedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'कुंजी सही है' });
    await expect(within(status).getByText('समीक्षक की टिप्पणी')).toBeVisible();
    await expect(within(status).getByText('A और C')).toBeVisible();
    // hi-IN's own month name, in the Indian zone.
    await expect(within(status).getByText(/^4 मई 2026 को चुनौती दी$/)).toBeVisible();
    await expect(within(status).getByText(/^6 मई 2026 को निर्णय हुआ$/)).toBeVisible();
  },
};

/** A long note from a reviewer still fits a small phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  args: {
    challenge: {
      status: 'accepted',
      answerLabel: '-12.5',
      decisionNote:
        'You are right: the official answer key (https://pariksha.example/papers/ssc-cgl-2026-tier-1-shift-2-official-answer-key.pdf) gives −12.5 as well.',
      challengedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your challenge was accepted' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
