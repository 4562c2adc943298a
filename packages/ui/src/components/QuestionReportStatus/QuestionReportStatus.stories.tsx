import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionReportStatuses } from '@pariksha/contract/values';
import { expect, within } from 'storybook/test';
import { QuestionReportStatus, questionReportStatusHeadingLevels } from './QuestionReportStatus';
import { hindiQuestionReportStatusLabels } from './sampleHindiLabels';

// 20:30 UTC is already the next day in India: the dates must read in Asia/Kolkata.
const reportedAt = '2026-05-03T20:30:00.000Z';
const decidedAt = '2026-05-06T05:00:00.000Z';

const meta = {
  title: 'Components/QuestionReportStatus',
  component: QuestionReportStatus,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    report: { status: 'received', reason: 'wrong_answer', decisionNote: null, reportedAt, decidedAt: null },
    locale: 'en-IN',
    headingLevel: 4,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: questionReportStatusHeadingLevels } },
} satisfies Meta<typeof QuestionReportStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  argTypes: { report: { control: 'object' } },
  parameters: { docs: { description: { story: `Statuses: ${questionReportStatuses.join(', ')}.` } } },
};

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'Report received' });
    await expect(status).toHaveTextContent('Thank you. Our reviewers will check this question, and their answer will appear here.');
    await expect(within(status).getByText('You reported')).toBeVisible();
    await expect(within(status).getByText('The correct answer is wrong')).toBeVisible();
    await expect(within(status).getByText('Reported on 4 May 2026')).toHaveAttribute('datetime', reportedAt);
    await expect(within(status).queryByText('Reviewer’s note')).toBeNull();
    await expect(within(status).getByRole('heading', { level: 4 })).toBeVisible();
  },
};

export const Accepted: Story = {
  args: {
    report: {
      status: 'accepted',
      reason: 'wrong_answer',
      decisionNote: 'You are right: 25% of 80 is 20, option 2. The key is corrected and the test re-scored.',
      reportedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'Your report was accepted' });
    await expect(status).toHaveTextContent('Thank you, you were right.');
    await expect(within(status).getByText('Reviewer’s note')).toBeVisible();
    await expect(within(status).getByText(/25% of 80 is 20/)).toBeVisible();
    await expect(status).toHaveTextContent('Reported on 4 May 2026 · Answered on 6 May 2026');
  },
};

export const Rejected: Story = {
  args: {
    report: {
      status: 'rejected',
      reason: 'mistake_in_question',
      decisionNote: 'The question asks for the simple interest, not the compound interest, so ₹1,200 is right.',
      reportedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'The question stands' });
    await expect(status).toHaveTextContent('A reviewer checked your report and found the question correct as it is.');
    await expect(within(status).getByText(/simple interest/)).toBeVisible();
    await expect(status).toHaveTextContent('A mistake in the question or options');
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  args: {
    labels: hindiQuestionReportStatusLabels,
    locale: 'hi-IN',
    report: { status: 'rejected', reason: 'translation', decisionNote: 'हिंदी अनुवाद अंग्रेज़ी प्रश्न से मेल खाता है।', reportedAt, decidedAt },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('region', { name: 'प्रश्न सही है' });
    await expect(within(status).getByText('समीक्षक की टिप्पणी')).toBeVisible();
    await expect(status).toHaveTextContent('अनुवाद गलत या अस्पष्ट है');
    // hi-IN's own month name, in the Indian zone.
    await expect(within(status).getByText(/^4 मई 2026 को रिपोर्ट की$/)).toBeVisible();
  },
};

/** A long note from a reviewer still fits a small phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  args: {
    report: {
      status: 'accepted',
      reason: 'display',
      decisionNote: 'The figure was cut off on small screens: https://pariksha.example/figures/quadrilateral-abcd-with-diagonals.svg now scales down.',
      reportedAt,
      decidedAt,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your report was accepted' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
