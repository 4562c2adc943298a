import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CheckoutSummary,
  checkoutPromoStates,
  checkoutSummaryHeadingLevels,
  type CheckoutSummaryLabels,
  type CheckoutSummaryProps,
} from './CheckoutSummary';

/** The label's row of the summary: its `dt` and `dd` together ('Total₹719.10'). */
function summaryRow(card: HTMLElement, label: string | RegExp): HTMLElement {
  const term = within(card).getByText(label, { selector: 'dt' });
  const row = term.parentElement;
  if (!row) throw new Error(`No row around ${String(label)}`);
  return row;
}

// SSC CPO Test Series: ₹799, 10% off with WELCOME10 → ₹719.10, of which GST ₹109.69 (× 18/118).
const testSeries = {
  item: { name: 'SSC CPO Test Series', detail: 'Unlocks SSC CPO Paper 1 for 365 days' },
  listPaise: 79900,
  discountPaise: 7990,
  amountPaise: 71910,
  gstPaise: 10969,
  promoCode: 'WELCOME10',
} satisfies Partial<CheckoutSummaryProps>;

const hindiLabels: CheckoutSummaryLabels = {
  heading: 'ऑर्डर सारांश',
  price: 'मूल्य',
  discount: 'छूट',
  discountWithCode: 'छूट ({code})',
  total: 'कुल',
  gstIncluded: 'GST ({percent}) शामिल',
  promoCode: 'प्रोमो कोड',
  apply: 'लागू करें',
  applying: 'लागू हो रहा है…',
  promoApplied: '{code} लागू हो गया',
  removePromo: 'हटाएँ',
  pay: '{amount} का भुगतान करें',
  paying: 'भुगतान शुरू हो रहा है…',
  testMode: 'टेस्ट मोड — कोई असली पैसा नहीं लिया जाता',
};

/**
 * Plays the checkout page's part: asks "the server" about the code, then shows its quote.
 * WELCOME10 takes 10% off; any other code gets the server's message.
 */
function CheckoutWithServer(props: CheckoutSummaryProps) {
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const discountPaise = promoCode ? Math.round(props.listPaise / 10) : 0;
  const amountPaise = props.listPaise - discountPaise;
  return (
    <CheckoutSummary
      {...props}
      promoCode={promoCode}
      promoError={promoError}
      discountPaise={discountPaise}
      amountPaise={amountPaise}
      gstPaise={Math.round((amountPaise * 18) / 118)}
      onApplyPromo={(code) => {
        props.onApplyPromo(code);
        if (code.toUpperCase() === 'WELCOME10') {
          setPromoCode('WELCOME10');
          setPromoError(null);
        } else {
          setPromoError('This promo code does not exist. Check it and try again.');
        }
      }}
      onRemovePromo={() => {
        props.onRemovePromo();
        setPromoCode(null);
      }}
    />
  );
}

