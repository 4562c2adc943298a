import type { OrderListEntry, OrderStatus } from './orderEntries';

const items: readonly { en: string; hi: string; detailEn: string | null; detailHi: string | null; paise: number }[] = [
  { en: 'SSC CPO Test Series', hi: 'एसएससी सीपीओ टेस्ट सीरीज़', detailEn: null, detailHi: null, paise: 79900 },
  { en: 'GOLD plan', hi: 'गोल्ड प्लान', detailEn: 'Annual', detailHi: 'वार्षिक', paise: 249900 },
  { en: 'BASIC plan', hi: 'बेसिक प्लान', detailEn: 'Monthly · SBI PO', detailHi: 'मासिक · एसबीआई पीओ', paise: 29900 },
  { en: 'SBI PO Prelims Course', hi: 'एसबीआई पीओ प्रारंभिक कोर्स', detailEn: null, detailHi: null, paise: 149900 },
];

const statuses: readonly OrderStatus[] = ['paid', 'pending', 'failed', 'refunded'];

/**
 * `count` orders, newest first, one a day back from 24 Nov 2026 (stories only): the statuses
 * take turns (paid, pending, failed, refunded); the first test series has WELCOME10 applied.
 */
export function sampleOrders(count: number, { language = 'en' }: { language?: 'en' | 'hi' } = {}): OrderListEntry[] {
  const newest = Date.parse('2026-11-24T09:05:00Z');
  return Array.from({ length: count }, (_, index) => {
    const item = items[index % items.length] ?? items[0];
    const status = statuses[index % statuses.length] ?? 'paid';
    const welcome = index === 0;
    const listPaise = item?.paise ?? 79900;
    const discountPaise = welcome ? listPaise / 10 : 0;
    const id = String(123 + index);
    return {
      kind: 'order',
      id,
      date: new Date(newest - index * 86_400_000).toISOString(),
      item: (language === 'hi' ? item?.hi : item?.en) ?? 'Test series',
      detail: language === 'hi' ? item?.detailHi : item?.detailEn,
      amountPaise: listPaise - discountPaise,
      discountPaise,
      promoCode: welcome ? 'WELCOME10' : null,
      status,
      reference: `PRK-${id.padStart(6, '0')}`,
      receiptHref: status === 'paid' || status === 'refunded' ? `/dashboard/orders/${id}/receipt` : null,
      payHref: status === 'pending' ? `/dashboard/pay/pay_test_${id}` : null,
    };
  });
}

/** A GOLD trial running until 1 Dec 2026, and a PLATINUM one that ended (stories only). */
export function sampleTrials({ language = 'en' }: { language?: 'en' | 'hi' } = {}): OrderListEntry[] {
  const hi = language === 'hi';
  return [
    {
      kind: 'trial',
      id: 'GOLD',
      date: '2026-11-24T04:30:00Z',
      item: hi ? 'गोल्ड प्लान' : 'GOLD plan',
      detail: hi ? '7 दिन का मुफ़्त ट्रायल' : '7 day free trial',
      endsAt: '2026-12-01T04:30:00Z',
      active: true,
    },
    {
      kind: 'trial',
      id: 'PLATINUM',
      date: '2026-10-02T04:30:00Z',
      item: hi ? 'प्लैटिनम प्लान' : 'PLATINUM plan',
      detail: hi ? 'एसबीआई पीओ' : null,
      endsAt: '2026-10-09T04:30:00Z',
      active: false,
    },
  ];
}
