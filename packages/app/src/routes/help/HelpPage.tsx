import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { HelpRequestForm, HelpRequestList, type HelpRequestFormErrors, type HelpRequestFormStatus, type HelpRequestSent } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { learnerKey } from '../../data/learnerKey';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { useAuth } from '../../features/auth/useAuth';
import { helpFieldMessages, helpFormLabels, helpListLabels } from '../../features/help/helpLabels';
import { myHelpRequestsQuery, submitHelpRequest } from '../../features/help/queries';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './help.css';
import '../../i18n/communityMessages';

const myRequestsAtom = queryAtom(myHelpRequestsQuery);

const helpFields = ['name', 'email', 'message'] as const;

/**
 * `/dashboard/help`: the spec's 'Welcome! How can we Help?' form, filled in with the learner's
 * name and e-mail, confirmed with a reference number; their earlier requests and their status below.
 */
export default function HelpPage() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const user = useAuth().context.user;
  const requests = useAtomValue(myRequestsAtom);
  const [status, setStatus] = useState<HelpRequestFormStatus>('idle');
  const [errors, setErrors] = useState<HelpRequestFormErrors | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<HelpRequestSent | null>(null);

  const submit = async (values: { name: string; email: string; message: string }) => {
    setStatus('submitting');
    setErrors(undefined);
    setFailure(null);
    try {
      const answer = await submitHelpRequest(api, values);
      setSent({ reference: answer.request.reference, email: answer.request.email });
      setStatus('idle');
      await queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'help-requests') });
    } catch (error) {
      const fields = fieldErrorsFor(error, helpFields);
      setErrors(fields ?? undefined);
      // A refusal of the whole request (too many today) says so in its own words.
      setFailure(fields === null ? failureMessage(t, error) : null);
      setStatus('error');
    }
  };

  const formLabels = helpFormLabels(t);
  return (
    <div className={`${dashboard.page} ${styles.page}`}>
      <HelpRequestForm
        onSubmit={submit}
        status={status}
        errors={errors}
        sent={sent}
        onSendAnother={() => setSent(null)}
        defaultValues={user ? { name: [user.first_name, user.last_name].filter(Boolean).join(' '), email: user.email } : undefined}
        labels={failure ? { ...formLabels, failed: failure } : formLabels}
        fieldMessages={helpFieldMessages(language)}
        locale={locale}
        headingLevel={1}
      />
      <HelpRequestList
        requests={(requests.data ?? []).map((request) => ({
          id: request.id,
          reference: request.reference,
          message: request.message,
          status: request.status,
          createdAt: request.created_at,
        }))}
        loading={requests.isPending}
        error={requests.isError ? failureMessage(t, requests.error) : null}
        onRetry={() => void requests.refetch()}
        locale={locale}
        labels={helpListLabels(t)}
        headingLevel={2}
      />
    </div>
  );
}

export const loader = pageData((ensure) => [ensure(myHelpRequestsQuery)]);
