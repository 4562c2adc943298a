import { useMachine } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/instance';
import { billingToggleMachine } from '@pariksha/machines';
import { BillingToggle, Button, PlanCard, PlanGrid, StatusMessage, planToneFor, type BillingPeriod } from '@pariksha/ui';
import { localeAtom, translatorAtom } from '../language/atoms';
import { tokenAtom } from '../auth/atoms';
import { subscriptionPlansAtom } from './atoms';
import { startTrial } from './startTrial';
import type { PlanView } from './fetchSubscriptionPlans';
import * as page from '../../layout/page.css';
import * as styles from './SubscriptionPlansPage.css';
import '../../i18n/contentMessages';

/** /subscription-plans: the plans from the provider, billed annually (default) or monthly. */
export default function SubscriptionPlansPage() {
  return (
    <div className={page.section}>
      <Plans />
    </div>
  );
}

function Plans() {
  const t = useAtomValue(translatorAtom);
  const plans = useAtomValue(subscriptionPlansAtom);

  if (plans.isPending) {
    return (
      <div className={styles.state}>
        <StatusMessage tone="neutral" busy>
          {t('plans.loading')}
        </StatusMessage>
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className={styles.state}>
        <StatusMessage tone="critical">{t('plans.error', { message: plans.error.message })}</StatusMessage>
        <Button onClick={() => void plans.refetch()}>{t('plans.retry')}</Button>
      </div>
    );
  }
  if (plans.data.length === 0) {
    return (
      <div className={styles.state}>
        <StatusMessage tone="neutral">{t('plans.empty')}</StatusMessage>
      </div>
    );
  }
  return <PlansList plans={plans.data} />;
}

function PlansList({ plans }: { plans: PlanView[] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
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
