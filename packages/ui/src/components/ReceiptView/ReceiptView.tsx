import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { fillLabel, formatPercent } from '../CheckoutSummary/checkoutText';
import { Heading } from '../Heading/Heading';
import { formatPaise } from '../private/formatPaise';
import { PrintIcon, WarningIcon } from '../private/icons';
import { formatReceiptDate } from './formatReceiptDate';
import * as styles from './ReceiptView.css';

export const receiptStatuses = ['paid', 'refunded'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** The receipt is a page of its own (h1), or the main part of one (h2). */
export const receiptViewHeadingLevels = [1, 2] as const;
export type ReceiptViewHeadingLevel = (typeof receiptViewHeadingLevels)[number];

export interface ReceiptViewLabels {
  title: string;
  receiptNumber: string;
  orderReference: string;
  date: string;
  gstin: string;
  /** Read before the PAID or REFUNDED mark. */
  status: string;
  paid: string;
  refunded: string;
  testModeNotice: string;
  billedTo: string;
  /** The items table's caption, for screen readers. */
  itemsCaption: string;
  description: string;
  amount: string;
  discount: string;
  /** With the code applied: 'Discount (WELCOME10)'. */
  discountWithCode: string;
  totalPaid: string;
  taxHeading: string;
  taxableValue: string;
  /** `{percent}`: '18%'. */
  gst: string;
  taxTotal: string;
  pricesIncludeGst: string;
  paymentHeading: string;
  method: string;
  /** The method's name when the test-mode provider took the "payment". */
  testModeMethod: string;
  paymentId: string;
  paidOn: string;
  refundedOn: string;
  print: string;
}

export const defaultReceiptViewLabels: ReceiptViewLabels = {
  title: 'Receipt',
  receiptNumber: 'Receipt no.',
  orderReference: 'Order no.',
  date: 'Date',
  gstin: 'GSTIN',
  status: 'Status',
  paid: 'PAID',
  refunded: 'REFUNDED',
  testModeNotice: 'TEST MODE — no money was taken',
  billedTo: 'Billed to',
  itemsCaption: 'What you paid for',
  description: 'Description',
  amount: 'Amount',
  discount: 'Discount',
  discountWithCode: 'Discount ({code})',
  totalPaid: 'Total paid',
  taxHeading: 'Tax breakdown',
  taxableValue: 'Taxable value',
  gst: 'GST ({percent})',
  taxTotal: 'Total (GST included)',
  pricesIncludeGst: 'All prices include GST.',
  paymentHeading: 'Payment',
  method: 'Method',
  testModeMethod: 'Test mode',
  paymentId: 'Payment ID',
  paidOn: 'Paid on',
  refundedOn: 'Refunded on',
  print: 'Print or save as PDF',
};

export interface ReceiptBilledTo {
  name: string;
  email: string;
  phone: string;
}

export interface ReceiptSeller {
  name: string;
  /** Lines are kept as given ('\n' between them). */
  address: string;
  /** Null: the seller shows no GSTIN (the line is left out). */
  gstin: string | null;
}

export interface ReceiptItem {
  name: string;
  detail?: string | null;
}

export interface ReceiptViewProps {
  /** 'PRK-R-2026-000123'. */
  receiptNumber: string;
  /** The order's reference: 'PRK-000123'. */
  orderReference: string;
  /** When the payment was confirmed (ISO 8601). */
  paidAt: string;
  status: ReceiptStatus;
  /** When it was refunded (ISO 8601); shown when `status` is 'refunded'. */
  refundedAt?: string | null;
  billedTo: ReceiptBilledTo;
  seller: ReceiptSeller;
  item: ReceiptItem;
  /** Every amount is in paise, as the server recorded the order. */
  listPaise: number;
  /** Shown as a negative row only when above 0. */
  discountPaise: number;
  promoCode: string | null;
  /** What was paid, GST included. */
  amountPaise: number;
  gstPaise: number;
  /** The amount before GST (amount − GST). */
  taxablePaise: number;
  gstPercent: number;
  paymentId: string;
  /** The payment provider's name ('razorpay'); unused in test mode, which says 'Test mode'. */
  provider: string;
  /** The test-mode provider: a plain TEST MODE line says no money was taken. */
  testMode: boolean;
  /** Print or save as PDF; the browser's print dialog by default. */
  onPrint?: () => void;
  /** Formats the amounts and dates: 'en-IN', 'hi-IN'. */
  locale?: string;
  /** The zone the dates are shown in: India's by default, so every copy of a receipt agrees. */
  timeZone?: string;
  labels?: Partial<ReceiptViewLabels>;
  headingLevel?: ReceiptViewHeadingLevel;
}

/**
 * A paid order's receipt, for the screen and for paper: the seller, the receipt's number and
 * date, who was billed, what was bought with the discount and the total, the GST inside it, and
 * the payment. On paper it is black on white and the Print button is left out.
 */
export function ReceiptView({
  receiptNumber,
  orderReference,
  paidAt,
  status,
  refundedAt,
  billedTo,
  seller,
  item,
  listPaise,
  discountPaise,
  promoCode,
  amountPaise,
  gstPaise,
  taxablePaise,
  gstPercent,
  paymentId,
  provider,
  testMode,
  onPrint,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  labels,
  headingLevel = 1,
}: ReceiptViewProps) {
  const text = { ...defaultReceiptViewLabels, ...labels };
  const titleId = useId();
  const billedId = useId();
  const taxId = useId();
  const paymentHeadingId = useId();
  const subLevel = headingLevel === 1 ? 2 : 3;
  const money = (paise: number) => formatPaise(paise, locale);
  const paidDate = formatReceiptDate(paidAt, locale, timeZone) ?? paidAt;
  const refundedDate =
    status === 'refunded' && refundedAt ? (formatReceiptDate(refundedAt, locale, timeZone) ?? refundedAt) : null;
  const gstLabel = fillLabel(text.gst, { percent: formatPercent(gstPercent, locale) });

  return (
    <article aria-labelledby={titleId} className={styles.root} data-status={status}>
      <header className={styles.header}>
        <div className={styles.seller}>
          <p className={styles.sellerName}>{seller.name}</p>
          <p className={styles.sellerLine}>{seller.address}</p>
          {seller.gstin ? (
            <p className={styles.sellerLine}>
              {text.gstin}: {seller.gstin}
            </p>
          ) : null}
        </div>
        <div className={styles.meta}>
          <Heading level={headingLevel} size="xlarge" id={titleId}>
            {text.title}
          </Heading>
          <dl className={styles.pairs}>
            <dt className={styles.pairTerm}>{text.receiptNumber}</dt>
            <dd className={styles.pairValue}>{receiptNumber}</dd>
            <dt className={styles.pairTerm}>{text.orderReference}</dt>
            <dd className={styles.pairValue}>{orderReference}</dd>
            <dt className={styles.pairTerm}>{text.date}</dt>
            <dd className={styles.pairValue}>{paidDate}</dd>
          </dl>
          <p className={styles.mark[status]}>
            <span className={visuallyHidden}>{text.status}: </span>
            {status === 'refunded' ? text.refunded : text.paid}
          </p>
        </div>
      </header>

      {testMode ? (
        <p className={styles.testMode}>
          <WarningIcon className={styles.testModeIcon} />
          <span>{text.testModeNotice}</span>
        </p>
      ) : null}

      <section aria-labelledby={billedId} className={styles.section}>
        <Heading level={subLevel} size="standard" id={billedId}>
          {text.billedTo}
        </Heading>
        <address className={styles.plainLines}>
          <span>{billedTo.name}</span>
          <span>{billedTo.email}</span>
          <span>{billedTo.phone}</span>
        </address>
      </section>

      <table className={styles.table}>
        <caption className={visuallyHidden}>{text.itemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.columnHead}>
              {text.description}
            </th>
            <th scope="col" className={`${styles.columnHead} ${styles.money}`}>
              {text.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell}>
              {item.name}
              {item.detail ? <span className={styles.itemDetail}>{item.detail}</span> : null}
            </th>
            <td className={`${styles.cell} ${styles.money}`}>{money(listPaise)}</td>
          </tr>
          {discountPaise > 0 ? (
            <tr className={styles.saving}>
              <th scope="row" className={styles.cell}>
                {promoCode ? fillLabel(text.discountWithCode, { code: promoCode }) : text.discount}
              </th>
              <td className={`${styles.cell} ${styles.money}`}>{money(-discountPaise)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.totalCell}>
              {text.totalPaid}
            </th>
            <td className={`${styles.totalCell} ${styles.money}`}>{money(amountPaise)}</td>
          </tr>
        </tfoot>
      </table>

      <div className={styles.details}>
        <section aria-labelledby={taxId} className={styles.section}>
          <Heading level={subLevel} size="standard" id={taxId}>
            {text.taxHeading}
          </Heading>
          <dl className={styles.sums}>
            <div className={styles.sumRow}>
              <dt>{text.taxableValue}</dt>
              <dd className={styles.sumAmount}>{money(taxablePaise)}</dd>
            </div>
            <div className={styles.sumRow}>
              <dt>{gstLabel}</dt>
              <dd className={styles.sumAmount}>{money(gstPaise)}</dd>
            </div>
            <div className={`${styles.sumRow} ${styles.sumTotal}`}>
              <dt>{text.taxTotal}</dt>
              <dd className={styles.sumAmount}>{money(amountPaise)}</dd>
            </div>
          </dl>
          <p className={styles.note}>{text.pricesIncludeGst}</p>
        </section>

        <section aria-labelledby={paymentHeadingId} className={styles.section}>
          <Heading level={subLevel} size="standard" id={paymentHeadingId}>
            {text.paymentHeading}
          </Heading>
          <dl className={styles.pairs}>
            <dt className={styles.pairTerm}>{text.method}</dt>
            <dd className={styles.pairValue}>{testMode ? text.testModeMethod : provider}</dd>
            <dt className={styles.pairTerm}>{text.paymentId}</dt>
            <dd className={styles.pairValue}>{paymentId}</dd>
            <dt className={styles.pairTerm}>{text.paidOn}</dt>
            <dd className={styles.pairValue}>{paidDate}</dd>
            {refundedDate ? (
              <>
                <dt className={styles.pairTerm}>{text.refundedOn}</dt>
                <dd className={styles.pairValue}>{refundedDate}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <div className={styles.actions}>
        <Button variant="outline" onClick={() => (onPrint ? onPrint() : window.print())}>
          <PrintIcon className={styles.printIcon} />
          {text.print}
        </Button>
      </div>
    </article>
  );
}
