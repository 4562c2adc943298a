import { useAtomValue, useStore } from 'jotai';
import { ReferralCard } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { referralQuery } from '../../features/commerce/queries';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from '../orders/orders.css';
import '../../i18n/commerceMessages';

const referralAtom = queryAtom(referralQuery);

/**
 * `/dashboard/refer`: the learner's own referral code (made once by the server, easy to read
 * aloud), Copy with the spec's 'Referral code copied to clipboard!', a link that opens sign-up
 * with the code filled in, and how many friends joined with it.
 */
export default function ReferPage() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const referral = useAtomValue(referralAtom);
  const store = useStore();
  const data = referral.data;
  // The link is this site's own sign-up page, wherever it is served from.
  const shareUrl = data ? new URL(data.share_path, window.location.origin).toString() : '';

  return (
    <section className={dashboard.page} aria-labelledby="refer-title">
      <div>
        <h1 id="refer-title" className={dashboard.title}>
          {t('refer.title')}
        </h1>
        <p className={styles.lead}>{t('refer.lead')}</p>
      </div>
      <ReferralCard
        code={data?.code ?? ''}
        friendsJoined={data?.friends_joined ?? 0}
        shareUrl={shareUrl}
        loading={referral.isPending}
        error={referral.isError ? failureMessage(t, referral.error) : null}
        onRetry={() => void referral.refetch()}
        onCopied={(what) => showToast(store, 'success', what === 'code' ? t('refer.copied') : t('refer.linkCopied'))}
        locale={locale}
        headingLevel={2}
        labels={{
          title: t('refer.cardTitle'),
          copy: t('refer.copy'),
          shareLink: t('refer.shareLink'),
          shareLinkHint: t('refer.shareLinkHint'),
          copyLink: t('refer.copyLink'),
          share: t('refer.share'),
          shareTitle: t('refer.shareTitle'),
          shareText: (code) => t('refer.shareText', { code }),
          copyFailed: t('refer.copyFailed'),
          copyLinkFailed: t('refer.copyLinkFailed'),
          howItWorks: t('refer.howItWorks'),
          stepShare: t('refer.stepShare'),
          stepSignUp: t('refer.stepSignUp'),
          stepAppear: t('refer.stepAppear'),
          friendsNone: t('refer.friendsNone'),
          friendsCount: (count) => t('refer.friends', { count }),
          loading: t('refer.loading'),
          error: (message) => t('refer.error', { message }),
          retry: t('refer.retry'),
        }}
      />
    </section>
  );
}

export const loader = pageData((ensure) => [ensure(referralQuery)]);
