import { dayFields, formatDateTime } from '../private/formatDateTime';

/** A bought plan, course or test series, as the learner's order history shows it. */
export interface OrderListOrder {
  kind: 'order';
  id: string;
  /** When it was ordered (ISO 8601). */
  date: string;
  /** What was bought, in the reader's language: 'GOLD plan', 'SSC CPO Test Series'. */
  item: string;
  /** A second line under the item: 'Annual', the exam a BASIC plan unlocks. */
  detail?: string | null;
  /** What was paid (or is to be paid), in paise, GST included. */
  amountPaise: number;
  /** What the promo code took off, in paise; 0 without one. */
  discountPaise: number;
  /** The promo code applied ('WELCOME10'); null: none. */
  promoCode: string | null;
  status: OrderStatus;
  /** The order's reference, shown to the learner and on the receipt: 'PRK-000123'. */
  reference: string;
  /** The printable receipt of a paid or refunded order. */
  receiptHref?: string | null;
  /** Where a pending order is paid. */
  payHref?: string | null;
}

/** A free trial of a plan, listed with the orders. */
export interface OrderListTrial {
  kind: 'trial';
  id: string;
  /** When the trial began (ISO 8601). */
  date: string;
  item: string;
  detail?: string | null;
  /** When it ends or ended (ISO 8601). */
  endsAt: string;
  active: boolean;
}

export type OrderListEntry = OrderListOrder | OrderListTrial;

export const orderStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Every badge a row can carry: an order's status, or a trial's. */
export const orderBadges = [...orderStatuses, 'trialActive', 'trialEnded'] as const;
export type OrderBadge = (typeof orderBadges)[number];

export function orderBadgeOf(entry: OrderListEntry): OrderBadge {
  if (entry.kind === 'trial') return entry.active ? 'trialActive' : 'trialEnded';
  return entry.status;
}

/** What a row offers: the receipt of a paid or refunded order, payment of a pending one. */
export type OrderAction = { kind: 'receipt' | 'pay'; href: string } | null;

export function orderActionOf(entry: OrderListEntry): OrderAction {
  if (entry.kind === 'trial') return null;
  if ((entry.status === 'paid' || entry.status === 'refunded') && entry.receiptHref) {
    return { kind: 'receipt', href: entry.receiptHref };
  }
  if (entry.status === 'pending' && entry.payHref) return { kind: 'pay', href: entry.payHref };
  return null;
}

/**
 * A day as the reader's locale writes it: '24 Nov 2026' (en-IN), '24 नव॰ 2026' (hi-IN). Shown in
 * one fixed zone (India's by default), so the server's page and the browser's agree on the day.
 * Null for an unreadable date.
 */
export function formatOrderDate(iso: string, locale = 'en-IN', timeZone = 'Asia/Kolkata'): string | null {
  return formatDateTime(iso, locale, { ...dayFields, timeZone });
}