const meta = {
  title: 'Components/CheckoutSummary',
  component: CheckoutSummary,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    item: { name: 'GOLD plan (annual)', detail: 'Billed annually' },
    listPaise: 249900,
    discountPaise: 0,
    amountPaise: 249900,
    gstPaise: 38120,
    gstPercent: 18,
    promoCode: null,
    promoState: 'idle',
    promoError: null,
    onApplyPromo: fn(),
    onRemovePromo: fn(),
    onPay: fn(),
    paying: false,
    payDisabled: false,
    testMode: true,
    locale: 'en-IN',
    headingLevel: 2,
  },
  argTypes: {
    promoState: { control: 'inline-radio', options: checkoutPromoStates },
    headingLevel: { control: 'inline-radio', options: checkoutSummaryHeadingLevels },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A plan, billed annually: no discount, GST inside the price. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Order summary' });
    const card$ = within(card);

    await step('what is bought, its price and the total with GST inside it', async () => {
      await expect(card$.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
      await expect(card$.getByText('GOLD plan (annual)')).toBeVisible();
      await expect(card$.getByText('Billed annually')).toBeVisible();
      await expect(summaryRow(card, 'Price')).toHaveTextContent('Price₹2,499');
      await expect(summaryRow(card, 'Total')).toHaveTextContent('Total₹2,499');
      await expect(summaryRow(card, 'Includes GST (18%)')).toHaveTextContent('Includes GST (18%)₹381.20');
      // No discount line when there is no discount.
      await expect(card$.queryByText(/Discount/)).not.toBeInTheDocument();
      await expect(card$.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    });

    await step('Pay names the total and says no real money is taken', async () => {
      const pay = card$.getByRole('button', { name: 'Pay ₹2,499' });
      await expect(card$.getByText('TEST MODE — no real money is taken')).toBeVisible();
      await expect(pay).toHaveAccessibleDescription('TEST MODE — no real money is taken');
      await expect(pay).toBeEnabled();
      await expect(pay).not.toHaveAttribute('aria-busy');
      await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(pay);
      await expect(args.onPay).toHaveBeenCalledTimes(1);
    });

    await step('an empty code does nothing, by Enter or by Apply', async () => {
      const input = card$.getByRole('textbox', { name: 'Promo code' });
      await userEvent.click(input);
      await userEvent.keyboard('{Enter}');
      await userEvent.type(input, '   ');
      await userEvent.click(card$.getByRole('button', { name: 'Apply' }));
      await expect(args.onApplyPromo).not.toHaveBeenCalled();
    });

    await step('the keyboard reaches the code, Apply and Pay in that order', async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      await expect(card$.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
      await userEvent.tab();
      await expect(card$.getByRole('button', { name: 'Apply' })).toHaveFocus();
      await userEvent.tab();
      await expect(card$.getByRole('button', { name: 'Pay ₹2,499' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPay).toHaveBeenCalledTimes(2);
    });
  },
};

/** A test series with WELCOME10 applied: 10% off, the paise shown. */
export const TestSeriesWithWelcome10: Story = {
  args: testSeries,
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Order summary' });
    const card$ = within(card);

    await step('the discount is a negative line named by its code, and the total has paise', async () => {
      await expect(summaryRow(card, 'Price')).toHaveTextContent('Price₹799');
      await expect(summaryRow(card, 'Discount (WELCOME10)')).toHaveTextContent('Discount (WELCOME10)-₹79.90');
      await expect(summaryRow(card, 'Total')).toHaveTextContent('Total₹719.10');
      await expect(summaryRow(card, 'Includes GST (18%)')).toHaveTextContent('₹109.69');
      await expect(card$.getByRole('button', { name: 'Pay ₹719.10' })).toBeVisible();
    });

    await step('the code is shown applied, with Remove in place of the field', async () => {
      await expect(card$.getByRole('status')).toHaveTextContent('WELCOME10 applied');
      await expect(card$.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
      const remove = card$.getByRole('button', { name: 'Remove' });
      await expect(remove).toHaveAccessibleDescription('WELCOME10 applied');
      await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(remove);
      await expect(args.onRemovePromo).toHaveBeenCalledTimes(1);
    });
  },
};

/** The whole promo flow against a stand-in server, by keyboard: focus follows every change. */
export const ApplyAndRemove: Story = {
  args: { item: testSeries.item, listPaise: 79900, amountPaise: 79900, gstPaise: 12188 },
  render: (args) => <CheckoutWithServer {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Order summary' });
    const card$ = within(card);
    const input = card$.getByRole('textbox', { name: 'Promo code' });

    await step('an unknown code gets the server’s message at the field', async () => {
      await userEvent.type(input, 'FREE100{Enter}');
      await expect(args.onApplyPromo).toHaveBeenLastCalledWith('FREE100');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('This promo code does not exist. Check it and try again.');
      await expect(input).toHaveFocus();
      await expect(summaryRow(card, 'Total')).toHaveTextContent('₹799');
    });

    await step('Enter applies the code, trimmed; focus moves to Remove and the new total shows', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '  welcome10  {Enter}');
      await expect(args.onApplyPromo).toHaveBeenLastCalledWith('welcome10');
      await expect(card$.getByRole('status')).toHaveTextContent('WELCOME10 applied');
      await waitFor(() => expect(card$.getByRole('button', { name: 'Remove' })).toHaveFocus());
      await expect(summaryRow(card, 'Discount (WELCOME10)')).toHaveTextContent('-₹79.90');
      await expect(summaryRow(card, 'Total')).toHaveTextContent('₹719.10');
      await expect(card$.getByRole('button', { name: 'Pay ₹719.10' })).toBeVisible();
    });

    await step('Remove takes it off and puts focus back in an empty field', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemovePromo).toHaveBeenCalledTimes(1);
      const field = card$.getByRole('textbox', { name: 'Promo code' });
      await waitFor(() => expect(field).toHaveFocus());
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(card$.queryByText(/Discount/)).not.toBeInTheDocument();
      await expect(card$.getByRole('button', { name: 'Pay ₹799' })).toBeVisible();
    });
  },
};

