import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankCard, rankCardStatuses, type RankCardLabels } from './RankCard';

const hindiLabels: RankCardLabels = {
  heading: 'आपकी रैंक',
  rank: 'रैंक',
  ofCandidates: (candidates) => `(${candidates} परीक्षार्थियों में)`,
  percentile: (percentile) => `${percentile} पर्सेंटाइल`,
  provisional:
    'यह रैंक अभी अस्थायी है: अब तक कुछ ही परीक्षार्थियों ने यह टेस्ट दिया है। जैसे-जैसे और परीक्षार्थी इसे देंगे, रैंक पक्की होती जाएगी।',
  notCounted: (attempt, place, candidates) =>
    `प्रयास ${attempt} — दोबारा दिए गए टेस्ट रैंक में नहीं गिने जाते; इस स्कोर से आप ${candidates} में ${place}वें स्थान पर होते`,
  loading: 'आपकी रैंक निकाली जा रही है…',
  unavailable: 'यह अभ्यास टेस्ट है: इसकी कोई रैंक नहीं होती।',
};

const meta = {
  title: 'Components/RankCard',
  component: RankCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    rank: 12,
    candidates: 348,
    percentile: 96.84,
    provisional: false,
    counted: true,
    attemptNumber: 1,
    locale: 'en-IN',
  },
  argTypes: {
    status: { control: 'inline-radio', options: rankCardStatuses },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof RankCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A first attempt among 348: the rank, the field and the percentile, one decimal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your rank' });
    await expect(within(card).getByText('12').closest('p')).toHaveTextContent('Rank 12 of 348 candidates');
    await expect(canvas.getByText('96.8 percentile')).toBeVisible();
    await expect(canvas.queryByText(/provisional/)).toBeNull();
    await expect(canvas.queryByText(/retakes/)).toBeNull();
    await expect(card.querySelector('rect[data-filled]')).toHaveAttribute('data-filled', '96.84');
  },
};

/** Four candidates so far: the rank is real, but it says it will move. */
export const Provisional: Story = {
  args: { rank: 2, candidates: 4, percentile: 75, provisional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2').closest('p')).toHaveTextContent('Rank 2 of 4 candidates');
    await expect(canvas.getByText(/This rank is provisional/)).toBeVisible();
    await expect(canvas.getByText(/will settle as more learners take it/)).toBeVisible();
  },
};

/** The only candidate: 'candidate', not 'candidates'. */
export const FirstCandidate: Story = {
  args: { rank: 1, candidates: 1, percentile: 100, provisional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1').closest('p')).toHaveTextContent('Rank 1 of 1 candidate');
    await expect(canvas.getByText('100.0 percentile')).toBeVisible();
  },
};

/** A third attempt: shown against the first attempts' ranking, never given a rank of its own. */
export const Retake: Story = {
  args: { rank: 5, candidates: 348, percentile: 98.9, counted: false, attemptNumber: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Attempt 3 — retakes are not ranked; this score would place you 5th of 348'),
    ).toBeVisible();
    await expect(canvas.queryByText('Rank')).toBeNull();
    await expect(canvas.queryByText(/percentile/)).toBeNull();
  },
};

export const RetakeProvisional: Story = {
  args: { rank: 2, candidates: 6, percentile: 83.3, counted: false, attemptNumber: 2, provisional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/would place you 2nd of 6$/)).toBeVisible();
    await expect(canvas.getByText(/This rank is provisional/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Working out your rank…');
    await expect(canvas.queryByText('Rank')).toBeNull();
  },
};

/** A practice test has no ranking: the card says so instead of showing a rank of nothing. */
export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your rank' })).toHaveTextContent(
      'This test is for practice: it has no rank.',
    );
    await expect(canvas.queryByText(/percentile/)).toBeNull();
  },
};

/** A big field in Hindi: numbers grouped the Indian way. */
export const Hindi: Story = {
  args: { rank: 1234, candidates: 123456, percentile: 99.0, locale: 'hi-IN', labels: hindiLabels },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'आपकी रैंक' });
    await expect(within(card).getByText('1,234').closest('p')).toHaveTextContent('रैंक 1,234 (1,23,456 परीक्षार्थियों में)');
    await expect(canvas.getByText('99.0 पर्सेंटाइल')).toBeVisible();
  },
};

export const HindiRetake: Story = {
  args: {
    rank: 5,
    candidates: 348,
    percentile: 98.9,
    counted: false,
    attemptNumber: 3,
    locale: 'hi-IN',
    labels: hindiLabels,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('प्रयास 3 — दोबारा दिए गए टेस्ट रैंक में नहीं गिने जाते; इस स्कोर से आप 348 में 5वें स्थान पर होते'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  args: { rank: 12345, candidates: 123456, percentile: 90.01, provisional: true },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,345')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
