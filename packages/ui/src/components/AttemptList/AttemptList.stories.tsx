import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttemptList, type AttemptListLabels } from './AttemptList';
import { sampleAttempts } from './sampleAttempts';

const hindiLabels: AttemptListLabels = {
  table: 'मेरे प्रयास',
  test: 'टेस्ट',
  date: 'तारीख़',
  score: 'स्कोर',
  rank: 'रैंक',
  action: 'परिणाम',
  inProgress: 'जारी है',
  viewResult: 'परिणाम देखें',
  resume: 'जारी रखें',
  noScore: 'अभी स्कोर नहीं',
  notRanked: 'रैंक नहीं',
  showMore: 'और दिखाएँ',
  showing: (shown, total) => `${total} में से ${shown} प्रयास दिखाए जा रहे हैं`,
  empty: 'आपने अभी तक कोई टेस्ट नहीं दिया है।',
  loading: 'आपके प्रयास लोड हो रहे हैं…',
  error: (message) => `त्रुटि: ${message}`,
  retry: 'फिर से कोशिश करें',
};

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };

/** Stands in for the app's router link: an anchor that says it was rendered by the router. */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/AttemptList',
  component: AttemptList,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { attempts: sampleAttempts(4), heading: 'My attempts', locale: 'en-IN' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof AttemptList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a laptop: a table of test, date, score, rank and the way to the result or back in. */
export const Default: Story = {
  globals: laptop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My attempts' });
    const rows = within(table).getAllByRole('row').slice(1);

    await step('a table with its header row showing', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'My attempts' })).toBeVisible();
      await expect(rows).toHaveLength(4);
      const score = within(table).getByRole('columnheader', { name: 'Score' });
      await expect(score.getBoundingClientRect().height).toBeGreaterThan(20);
      await expect(getComputedStyle(rows[0] as HTMLElement).display).toBe('table-row');
    });

    await step('an attempt in progress says so and offers Resume', async () => {
      const row = within(rows[0] as HTMLElement);
      await expect(row.getByRole('rowheader')).toHaveTextContent('SBI PO Prelims Mock Test 1In progress');
      await expect(row.getByText('24 Nov 2026, 2:35 pm')).toBeVisible();
      await expect(row.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/test/attempt-1/questions');
      await expect(row.getAllByText('—')).toHaveLength(2);
      await expect(row.getByText('No score yet')).toBeInTheDocument();
    });

    await step('a submitted one shows its score and rank and links to its result', async () => {
      const row = within(rows[1] as HTMLElement);
      await expect(row.getByText('23 Nov 2026, 1:35 pm')).toBeVisible();
      await expect(row.getByText('45.75 / 100')).toBeVisible();
      await expect(row.getByText('15 / 349')).toBeVisible();
      const link = row.getByRole('link', { name: 'View result' });
      await expect(link).toHaveAttribute('href', '/dashboard/test-result/attempt-2');
      await expect(link).toHaveAccessibleDescription('IBPS Clerk Prelims Mock Test 3 23 Nov 2026, 1:35 pm');
      await expect(row.queryByText('In progress')).toBeNull();
    });

    await step('a retake has no rank, and says so in words', async () => {
      const row = within(rows[3] as HTMLElement);
      await expect(row.getByText('60.25 / 100')).toBeVisible();
      await expect(row.getByText('Not ranked')).toBeInTheDocument();
    });
  },
};

/** On a phone each attempt is a card, every value under its name; nothing scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(getComputedStyle(rows[1] as HTMLElement).display).toBe('grid');
    // The header row is still there for screen readers, but not on screen.
    const header = canvas.getByRole('columnheader', { name: 'Score' }).closest('thead');
    await expect(header?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(rows[1] as HTMLElement).getByText('Score')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Resume' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Fifty attempts: ten at first, ten more a press, focus on the first new one. */
export const LongList: Story = {
  args: { attempts: sampleAttempts(50, { firstInProgress: false }) },
  globals: laptop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const bodyRows = () => within(canvas.getByRole('table')).getAllByRole('row').slice(1);

    await step('ten show, and the count says so', async () => {
      await expect(bodyRows()).toHaveLength(10);
      await expect(canvas.getByText('Showing 10 of 50 attempts')).toBeVisible();
    });

    await step('Show more from the keyboard adds ten and moves focus to the eleventh', async () => {
      canvas.getByRole('button', { name: 'Show more' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(bodyRows()).toHaveLength(20);
      await waitFor(() => expect(within(bodyRows()[10] as HTMLElement).getByRole('link')).toHaveFocus());
      await expect(canvas.getByText('Showing 20 of 50 attempts')).toBeVisible();
    });

    await step('at the end the button goes', async () => {
      for (let press = 0; press < 3; press += 1) await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
      await expect(bodyRows()).toHaveLength(50);
      await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
      await expect(canvas.getByText('Showing 50 of 50 attempts')).toBeVisible();
      await waitFor(() => expect(within(bodyRows()[40] as HTMLElement).getByRole('link')).toHaveFocus());
    });
  },
};

/** The app passes its router link; every link is drawn by it. */
export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
  },
};

/** No attempts yet: one sentence, nothing else. */
export const Empty: Story = {
  args: { attempts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You have not taken a test yet.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { attempts: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your attempts…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The request failed: the spec's 'Error: {message}' and a way to try again. */
export const Error: Story = {
  args: { attempts: [], error: 'Network Error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Hindi: Story = {
  args: {
    attempts: sampleAttempts(4, { language: 'hi' }),
    heading: 'मेरे प्रयास',
    labels: hindiLabels,
    locale: 'hi-IN',
  },
  globals: laptop,
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'मेरे प्रयास' });
    await expect(within(table).getByRole('columnheader', { name: 'स्कोर' })).toBeVisible();
    await expect(canvas.getByText('जारी है')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'जारी रखें' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'परिणाम देखें' })).toHaveLength(3);
    await expect(canvas.getAllByText(/^24 नव॰ 2026/)).toHaveLength(1);
  },
};

export const HindiPhone: Story = {
  ...Hindi,
  globals: phone,
  parameters: { frame: { width: 'full', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('स्कोर').length).toBeGreaterThan(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
