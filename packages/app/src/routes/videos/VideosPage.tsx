import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContinueWatching, LessonFilters, LessonGrid } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { translatorAtom } from '../../features/language/atoms';
import { useSearchDraft } from '../../features/search/useSearchDraft';
import { lessonChoice, lessonPath, lessonSearch, type LessonChoice } from '../../features/videos/lessonAddress';
import { lessonCard } from '../../features/videos/lessonData';
import { continueWatchingQuery, videoLessonsQuery } from '../../features/videos/queries';
import { lessonCardLabels, lessonFiltersLabels, lessonGridLabels } from '../../features/videos/videoLabels';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './videos.css';
import '../../i18n/communityMessages';

const continueWatchingAtom = queryAtom(continueWatchingQuery);

/**
 * `/dashboard/video`: the lessons the learner started, then the library with the spec's topic
 * chips, a search and 'Filter by exam', all three together and kept in the address.
 */
export default function VideosPage() {
  const t = useAtomValue(translatorAtom);
  const [params, setParams] = useSearchParams();
  const choice = lessonChoice(params);
  const go = (next: LessonChoice) => setParams(new URLSearchParams(lessonSearch(next)), { replace: true });
  const [draft, setDraft] = useSearchDraft(choice.q, (q) => go({ ...choice, q }));

  const lessonsAtom = useMemo(
    () => queryAtom(videoLessonsQuery(choice)),
    [choice.topic, choice.exam, choice.q], // eslint-disable-line react-hooks/exhaustive-deps -- the choice's parts are the key
  );
  const lessons = useAtomValue(lessonsAtom);
  const resume = useAtomValue(continueWatchingAtom);
  const cardLabels = lessonCardLabels(t);
  const href = (lesson: { slug: string }) => lessonPath(lesson.slug);

  return (
    <section className={dashboard.page} aria-labelledby="videos-title">
      <div>
        <h1 id="videos-title" className={dashboard.title}>
          {t('videos.title')}
        </h1>
        <p className={styles.lead}>{t('videos.lead')}</p>
      </div>
      <ContinueWatching
        lessons={resume.data?.map(lessonCard) ?? []}
        lessonHref={href}
        linkComponent={RouterLink}
        heading={t('videos.continue')}
        cardLabels={cardLabels}
      />
      <LessonFilters
        topic={choice.topic}
        onTopicChange={(topic) => go({ ...choice, topic })}
        query={draft}
        onQueryChange={setDraft}
        exam={choice.exam}
        exams={lessons.data?.exams ?? []}
        onExamChange={(exam) => go({ ...choice, exam })}
        labels={lessonFiltersLabels(t)}
      />
      <LessonGrid
        lessons={lessons.data?.lessons.map(lessonCard) ?? []}
        libraryTotal={lessons.data?.library_total ?? 0}
        lessonHref={href}
        linkComponent={RouterLink}
        loading={lessons.isPending}
        error={lessons.isError ? failureMessage(t, lessons.error) : null}
        onRetry={() => void lessons.refetch()}
        onClearFilters={() => {
          setDraft('');
          go({ topic: null, exam: '', q: '' });
        }}
        headingLevel={2}
        labels={lessonGridLabels(t)}
        cardLabels={cardLabels}
      />
    </section>
  );
}

export const loader = pageData((ensure, _params, request) => [
  ensure(videoLessonsQuery(lessonChoice(new URL(request.url).searchParams))),
  ensure(continueWatchingQuery),
]);
