// Commerce's constants, free of zod: the server and the app (`@pariksha/contract/commerce-values`) share them.

/** GST inside every price (prices are shown and charged GST-inclusive). */
export const gstPercent = 18;

/** Days a bought test series stays unlocked. */
export const testSeriesDays = 365;

/**
 * What each plan unlocks besides the free tests. BASIC: the one exam the learner chooses (at
 * checkout or when starting the trial). GOLD: every exam of these categories. PLATINUM: all.
 * The plans' texts (seed/subscription-plans.ts) say the same; keep them true together.
 */
export const planCoverage = {
  BASIC: { kind: 'one_exam' },
  GOLD: { kind: 'categories', categories: ['ssc', 'banking', 'railways'] },
  PLATINUM: { kind: 'all' },
} as const satisfies Record<string, PlanCoverage>;
export type PlanCoverage =
  | { kind: 'one_exam' }
  | { kind: 'categories'; categories: readonly string[] }
  | { kind: 'all' };
export type CoveredPlanName = keyof typeof planCoverage;

/** The home banner's promise: 10% off test series, once per learner. */
export const welcomePromo = { code: 'WELCOME10', percentOff: 10, appliesTo: 'test_series' } as const;

/** Referral codes: this long, from letters and digits a reader cannot confuse (no 0/O, 1/I). */
export const referralCodeLength = 8;
export const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The test provider's signed webhook: header name and how old a signature may be. */
export const webhookSignatureHeader = 'x-pariksha-signature';
export const webhookToleranceSeconds = 300;
