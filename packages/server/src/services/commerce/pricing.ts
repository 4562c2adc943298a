import { gstPercent, welcomePromo } from '@pariksha/contract';
import type { OrderItemKind } from '../../db/commerce-schema.js';

// Money rules, in paise (integers), kept apart from the database so each rule is plain to read.

/** Whole rupees as stored in the catalogue → paise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** The GST inside a GST-inclusive amount: amount × 18 / 118, to the nearest paisa. */
export const gstInside = (amountPaise: number): number => Math.round((amountPaise * gstPercent) / (100 + gstPercent));

export type PromoCheck =
  | { ok: true; code: string; discountPaise: number }
  | { ok: false; reason: 'promo_unknown' | 'promo_not_applicable' };

/**
 * What a promo code takes off `listPaise` for an item of `kind`. Only WELCOME10 exists: 10% off
 * test series, rounded to the paisa (whether the learner used it already is the caller's check).
 */
export function applyPromo(code: string, kind: OrderItemKind, listPaise: number): PromoCheck {
  if (code !== welcomePromo.code) return { ok: false, reason: 'promo_unknown' };
  if (kind !== welcomePromo.appliesTo) return { ok: false, reason: 'promo_not_applicable' };
  return { ok: true, code, discountPaise: Math.round((listPaise * welcomePromo.percentOff) / 100) };
}
