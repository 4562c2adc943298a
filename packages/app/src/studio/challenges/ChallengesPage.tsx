import { answerChallengesQuery } from '../api/questionsApi';
import { DecisionQueue } from '../layout/DecisionQueue';
import { RoleGate } from '../layout/RequireStaff';
import { ChallengeCard } from './ChallengeCard';

const text = {
  title: 'challenges.title',
  lead: 'challenges.lead',
  which: 'challenges.which',
  loading: 'challenges.loading',
  error: 'challenges.error',
  emptyWaiting: 'challenges.emptyWaiting',
  empty: 'challenges.empty',
} as const;

/** `/studio/challenges` (reviewers, admins): learners' challenges of answer keys, and the decisions they read. */
export default function ChallengesPage() {
  return (
    <RoleGate ability="reports">
      <DecisionQueue text={text} query={answerChallengesQuery} render={(challenge) => <ChallengeCard challenge={challenge} />} />
    </RoleGate>
  );
}
