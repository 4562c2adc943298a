import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { type Membership, type User, todayInIndia } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { attempts } from '../../db/attempts-schema.js';
import { courseEnrolments, subscriptionPlans, userSubscriptions } from '../../db/commerce-schema.js';
import { exams } from '../../db/content-schema.js';

// The learner as the API shows them (`User`): what every account answer carries, and the trial's
// (services/access/trials.ts).

/** Anything drizzle can query through: the database or a transaction. */
type Queryable = Pick<Database, 'select' | '$count'>;

/** Every column but the password hash, which is never read outside login and password change. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  preferredLanguage: users.preferredLanguage,
  dob: users.dob,
  gender: users.gender,
  city: users.city,
  state: users.state,
  postCode: users.postCode,
  country: users.country,
  academic: users.academic,
  createdAt: users.createdAt,
  emailConfirmedAt: users.emailConfirmedAt,
};

type MembershipRow = { planId: number; planName: string; isTrial: boolean; examSlug: string | null; startsAt: Date; endsAt: Date };

export function toMembership(row: MembershipRow): Membership {
  return {
    plan_id: row.planId,
    plan_name: row.planName,
    is_trial: row.isTrial,
    exam_slug: row.examSlug,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    // The last moment is ends_at; its calendar day in India is the last day of the plan.
    ends_on: todayInIndia(new Date(row.endsAt.getTime() - 1)),
  };
}

const gender = (value: string | null): User['profile']['gender'] =>
  value === 'Female' || value === 'Male' || value === 'Other' ? value : null;

/** The learner with their counters and active membership; null when the account is gone. */
export async function loadUser(db: Queryable, userId: number): Promise<User | null> {
  const [row] = await db
    .select({
      ...userColumns,
      coursesPurchased: db.$count(courseEnrolments, eq(courseEnrolments.userId, users.id)),
      // Tests Given: mock tests taken to the end (submitted by the learner or at the deadline).
      testsGiven: db.$count(attempts, and(eq(attempts.userId, users.id), eq(attempts.status, 'submitted'))),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined) return null;

  // The active plan; when several are, the highest-ranked (PLATINUM over GOLD), then the longest.
  const [active] = await db
    .select({
      planId: userSubscriptions.planId,
      planName: subscriptionPlans.planName,
      isTrial: userSubscriptions.isTrial,
      examSlug: exams.slug,
      startsAt: userSubscriptions.startsAt,
      endsAt: userSubscriptions.endsAt,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .leftJoin(exams, eq(exams.id, userSubscriptions.examId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        lte(userSubscriptions.startsAt, sql`now()`),
        gt(userSubscriptions.endsAt, sql`now()`),
      ),
    )
    .orderBy(desc(subscriptionPlans.sortOrder), desc(userSubscriptions.endsAt))
    .limit(1);

  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    preferred_language: row.preferredLanguage,
    profile: {
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      email: row.email,
      dob: row.dob,
      gender: gender(row.gender),
      city: row.city,
      state: row.state,
      post_code: row.postCode,
      country: row.country,
    },
    academic: row.academic.map((entry) => ({
      course: entry.course,
      passing_year: entry.passingYear,
      institute: entry.institute,
      current_percentage: entry.currentPercentage,
    })),
    stats: { courses_purchased: Number(row.coursesPurchased), tests_given: Number(row.testsGiven) },
    membership: active === undefined ? null : toMembership(active),
    created_at: row.createdAt.toISOString(),
    email_confirmed: row.emailConfirmedAt !== null,
  };
}
