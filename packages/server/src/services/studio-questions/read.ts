import { desc, eq } from 'drizzle-orm';
import type { StudioQuestion } from '@pariksha/contract/studio-questions';
import { questionItems, questions } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import { questionReports } from '../../db/question-reports-schema.js';
import { reportView } from '../attempts/question-reports.js';
import { versionsOf } from './versions.js';
import { versionView } from './views.js';

/** One question with every version, newest first, and learners' reports on any of them; null for an unknown key. */
export async function readQuestion(db: Pick<Database, 'select'>, key: string): Promise<StudioQuestion | null> {
  const versions = (await versionsOf(db, [key])).get(key);
  if (versions === undefined) return null;
  const reports = await db
    .select({ report: questionReports, version: questions.version })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(questionItems, eq(questionItems.id, questionReports.itemId))
    .where(eq(questionItems.key, key))
    .orderBy(desc(questionReports.reportedAt));
  return {
    key,
    versions: versions.map(versionView),
    reports: reports.map(({ report, version }) => ({ ...reportView(report), version })),
  };
}
