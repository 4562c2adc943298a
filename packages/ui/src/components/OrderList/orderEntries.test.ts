import { describe, expect, it } from 'vitest';
import { formatOrderDate, orderActionOf, orderBadgeOf, type OrderListOrder, type OrderListTrial } from './orderEntries';

const order: OrderListOrder = {
  kind: 'order',
  id: '1',
  date: '2026-11-24T09:05:00Z',
  item: 'SSC CPO Test Series',
  amountPaise: 71910,
  discountPaise: 7990,
  promoCode: 'WELCOME10',
  status: 'paid',
  reference: 'PRK-000001',
  receiptHref: '/dashboard/orders/1/receipt',
  payHref: '/dashboard/pay/pay_1',
};
const trial: OrderListTrial = {
  kind: 'trial',
  id: 'GOLD',
  date: '2026-11-24T04:30:00Z',
  item: 'GOLD plan',
  endsAt: '2026-12-01T04:30:00Z',
  active: true,
};

describe('orderBadgeOf', () => {
  it('gives an order its status', () => {
    expect(orderBadgeOf(order)).toBe('paid');
    expect(orderBadgeOf({ ...order, status: 'refunded' })).toBe('refunded');
  });
  it('tells a running trial from an ended one', () => {
    expect(orderBadgeOf(trial)).toBe('trialActive');
    expect(orderBadgeOf({ ...trial, active: false })).toBe('trialEnded');
  });
});

describe('orderActionOf', () => {
  it('offers the receipt of a paid or refunded order', () => {
    expect(orderActionOf(order)).toEqual({ kind: 'receipt', href: '/dashboard/orders/1/receipt' });
    expect(orderActionOf({ ...order, status: 'refunded' })).toEqual({ kind: 'receipt', href: '/dashboard/orders/1/receipt' });
  });
  it('offers payment only for a pending order', () => {
    expect(orderActionOf({ ...order, status: 'pending' })).toEqual({ kind: 'pay', href: '/dashboard/pay/pay_1' });
  });
  it('offers nothing for a failed order, a trial, or a missing link', () => {
    expect(orderActionOf({ ...order, status: 'failed' })).toBeNull();
    expect(orderActionOf(trial)).toBeNull();
    expect(orderActionOf({ ...order, receiptHref: null })).toBeNull();
    expect(orderActionOf({ ...order, status: 'pending', payHref: undefined })).toBeNull();
  });
});

describe('formatOrderDate', () => {
  it('shows the day in India, whatever the machine’s zone (tests run in Los Angeles)', () => {
    // 20:00 UTC on the 23rd is already the 24th in India (and still the 23rd in Los Angeles).
    expect(formatOrderDate('2026-11-23T20:00:00Z')).toBe('24 Nov 2026');
  });
  it('writes the month in Hindi for hi-IN', () => {
    expect(formatOrderDate('2026-11-23T20:00:00Z', 'hi-IN')).toBe('24 नव॰ 2026');
  });
  it('gives null for a date it cannot read', () => {
    expect(formatOrderDate('soon')).toBeNull();
  });
});
