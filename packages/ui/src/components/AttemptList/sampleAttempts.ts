import type { AttemptListItem } from './AttemptList';

const tests: readonly [en: string, hi: string, totalMarks: number][] = [
  ['SBI PO Prelims Mock Test 1', 'एसबीआई पीओ प्रारंभिक मॉक टेस्ट 1', 100],
  ['IBPS Clerk Prelims Mock Test 3', 'आईबीपीएस क्लर्क प्रारंभिक मॉक टेस्ट 3', 100],
  ['SSC CGL Tier I Full Mock 2', 'एसएससी सीजीएल टियर I फुल मॉक 2', 200],
  ['RRB NTPC CBT 1 Mock Test 5', 'आरआरबी एनटीपीसी सीबीटी 1 मॉक टेस्ट 5', 100],
];

/**
 * `count` attempts, newest first, one a day back from 24 Nov 2026 (stories only). The first is
 * in progress when `firstInProgress`; every fourth is a retake, which has no rank.
 */
export function sampleAttempts(count: number, { language = 'en', firstInProgress = true }: { language?: 'en' | 'hi'; firstInProgress?: boolean } = {}): AttemptListItem[] {
  const newest = Date.parse('2026-11-24T09:05:00Z');
  return Array.from({ length: count }, (_, index) => {
    const [en, hi, totalMarks] = tests[index % tests.length] ?? ['Mock Test', 'मॉक टेस्ट', 100];
    const inProgress = firstInProgress && index === 0;
    const retake = index % 4 === 3;
    const score = inProgress ? null : ((index * 7.25 + 38.5) % totalMarks) - (index === 5 ? 45 : 0);
    return {
      id: `attempt-${index + 1}`,
      title: language === 'hi' ? hi : en,
      startedAt: new Date(newest - index * 86_400_000 - (index % 3) * 3_600_000).toISOString(),
      status: inProgress ? 'in_progress' : 'submitted',
      score,
      totalMarks,
      rank: inProgress || retake ? null : 12 + index * 3,
      candidates: inProgress || retake ? null : 348 + index,
      href: inProgress ? `/test/attempt-${index + 1}/questions` : `/dashboard/test-result/attempt-${index + 1}`,
    };
  });
}
