import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { testPaymentIdParams, webhookSignatureHeader } from '@pariksha/contract';
import { applyPromo, gstInside, rupeesToPaise } from '../src/services/commerce/pricing.js';
import { createTestProvider, signatureHeaderValue, webhookSignature } from '../src/services/commerce/test-provider.js';

const secret = 'provider-unit-secret-0123456789abcdef';

describe('the test payment provider (no database)', () => {
  it('makes payment ids the contract accepts, each different, paid on the TEST MODE page', async () => {
    const provider = createTestProvider({ webhookSecret: secret });
    expect([provider.name, provider.testMode]).toEqual(['test', true]);
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { paymentId, checkoutUrl } = await provider.createPayment({ id: i + 1, amountPaise: 59_900 });
      expect(testPaymentIdParams.safeParse({ payment_id: paymentId }).success, paymentId).toBe(true);
      expect(checkoutUrl).toBe(`/dashboard/pay/${paymentId}`);
      ids.add(paymentId);
    }
    expect(ids.size).toBe(50);
  });

  it('verifies what it signs, and nothing else', () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const provider = createTestProvider({ webhookSecret: secret, now: () => now });
    const event = { id: 'evt_1', type: 'payment.captured' as const, paymentId: 'pay_test_x', amountPaise: 100 };
    const { rawBody, headers } = provider.signedWebhook(event);
    expect(provider.verifyWebhook(rawBody, headers)).toEqual(event);

    const t = Math.floor(now / 1000);
    expect(headers[webhookSignatureHeader]).toBe(`t=${t},v1=${webhookSignature(secret, t, rawBody)}`);
    // Another key, another body, a header list, a different time in the signed text.
    expect(provider.verifyWebhook(rawBody, { [webhookSignatureHeader]: signatureHeaderValue('another-key', t, rawBody) })).toBeNull();
    expect(provider.verifyWebhook(rawBody.replace('100', '1'), headers)).toBeNull();
    expect(provider.verifyWebhook(rawBody, { [webhookSignatureHeader]: [headers[webhookSignatureHeader] ?? ''] })).toBeNull();
    const v1 = webhookSignature(secret, t, rawBody);
    expect(provider.verifyWebhook(rawBody, { [webhookSignatureHeader]: `t=${t - 1},v1=${v1}` })).toBeNull();
    expect(provider.verifyWebhook(rawBody, { [webhookSignatureHeader]: `t=${t},v1=${v1.slice(0, 62)}` })).toBeNull();
    // A well-signed body that is not an event.
    const junk = '{"id":"evt_2","type":"payment.stolen","payment_id":"p","amount_paise":1}';
    expect(provider.verifyWebhook(junk, { [webhookSignatureHeader]: signatureHeaderValue(secret, t, junk) })).toBeNull();

    // Five minutes later it still verifies; a second more and it is stale.
    now += 300_000;
    expect(provider.verifyWebhook(rawBody, headers)).toEqual(event);
    now += 1_000;
    expect(provider.verifyWebhook(rawBody, headers)).toBeNull();
  });

  it('delivers its refund as a signed refund.processed event to the webhook handler', async () => {
    const provider = createTestProvider({ webhookSecret: secret });
    const delivered: unknown[] = [];
    provider.deliverTo(async (name, rawBody, headers) => {
      delivered.push([name, provider.verifyWebhook(rawBody, headers)]);
    });
    await provider.refund('pay_test_abc', 5_000);
    expect(delivered).toEqual([
      ['test', { id: expect.stringMatching(/^evt_test_/), type: 'refund.processed', paymentId: 'pay_test_abc', amountPaise: 5_000 }],
    ]);
  });
});

describe('money rules', () => {
  it('works in paise, GST inside the price', () => {
    expect(rupeesToPaise(599)).toBe(59_900);
    expect(gstInside(59_900)).toBe(9_137);
    expect(gstInside(11_800)).toBe(1_800);
    expect(gstInside(0)).toBe(0);
  });

  it('WELCOME10: 10% off test series only', () => {
    expect(applyPromo('WELCOME10', 'test_series', 79_900)).toEqual({ ok: true, code: 'WELCOME10', discountPaise: 7_990 });
    // Rounded to the paisa.
    expect(applyPromo('WELCOME10', 'test_series', 12_345)).toEqual({ ok: true, code: 'WELCOME10', discountPaise: 1_235 });
    expect(applyPromo('WELCOME10', 'course', 79_900)).toEqual({ ok: false, reason: 'promo_not_applicable' });
    expect(applyPromo('WELCOME10', 'plan', 79_900)).toEqual({ ok: false, reason: 'promo_not_applicable' });
    expect(applyPromo('WELCOME20', 'test_series', 79_900)).toEqual({ ok: false, reason: 'promo_unknown' });
  });
});

describe('the webhook key setting', () => {
  it('is optional, and when set must be long enough to be a key', () => {
    expect(readConfig({}).paymentWebhookSecret).toBeUndefined();
    expect(readConfig({ PARIKSHA_PAYMENT_WEBHOOK_SECRET: 'k'.repeat(32) }).paymentWebhookSecret).toBe('k'.repeat(32));
    expect(() => readConfig({ PARIKSHA_PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PARIKSHA_PAYMENT_WEBHOOK_SECRET/);
  });
});
