import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { VideoLessonDetail } from '@pariksha/contract/responses';
import { ButtonLink, VideoPlayer } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { ItemStatus } from '../../components/ItemStatus';
import { learnerKey } from '../../data/learnerKey';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { scopeAtom } from '../../data/scope';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { saveVideoProgress, videoLessonQuery } from '../../features/videos/queries';
import { topicLabels, videoPlayerLabels } from '../../features/videos/videoLabels';
import { RouterLink } from '../../layout/RouterLink';
import * as dashboard from '../dashboard/DashboardPage.css';
import * as styles from './videos.css';
import '../../i18n/communityMessages';

/** `/dashboard/video/{slug}`: one lesson, resumed where the learner stopped, its place saved as they watch. */
export default function VideoLessonPage() {
  const { slug = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const lessonAtom = useMemo(() => queryAtom(videoLessonQuery(slug)), [slug]);
  const lesson = useAtomValue(lessonAtom);
  return (
    <div className={styles.lessonPage}>
      <div>
        <ButtonLink href="/dashboard/video" variant="ghost" linkComponent={RouterLink}>
          <span aria-hidden="true">←</span> {t('videos.back')}
        </ButtonLink>
      </div>
      <ItemStatus query={lesson} loadingText={t('videos.lessonLoading')}>
        {(item) => <Lesson lesson={item} />}
      </ItemStatus>
    </div>
  );
}

export const loader = pageData((ensure, { slug = '' }) => [ensure(videoLessonQuery(slug))]);

function Lesson({ lesson }: { lesson: VideoLessonDetail }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  // A finished lesson starts again from the beginning; an unfinished one where it stopped.
  const startAt = lesson.progress && !lesson.progress.completed ? lesson.progress.position_seconds : 0;

  const save = (position: number, completed: boolean) => {
    saveVideoProgress(api, lesson.slug, { position_seconds: position, completed }).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'continue-watching') });
        void queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'video-lessons') });
      },
      // A lost save costs a few seconds of place; the next one carries the position again.
      () => undefined,
    );
  };

  return (
    <>
      <h1 className={dashboard.title}>{lesson.title}</h1>
      <VideoPlayer
        title={lesson.title}
        sources={lesson.sources}
        captions={lesson.captions}
        captionLang={language}
        poster={lesson.thumbnail_url}
        startAt={startAt}
        onProgress={(seconds) => save(seconds, false)}
        onEnded={() => save(lesson.duration_seconds, true)}
        labels={videoPlayerLabels(t)}
      />
      <section aria-labelledby="lesson-about" className={dashboard.page}>
        <h2 id="lesson-about" className={dashboard.cardTitle}>
          {t('videos.about')}
        </h2>
        <ul className={styles.facts}>
          <li className={styles.fact}>{topicLabels(t)[lesson.topic]}</li>
          <li className={styles.fact}>{lesson.exam ? t('videos.forExam', { exam: lesson.exam.name }) : t('videos.everyExam')}</li>
        </ul>
        <p className={styles.description}>{lesson.description}</p>
        <div>
          <ButtonLink href="/dashboard/test" variant="outline" linkComponent={RouterLink}>
            {t('videos.practise')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
