import type { LessonCardLabels, LessonFiltersLabels, LessonGridLabels, VideoPlayerLabels, VideoTopicLabels } from '@pariksha/ui';
import type { Translator } from '../../i18n/translate';

// The video components' words in the reader's language.

export function topicLabels(t: Translator): VideoTopicLabels {
  return { logical_reasoning: t('videos.topicLogical'), verbal_ability: t('videos.topicVerbal'), quantitative_ability: t('videos.topicQuant') };
}

export function lessonCardLabels(t: Translator): LessonCardLabels {
  return {
    topics: topicLabels(t),
    everyExam: t('videos.everyExam'),
    duration: (time) => t('videos.duration', { time }),
    watched: t('videos.watched'),
    watchedPart: (position, duration) => t('videos.watchedPart', { position, duration }),
    resumeAt: (position) => t('videos.resumeAt', { position }),
  };
}

export function lessonFiltersLabels(t: Translator): LessonFiltersLabels {
  return {
    region: t('videos.region'),
    all: t('videos.all'),
    topics: { logical_reasoning: t('videos.chipLogical'), verbal_ability: t('videos.chipVerbal'), quantitative_ability: t('videos.chipQuant') },
    topicGroup: t('videos.topicGroup'),
    search: t('videos.search'),
    searchPlaceholder: t('videos.searchPlaceholder'),
    exam: t('videos.exam'),
    allExams: t('videos.allExams'),
  };
}

export function lessonGridLabels(t: Translator): LessonGridLabels {
  return {
    list: t('videos.list'),
    loading: t('videos.loading'),
    empty: t('videos.empty'),
    noMatch: t('videos.noMatch'),
    clearFilters: t('videos.clearFilters'),
    error: (message) => t('videos.error', { message }),
    retry: t('videos.retry'),
  };
}

export function videoPlayerLabels(t: Translator): VideoPlayerLabels {
  return {
    resumingFrom: (time) => t('videos.resumingFrom', { time }),
    startOver: t('videos.startOver'),
    cannotPlay: t('videos.cannotPlay'),
    tryAgain: t('videos.retry'),
    keyboardHint: t('videos.keyboardHint'),
  };
}
