import { useId } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import { Heading } from '../Heading/Heading';
import { formatPaise } from '../private/formatPaise';
import { FlaskIcon } from '../private/icons';
import { Spinner } from '../private/Spinner/Spinner';
import { fillLabel, formatPercent } from './checkoutText';
import { PromoCodeField } from './PromoCodeField';
import * as styles from './CheckoutSummary.css';

export const checkoutPromoStates = ['idle', 'applying'] as const;
export type CheckoutPromoState = (typeof checkoutPromoStates)[number];

/** The order summary is a section of the checkout page: below the page's title, or one lower. */
export const checkoutSummaryHeadingLevels = [2, 3] as const;
export type CheckoutSummaryHeadingLevel = (typeof checkoutSummaryHeadingLevels)[number];

export interface CheckoutSummaryLabels {
  heading: string;
  price: string;
  /** The discount's line when no code names it. */
  discount: string;
  /** The discount's line with the code applied: 'Discount (WELCOME10)'. */
  discountWithCode: string;
  total: string;
  /** Under the total: GST is inside it, never added on top. `{percent}`: '18%'. */
  gstIncluded: string;
  promoCode: string;
  apply: string;
  applying: string;
  /** Announced and shown once the server accepts the code: 'WELCOME10 applied'. */
  promoApplied: string;
  /** Takes the applied code off; read with the code ('Remove, WELCOME10 applied'). */
  removePromo: string;
  /** `{amount}` is the total: 'Pay ₹719.10'. */
  pay: string;
  /** The Pay button's words while the payment starts. */
  paying: string;
  testMode: string;
}

export const defaultCheckoutSummaryLabels: CheckoutSummaryLabels = {
  heading: 'Order summary',
  price: 'Price',
  discount: 'Discount',
  discountWithCode: 'Discount ({code})',
  total: 'Total',
  gstIncluded: 'Includes GST ({percent})',
  promoCode: 'Promo code',
  apply: 'Apply',
  applying: 'Applying…',
  promoApplied: '{code} applied',
  removePromo: 'Remove',
  pay: 'Pay {amount}',
  paying: 'Starting payment…',
  testMode: 'TEST MODE — no real money is taken',
};

export interface CheckoutSummaryItem {
  /** What is bought: 'GOLD plan (annual)', 'SSC CPO Test Series'. */
  name: string;
  /** One line under it: 'Billed annually', 'Unlocks SSC CPO Paper 1 for 365 days'. */
  detail?: string | null;
}

export interface CheckoutSummaryProps {
  item: CheckoutSummaryItem;
  /** Every amount is in paise, as the server quoted it; the card only shows them. */
  listPaise: number;
  /** Shown as a negative line only when above 0. */
  discountPaise: number;
  /** What Pay charges: list − discount, GST included. */
  amountPaise: number;
  /** The GST inside `amountPaise`. */
  gstPaise: number;
  gstPercent: number;
  /** The code applied now (the server's, upper case); null: none. */
  promoCode: string | null;
  /** Called with the trimmed code; an empty field calls nothing. */
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  /** 'applying' while the page asks the server for the new quote: Apply and Pay wait. */
  promoState?: CheckoutPromoState;
  /** The server's message about the code, shown at the field and read with it. */
  promoError?: string | null;
  onPay: () => void;
  /** The payment is starting: Pay shows a spinner, is marked busy and ignores presses. */
  paying?: boolean;
  /** Nothing to pay for yet (no quote, or the page refuses): Pay cannot be pressed. */
  payDisabled?: boolean;
  /** Shows that no real money moves, beside Pay (the test-mode payment provider). */
  testMode?: boolean;
  /** Formats the amounts and the percentage: 'en-IN' → ₹1,299, 'hi-IN'. */
  locale?: string;
  labels?: Partial<CheckoutSummaryLabels>;
  headingLevel?: CheckoutSummaryHeadingLevel;
}

/**
 * The checkout page's order summary: what is bought, its price, the discount, the total with the
 * GST inside it, a promo code, and Pay. It shows the server's quote as given and works nothing
 * out itself: the server alone decides what an order costs.
 */
export function CheckoutSummary({
  item,
  listPaise,
  discountPaise,
  amountPaise,
  gstPaise,
  gstPercent,
  promoCode,
  onApplyPromo,
  onRemovePromo,
  promoState = 'idle',
  promoError,
  onPay,
  paying = false,
  payDisabled = false,
  testMode = false,
  locale = 'en-IN',
  labels,
  headingLevel = 2,
}: CheckoutSummaryProps) {
  const text = { ...defaultCheckoutSummaryLabels, ...labels };
  const headingId = useId();
  const noticeId = useId();
  const applying = promoState === 'applying';
  // The total shown may be about to change: Pay waits for the new quote.
  const payBlocked = payDisabled || (applying && !paying);
  const money = (paise: number) => formatPaise(paise, locale);

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Heading level={headingLevel} size="large" id={headingId}>
        {text.heading}
      </Heading>
      <div className={styles.item}>
        <p className={styles.itemName}>{item.name}</p>
        {item.detail ? <p className={styles.itemDetail}>{item.detail}</p> : null}
      </div>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt className={styles.term}>{text.price}</dt>
          <dd className={styles.amount}>{money(listPaise)}</dd>
        </div>
        {discountPaise > 0 ? (
          <div className={`${styles.line} ${styles.saving}`}>
            <dt className={styles.term}>
              {promoCode ? fillLabel(text.discountWithCode, { code: promoCode }) : text.discount}
            </dt>
            <dd className={styles.amount}>{money(-discountPaise)}</dd>
          </div>
        ) : null}
        <div className={`${styles.line} ${styles.total}`}>
          <dt className={styles.term}>{text.total}</dt>
          <dd className={styles.amount}>{money(amountPaise)}</dd>
        </div>
        <div className={`${styles.line} ${styles.gst}`}>
          <dt className={styles.term}>{fillLabel(text.gstIncluded, { percent: formatPercent(gstPercent, locale) })}</dt>
          <dd className={styles.amount}>{money(gstPaise)}</dd>
        </div>
      </dl>
      <PromoCodeField
        promoCode={promoCode}
        applying={applying}
        locked={paying}
        error={promoError ?? undefined}
        onApply={onApplyPromo}
        onRemove={onRemovePromo}
        labels={text}
      />
      <div className={styles.pay}>
        {testMode ? (
          <p id={noticeId} className={styles.testMode}>
            <FlaskIcon className={styles.testModeIcon} />
            <span>{text.testMode}</span>
          </p>
        ) : null}
        {/*
         * While paying the button stays focusable (aria-disabled, as Button's `loading`), so focus
         * is not thrown to the page's top; aria-busy says why it does not act.
         */}
        <button
          type="button"
          className={buttonClassName({ tone: 'brand', variant: 'solid', size: 'large', width: 'full' })}
          disabled={payBlocked}
          aria-disabled={paying || undefined}
          aria-busy={paying || undefined}
          aria-describedby={testMode ? noticeId : undefined}
          onClick={() => {
            if (!paying && !payBlocked) onPay();
          }}
        >
          {paying ? <Spinner size="small" /> : null}
          {paying ? text.paying : fillLabel(text.pay, { amount: money(amountPaise) })}
        </button>
      </div>
    </section>
  );
}
