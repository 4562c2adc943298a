import { useMachine } from '@xstate/react';
import { atom, useAtomValue, type Atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Exam } from '@pariksha/contract/responses';
import { billingToggleMachine } from '@pariksha/machines';
import { BillingToggle, formatRupees, PlanCard, PlanGrid, planToneFor, type BillingPeriod } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { ListStatus } from '../../components/ListStatus';
import { learnerKey } from '../../data/learnerKey';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { tokenAtom } from '../../features/auth/atoms';
import { checkoutPath } from '../../features/commerce/checkoutItem';
import { examsAtom } from '../../features/content/atoms';
import { categoriesQuery, examsQuery, testSeriesQuery } from '../../features/content/queries';
import { examTestsPath } from '../../features/exams/examTestsPath';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { subscriptionPlansAtom } from '../../features/subscriptions/atoms';
import type { PlanView } from '../../features/subscriptions/planView';
import { subscriptionPlansQuery } from '../../features/subscriptions/queries';
import { startTrial } from '../../features/subscriptions/startTrial';
import * as page from '../../layout/page.css';
import { PlanUnlockNotice } from './PlanUnlockNotice';
import * as styles from './SubscriptionPlansPage.css';
import '../../i18n/contentMessages';

/** BASIC's exam question, loaded only when a learner starts BASIC's trial without an exam in mind. */
const ExamChoiceDialog = lazy(() => import('../../features/commerce/ExamChoiceDialog'));

/** Without `?exam=` the page needs no exams: it reads this instead of fetching them all. */
const noExamsAtom: Atom<{ data?: readonly Exam[] | undefined }> = atom(() => ({ data: undefined }));

/** /subscription-plans: the plans from the provider, billed annually (default) or monthly. */
export default function SubscriptionPlansPage() {
  const t = useAtomValue(translatorAtom);
  const plans = useAtomValue(subscriptionPlansAtom);
  return (
    <div className={page.section}>
      <ListStatus
        query={plans}
        loadingText={t('plans.loading')}
        errorText={(message) => t('plans.error', { message })}
        emptyText={t('plans.empty')}
      >
        {(items) => <PlansList plans={items} />}
      </ListStatus>
    </div>
  );
}

// `?exam=` (the test list's Unlock) names the exam the learner wants: the notice needs it, its
// category and its test series; without it only the plans are waited for.
export const loader = pageData((ensure, _params, request) =>
  new URL(request.url).searchParams.has('exam')
    ? [ensure(subscriptionPlansQuery), ensure(examsQuery(null)), ensure(categoriesQuery), ensure(testSeriesQuery)]
    : [ensure(subscriptionPlansQuery)],
);

function PlansList({ plans }: { plans: readonly PlanView[] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wantedSlug = search.get('exam');
  const exams = useAtomValue<{ data?: readonly Exam[] | undefined }>(wantedSlug ? examsAtom : noExamsAtom);
  const [billing, send] = useMachine(billingToggleMachine);
  const period: BillingPeriod = billing.matches('monthly') ? 'monthly' : 'annually';
  /** BASIC's trial waits for the learner to choose its exam. */
  const [choosingFor, setChoosingFor] = useState<PlanView | null>(null);
  const [startingTrial, setStartingTrial] = useState(false);
  const wanted = exams.data?.find((exam) => exam.slug === wantedSlug && exam.status !== 'take') ?? null;

  /** `exam`: BASIC's chosen one, or the one the learner came to unlock (its list is where the trial leads). */
  const trial = async (plan: PlanView, exam: Exam | null) => {
    const examSlug = plan.name === 'BASIC' ? (exam?.slug ?? null) : null;
    // A visitor signs up first; the trial starts as their account is created.
    if (!signedIn) {
      const params = new URLSearchParams({ plan: String(plan.id) });
      if (examSlug) params.set('exam', examSlug);
      void navigate(`/signup?${params.toString()}`);
      return;
    }
    setStartingTrial(true);
    try {
      const { user } = await startTrial(api, plan.id, examSlug);
      setChoosingFor(null);
      // The profile's tier and what the learner may take changed. The auth actor arrives only now:
      // a visitor reading the plans does not download it.
      void import('../../features/auth/authActor').then(({ authActor }) => authActor.send({ type: 'PROFILE_UPDATED', user }));
      await queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'exam-access') });
      // Came from a locked test, or chose one for BASIC: to its list, where it now opens.
      if (exam) void navigate(examTestsPath(exam));
    } catch {
      // The api client showed why (a trial used before, an exam BASIC cannot take).
    } finally {
      setStartingTrial(false);
    }
  };

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('plans.title')}</h1>
        <p className={styles.tagline}>{t('plans.tagline')}</p>
        <BillingToggle
          value={period}
          onChange={(next) => send({ type: next === 'monthly' ? 'SELECT_MONTHLY' : 'SELECT_ANNUALLY' })}
          labels={{ annually: t('plans.annually'), monthly: t('plans.monthly'), legend: t('plans.billingPeriod') }}
        />
      </div>
      {wanted ? <PlanUnlockNotice exam={wanted} /> : null}
      <PlanGrid>
        {plans.map((plan) => {
          const price = period === 'monthly' ? plan.priceMonthly : plan.priceAnnually;
          return (
            <PlanCard
              key={plan.id}
              name={plan.name}
              badge={plan.badge}
              price={price}
              period={period}
              unitLabels={{ annually: t('plans.perYear'), monthly: t('plans.perMonth') }}
              description={plan.description}
              features={plan.features}
              tone={planToneFor(plan.name)}
              trialLabel={t('plans.startTrial')}
              buyLabel={t('plans.buy', { price: formatRupees(price, locale) })}
              locale={locale}
              headingLevel={2}
              onStartTrial={() => {
                if (startingTrial) return;
                if (plan.name === 'BASIC' && wanted === null) setChoosingFor(plan);
                else void trial(plan, wanted);
              }}
              onBuy={() =>
                void navigate(
                  checkoutPath({
                    kind: 'plan',
                    plan_name: plan.name as 'BASIC' | 'GOLD' | 'PLATINUM',
                    billing: period === 'monthly' ? 'monthly' : 'annual',
                    ...(plan.name === 'BASIC' && wanted ? { exam_slug: wanted.slug } : {}),
                  }),
                )
              }
            />
          );
        })}
      </PlanGrid>
      {choosingFor !== null ? (
        <Suspense fallback={null}>
          <ExamChoiceDialog
            open
            busy={startingTrial}
            onClose={() => setChoosingFor(null)}
            onChoose={(exam) => void trial(choosingFor, exam)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
