import { useAtomValue } from 'jotai';
import { OrderList } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { orderEntries } from '../../features/commerce/orderEntries';
import { myOrdersQuery } from '../../features/commerce/queries';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './orders.css';
import '../../i18n/commerceMessages';

const myOrdersAtom = queryAtom(myOrdersQuery);

/** `/dashboard/orders`: 'Orders and Billings', the learner's orders and free trials with their receipts. */
export default function OrdersPage() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const orders = useAtomValue(myOrdersAtom);

  return (
    <section className={dashboard.page} aria-labelledby="orders-title">
      <div>
        <h1 id="orders-title" className={dashboard.title}>
          {t('orders.title')}
        </h1>
        <p className={styles.lead}>{t('orders.text')}</p>
      </div>
      <OrderList
        entries={orders.data ? orderEntries(orders.data.orders, orders.data.trials, t) : []}
        loading={orders.isPending}
        error={orders.isError ? failureMessage(t, orders.error) : null}
        onRetry={() => void orders.refetch()}
        linkComponent={RouterLink}
        locale={locale}
        labels={{
          table: t('orders.title'),
          date: t('orders.date'),
          item: t('orders.item'),
          amount: t('orders.amount'),
          status: t('orders.status'),
          action: t('orders.action'),
          reference: (reference) => t('orders.reference', { reference }),
          freeTrial: t('orders.freeTrial'),
          endsOn: (date) => t('orders.endsOn', { date }),
          endedOn: (date) => t('orders.endedOn', { date }),
          promoSaving: (code, saving) => t('orders.promoSaving', { code, saving }),
          pending: t('orders.pending'),
          paid: t('orders.paid'),
          failed: t('orders.failed'),
          refunded: t('orders.refunded'),
          trialActive: t('orders.trialActive'),
          trialEnded: t('orders.trialEnded'),
          receipt: t('orders.receipt'),
          completePayment: t('orders.completePayment'),
          noAction: t('orders.noAction'),
          empty: t('orders.empty'),
          loading: t('orders.loading'),
          error: (message) => t('orders.error', { message }),
          retry: t('orders.retry'),
        }}
      />
    </section>
  );
}

export const loader = pageData((ensure) => [ensure(myOrdersQuery)]);