/** The server refused the code: its message sits at the field and is read with it. */
export const PromoError: Story = {
  args: {
    item: testSeries.item,
    listPaise: 79900,
    amountPaise: 79900,
    gstPaise: 12188,
    promoError: 'You have already used WELCOME10.',
  },
  play: async ({ args, canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('region', { name: 'Order summary' }));
    const input = card$.getByRole('textbox', { name: 'Promo code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('You have already used WELCOME10.');
    await expect(card$.getByText('You have already used WELCOME10.')).toBeVisible();
    // The learner can try another code at once.
    await userEvent.type(input, 'welcome10{Enter}');
    await expect(args.onApplyPromo).toHaveBeenCalledWith('welcome10');
  },
};

/** The page is asking the server about the code: Apply and Pay wait for the new quote. */
export const Applying: Story = {
  args: { item: testSeries.item, listPaise: 79900, amountPaise: 79900, gstPaise: 12188, promoState: 'applying' },
  play: async ({ args, canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('region', { name: 'Order summary' }));
    const apply = card$.getByRole('button', { name: 'Applying…' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(card$.getByRole('textbox', { name: 'Promo code' }), 'WELCOME10{Enter}');
    await userEvent.click(apply);
    await expect(args.onApplyPromo).not.toHaveBeenCalled();
    const pay = card$.getByRole('button', { name: 'Pay ₹799' });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The payment is starting: Pay is busy, keeps focus and ignores presses; the code is fixed. */
export const Paying: Story = {
  args: { ...testSeries, paying: true },
  play: async ({ args, canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('region', { name: 'Order summary' }));
    const pay = card$.getByRole('button', { name: 'Starting payment…' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    pay.focus();
    await expect(pay).toHaveFocus();
    await userEvent.click(pay);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(card$.getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};

/** Nothing to pay for yet: Pay cannot be pressed. */
export const PayDisabled: Story = {
  args: { payDisabled: true },
  play: async ({ args, canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pay ₹2,499' });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** A real payment provider: no test-mode notice. */
export const LiveMode: Story = {
  args: { testMode: false, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const card$ = within(canvasElement);
    await expect(card$.getByRole('heading', { level: 3, name: 'Order summary' })).toBeVisible();
    await expect(card$.queryByText(/TEST MODE/)).not.toBeInTheDocument();
    await expect(card$.getByRole('button', { name: 'Pay ₹2,499' })).not.toHaveAttribute('aria-describedby');
  },
};

export const Hindi: Story = {
  args: {
    ...testSeries,
    item: { name: 'SSC CPO टेस्ट सीरीज़', detail: '365 दिनों के लिए SSC CPO पेपर 1 खोलती है' },
    locale: 'hi-IN',
    labels: hindiLabels,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'ऑर्डर सारांश' });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(summaryRow(card, 'मूल्य')).toHaveTextContent('मूल्य₹799');
    await expect(summaryRow(card, 'छूट (WELCOME10)')).toHaveTextContent('-₹79.90');
    await expect(summaryRow(card, 'कुल')).toHaveTextContent('कुल₹719.10');
    await expect(summaryRow(card, 'GST (18%) शामिल')).toHaveTextContent('₹109.69');
    await expect(card$.getByRole('status')).toHaveTextContent('WELCOME10 लागू हो गया');
    await expect(card$.getByText('टेस्ट मोड — कोई असली पैसा नहीं लिया जाता')).toBeVisible();
    await userEvent.click(card$.getByRole('button', { name: '₹719.10 का भुगतान करें' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const HindiError: Story = {
  args: {
    item: { name: 'गोल्ड प्लान (मासिक)', detail: 'हर महीने बिल' },
    listPaise: 29900,
    amountPaise: 29900,
    gstPaise: 4561,
    promoError: 'WELCOME10 केवल टेस्ट सीरीज़ पर लागू होता है।',
    locale: 'hi-IN',
    labels: hindiLabels,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('region', { name: 'ऑर्डर सारांश' }));
    const input = card$.getByRole('textbox', { name: 'प्रोमो कोड' });
    await expect(input).toHaveAccessibleDescription('WELCOME10 केवल टेस्ट सीरीज़ पर लागू होता है।');
    await expect(card$.getByRole('button', { name: 'लागू करें' })).toBeVisible();
    await expect(card$.getByRole('button', { name: '₹299 का भुगतान करें' })).toBeVisible();
  },
};

/** A 360 px phone, with a long name and a large amount: nothing scrolls sideways. */
export const NarrowPhone: Story = {
  args: {
    item: {
      name: 'SSC CGL, CHSL, CPO and MTS 2026 Complete Test Series (Tier 1 + Tier 2)',
      detail: 'Unlocks every SSC exam’s tests for 365 days',
    },
    listPaise: 249999900,
    discountPaise: 24999990,
    amountPaise: 224999910,
    gstPaise: 34322020,
    promoCode: 'WELCOME10',
    promoError: null,
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(summaryRow(card, 'Total')).toHaveTextContent('₹22,49,999.10');
    const pay = within(card).getByRole('button', { name: 'Pay ₹22,49,999.10' });
    await expect(pay.getBoundingClientRect().width).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The field and Apply at 360 px, with an error: both stay in one bordered row. */
export const NarrowPhoneError: Story = {
  args: { promoError: 'WELCOME10 is for test series only. Plans do not take it.' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card$ = within(canvasElement);
    const input = card$.getByRole('textbox', { name: 'Promo code' });
    const apply = card$.getByRole('button', { name: 'Apply' });
    const inputBox = input.getBoundingClientRect();
    const applyBox = apply.getBoundingClientRect();
    await expect(Math.abs(inputBox.top - applyBox.top)).toBeLessThanOrEqual(1);
    await expect(applyBox.width).toBeGreaterThanOrEqual(44);
    await expect(inputBox.width).toBeGreaterThanOrEqual(120);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
