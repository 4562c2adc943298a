import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Order, TestPayment } from '@pariksha/contract/responses';
import { Button, ButtonLink, formatPaise, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { ItemStatus } from '../../components/ItemStatus';
import { learnerKey } from '../../data/learnerKey';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { authActor } from '../../features/auth/authActor';
import { checkoutPath } from '../../features/commerce/checkoutItem';
import { orderItemOf, unlockedTestsPath } from '../../features/commerce/orderItem';
import { completeTestPayment, testPaymentQuery } from '../../features/commerce/queries';
import { examsAtom, testSeriesAtom } from '../../features/content/atoms';
import { examsQuery, testSeriesQuery } from '../../features/content/queries';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './checkout.css';
import '../../i18n/commerceMessages';

/**
 * `/dashboard/pay/{payment_id}`: the test payment provider's page. It says TEST MODE plainly: no
 * money moves, the learner chooses whether the payment succeeds or fails, and the server
 * confirms it through the same signed webhook a real gateway would send.
 */
export default function TestPaymentPage() {
  const { paymentId = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const paymentAtom = useMemo(() => queryAtom(testPaymentQuery(paymentId)), [paymentId]);
  const payment = useAtomValue(paymentAtom);
  return (
    <ItemStatus query={payment} loadingText={t('pay.loading')}>
      {(item) => <PaymentPanel payment={item} />}
    </ItemStatus>
  );
}

export const loader = pageData((ensure, { paymentId = '' }) => [ensure(testPaymentQuery(paymentId)), ensure(examsQuery(null)), ensure(testSeriesQuery)]);

function PaymentPanel({ payment }: { payment: TestPayment }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const [order, setOrder] = useState<Order>(payment.order);
  const [acting, setActing] = useState<'succeed' | 'fail' | null>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const [finished, setFinished] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (finished) outcomeRef.current?.focus();
  }, [finished]);

  const complete = async (outcome: 'succeed' | 'fail') => {
    if (acting !== null) return;
    setActing(outcome);
    setError(null);
    try {
      const answer = await completeTestPayment(api, payment.payment_id, outcome);
      setOrder(answer.order);
      setFinished(true);
      // What the learner may take, their orders and their plan (the profile's tier) changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'exam-access') }),
        queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'my-orders') }),
      ]);
      if (answer.order.status === 'paid') authActor.send({ type: 'FETCH_PROFILE' });
    } catch (failure) {
      // Why not (e.g. the order was no longer waiting for payment), said above the buttons.
      setError(failureMessage(t, failure) ?? String(failure));
    } finally {
      setActing(null);
    }
  };

  return (
    <section className={dashboard.page} aria-labelledby="pay-title">
      <h1 id="pay-title" className={dashboard.title}>
        {t('pay.title')} <span className={styles.testMode}>{t('pay.testMode')}</span>
      </h1>
      <div className={dashboard.card}>
        <p className={styles.explain}>{t('pay.explain')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('pay.item')}</dt>
            <dd>{order.item_name}</dd>
          </div>
          <div>
            <dt>{t('pay.order', { reference: '' }).trim()}</dt>
            <dd>{order.reference}</dd>
          </div>
          <div>
            <dt>{t('pay.amount')}</dt>
            <dd className={styles.amount}>{formatPaise(order.amount_paise, locale)}</dd>
          </div>
        </dl>
        {error !== null ? <StatusMessage tone="critical">{error}</StatusMessage> : null}
        {order.status === 'pending' ? (
          <div className={styles.actions}>
            <Button size="large" loading={acting === 'succeed'} onClick={() => void complete('succeed')}>
              {t('pay.succeed')}
            </Button>
            <Button size="large" variant="outline" tone="critical" loading={acting === 'fail'} onClick={() => void complete('fail')}>
              {t('pay.fail')}
            </Button>
          </div>
        ) : (
          <Outcome order={order} headingRef={outcomeRef} />
        )}
      </div>
    </section>
  );
}

function Outcome({ order, headingRef }: { order: Order; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const t = useAtomValue(translatorAtom);
  const exams = useAtomValue(examsAtom);
  const series = useAtomValue(testSeriesAtom);
  const paid = order.status === 'paid';
  const title = paid ? t('pay.paidTitle') : order.status === 'refunded' ? t('pay.refundedTitle') : t('pay.failedTitle');
  const text = paid ? t('pay.paidText', { item: order.item_name }) : order.status === 'refunded' ? t('pay.refundedText') : t('pay.failedText');
  return (
    <div className={styles.outcome} role="status">
      <h2 ref={headingRef} tabIndex={-1} className={paid ? styles.paid : styles.failed}>
        {title}
      </h2>
      <p>{text}</p>
      <div className={styles.actions}>
        {paid ? (
          <ButtonLink href={unlockedTestsPath(order, exams.data ?? [], series.data ?? [])} linkComponent={RouterLink}>
            {t('pay.toTests')}
          </ButtonLink>
        ) : order.status === 'failed' ? (
          <ButtonLink href={checkoutPath(orderItemOf(order))} linkComponent={RouterLink}>
            {t('pay.tryAgain')}
          </ButtonLink>
        ) : null}
        <ButtonLink href="/dashboard/orders" variant="outline" linkComponent={RouterLink}>
          {t('pay.toOrders')}
        </ButtonLink>
      </div>
    </div>
  );
}
