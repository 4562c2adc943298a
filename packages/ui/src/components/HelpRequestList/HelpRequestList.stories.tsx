import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpRequestList, type HelpRequestListLabels } from './HelpRequestList';
import { sampleHelpRequests } from './sampleHelpRequests';

const hindiLabels: HelpRequestListLabels = {
  heading: 'आपके अनुरोध',
  statuses: { open: 'खुला', in_progress: 'काम चल रहा है', resolved: 'हल हो गया' },
  status: 'स्थिति',
  sentOn: (date) => `${date} को भेजा`,
  empty: 'आपने अभी तक कोई अनुरोध नहीं भेजा है।',
  loading: 'आपके अनुरोध लोड हो रहे हैं…',
  error: (message) => `त्रुटि: ${message}`,
  retry: 'फिर से कोशिश करें',
};

const meta = {
  title: 'Components/HelpRequestList',
  component: HelpRequestList,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { requests: sampleHelpRequests(), onRetry: fn() },
  argTypes: { locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] } },
} satisfies Meta<typeof HelpRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, newest first: reference, date, the message's first lines, the status in colour and words. */
export const Many: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your requests' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);

    await step('the reference, when it was sent (India time), and the message', async () => {
      await expect(first.getByRole('heading', { level: 3, name: 'PRK-H-000042' })).toBeVisible();
      const time = first.getByText('Sent 24 Nov 2026, 1:30 pm');
      await expect(time).toHaveAttribute('datetime', '2026-11-24T08:00:00.000Z');
      await expect(first.getByText(/stopped at question 14/)).toBeVisible();
    });

    await step('a long message shows its first two lines only', async () => {
      const message = first.getByText(/stopped at question 14/);
      const lineHeight = Number.parseFloat(getComputedStyle(message).lineHeight);
      await expect(message.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    });

    await step('each status in words, with its own AA colour', async () => {
      const badges = ['Open', 'In progress', 'Resolved'].map((word) => canvas.getByText(word));
      await expect(canvas.getAllByText('Status:')).toHaveLength(3);
      const colours = badges.map((badge) => getComputedStyle(badge).color);
      await expect(new Set(colours).size).toBe(3);
      await expect(colours).toEqual(['rgb(48, 52, 184)', 'rgb(123, 63, 181)', 'rgb(19, 122, 78)']);
    });
  },
};

export const One: Story = {
  args: { requests: sampleHelpRequests().slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your requests' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You have not sent any requests yet.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your requests…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { labels: hindiLabels, locale: 'hi-IN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'आपके अनुरोध' })).toBeVisible();
    await expect(canvas.getByText('काम चल रहा है')).toBeVisible();
    await expect(canvas.getByText(/24 नव॰ 2026.* को भेजा/)).toBeVisible();
  },
};

export const HindiEmpty: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { labels: hindiLabels, requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('आपने अभी तक कोई अनुरोध नहीं भेजा है।');
  },
};

/** A phone: the cards fit the screen; the badge wraps under the reference if it must. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
