import { eq, sql } from 'drizzle-orm';
import { type Membership, type User, trialDays } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { subscriptionPlans, userSubscriptions } from '../../db/commerce-schema.js';
import { defaultPreferredLanguage } from '../accounts/preferred-language.js';
import { loadUser, toMembership } from '../accounts/user-view.js';
import { pickTranslation, resolveLanguage } from '../content/translations.js';
import { chosenExam } from './chosen-exam.js';
import { coverageOf } from './coverage.js';

// The free trial: a membership like a paid one (user_subscriptions, is_trial), so it opens exams
// by the same rule (decide.ts) and shows as the profile's plan.

export type StartTrialResult =
  | { ok: true; trial: Membership; user: User }
  | { ok: false; reason: 'plan_not_found' | 'no_account' }
  | { ok: false; reason: 'trial_used'; planName: string }
  /** BASIC's one exam: not sent, no such exam, or one free for everyone already. */
  | { ok: false; reason: 'exam_missing' | 'exam_unknown'; planName: string }
  | { ok: false; reason: 'exam_free'; planName: string; examTitle: string };

export type TrialsService = {
  /**
   * A `trialDays` trial of the plan, once per learner per plan. BASIC needs its one exam, a locked
   * one (`examSlug`, stored with the trial); other plans ignore it.
   */
  startTrial(userId: number, planId: number, examSlug?: string, lang?: string): Promise<StartTrialResult>;
};

export function createTrialsService(db: Database): TrialsService {
  return {
    async startTrial(userId, planId, examSlug, lang = defaultPreferredLanguage) {
      const [plan] = await db
        .select({ id: subscriptionPlans.id, planName: subscriptionPlans.planName })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, planId));
      if (plan === undefined) return { ok: false, reason: 'plan_not_found' };

      // BASIC opens the one exam the learner chooses: it must be named, and locked (a free one needs no plan).
      let chosen: { id: number; slug: string } | null = null;
      if (coverageOf(plan.planName)?.kind === 'one_exam') {
        const choice = await chosenExam(db, examSlug);
        if (!choice.ok) {
          if (choice.reason !== 'exam_free') return { ok: false, reason: choice.reason, planName: plan.planName };
          const examTitle = pickTranslation(choice.translations, resolveLanguage(Object.keys(choice.translations), lang)).title;
          return { ok: false, reason: 'exam_free', planName: plan.planName, examTitle };
        }
        chosen = choice.exam;
      }

      const [row] = await db
        .insert(userSubscriptions)
        .values({
          userId,
          planId,
          isTrial: true,
          examId: chosen?.id ?? null,
          startsAt: sql`now()`,
          endsAt: sql`now() + ${trialDays}::int * interval '1 day'`,
        })
        // The partial unique index allows one trial per learner and plan, even under a race.
        .onConflictDoNothing()
        .returning({
          planId: userSubscriptions.planId,
          isTrial: userSubscriptions.isTrial,
          startsAt: userSubscriptions.startsAt,
          endsAt: userSubscriptions.endsAt,
        });
      if (row === undefined) return { ok: false, reason: 'trial_used', planName: plan.planName };

      const user = await loadUser(db, userId);
      if (user === null) return { ok: false, reason: 'no_account' };
      return { ok: true, trial: toMembership({ ...row, planName: plan.planName, examSlug: chosen?.slug ?? null }), user };
    },
  };
}
