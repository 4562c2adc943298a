import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderList, type OrderListLabels } from './OrderList';
import { sampleOrders, sampleTrials } from './sampleOrders';

const hindiLabels: OrderListLabels = {
  table: 'ऑर्डर और बिलिंग',
  date: 'तारीख़',
  item: 'क्या ख़रीदा',
  amount: 'राशि',
  status: 'स्थिति',
  action: 'रसीद या भुगतान',
  reference: (reference) => `ऑर्डर ${reference}`,
  freeTrial: 'मुफ़्त ट्रायल',
  endsOn: (date) => `${date} को ख़त्म होगा`,
  endedOn: (date) => `${date} को ख़त्म हुआ`,
  promoSaving: (code, saving) => `${code} · ${saving} की बचत`,
  pending: 'भुगतान बाक़ी',
  paid: 'भुगतान हो गया',
  failed: 'विफल',
  refunded: 'रिफ़ंड हो गया',
  trialActive: 'ट्रायल चालू',
  trialEnded: 'ट्रायल ख़त्म',
  receipt: 'रसीद',
  completePayment: 'भुगतान पूरा करें',
  noAction: 'खोलने को कुछ नहीं',
  empty: 'आपने अभी तक कुछ नहीं ख़रीदा है। आप जो प्लान, कोर्स और टेस्ट सीरीज़ ख़रीदेंगे, वे यहाँ दिखेंगे।',
  loading: 'आपके ऑर्डर लोड हो रहे हैं…',
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

const everyState = [...sampleOrders(4), ...sampleTrials()];

const meta = {
  title: 'Components/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { entries: everyState, heading: 'Orders and Billings', locale: 'en-IN' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every status: paid with WELCOME10, pending, failed, refunded, a running and an ended trial. */
export const Default: Story = {
  globals: laptop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders and Billings' });
    const rows = within(table).getAllByRole('row').slice(1);
    const row = (index: number) => within(rows[index] as HTMLElement);

    await step('a table with its header row showing', async () => {
      await expect(rows).toHaveLength(6);
      await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeVisible();
      await expect(getComputedStyle(rows[0] as HTMLElement).display).toBe('table-row');
    });

    await step('a paid test series with WELCOME10 shows the amount, the saving and its receipt', async () => {
      await expect(row(0).getByRole('rowheader')).toHaveTextContent('SSC CPO Test Series');
      await expect(row(0).getByText('Order PRK-000123')).toBeVisible();
      await expect(row(0).getByText('24 Nov 2026')).toBeVisible();
      await expect(row(0).getByText('₹719.10')).toBeVisible();
      await expect(row(0).getByText('WELCOME10 · saved ₹79.90')).toBeVisible();
      await expect(row(0).getByText('Paid')).toBeVisible();
      const receipt = row(0).getByRole('link', { name: 'Receipt' });
      await expect(receipt).toHaveAttribute('href', '/dashboard/orders/123/receipt');
      await expect(receipt).toHaveAccessibleDescription('SSC CPO Test Series 24 Nov 2026');
    });

    await step('a pending plan offers Complete payment, with its detail line', async () => {
      await expect(row(1).getByText('Annual')).toBeVisible();
      await expect(row(1).getByText('₹2,499')).toBeVisible();
      await expect(row(1).getByText('Pending')).toBeVisible();
      await expect(row(1).getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/dashboard/pay/pay_test_124');
      await expect(row(1).queryByRole('link', { name: 'Receipt' })).toBeNull();
    });

    await step('a failed order has nothing to open, and says so in words', async () => {
      await expect(row(2).getByText('Failed')).toBeVisible();
      await expect(row(2).queryByRole('link')).toBeNull();
      await expect(row(2).getByText('Nothing to open')).toBeInTheDocument();
    });

    await step('a refunded order keeps its receipt', async () => {
      await expect(row(3).getByText('Refunded')).toBeVisible();
      await expect(row(3).getByRole('link', { name: 'Receipt' })).toBeVisible();
    });

    await step('trials are free, with their end date and state', async () => {
      await expect(row(4).getByText('Free trial')).toBeVisible();
      await expect(row(4).getByText('Ends 1 Dec 2026')).toBeVisible();
      await expect(row(4).getByText('Trial active')).toBeVisible();
      await expect(row(5).getByText('Ended 9 Oct 2026')).toBeVisible();
      await expect(row(5).getByText('Trial ended')).toBeVisible();
    });

    await step('each status has its own colour as well as its word', async () => {
      const colour = (word: string) => getComputedStyle(canvas.getByText(word)).color;
      await expect(new Set(['Paid', 'Pending', 'Failed', 'Trial active'].map(colour)).size).toBe(4);
    });
  },
};

/** One order, the usual first visit after buying. */
export const OneOrder: Story = {
  args: { entries: sampleOrders(1) },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Receipt' })).toHaveLength(1);
  },
};

/** Twenty orders: all shown, the page grows, nothing scrolls sideways. */
export const ManyOrders: Story = {
  args: { entries: sampleOrders(20) },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getAllByRole('link', { name: 'Complete payment' })).toHaveLength(5);
    await expect(canvas.getAllByText('Failed')).toHaveLength(5);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
  },
};

/** On a phone each order is a card, every value under its name; nothing scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(getComputedStyle(rows[0] as HTMLElement).display).toBe('grid');
    // The header row is still there for screen readers, but not on screen.
    const header = canvas.getByRole('columnheader', { name: 'Amount' }).closest('thead');
    await expect(header?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const card = within(rows[0] as HTMLElement);
    await expect(card.getByText('Amount')).toBeVisible();
    await expect(card.getByText('Status')).toBeVisible();
    await expect(card.getByText('WELCOME10 · saved ₹79.90')).toBeVisible();
    const pay = canvas.getByRole('link', { name: 'Complete payment' });
    await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Keyboard only: Tab goes from link to link, in the rows' order. */
export const Keyboard: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Receipt' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Complete payment' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Receipt' })[1]).toHaveFocus();
  },
};

/** The app passes its router link; every link is drawn by it. */
export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Nothing bought yet: one sentence, nothing else. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have not bought anything yet. Plans, courses and test series you buy will appear here.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The request failed: the spec's 'Error: {message}' and a way to try again. */
export const Error: Story = {
  args: { entries: [], error: 'Network Error', onRetry: fn() },
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
    entries: [...sampleOrders(4, { language: 'hi' }), ...sampleTrials({ language: 'hi' })],
    heading: 'ऑर्डर और बिलिंग',
    labels: hindiLabels,
    locale: 'hi-IN',
  },
  globals: laptop,
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ऑर्डर और बिलिंग' });
    await expect(within(table).getByRole('columnheader', { name: 'राशि' })).toBeVisible();
    await expect(canvas.getByText('WELCOME10 · ₹79.90 की बचत')).toBeVisible();
    await expect(canvas.getAllByText('24 नव॰ 2026')).toHaveLength(2);
    await expect(canvas.getByText('भुगतान हो गया')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'भुगतान पूरा करें' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'रसीद' })).toHaveLength(2);
    await expect(canvas.getAllByText('मुफ़्त ट्रायल')).toHaveLength(2);
  },
};

export const HindiPhone: Story = {
  ...Hindi,
  globals: phone,
  parameters: { frame: { width: 'full', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('राशि').length).toBeGreaterThan(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const HindiEmpty: Story = {
  args: { entries: [], labels: hindiLabels, locale: 'hi-IN', heading: 'ऑर्डर और बिलिंग' },
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('आपने अभी तक कुछ नहीं ख़रीदा है।');
  },
};
