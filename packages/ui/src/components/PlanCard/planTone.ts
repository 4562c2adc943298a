/** GOLD cards are tinted yellow, PLATINUM blue and every other plan grey. */
export const planTones = ['gold', 'platinum', 'neutral'] as const;
export type PlanTone = (typeof planTones)[number];

/** The card tint for a plan's `plan_name`: GOLD → gold, PLATINUM → platinum, anything else → neutral. */
export function planToneFor(planName: string): PlanTone {
  switch (planName.trim().toUpperCase()) {
    case 'GOLD':
      return 'gold';
    case 'PLATINUM':
      return 'platinum';
    default:
      return 'neutral';
  }
}
