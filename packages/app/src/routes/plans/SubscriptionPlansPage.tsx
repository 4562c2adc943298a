import { useMachine } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { billingToggleMachine } from '@pariksha/machines';
import { BillingToggle, PlanCard, PlanGrid, planToneFor, type BillingPeriod } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { ListStatus } from '../../components/ListStatus';
import { pageData } from '../../data/routeData';
import { tokenAtom } from '../../features/auth/atoms';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { subscriptionPlansAtom } from '../../features/subscriptions/atoms';
import type { PlanView } from '../../features/subscriptions/planView';
import { subscriptionPlansQuery } from '../../features/subscriptions/queries';
import { startTrial } from '../../features/subscriptions/startTrial';
import * as page from '../../layout/page.css';
import * as styles from './SubscriptionPlansPage.css';
import '../../i18n/contentMessages';

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

export const loader = pageData((ensure) => [ensure(subscriptionPlansQuery)]);

function PlansList({ plans }: { plans: readonly PlanView[] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const api = useAtomValue(apiAtom);
  const navigate = useNavigate();
  const [billing, send] = useMachine(billingToggleMachine);
  const period: BillingPeriod = billing.matches('monthly') ? 'monthly' : 'annually';

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
      <PlanGrid>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            name={plan.name}
            badge={plan.badge}
            price={period === 'monthly' ? plan.priceMonthly : plan.priceAnnually}
            period={period}
            unitLabels={{ annually: t('plans.perYear'), monthly: t('plans.perMonth') }}
            description={plan.description}
            features={plan.features}
            tone={planToneFor(plan.name)}
            trialLabel={t('plans.startTrial')}
            locale={locale}
            headingLevel={2}
            onStartTrial={() => {
              // A visitor signs up first; the trial starts as their account is created.
              if (signedIn) void startTrial(api, plan.id).catch(() => undefined);
              else void navigate(`/signup?plan=${plan.id}`);
            }}
          />
        ))}
      </PlanGrid>
    </>
  );
}
