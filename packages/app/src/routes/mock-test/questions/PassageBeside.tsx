import type { ReactNode } from 'react';
import { type ContentLanguage, Passage, type PassageLabels, PassageLayout } from '@pariksha/ui';

export interface PassageBesideProps {
  group: { from: number; to: number; html: string };
  number: number;
  lang: ContentLanguage;
  labels: PassageLabels;
  children: ReactNode;
}

/**
 * A question and the passage its group shares: beside it on a desktop, above it and foldable on a
 * phone (open at the group's first question). Loaded with the first passage (QuestionWithPassage).
 */
export default function PassageBeside({ group, number, lang, labels, children }: PassageBesideProps) {
  return (
    <PassageLayout passage={<Passage key={`${group.from}-${lang}`} html={group.html} lang={lang} from={group.from} to={group.to} defaultOpen={number === group.from} labels={labels} />}>
      {children}
    </PassageLayout>
  );
}
