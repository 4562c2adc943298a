import { videoSearchMaxLength, videoTopics, type VideoTopic } from '@pariksha/contract/values';
import { CategoryChips } from '../CategoryChips/CategoryChips';
import { SelectField } from '../SelectField/SelectField';
import { TextField } from '../TextField/TextField';
import * as styles from './LessonFilters.css';

/** An exam that has lessons, for 'Filter by exam'. */
export interface LessonFilterExam {
  slug: string;
  name: string;
}

export interface LessonFiltersLabels {
  /** Names the whole block of filters for screen readers. */
  region: string;
  /** The chips, as the spec writes them. */
  all: string;
  topics: Record<VideoTopic, string>;
  /** Names the row of chips for screen readers. */
  topicGroup: string;
  search: string;
  searchPlaceholder: string;
  exam: string;
  allExams: string;
}

export const defaultLessonFiltersLabels: LessonFiltersLabels = {
  region: 'Find a lesson',
  all: 'ALL',
  topics: {
    logical_reasoning: 'LOGICAL REASONING',
    verbal_ability: 'VERBAL ABILITY',
    quantitative_ability: 'QUANTITATIVE ABILITY',
  },
  topicGroup: 'Topics',
  search: 'Search lessons',
  searchPlaceholder: 'Syllogism, percentages, idioms…',
  exam: 'Filter by exam',
  allExams: 'All exams',
};

export interface LessonFiltersProps {
  /** The chosen topic; null is ALL. */
  topic: VideoTopic | null;
  onTopicChange: (topic: VideoTopic | null) => void;
  /** The search text as typed; the page decides when to search with it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The chosen exam's slug; '' is All exams. */
  exam: string;
  exams: readonly LessonFilterExam[];
  onExamChange: (exam: string) => void;
  labels?: Partial<LessonFiltersLabels>;
}

function isVideoTopic(id: unknown): id is VideoTopic {
  return (videoTopics as readonly unknown[]).includes(id);
}

/**
 * The video library's filters: the spec's topic chips (a row that scrolls sideways within itself
 * on phones), a search box and 'Filter by exam'. Every control is controlled by the page, which
 * keeps them in the address so a filtered library can be shared and reloaded.
 */
export function LessonFilters({
  topic,
  onTopicChange,
  query,
  onQueryChange,
  exam,
  exams,
  onExamChange,
  labels,
}: LessonFiltersProps) {
  const text = { ...defaultLessonFiltersLabels, ...labels };
  const topics = { ...defaultLessonFiltersLabels.topics, ...labels?.topics };
  return (
    <div role="search" aria-label={text.region} className={styles.root}>
      <CategoryChips
        categories={videoTopics.map((id) => ({ id, label: topics[id] }))}
        selectedId={topic}
        onSelect={(id) => onTopicChange(isVideoTopic(id) ? id : null)}
        allLabel={text.all}
        ariaLabel={text.topicGroup}
      />
      <div className={styles.fields}>
        <TextField
          label={text.search}
          name="q"
          type="search"
          value={query}
          onChange={(value) => onQueryChange(value)}
          placeholder={text.searchPlaceholder}
          maxLength={videoSearchMaxLength}
          autoComplete="off"
          enterKeyHint="search"
        />
        <SelectField
          label={text.exam}
          name="exam"
          value={exams.some((option) => option.slug === exam) ? exam : ''}
          onChange={(value) => onExamChange(value)}
          placeholder={text.allExams}
          options={exams.map((option) => ({ value: option.slug, label: option.name }))}
        />
      </div>
    </div>
  );
}
