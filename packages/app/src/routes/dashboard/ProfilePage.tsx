import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ProfileHeader, TabPanel, Tabs } from '@pariksha/ui';
import { wordedMessage } from '../../api/ApiError';
import { FailedState, LoadingState } from '../../components/PageStates';
import { authActor } from '../../features/auth/authActor';
import type { Learner } from '../../features/auth/learner';
import { useAuth } from '../../features/auth/useAuth';
import { defaultImages } from '../../features/content/defaultImages';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { AcademicForm } from '../../features/profile/AcademicForm';
import { PersonalForm } from '../../features/profile/PersonalForm';
import { membershipLabel } from '../../features/subscriptions/membershipLabel';
import * as styles from './DashboardPage.css';
import '../../i18n/accountMessages';

type ProfileTab = 'personal' | 'academic';

/** `/dashboard/profile`: the learner's own details, in two tabs, saved through updateProfile. */
export default function ProfilePage() {
  const t = useAtomValue(translatorAtom);
  const auth = useAuth();
  const user = auth.context.user;
  if (!user) {
    const failed = auth.matches('failed') && auth.context.request === 'profile';
    return failed ? (
      <FailedState message={t('list.error', { message: wordedMessage(t, auth.context.error ?? '', auth.context.errorWorded) })} onRetry={() => authActor.send({ type: 'FETCH_PROFILE' })} />
    ) : (
      <LoadingState text={t('profile.loading')} />
    );
  }
  return <Profile user={user} />;
}

function Profile({ user }: { user: Learner }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const [tab, setTab] = useState<ProfileTab>('personal');
  const panelId = `${useId()}-panel`;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const plan = user.membership?.plan_name;

  return (
    <div className={styles.page}>
      <ProfileHeader
        name={name}
        fallbackAvatarSrc={defaultImages.avatar}
        tier={plan ? membershipLabel(plan, t) : undefined}
        stats={[
          { label: t('profile.coursesPurchased'), value: user.stats.courses_purchased },
          { label: t('profile.testsGiven'), value: user.stats.tests_given },
        ]}
        locale={locale}
      />
      <Tabs
        label={t('profile.sections')}
        tabs={[
          { id: 'personal', label: t('profile.personal') },
          { id: 'academic', label: t('profile.academic') },
        ]}
        value={tab}
        onValueChange={(next: string) => setTab(next === 'academic' ? 'academic' : 'personal')}
        panelId={panelId}
      />
      <TabPanel id={panelId} value={tab}>
        {tab === 'personal' ? (
          <PersonalForm user={user} onSaved={(saved) => authActor.send({ type: 'PROFILE_UPDATED', user: saved })} />
        ) : (
          <AcademicForm user={user} onSaved={(saved) => authActor.send({ type: 'PROFILE_UPDATED', user: saved })} />
        )}
      </TabPanel>
    </div>
  );
}
