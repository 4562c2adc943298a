import { useId, useState } from 'react';
import { QuestionView, type ContentLanguage, type QuestionViewProps } from '../QuestionView/QuestionView';
import type { QuestionResponse, QuestionType } from '../QuestionView/questionResponse';
import { SolutionCard, type SolutionCardLabels } from '../SolutionCard/SolutionCard';
import type { SolutionAnswer, SolutionQuestion } from '../SolutionCard/solution';
import { TabPanel } from '../Tabs/TabPanel';
import { Tabs } from '../Tabs/Tabs';
import * as styles from './QuestionPreview.css';

export const questionPreviewWidths = ['phone', 'desktop'] as const;
export type QuestionPreviewWidth = (typeof questionPreviewWidths)[number];

export interface QuestionPreviewLabels {
  /** The width tabs' name for screen readers: 'Preview width'. */
  width: string;
  /** The tabs: 'Phone' (360 px) and 'Desktop'. */
  phone: string;
  desktop: string;
}

export const defaultQuestionPreviewLabels: QuestionPreviewLabels = {
  width: 'Preview width',
  phone: 'Phone',
  desktop: 'Desktop',
};

/** A question's words as Pariksha's server draws them: HTML with MathML, figures and tables. */
export interface QuestionPreviewWords {
  direction?: string;
  text: string;
  options?: readonly string[];
  explanation?: string;
}

export interface QuestionPreviewProps {
  type: QuestionType;
  /** Trusted HTML made by the server's renderer, as RichText takes it; never HTML from anywhere else. */
  words: QuestionPreviewWords;
  lang: ContentLanguage;
  /** The key, shown on the solution card as a learner sees it after the test. */
  correctAnswer: SolutionAnswer;
  /** Numeric: every value from the first to the second counts as correct (a key with a tolerance). */
  acceptedRange?: readonly [from: number, to: number];
  /** The width shown first: a phone's, where most learners meet the question. */
  defaultWidth?: QuestionPreviewWidth;
  labels?: Partial<QuestionPreviewLabels>;
  questionLabels?: QuestionViewProps['labels'];
  solutionLabels?: Partial<SolutionCardLabels>;
}

function emptyResponse(type: QuestionType): QuestionResponse {
  if (type === 'numeric') return { type, typed: '' };
  if (type === 'single') return { type, choice: null };
  return { type, choices: [] };
}

/**
 * A question as learners will meet it, for the people who write it: drawn by the test screen's own
 * QuestionView (answerable, so the keypad or the options can be tried) and then its SolutionCard
 * with the key and the worked explanation, in a frame as wide as a phone's screen or a laptop's.
 */
export function QuestionPreview({
  type,
  words,
  lang,
  correctAnswer,
  acceptedRange,
  defaultWidth = 'phone',
  labels,
  questionLabels,
  solutionLabels,
}: QuestionPreviewProps) {
  const text = { ...defaultQuestionPreviewLabels, ...labels };
  const panelId = useId();
  const [width, setWidth] = useState<QuestionPreviewWidth>(defaultWidth);
  const [response, setResponse] = useState<QuestionResponse>(() => emptyResponse(type));
  // A change of type (single to numeric) starts the answer afresh.
  const shown = response.type === type ? response : emptyResponse(type);
  const solution: SolutionQuestion = {
    id: 'preview',
    number: 1,
    sectionName: '',
    type,
    texts: {
      [lang]: {
        text: '',
        explanation: '',
        textHtml: words.text,
        optionsHtml: words.options,
        directionHtml: words.direction,
        explanationHtml: words.explanation,
      },
    },
    yourAnswer: null,
    correctAnswer,
    acceptedRange,
    outcome: 'unanswered',
    marked: false,
    timeSpentMs: 0,
    timeSpent: '00:00',
  };
  return (
    <div className={styles.root}>
      <Tabs
        label={text.width}
        panelId={panelId}
        tabs={questionPreviewWidths.map((id) => ({ id, label: text[id] }))}
        value={width}
        onValueChange={(id) => setWidth(id === 'desktop' ? 'desktop' : 'phone')}
      />
      <TabPanel id={panelId} value={width}>
        <div className={`${styles.frame} ${styles.frameWidth[width]}`} data-width={width}>
          <div className={styles.stack}>
            <QuestionView
              number={1}
              text=""
              textHtml={words.text}
              optionsHtml={words.options}
              directionHtml={words.direction}
              value={shown}
              onChange={setResponse}
              lang={lang}
              headingLevel={3}
              labels={questionLabels}
            />
            <SolutionCard question={solution} language={lang} headingLevel={3} labels={solutionLabels} />
          </div>
        </div>
      </TabPanel>
    </div>
  );
}
