import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { forumRepliesPageSize } from '@pariksha/contract/values';
import type { ForumTopicPage as TopicPageData } from '@pariksha/contract/responses';
import { ButtonLink, ForumPost, ForumReplyForm, ForumReplyList, type TopicFieldErrors } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { ItemStatus } from '../../components/ItemStatus';
import { learnerKey } from '../../data/learnerKey';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { topicPath } from '../../features/forum/forumAddress';
import { postData, topicData, topicFields } from '../../features/forum/forumData';
import { postLabels, replyFormLabels, replyListLabels, replyMessages, topicMessages } from '../../features/forum/forumLabels';
import { createReply, forumTopicQuery } from '../../features/forum/queries';
import { useForumActions } from '../../features/forum/useForumActions';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './forum.css';
import '../../i18n/communityMessages';

function replyPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/dashboard/discussion-forum/{id}`: a topic, its replies (oldest first, 50 a page) and a reply box. */
export default function ForumTopicPage() {
  const { topicId = '' } = useParams();
  const [search] = useSearchParams();
  const page = replyPage(search);
  const t = useAtomValue(translatorAtom);
  const topicAtom = useMemo(() => queryAtom(forumTopicQuery(topicId, page)), [topicId, page]);
  const topic = useAtomValue(topicAtom);
  return (
    <div className={styles.topicPage}>
      <div>
        <ButtonLink href="/dashboard/discussion-forum" variant="ghost" linkComponent={RouterLink}>
          <span aria-hidden="true">←</span> {t('forum.back')}
        </ButtonLink>
      </div>
      <ItemStatus query={topic} loadingText={t('forum.topicLoading')}>
        {(data) => <TopicThread data={data} />}
      </ItemStatus>
    </div>
  );
}

export const loader = pageData((ensure, { topicId = '' }, request) => [
  ensure(forumTopicQuery(topicId, replyPage(new URL(request.url).searchParams))),
]);

function TopicThread({ data }: { data: TopicPageData }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const [topicErrors, setTopicErrors] = useState<TopicFieldErrors | undefined>();
  const [replyError, setReplyError] = useState<string | undefined>();
  const { topic, replies } = data;
  const scope = useAtomValue(scopeAtom);
  const actions = useForumActions(scope, queryClient, topic.id);
  const labels = postLabels(t);
  const toast = (message: string) => showToast(store, 'success', message);

  const postReply = async (body: string) => {
    setReplyError(undefined);
    try {
      await createReply(api, topic.id, { body });
      // Newest last: a reply that starts a new page is shown there.
      const lastPage = Math.max(1, Math.ceil((data.total + 1) / forumRepliesPageSize));
      await queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'forum-topic', String(topic.id)) });
      void queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'forum-topics') });
      if (lastPage !== data.page) navigate(topicPath(topic.id, lastPage));
    } catch (error) {
      setReplyError(failureMessage(t, error) ?? undefined);
      throw error;
    }
  };

  return (
    <>
      <ForumPost
        kind="topic"
        post={topicData(topic)}
        headingLevel={1}
        onToggleLike={(liked) => void actions.like(topic, liked)}
        likePending={actions.liking.has(topic.id)}
        onReport={async (reason) => {
          const answer = await actions.report(topic, reason);
          toast(answer.msg);
          if (answer.hidden) navigate('/dashboard/discussion-forum');
        }}
        onSave={async (values) => {
          setTopicErrors(undefined);
          try {
            toast((await actions.saveTopic(topic, values)).msg);
          } catch (error) {
            setTopicErrors(fieldErrorsFor(error, topicFields) ?? undefined);
            throw error;
          }
        }}
        fieldErrors={topicErrors}
        onDelete={async () => {
          const answer = await actions.remove(topic);
          toast(answer.msg);
          navigate('/dashboard/discussion-forum');
        }}
        messages={topicMessages(language)}
        locale={locale}
        now={now}
        labels={labels}
      />
      <ForumReplyList
        total={data.total}
        page={data.page}
        totalPages={data.total_pages}
        pageHref={(page) => topicPath(topic.id, page)}
        linkComponent={RouterLink}
        headingLevel={2}
        locale={locale}
        labels={replyListLabels(t)}
      >
        {replies.map((reply) => (
          <ForumPost
            key={reply.id}
            kind="reply"
            post={postData(reply)}
            onToggleLike={(liked) => void actions.like(reply, liked)}
            likePending={actions.liking.has(reply.id)}
            onReport={async (reason) => toast((await actions.report(reply, reason)).msg)}
            onSave={async ({ body }) => toast((await actions.saveReply(reply, body)).msg)}
            onDelete={async () => toast((await actions.remove(reply)).msg)}
            messages={replyMessages(language)}
            locale={locale}
            now={now}
            labels={labels}
          />
        ))}
      </ForumReplyList>
      {topic.hidden ? (
        <p className={styles.closedNotice}>{t('forum.hiddenNoReplies')}</p>
      ) : (
        <ForumReplyForm onSubmit={postReply} error={replyError} messages={replyMessages(language)} labels={replyFormLabels(t)} locale={locale} />
      )}
    </>
  );
}
