import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { CourseOfferCard } from './CourseOfferCard';

const meta = {
  title: 'Components/CourseOfferCard',
  component: CourseOfferCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    title: 'SBI PO 2026 Complete Batch',
    badge: 'NEW',
    totalTests: 769,
    freeTests: 3,
    languages: ['Hindi', 'English'],
    price: 6009,
    listPrice: 7009,
    discountPercent: 15,
    onPurchase: fn(),
    purchasing: false,
    locale: 'en-IN',
    headingLevel: 3,
  },
  argTypes: {
    badge: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof CourseOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO 2026 Complete Batch' });
    const card$ = within(card);

    await step('the NEW badge, the tests and the languages', async () => {
      await expect(card$.getByText('NEW')).toBeVisible();
      await expect(card$.getByText(/769 TOTAL TESTS/).closest('p')).toHaveTextContent(
        '769 TOTAL TESTS | 3 FREE Tests',
      );
      // The divider is drawn, not read.
      await expect(card$.getByText('|')).toHaveAttribute('aria-hidden', 'true');
      await expect(card$.getByText(/Hindi, English/)).toHaveTextContent('Languages: Hindi, English');
    });

    await step('the price, the struck-through list price said as the original, and the discount', async () => {
      await expect(card$.getByText('₹6,009')).toBeVisible();
      const original = card$.getByText('₹7,009', { exact: false });
      await expect(original.tagName).toBe('S');
      await expect(original).toHaveTextContent('Original price: ₹7,009');
      await expect(getComputedStyle(original).textDecorationLine).toBe('line-through');
      await expect(card$.getByText('15% off')).toBeVisible();
      await expect(original.closest('p')).toHaveTextContent('Price: ₹6,009 Original price: ₹7,009 15% off');
    });

    await step('Purchase Course tells the page, by touch and by keyboard', async () => {
      const purchase = card$.getByRole('button', { name: 'Purchase Course' });
      await expect(purchase).toHaveAccessibleDescription('SBI PO 2026 Complete Batch');
      await expect(purchase.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(purchase);
      await expect(args.onPurchase).toHaveBeenCalledTimes(1);
      purchase.blur();
      await userEvent.tab();
      await expect(purchase).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPurchase).toHaveBeenCalledTimes(2);
    });
  },
};

export const NoDiscount: Story = {
  args: { badge: null, freeTests: 0, listPrice: undefined, discountPercent: undefined, price: 7009 },
  play: async ({ canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('article', { name: 'SBI PO 2026 Complete Batch' }));
    await expect(card$.queryByText('NEW')).not.toBeInTheDocument();
    await expect(card$.getByText(/769 TOTAL TESTS/).closest('p')).toHaveTextContent(/^769 TOTAL TESTS$/);
    await expect(card$.getByText('₹7,009')).toBeVisible();
    await expect(card$.queryByText(/off$/)).not.toBeInTheDocument();
    await expect(card$.queryByText(/Original price/)).not.toBeInTheDocument();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  render: (args) => (
    // The course page's own container names the card when the banner's h1 already says which batch.
    <aside aria-label="Course price">
      <CourseOfferCard {...args} />
    </aside>
  ),
  play: async ({ args, canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Course price' });
    await expect(within(aside).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(aside).getByText('NEW')).toBeVisible();
    const purchase = within(aside).getByRole('button', { name: 'Purchase Course' });
    await expect(purchase).not.toHaveAttribute('aria-describedby');
    await userEvent.click(purchase);
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
  },
};

export const Purchasing: Story = {
  args: { purchasing: true },
  play: async ({ args, canvasElement }) => {
    const purchase = within(canvasElement).getByRole('button', { name: 'Purchase Course' });
    await expect(purchase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(purchase);
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  args: {
    title: 'एसबीआई पीओ 2026 संपूर्ण बैच',
    badge: 'नया',
    languages: ['हिंदी', 'अंग्रेज़ी'],
    locale: 'hi-IN',
    labels: {
      totalTests: 'कुल टेस्ट',
      freeTests: 'मुफ़्त टेस्ट',
      languages: 'भाषाएँ',
      price: 'मूल्य',
      originalPrice: 'मूल मूल्य',
      discount: '{percent} छूट',
      purchase: 'कोर्स खरीदें',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'एसबीआई पीओ 2026 संपूर्ण बैच' });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    const badge = card$.getByText('नया');
    // No tracking on Devanagari: it would break the headline joining the letters.
    await expect(getComputedStyle(badge).letterSpacing).toBe('normal');
    await expect(card$.getByText(/769 कुल टेस्ट/).closest('p')).toHaveTextContent('769 कुल टेस्ट | 3 मुफ़्त टेस्ट');
    await expect(card$.getByText('₹7,009', { exact: false })).toHaveTextContent('मूल मूल्य: ₹7,009');
    await expect(card$.getByText('15% छूट')).toBeVisible();
    await userEvent.click(card$.getByRole('button', { name: 'कोर्स खरीदें' }));
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
  },
};

export const NarrowPhone: Story = {
  args: { title: 'SBI PO, IBPS PO and RBI Grade B 2026 Prelims + Mains + Interview Complete Batch', totalTests: 12769, freeTests: 25 },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Complete Batch/ });
    await expect(within(card).getByText(/12,769 TOTAL TESTS/)).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
