import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderBody, OrderItemInput } from '@pariksha/contract';
import type { OrderQuote } from '@pariksha/contract/responses';
import { ButtonLink, CheckoutSummary, SelectField, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { ItemStatus } from '../../components/ItemStatus';
import { FailedState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { checkoutItemFrom } from '../../features/commerce/checkoutItem';
import { lockedExamOptions } from '../../features/commerce/lockedExams';
import { createOrder, previewOrder, quoteQuery } from '../../features/commerce/queries';
import { examsAtom } from '../../features/content/atoms';
import { examsQuery } from '../../features/content/queries';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import type { Translator } from '../../i18n/translate';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './checkout.css';
import '../../i18n/commerceMessages';

/**
 * `/dashboard/checkout?kind=…`: what is bought, its price, GST inside it, a promo code, the
 * total and Pay. Every amount is the server's (previewOrder); Pay places the order (createOrder)
 * and goes to the payment provider's page.
 */
export default function CheckoutPage() {
  const t = useAtomValue(translatorAtom);
  const [search] = useSearchParams();
  const item = useMemo(() => checkoutItemFrom(search), [search]);
  return (
    <section className={dashboard.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={dashboard.title}>
        {t('checkout.title')}
      </h1>
      <p className={styles.explain}>{t('checkout.lead')}</p>
      {item === null ? (
        <div className={dashboard.card}>
          <FailedState message={t('checkout.badLink')}>
            <ButtonLink href="/subscription-plans" linkComponent={RouterLink}>
              {t('checkout.toPlans')}
            </ButtonLink>
          </FailedState>
        </div>
      ) : (
        <Checkout key={search.toString()} initial={item} />
      )}
    </section>
  );
}

export const loader = pageData((ensure, _params, request) => {
  const item = checkoutItemFrom(new URL(request.url).searchParams);
  const waitForQuote = item !== null && !(item.kind === 'plan' && item.plan_name === 'BASIC' && !item.exam_slug);
  return [ensure(examsQuery(null)), ...(waitForQuote && item ? [ensure(quoteQuery({ item }))] : [])];
});

/** The line under the item's name: how long it stays open, or BASIC's exam. */
function itemDetail(quote: OrderQuote, t: Translator): string {
  if (quote.kind === 'course') return t('checkout.courseDetail');
  if (quote.kind === 'test_series') return t('checkout.testSeriesDetail');
  const billing = quote.billing === 'monthly' ? t('checkout.monthly') : t('checkout.annual');
  return quote.exam_name ? t('checkout.basicExam', { billing, exam: quote.exam_name }) : billing;
}

function Checkout({ initial }: { initial: OrderItemInput }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const navigate = useNavigate();
  const exams = useAtomValue(examsAtom);
  const choosesExam = initial.kind === 'plan' && initial.plan_name === 'BASIC';
  const [examSlug, setExamSlug] = useState(initial.kind === 'plan' ? (initial.exam_slug ?? '') : '');
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const item: OrderItemInput = initial.kind === 'plan' && choosesExam ? { ...initial, exam_slug: examSlug || undefined } : initial;
  const body: OrderBody = promo ? { item, promo_code: promo } : { item };
  const bodyKey = JSON.stringify(body);
  const waitingForExam = choosesExam && examSlug === '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the body is rebuilt every render; its JSON says when it changed.
  const quoteAtom = useMemo(() => queryAtom(quoteQuery(body, !waitingForExam)), [bodyKey, waitingForExam]);
  const quote = useAtomValue(quoteAtom);

  const applyPromo = async (code: string) => {
    setApplying(true);
    setPromoError(null);
    const withCode: OrderBody = { item, promo_code: code };
    try {
      const answer = await previewOrder(scope, withCode);
      // The quote for the code is in hand: the summary shows it without asking again.
      queryClient.setQueryData(quoteQuery({ item, promo_code: answer.promo_code ?? code })(scope).queryKey, answer);
      setPromo(answer.promo_code ?? code);
    } catch (error) {
      setPromoError(failureMessage(t, error) ?? String(error));
    } finally {
      setApplying(false);
    }
  };

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setPayError(null);
    try {
      const { payment } = await createOrder(api, body);
      if (payment.checkout_url.startsWith('/')) void navigate(payment.checkout_url);
      else window.location.assign(payment.checkout_url);
    } catch (error) {
      // Why not (already bought, the code used meanwhile…), said above Pay; the page stays as it was.
      setPayError(failureMessage(t, error) ?? String(error));
      setPaying(false);
    }
  };

  return (
    <div className={choosesExam ? styles.layout : styles.single}>
      {choosesExam ? (
        <div className={dashboard.card}>
          <SelectField
            label={t('checkout.examLabel')}
            name="exam"
            hint={t('checkout.examHint')}
            options={lockedExamOptions(exams.data ?? [], language, locale)}
            placeholder={t('checkout.examPrompt')}
            value={examSlug}
            onChange={setExamSlug}
            required
          />
        </div>
      ) : null}
      {waitingForExam ? null : (
        <div className={styles.summary}>
          {payError !== null ? <StatusMessage tone="critical">{payError}</StatusMessage> : null}
          <ItemStatus query={quote} loadingText={t('checkout.loading')}>
            {(answer) => (
              <CheckoutSummary
                item={{ name: answer.item_name, detail: itemDetail(answer, t) }}
                listPaise={answer.list_paise}
                discountPaise={answer.discount_paise}
                amountPaise={answer.amount_paise}
                gstPaise={answer.gst_paise}
                gstPercent={answer.gst_percent}
                promoCode={answer.promo_code}
                onApplyPromo={(code) => void applyPromo(code)}
                onRemovePromo={() => {
                  setPromo(null);
                  setPromoError(null);
                }}
                promoState={applying ? 'applying' : 'idle'}
                promoError={promoError}
                onPay={() => void pay()}
                paying={paying}
                testMode
                locale={locale}
                headingLevel={2}
                labels={{
                  heading: t('checkout.summaryHeading'),
                  price: t('checkout.price'),
                  discount: t('checkout.discount'),
                  discountWithCode: t('checkout.discountWithCode'),
                  total: t('checkout.total'),
                  gstIncluded: t('checkout.gstIncluded'),
                  promoCode: t('checkout.promoCode'),
                  apply: t('checkout.apply'),
                  applying: t('checkout.applying'),
                  promoApplied: t('checkout.promoApplied'),
                  removePromo: t('checkout.removePromo'),
                  pay: t('checkout.pay'),
                  paying: t('checkout.paying'),
                  testMode: t('checkout.testMode'),
                }}
              />
            )}
          </ItemStatus>
        </div>
      )}
    </div>
  );
}
