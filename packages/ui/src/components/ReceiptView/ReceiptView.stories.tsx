import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReceiptView, receiptStatuses, receiptViewHeadingLevels, type ReceiptViewLabels } from './ReceiptView';

/** The value of `property` that a `@media print` rule gives `element` (what paper will show). */
function printStyle(element: Element, property: string): string | null {
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          const value = inner.style.getPropertyValue(property);
          if (value) return value;
        }
      }
    }
  }
  return null;
}

/** The table's rows, header row first; fails loudly when there are not `count`. */
function tableRows(table: HTMLElement, count: number): HTMLElement[] {
  const rows = within(table).getAllByRole('row');
  if (rows.length !== count) throw new Error(`Expected ${count} rows, found ${rows.length}`);
  return rows;
}

/** Row `index` of `rows` (which `tableRows` has counted). */
function rowAt(rows: readonly HTMLElement[], index: number): HTMLElement {
  const row = rows[index];
  if (!row) throw new Error(`No row ${index}`);
  return row;
}

/** A `dt`'s value in the receipt ('Payment ID' → 'pay_test_…'). */
function valueOf(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

// SSC CPO Test Series, ₹799 with WELCOME10: ₹719.10 paid, GST ₹109.69 inside, taxable ₹609.41.
const withDiscount = {
  item: { name: 'SSC CPO Test Series', detail: 'SSC CPO Paper 1, unlocked for 365 days' },
  listPaise: 79900,
  discountPaise: 7990,
  promoCode: 'WELCOME10',
  amountPaise: 71910,
  gstPaise: 10969,
  taxablePaise: 60941,
};

const hindiLabels: ReceiptViewLabels = {
  title: 'रसीद',
  receiptNumber: 'रसीद संख्या',
  orderReference: 'ऑर्डर संख्या',
  date: 'तारीख',
  gstin: 'GSTIN',
  status: 'स्थिति',
  paid: 'भुगतान हो गया',
  refunded: 'रिफ़ंड हो गया',
  testModeNotice: 'टेस्ट मोड — कोई पैसा नहीं लिया गया',
  billedTo: 'बिल किसके नाम',
  itemsCaption: 'आपने किसके लिए भुगतान किया',
  description: 'विवरण',
  amount: 'राशि',
  discount: 'छूट',
  discountWithCode: 'छूट ({code})',
  totalPaid: 'कुल भुगतान',
  taxHeading: 'कर का ब्योरा',
  taxableValue: 'कर योग्य मूल्य',
  gst: 'GST ({percent})',
  taxTotal: 'कुल (GST सहित)',
  pricesIncludeGst: 'सभी कीमतों में GST शामिल है।',
  paymentHeading: 'भुगतान',
  method: 'तरीका',
  testModeMethod: 'टेस्ट मोड',
  paymentId: 'भुगतान ID',
  paidOn: 'भुगतान की तारीख',
  refundedOn: 'रिफ़ंड की तारीख',
  print: 'प्रिंट करें या PDF सहेजें',
};

const meta = {
  title: 'Components/ReceiptView',
  component: ReceiptView,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    receiptNumber: 'PRK-R-2026-000123',
    orderReference: 'PRK-000123',
    // 4:46 pm UTC: 10:16 pm in India.
    paidAt: '2026-11-24T16:46:00.000Z',
    status: 'paid',
    refundedAt: null,
    billedTo: { name: 'Priya Sharma', email: 'priya.sharma@example.in', phone: '+91 98765 43210' },
    seller: {
      name: 'Pariksha Learning Pvt. Ltd.',
      address: '4th Floor, Saket Tower, Press Enclave Road\nNew Delhi 110017',
      gstin: '07AAHCP1234K1Z5',
    },
    item: { name: 'GOLD plan (annual)', detail: 'Every SSC, Banking and Railways exam for a year' },
    listPaise: 249900,
    discountPaise: 0,
    promoCode: null,
    amountPaise: 249900,
    gstPaise: 38120,
    taxablePaise: 211780,
    gstPercent: 18,
    paymentId: 'pay_test_Q2hk8sLm3xVb7RtYp0Wc1NzA',
    provider: 'test',
    testMode: true,
    onPrint: fn(),
    locale: 'en-IN',
    timeZone: 'Asia/Kolkata',
    headingLevel: 1,
  },
  argTypes: {
    status: { control: 'inline-radio', options: receiptStatuses },
    headingLevel: { control: 'inline-radio', options: receiptViewHeadingLevels },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A plan bought in test mode: no discount. */
export const Paid: Story = {
  play: async ({ args, canvasElement, step }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt' });
    const receipt$ = within(receipt);

    await step('the seller, the receipt’s number and the date with its time in India', async () => {
      await expect(receipt$.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
      await expect(receipt$.getByText('Pariksha Learning Pvt. Ltd.')).toBeVisible();
      await expect(receipt$.getByText('GSTIN: 07AAHCP1234K1Z5')).toBeVisible();
      await expect(valueOf(receipt, 'Receipt no.')).toBe('PRK-R-2026-000123');
      await expect(valueOf(receipt, 'Order no.')).toBe('PRK-000123');
      await expect(valueOf(receipt, 'Date')).toBe('24 Nov 2026, 10:16 pm IST');
      await expect(receipt$.getByText('PAID')).toHaveTextContent('Status: PAID');
      await expect(receipt$.queryByText('REFUNDED')).not.toBeInTheDocument();
    });

    await step('who was billed', async () => {
      const billed = receipt$.getByRole('region', { name: 'Billed to' });
      await expect(billed).toHaveTextContent('Priya Sharma');
      await expect(billed).toHaveTextContent('priya.sharma@example.in');
      await expect(billed).toHaveTextContent('+91 98765 43210');
    });

    await step('the table: the item and its price, no discount row, the total', async () => {
      const table = receipt$.getByRole('table', { name: 'What you paid for' });
      const rows = tableRows(table, 3);
      await expect(within(rowAt(rows, 0)).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Description',
        'Amount',
      ]);
      await expect(rowAt(rows, 1)).toHaveTextContent('GOLD plan (annual)');
      await expect(within(rowAt(rows, 1)).getByRole('cell')).toHaveTextContent('₹2,499');
      await expect(within(rowAt(rows, 2)).getByRole('rowheader')).toHaveTextContent('Total paid');
      await expect(within(rowAt(rows, 2)).getByRole('cell')).toHaveTextContent('₹2,499');
      await expect(within(table).queryByText(/Discount/)).not.toBeInTheDocument();
    });

    await step('the GST inside the total: taxable value + GST = total', async () => {
      const tax = receipt$.getByRole('region', { name: 'Tax breakdown' });
      await expect(valueOf(tax, 'Taxable value')).toBe('₹2,117.80');
      await expect(valueOf(tax, 'GST (18%)')).toBe('₹381.20');
      await expect(valueOf(tax, 'Total (GST included)')).toBe('₹2,499');
      await expect(tax).toHaveTextContent('All prices include GST.');
    });

    await step('the payment, plainly in test mode', async () => {
      await expect(receipt$.getByText('TEST MODE — no money was taken')).toBeVisible();
      const payment = receipt$.getByRole('region', { name: 'Payment' });
      await expect(valueOf(payment, 'Method')).toBe('Test mode');
      await expect(valueOf(payment, 'Payment ID')).toBe('pay_test_Q2hk8sLm3xVb7RtYp0Wc1NzA');
      await expect(valueOf(payment, 'Paid on')).toBe('24 Nov 2026, 10:16 pm IST');
    });

    await step('Print calls onPrint, by touch and by keyboard', async () => {
      const print = receipt$.getByRole('button', { name: 'Print or save as PDF' });
      await expect(print.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(print);
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      print.blur();
      await userEvent.tab();
      await expect(print).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPrint).toHaveBeenCalledTimes(2);
    });

    await step('on paper: no Print button, no card, black on white', async () => {
      const print = receipt$.getByRole('button', { name: 'Print or save as PDF' });
      await expect(print.parentElement && printStyle(print.parentElement, 'display')).toBe('none');
      await expect(printStyle(receipt, 'box-shadow')).toBe('none');
      await expect(printStyle(receipt, 'color')).toMatch(/^(#000|rgb\(0, 0, 0\))$/);
      await expect(printStyle(receipt, 'background')).toMatch(/^(#fff|rgb\(255, 255, 255\))/);
      await expect(printStyle(receipt, 'max-width')).toBe('none');
      // Every part inside prints black too, the green and red included.
      await expect(printStyle(receipt$.getByText('PAID'), 'color')).toMatch(/^(#000|rgb\(0, 0, 0\))$/);
    });
  },
};

/** A test series with WELCOME10: the discount row names the code. */
export const WithDiscount: Story = {
  args: withDiscount,
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt' });
    const table = within(receipt).getByRole('table', { name: 'What you paid for' });
    const rows = tableRows(table, 4);
    await expect(within(rowAt(rows, 1)).getByRole('rowheader')).toHaveTextContent(
      'SSC CPO Test SeriesSSC CPO Paper 1, unlocked for 365 days',
    );
    await expect(within(rowAt(rows, 1)).getByRole('cell')).toHaveTextContent('₹799');
    await expect(within(rowAt(rows, 2)).getByRole('rowheader')).toHaveTextContent('Discount (WELCOME10)');
    await expect(within(rowAt(rows, 2)).getByRole('cell')).toHaveTextContent('-₹79.90');
    await expect(within(rowAt(rows, 3)).getByRole('cell')).toHaveTextContent('₹719.10');
    // Every amount, the total's too, lines up on the right.
    for (const row of rows.slice(1)) {
      await expect(getComputedStyle(within(row).getByRole('cell')).textAlign).toBe('end');
    }
    const tax = within(receipt).getByRole('region', { name: 'Tax breakdown' });
    await expect(valueOf(tax, 'Taxable value')).toBe('₹609.41');
    await expect(valueOf(tax, 'GST (18%)')).toBe('₹109.69');
    await expect(valueOf(tax, 'Total (GST included)')).toBe('₹719.10');
  },
};

/** Refunded: a large REFUNDED mark and the refund's date. */
export const Refunded: Story = {
  args: { ...withDiscount, status: 'refunded', refundedAt: '2026-11-26T05:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt' });
    const mark = within(receipt).getByText('REFUNDED');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveTextContent('Status: REFUNDED');
    await expect(within(receipt).queryByText('PAID')).not.toBeInTheDocument();
    await expect(receipt).toHaveAttribute('data-status', 'refunded');
    const payment = within(receipt).getByRole('region', { name: 'Payment' });
    await expect(valueOf(payment, 'Refunded on')).toBe('26 Nov 2026, 10:30 am IST');
    await expect(valueOf(payment, 'Paid on')).toBe('24 Nov 2026, 10:16 pm IST');
    // The mark reads as the receipt's loudest word: larger than the title's own text.
    await expect(parseFloat(getComputedStyle(mark).fontSize)).toBeGreaterThanOrEqual(20);
  },
};

/** A real provider and a seller without a GSTIN: no test-mode line, the provider's name. */
export const LivePayment: Story = {
  args: {
    testMode: false,
    provider: 'razorpay',
    paymentId: 'pay_NfS9vK2lQ8XyZa',
    seller: { name: 'Pariksha Learning Pvt. Ltd.', address: 'New Delhi 110017', gstin: null },
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt' });
    await expect(within(receipt).getByRole('heading', { level: 2, name: 'Receipt' })).toBeVisible();
    await expect(within(receipt).getByRole('heading', { level: 3, name: 'Payment' })).toBeVisible();
    await expect(within(receipt).queryByText(/TEST MODE/)).not.toBeInTheDocument();
    await expect(within(receipt).queryByText(/GSTIN/)).not.toBeInTheDocument();
    await expect(valueOf(receipt, 'Method')).toBe('razorpay');
  },
};

export const Hindi: Story = {
  args: {
    ...withDiscount,
    item: { name: 'SSC CPO टेस्ट सीरीज़', detail: 'SSC CPO पेपर 1, 365 दिनों के लिए' },
    billedTo: { name: 'प्रिया शर्मा', email: 'priya.sharma@example.in', phone: '+91 98765 43210' },
    locale: 'hi-IN',
    labels: hindiLabels,
  },
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'रसीद' });
    const receipt$ = within(receipt);
    await expect(receipt.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(valueOf(receipt, 'रसीद संख्या')).toBe('PRK-R-2026-000123');
    await expect(valueOf(receipt, 'तारीख')).toMatch(/^24 नव॰ 2026, 10:16 .+ IST$/);
    await expect(receipt$.getByText('भुगतान हो गया')).toHaveTextContent('स्थिति: भुगतान हो गया');
    await expect(receipt$.getByText('टेस्ट मोड — कोई पैसा नहीं लिया गया')).toBeVisible();
    const table = receipt$.getByRole('table', { name: 'आपने किसके लिए भुगतान किया' });
    await expect(within(table).getByText('छूट (WELCOME10)').closest('tr')).toHaveTextContent('-₹79.90');
    await expect(within(table).getByText('कुल भुगतान').closest('tr')).toHaveTextContent('₹719.10');
    const tax = receipt$.getByRole('region', { name: 'कर का ब्योरा' });
    await expect(valueOf(tax, 'GST (18%)')).toBe('₹109.69');
    await expect(valueOf(tax, 'कर योग्य मूल्य')).toBe('₹609.41');
    await userEvent.click(receipt$.getByRole('button', { name: 'प्रिंट करें या PDF सहेजें' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: the long payment id and address wrap, nothing scrolls sideways. */
export const NarrowPhone: Story = {
  args: {
    ...withDiscount,
    status: 'refunded',
    refundedAt: '2026-11-26T05:00:00.000Z',
    item: {
      name: 'SSC CGL, CHSL, CPO and MTS 2026 Complete Test Series (Tier 1 + Tier 2)',
      detail: 'Every SSC exam’s tests, unlocked for 365 days',
    },
    billedTo: {
      name: 'Venkata Subrahmanya Lakshmi Narasimha Sai Prasad',
      email: 'venkata.subrahmanya.sai.prasad.1999@example.co.in',
      phone: '+91 98765 43210',
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt' });
    await expect(within(receipt).getByText('REFUNDED')).toBeVisible();
    await expect(receipt.scrollWidth).toBeLessThanOrEqual(receipt.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const print = within(receipt).getByRole('button', { name: 'Print or save as PDF' });
    await expect(print.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
