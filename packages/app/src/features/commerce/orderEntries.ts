import type { Order, TrialEntry } from '@pariksha/contract/responses';
import type { OrderListEntry } from '@pariksha/ui';
import type { Translator } from '../../i18n/translate';
import { planTitle } from '../subscriptions/membershipLabel';

/** Where a pending order is paid: the test provider's page in this app (a real gateway would give its own). */
export function paymentPath(order: Pick<Order, 'provider' | 'payment_id'>): string | null {
  return order.provider === 'test' ? `/dashboard/pay/${encodeURIComponent(order.payment_id)}` : null;
}

/** The line under a plan order's name: its billing, and BASIC's exam ('Annual · CDS (I)'); null for other items. */
export function orderDetail(order: Pick<Order, 'kind' | 'billing' | 'exam_name'>, t: Translator): string | null {
  if (order.kind !== 'plan') return null;
  return [order.billing === 'monthly' ? t('orders.monthly') : t('orders.annual'), order.exam_name].filter(Boolean).join(' · ');
}

/** The learner's orders and trials as 'Orders and Billings' lists them, newest first. */
export function orderEntries(orders: readonly Order[], trials: readonly TrialEntry[], t: Translator): OrderListEntry[] {
  const bought: OrderListEntry[] = orders.map((order) => ({
    kind: 'order',
    id: `order-${order.id}`,
    date: order.created_at,
    item: order.item_name,
    detail: orderDetail(order, t),
    amountPaise: order.amount_paise,
    discountPaise: order.discount_paise,
    promoCode: order.promo_code,
    status: order.status,
    reference: order.reference,
    receiptHref: order.status === 'paid' || order.status === 'refunded' ? `/dashboard/orders/${order.id}/receipt` : null,
    payHref: order.status === 'pending' ? paymentPath(order) : null,
  }));
  const tried: OrderListEntry[] = trials.map((trial) => ({
    kind: 'trial',
    id: `trial-${trial.plan_name}-${trial.starts_at}`,
    date: trial.starts_at,
    item: t('orders.trialOf', { plan: planTitle(trial.plan_name, t) }),
    detail: trial.exam_name,
    endsAt: trial.ends_at,
    active: trial.active,
  }));
  return [...bought, ...tried].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
