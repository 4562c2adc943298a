import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { SectionHeadingLevel } from '../Heading/Heading';
import { CardTable } from '../private/cardTable/CardTable';
import * as cardTable from '../private/cardTable/cardTable.css';
import { CardTableSection } from '../private/cardTable/CardTableSection';
import { formatPaise } from '../private/formatPaise';
import { ListFailure } from '../private/ListFailure/ListFailure';
import { Missing } from '../private/Missing/Missing';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './OrderList.css';
import { formatOrderDate, orderActionOf, orderBadgeOf, type OrderBadge, type OrderListEntry } from './orderEntries';

export interface OrderListLabels extends Record<OrderBadge, string> {
  /** The table's name when no `heading` is shown. */
  table: string;
  date: string;
  item: string;
  amount: string;
  status: string;
  /** The last column's header, read by screen readers only. */
  action: string;
  /** 'Order PRK-000123', under the item. */
  reference: (reference: string) => string;
  /** A trial's amount. */
  freeTrial: string;
  /** Under a running trial's amount: 'Ends 1 Dec 2026'. */
  endsOn: (date: string) => string;
  /** Under an ended trial's amount: 'Ended 1 Dec 2026'. */
  endedOn: (date: string) => string;
  /** Under the amount when a promo code was applied: 'WELCOME10 · saved ₹79.90'. */
  promoSaving: (code: string, saving: string) => string;
  receipt: string;
  completePayment: string;
  /** Read in place of '—' where a row has nothing to open (a failed order, a trial). */
  noAction: string;
  empty: string;
  loading: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultOrderListLabels: OrderListLabels = {
  table: 'Orders and Billings',
  date: 'Date',
  item: 'Item',
  amount: 'Amount',
  status: 'Status',
  action: 'Receipt or payment',
  reference: (reference) => `Order ${reference}`,
  freeTrial: 'Free trial',
  endsOn: (date) => `Ends ${date}`,
  endedOn: (date) => `Ended ${date}`,
  promoSaving: (code, saving) => `${code} · saved ${saving}`,
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  trialActive: 'Trial active',
  trialEnded: 'Trial ended',
  receipt: 'Receipt',
  completePayment: 'Complete payment',
  noAction: 'Nothing to open',
  empty: 'You have not bought anything yet. Plans, courses and test series you buy will appear here.',
  loading: 'Loading your orders…',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
};

export interface OrderListProps {
  /** Orders and trials, newest first. */
  entries: readonly OrderListEntry[];
  /** Renders the links: 'a' by default, or the app's router link (as ButtonLink takes it). */
  linkComponent?: LinkComponent;
  labels?: Partial<OrderListLabels>;
  /** Formats dates and rupees: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  /** The zone dates are shown in; India's by default. */
  timeZone?: string;
  loading?: boolean;
  /** Why the orders could not be loaded; shown instead of them. */
  error?: string | null;
  /** Offered with the error as a 'Try again' button. */
  onRetry?: () => void;
  /** A heading over the list; the table is named by it. */
  heading?: string;
  headingLevel?: SectionHeadingLevel;
}

/**
 * A learner's orders and free trials: the date, what was bought, the amount with any promo
 * code's saving, the status in colour and words, and the receipt (or the way to finish paying).
 * One markup for every width, as AttemptList: a table where it has room, and below that each row
 * stands as a card whose values keep their names (the header row stays for screen readers).
 */
export function OrderList({
  entries,
  linkComponent,
  labels,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  loading = false,
  error = null,
  onRetry,
  heading,
  headingLevel = 2,
}: OrderListProps) {
  const text = { ...defaultOrderListLabels, ...labels };
  const id = useId();
  const headingId = `${id}-heading`;

  let body;
  if (error !== null) {
    body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  } else if (loading) {
    body = <StatusMessage busy>{text.loading}</StatusMessage>;
  } else if (entries.length === 0) {
    body = <StatusMessage>{text.empty}</StatusMessage>;
  } else {
    body = (
      <>
        {/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- the cells' own roles, kept when the rows are restyled as cards (Safari drops them otherwise) */}
        <CardTable
          labelledBy={heading ? headingId : undefined}
          label={text.table}
          head={
            <>
              <th role="columnheader" scope="col" className={styles.headCell}>{text.item}</th>
              <th role="columnheader" scope="col" className={styles.headCell}>{text.date}</th>
              <th role="columnheader" scope="col" className={styles.numberHeadCell}>{text.amount}</th>
              <th role="columnheader" scope="col" className={styles.headCell}>{text.status}</th>
              <th role="columnheader" scope="col" className={styles.headCell}>
                <span className={visuallyHidden}>{text.action}</span>
              </th>
            </>
          }
        >
          {entries.map((entry, index) => {
            const itemId = `${id}-item-${index}`;
            const dateId = `${id}-date-${index}`;
            const badge = orderBadgeOf(entry);
            const action = orderActionOf(entry);
            const date = formatOrderDate(entry.date, locale, timeZone);
            let amount;
            let amountNote = null;
            if (entry.kind === 'trial') {
              amount = text.freeTrial;
              const ends = formatOrderDate(entry.endsAt, locale, timeZone);
              if (ends) amountNote = entry.active ? text.endsOn(ends) : text.endedOn(ends);
            } else {
              amount = formatPaise(entry.amountPaise, locale);
              if (entry.promoCode && entry.discountPaise > 0) {
                amountNote = text.promoSaving(entry.promoCode, formatPaise(entry.discountPaise, locale));
              }
            }
            return (
              <tr key={`${entry.kind}-${entry.id}`} role="row" className={styles.row} data-status={badge}>
                <th role="rowheader" scope="row" className={styles.itemCell}>
                  <span id={itemId} className={styles.item}>{entry.item}</span>
                  {entry.detail ? <span className={styles.note}>{entry.detail}</span> : null}
                  {entry.kind === 'order' ? <span className={styles.reference}>{text.reference(entry.reference)}</span> : null}
                </th>
                <td role="cell" className={styles.dateCell}>
                  <span aria-hidden="true" className={cardTable.cellLabel}>{text.date}</span>
                  <span id={dateId}>{date ?? '—'}</span>
                </td>
                <td role="cell" className={styles.amountCell}>
                  <span aria-hidden="true" className={cardTable.cellLabel}>{text.amount}</span>
                  <span className={styles.amount}>{amount}</span>
                  {amountNote ? (
                    <span className={entry.kind === 'order' ? styles.saving : styles.note}>{amountNote}</span>
                  ) : null}
                </td>
                <td role="cell" className={styles.statusCell}>
                  <span aria-hidden="true" className={cardTable.cellLabel}>{text.status}</span>
                  <span className={`${styles.badge} ${styles.badgeTone[badge]}`}>{text[badge]}</span>
                </td>
                <td role="cell" className={styles.actionCell}>
                  {action ? (
                    // Described by the item and date: a page of 'Receipt' links says whose.
                    <div className={cardTable.action}>
                      <ButtonLink
                        href={action.href}
                        linkComponent={linkComponent}
                        variant={action.kind === 'pay' ? 'solid' : 'outline'}
                        width="full"
                        aria-describedby={`${itemId} ${dateId}`}
                      >
                        {action.kind === 'pay' ? text.completePayment : text.receipt}
                      </ButtonLink>
                    </div>
                  ) : (
                    <span className={styles.noAction}>
                      <Missing words={text.noAction} />
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </CardTable>
        {/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </>
    );
  }

  return (
    <CardTableSection heading={heading} headingId={headingId} headingLevel={headingLevel} label={text.table}>
      {body}
    </CardTableSection>
  );
}
