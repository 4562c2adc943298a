import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CreateTopicDialog, ForumTopicList, NewTopicButton, type TopicFieldErrors } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { learnerKey } from '../../data/learnerKey';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeOf } from '../../data/scope';
import { forumListChoice, forumListSearch, topicPath, type ForumListChoice } from '../../features/forum/forumAddress';
import { topicData, topicFields } from '../../features/forum/forumData';
import { createTopicLabels, topicListLabels, topicMessages } from '../../features/forum/forumLabels';
import { createTopic, forumTopicsQuery } from '../../features/forum/queries';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { useSearchDraft } from '../../features/search/useSearchDraft';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './forum.css';
import '../../i18n/communityMessages';

/**
 * `/dashboard/discussion-forum`: the learners' topics, searchable and sorted, 20 a page, with the
 * floating button that opens Create New Topic. The search, sort and page live in the address.
 */
export default function ForumPage() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const navigate = useNavigate();
  const store = useStore();
  const [params, setParams] = useSearchParams();
  const choice = forumListChoice(params);
  const [now] = useState(() => Date.now());
  const [creating, setCreating] = useState(false);
  const [createFailure, setCreateFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TopicFieldErrors | undefined>();
  const fabRef = useRef<HTMLButtonElement>(null);

  const go = (next: ForumListChoice) => setParams(new URLSearchParams(forumListSearch(next)), { replace: true });
  const [draft, setDraft] = useSearchDraft(choice.q, (q) => go({ ...choice, q, page: 1 }));

  const topicsAtom = useMemo(
    () => queryAtom(forumTopicsQuery(choice)),
    [choice.q, choice.sort, choice.page], // eslint-disable-line react-hooks/exhaustive-deps -- the choice's parts are the key
  );
  const topics = useAtomValue(topicsAtom);
  const list = topics.data;

  const submitTopic = async (values: { title: string; description: string; tags: string[] }) => {
    setCreateFailure(null);
    setFieldErrors(undefined);
    try {
      const answer = await createTopic(api, { title: values.title, description: values.description, tags: values.tags });
      showToast(store, 'success', answer.msg);
      await queryClient.invalidateQueries({ queryKey: learnerKey(scopeOf(store), 'forum-topics') });
      navigate(topicPath(answer.topic.id));
    } catch (error) {
      setFieldErrors(fieldErrorsFor(error, topicFields) ?? undefined);
      setCreateFailure(failureMessage(t, error));
      throw error;
    }
  };

  return (
    <section className={dashboard.page} aria-labelledby="forum-title">
      <div>
        <h1 id="forum-title" className={dashboard.title}>
          {t('forum.title')}
        </h1>
        <p className={styles.lead}>{t('forum.lead')}</p>
      </div>
      <ForumTopicList
        topics={list ? list.topics.map(topicData) : []}
        query={draft}
        onQueryChange={setDraft}
        sort={choice.sort}
        onSortChange={(sort) => go({ ...choice, sort, page: 1 })}
        page={list?.page ?? choice.page}
        totalPages={list?.total_pages ?? 1}
        forumTotal={list?.forum_total ?? 0}
        pageHref={(page) => `/dashboard/discussion-forum${forumListSearch({ ...choice, page })}`}
        topicHref={(id) => topicPath(id)}
        linkComponent={RouterLink}
        searchAction="/dashboard/discussion-forum"
        loading={topics.isPending}
        error={topics.isError ? failureMessage(t, topics.error) : null}
        onRetry={() => void topics.refetch()}
        headingLevel={2}
        locale={locale}
        now={now}
        labels={topicListLabels(t)}
      />
      <NewTopicButton ref={fabRef} label={t('forum.newTopic')} onClick={() => setCreating(true)} />
      <CreateTopicDialog
        open={creating}
        onClose={() => {
          setCreating(false);
          setCreateFailure(null);
          setFieldErrors(undefined);
        }}
        onSubmit={submitTopic}
        fieldErrors={fieldErrors}
        returnFocusRef={fabRef}
        messages={topicMessages(language)}
        labels={createTopicLabels(t, createFailure)}
        locale={locale}
      />
    </section>
  );
}

export const loader = pageData((ensure, _params, request) => [ensure(forumTopicsQuery(forumListChoice(new URL(request.url).searchParams)))]);
