import type { ReactNode } from 'react';
import { type ContentLanguage, Passage, type PassageLabels, PassageLayout } from '@pariksha/ui';

/**
 * A question and the passage its group shares: beside it on a desktop, above it and foldable on a
 * phone (open at the group's first question). Without a drawn passage, the question alone.
 */
export function QuestionWithPassage({
  group,
  number,
  lang,
  labels,
  children,
}: {
  group: { from: number; to: number; html: string } | null;
  number: number;
  lang: ContentLanguage;
  labels: PassageLabels;
  children: ReactNode;
}) {
  if (group === null) return <>{children}</>;
  return (
    <PassageLayout passage={<Passage key={`${group.from}-${lang}`} html={group.html} lang={lang} from={group.from} to={group.to} defaultOpen={number === group.from} labels={labels} />}>
      {children}
    </PassageLayout>
  );
}
