import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { Receipt } from '@pariksha/contract/responses';
import { ButtonLink, ReceiptView } from '@pariksha/ui';
import { ItemStatus } from '../../components/ItemStatus';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { orderDetail } from '../../features/commerce/orderEntries';
import { receiptQuery } from '../../features/commerce/queries';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './orders.css';
import '../../i18n/commerceMessages';

/** `/dashboard/orders/{id}/receipt`: a paid order's printable receipt (another learner's order is not found). */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const receiptAtom = useMemo(() => queryAtom(receiptQuery(orderId)), [orderId]);
  const receipt = useAtomValue(receiptAtom);
  return (
    <div className={dashboard.page}>
      <div className={styles.back}>
        <ButtonLink href="/dashboard/orders" variant="ghost" linkComponent={RouterLink}>
          <span aria-hidden="true">←</span> {t('receipt.back')}
        </ButtonLink>
      </div>
      <ItemStatus query={receipt} loadingText={t('receipt.loading')}>
        {(item) => <ReceiptDocument receipt={item} />}
      </ItemStatus>
    </div>
  );
}

export const loader = pageData((ensure, { orderId = '' }) => [ensure(receiptQuery(orderId))]);

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const { order } = receipt;
  return (
    <ReceiptView
      receiptNumber={receipt.receipt_number}
      orderReference={order.reference}
      paidAt={order.paid_at ?? order.created_at}
      status={order.status === 'refunded' ? 'refunded' : 'paid'}
      refundedAt={order.refunded_at}
      billedTo={receipt.billed_to}
      seller={receipt.seller}
      item={{ name: order.item_name, detail: orderDetail(order, t) }}
      listPaise={order.list_paise}
      discountPaise={order.discount_paise}
      promoCode={order.promo_code}
      amountPaise={order.amount_paise}
      gstPaise={order.gst_paise}
      taxablePaise={receipt.taxable_paise}
      gstPercent={order.gst_percent}
      paymentId={order.payment_id}
      provider={order.provider}
      testMode={receipt.test_mode}
      locale={locale}
      headingLevel={1}
      labels={{
        title: t('receipt.title'),
        receiptNumber: t('receipt.number'),
        orderReference: t('receipt.orderReference'),
        date: t('receipt.date'),
        gstin: t('receipt.gstin'),
        status: t('receipt.status'),
        paid: t('receipt.paid'),
        refunded: t('receipt.refunded'),
        testModeNotice: t('receipt.testModeNotice'),
        billedTo: t('receipt.billedTo'),
        itemsCaption: t('receipt.itemsCaption'),
        description: t('receipt.description'),
        amount: t('receipt.amount'),
        discount: t('receipt.discount'),
        discountWithCode: t('receipt.discountWithCode'),
        totalPaid: t('receipt.totalPaid'),
        taxHeading: t('receipt.taxHeading'),
        taxableValue: t('receipt.taxableValue'),
        gst: t('receipt.gst'),
        taxTotal: t('receipt.taxTotal'),
        pricesIncludeGst: t('receipt.pricesIncludeGst'),
        paymentHeading: t('receipt.paymentHeading'),
        method: t('receipt.method'),
        testModeMethod: t('receipt.testModeMethod'),
        paymentId: t('receipt.paymentId'),
        paidOn: t('receipt.paidOn'),
        refundedOn: t('receipt.refundedOn'),
        print: t('receipt.print'),
      }}
    />
  );
}
