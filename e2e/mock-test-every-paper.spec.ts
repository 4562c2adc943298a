import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AttemptQuestion, AttemptView } from '@pariksha/contract/responses/attempts';
import type { ImportedItem } from '../packages/server/src/question-content/item.ts';
import { readBundledQuestions } from '../packages/server/src/seed/bundled-questions.ts';
import { renderRichText } from '../packages/server/src/question-content/render/index.ts';
import { jumpTo, learnerApi, learnerName, questionHeading, signIn, signUp } from './learners';
import { scrollsSideways, test } from './support';

// Every seeded paper pattern, taken by a learner from its category's test list to the result:
// the spec's default General Aptitude test, SBI PO (in Hindi), SSC CGL, JEE Main and NEET UG (in
// Hindi, its questions written for NEET). Each answers
// one question right and one wrong (JEE also a numeric answer on the keypad; the general test a
// multiple-correct one, on checkboxes, marked for review), and the result's table must show
// the paper's sections and marking.
// On a phone the summary and result read without sideways scrolling.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

type Language = 'en' | 'hi';

/** The screen's words the tests press, in each language (the catalogues' texts). */
const words = {
  en: {
    take: 'Take Test',
    declaration: /I have read/,
    start: 'START TEST',
    saveAndNext: 'Save & Next',
    markAndNext: 'Mark for Review & Next',
    submitTest: 'Submit Test',
    palette: 'Question palette',
    nextPage: 'Next questions',
    question: 'Question',
    confirm: 'Are you sure you want to submit test ?',
    submit: 'Submit',
    resultTitle: 'Your Test Results',
    candidate: 'Candidate',
    continue: 'Continue',
    total: 'Total',
    columns: ['Section Name', 'Attempted', 'Correct', 'Wrong', 'Score', 'Time Spent'],
  },
  hi: {
    take: 'टेस्ट दें',
    declaration: /मैंने निर्देश पढ़/,
    start: 'टेस्ट शुरू करें',
    saveAndNext: 'सेव करें और आगे',
    markAndNext: 'समीक्षा के लिए चिह्नित करें और आगे',
    submitTest: 'टेस्ट जमा करें',
    palette: 'प्रश्न पैलेट',
    nextPage: 'अगले प्रश्न',
    question: 'प्रश्न',
    confirm: 'क्या आप वाकई टेस्ट जमा करना चाहते हैं?',
    submit: 'जमा करें',
    resultTitle: 'आपके टेस्ट के परिणाम',
    candidate: 'अभ्यर्थी',
    continue: 'आगे बढ़ें',
    total: 'कुल',
    columns: ['खंड का नाम', 'हल किए', 'सही', 'गलत', 'स्कोर', 'लगा समय'],
  },
} as const;
type Words = (typeof words)[Language];

interface SeedExam {
  id: number;
  slug: string;
  category_id: number;
  title: string;
  translations: Array<{ language_code: string; title: string }>;
}

// ── The answer key: the content files the server seeds from, matched to the paper by the question's English words ──

const fingerprint = (text: string, options: readonly string[] = []) => [text, ...options].join('\u0001');
let answerKey: Promise<Map<string, ImportedItem>> | undefined;

/** A content file's English words as the server draws them for learners (the paper's `html: true` words). */
function drawnFingerprint(item: ImportedItem): string {
  const words = item.translations.en;
  const draw = (source: string, inline: boolean) => renderRichText(source, { lang: 'en', inline }).html;
  return fingerprint(draw(words?.text ?? '', false), (words?.options ?? []).map((option) => draw(option, true)));
}

async function seedQuestion(question: AttemptQuestion): Promise<ImportedItem> {
  answerKey ??= readBundledQuestions().then(({ items }) => new Map(items.map((item) => [drawnFingerprint(item), item])));
  const english = question.translations.find((translation) => translation.language_code === 'en');
  const found = english ? (await answerKey).get(fingerprint(english.text, english.options)) : undefined;
  if (found === undefined) throw new Error(`Question ${question.number} is not in the seeded content files`);
  return found;
}

// ── The exam (the learner and their api are in learners.ts) ──

async function examBySlug(request: APIRequestContext, slug: string): Promise<SeedExam> {
  const exams = ((await (await request.get('/api/v1/getAllExams')).json()) as { data: SeedExam[] }).data;
  const exam = exams.find((item) => item.slug === slug);
  if (exam === undefined) throw new Error(`The seed has no ${slug}`);
  return exam;
}

// ── The screens ──

/** Signed in (the token as the app keeps it), in the language asked, on the exam's test list, through the instructions. */
async function takeTest(page: Page, request: APIRequestContext, slug: string, language: Language) {
  const token = await signUp(request);
  await signIn(page.context(), token, language);
  const exam = await examBySlug(request, slug);
  const title = exam.translations.find((translation) => translation.language_code === language)?.title ?? exam.title;
  const say = words[language];
  await page.goto(`/dashboard/test-list/${exam.category_id}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: say.take }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-instruction\\?attempt=${uuid}$`));
  const attemptId = new URL(page.url()).searchParams.get('attempt') ?? '';
  const view = await learnerApi(request, '', token).attempt(attemptId);
  // The instructions' section table: the paper's sections, each with its question count.
  for (const section of view.paper.sections) {
    const name = section.translations.find((translation) => translation.language_code === language)?.name ?? section.name;
    await expect.poll(() => valuesOf(page.getByRole('row', { name: new RegExp(`^${escape(name)}`) }))).toContain(String(section.questions.length));
  }
  await page.getByLabel(say.declaration).check();
  await page.getByRole('button', { name: say.start }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${attemptId}$`));
  return { view, attemptId, say };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers the question on screen with its key (`right`) or with another option, then Save & Next. */
async function answer(page: Page, say: Words, question: AttemptQuestion, right: boolean, next: 'save' | 'mark' = 'save') {
  const key = await seedQuestion(question);
  const answers = Array.isArray(key.answer) ? key.answer : [key.answer];
  const value = answers[0] ?? 0;
  await expect(questionHeading(page, question.number)).toBeVisible();
  if (key.type === 'single') {
    const count = key.translations.en?.options?.length ?? 0;
    await page.getByRole('radio').nth(right ? value : (value + 1) % count).check();
  } else if (key.type === 'multiple') {
    const count = key.translations.en?.options?.length ?? 0;
    const wrong = Array.from({ length: count }, (_, index) => index).filter((index) => !answers.includes(index));
    for (const choice of right ? answers : wrong) await page.getByRole('checkbox').nth(choice).check();
  } else {
    // Typed on the on-screen keypad, as on exam day.
    const typed = String(right ? value : value + key.tolerance + 1);
    const keypad = page.getByRole('group', { name: 'Number keypad' });
    for (const character of typed) {
      const name = character === '.' ? 'Decimal point' : character === '-' ? 'Minus' : character;
      await keypad.getByRole('button', { name, exact: true }).click();
    }
    await expect(page.getByLabel('Your answer')).toHaveValue(typed.replace('-', '\u2212'));
  }
  await page.getByRole('button', { name: next === 'save' ? say.saveAndNext : say.markAndNext, exact: true }).click();
}

/** A row's values, as shown (the column name a phone repeats in each cell is left out). */
function valuesOf(row: Locator): Promise<string[]> {
  return row.locator('td').evaluateAll((cells) => cells.map((cell) => cell.lastElementChild?.textContent ?? cell.textContent ?? ''));
}

/** Summary, then Submit; on a phone nothing there or on the result scrolls sideways. */
async function submit(page: Page, isMobile: boolean, say: Words, attemptId: string) {
  await page.getByRole('button', { name: say.submitTest }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-summary\\?attempt=${attemptId}$`));
  await expect(page.getByText(say.confirm)).toBeVisible();
  await expectTableFits(page, isMobile);
  await page.getByRole('button', { name: say.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${attemptId}$`));
  await expect(page.getByRole('heading', { name: say.resultTitle })).toBeVisible();
  // The candidate beside the scores: name and the profile's picture (the default: profiles have no photo yet).
  const candidate = page.getByRole('region', { name: say.candidate });
  await expect(candidate.getByText(learnerName)).toBeVisible();
  await expect(candidate.locator('img[src$="/images/avatar-default.svg"]')).toBeVisible();
  await expect(page.getByRole('link', { name: say.continue })).toBeVisible();
  await expectTableFits(page, isMobile);
}

/** A phone shows each section as a card with its values named (no sideways scrolling); a desktop, the table's header row. */
async function expectTableFits(page: Page, isMobile: boolean) {
  const firstHeader = page.getByRole('columnheader').first();
  const namedValue = page.locator('td [aria-hidden="true"]').first();
  if (isMobile) {
    await expect(namedValue).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const [box, viewport] = [await page.getByRole('table').boundingBox(), page.viewportSize()];
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport?.width ?? 0);
    // Chromium's own accessibility tree (what a screen reader gets) still has a table, as cards.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value?: unknown } }> };
    const roles = new Set(nodes.map((node) => String(node.role?.value ?? '').toLowerCase()));
    expect([...roles].filter((role) => ['table', 'row', 'rowheader', 'columnheader', 'cell'].includes(role)).sort()).toEqual([
      'cell',
      'columnheader',
      'row',
      'rowheader',
      'table',
    ]);
    await cdp.detach();
  } else {
    await expect(firstHeader).toBeVisible();
    await expect(namedValue).toBeHidden();
  }
}

/** The result's rows: each section's Attempted, Correct, Wrong and Score (Time Spent varies), then Total. */
async function expectResult(page: Page, say: Words, rows: Array<[name: string, attempted: string, correct: number, wrong: number, score: string]>) {
  const table = page.getByRole('table', { name: say.resultTitle });
  await expect(table.getByRole('columnheader')).toHaveText([...say.columns]);
  await expect(table.getByRole('rowheader')).toHaveText(rows.map(([name]) => name));
  for (const [name, attempted, correct, wrong, score] of rows) {
    const values = await valuesOf(table.getByRole('row', { name: new RegExp(`^${escape(name)}`) }));
    expect(values.slice(0, 4), name).toEqual([attempted, String(correct), String(wrong), score]);
  }
}

const nameIn = (view: AttemptView, index: number, language: Language) => {
  const section = view.paper.sections[index];
  return section?.translations.find((translation) => translation.language_code === language)?.name ?? section?.name ?? '';
};

test('SSC CGL (4 × 25, +2/−0.5): one right, one wrong and one only marked score 1.5 in the first section', async ({ page, request, isMobile }) => {
  const { view, attemptId, say } = await takeTest(page, request, 'ssc-cgl-tier-1', 'en');
  expect(view.paper.sections.map((section) => [section.questions.length, section.marks_correct, section.marks_wrong])).toEqual(
    Array.from({ length: 4 }, () => [25, 2, 0.5]),
  );
  const [first, second, third] = view.paper.sections[0]?.questions ?? [];
  if (!first || !second || !third) throw new Error('The SSC paper has too few questions');
  await answer(page, say, first, true);
  await answer(page, say, second, false);
  // Marked without an answer: not attempted, not scored.
  await page.getByRole('button', { name: say.markAndNext, exact: true }).click();
  await page.getByRole('button', { name: say.submitTest }).click();
  await expect(page.getByText('Marked but not answered — will not be scored: 3')).toBeVisible();
  await expect.poll(() => valuesOf(page.getByRole('row', { name: new RegExp(`^${escape(nameIn(view, 0, 'en'))}`) }))).toEqual(['25', '2', '0', '1', '1', '21']);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await submit(page, isMobile, say, attemptId);
  await expectResult(page, say, [
    [nameIn(view, 0, 'en'), '2/25', 1, 1, '1.5'],
    [nameIn(view, 1, 'en'), '0/25', 0, 0, '0'],
    [nameIn(view, 2, 'en'), '0/25', 0, 0, '0'],
    [nameIn(view, 3, 'en'), '0/25', 0, 0, '0'],
    [say.total, '2/100', 1, 1, '1.5'],
  ]);
});

test('SBI PO in Hindi (30 + 35 + 35, +1/−0.25): one right and one wrong score 0.75', async ({ page, request, isMobile }) => {
  const { view, attemptId, say } = await takeTest(page, request, 'sbi-po-prelims', 'hi');
  expect(view.paper.sections.map((section) => [section.questions.length, section.marks_correct, section.marks_wrong])).toEqual([
    [30, 1, 0.25],
    [35, 1, 0.25],
    [35, 1, 0.25],
  ]);
  const [first, second] = view.paper.sections[0]?.questions ?? [];
  if (!first || !second) throw new Error('The SBI PO paper has too few questions');
  await answer(page, say, first, true);
  await answer(page, say, second, false);
  await submit(page, isMobile, say, attemptId);
  await expectResult(page, say, [
    [nameIn(view, 0, 'hi'), '2/30', 1, 1, '0.75'],
    [nameIn(view, 1, 'hi'), '0/35', 0, 0, '0'],
    [nameIn(view, 2, 'hi'), '0/35', 0, 0, '0'],
    [say.total, '2/100', 1, 1, '0.75'],
  ]);
});

test('the spec’s default General Aptitude test (25 each, +1, no negative): a multiple-correct answer marked for review is scored', async ({ page, request, isMobile }) => {
  const { view, attemptId, say } = await takeTest(page, request, 'ssc-gd-constable', 'en');
  expect(view.paper.pattern).toBe('general');
  expect(view.paper.sections.map((section) => [section.slug, section.questions.length, section.marks_correct, section.marks_wrong])).toEqual([
    ['reasoning', 25, 1, 0],
    ['quantitative-aptitude', 25, 1, 0],
    ['english-language', 25, 1, 0],
    ['general-awareness', 25, 1, 0],
  ]);
  const questions = view.paper.sections.flatMap((section) => section.questions);
  // The general paper holds multiple-correct questions (checkboxes: the divisibility family).
  const marked = questions.find((question) => question.type === 'multiple' && question.number > 1);
  const [first] = questions;
  if (!first || !marked) throw new Error('The general paper has no multiple-correct question after its first');
  await answer(page, say, first, false);
  // Its section first: the palette shows the section on screen.
  const sectionOf = view.paper.sections.findIndex((section) => section.questions.includes(marked));
  await page.getByRole('button', { name: nameIn(view, sectionOf, 'en'), exact: true }).click();
  await jumpTo(page, isMobile, marked.number);
  await expect(page.getByText('Choose every correct answer. More than one may be correct.')).toBeVisible();
  await answer(page, say, marked, true, 'mark');
  await page.getByRole('button', { name: say.submitTest }).click();
  await expect(page.getByText(`Answered and marked — will be scored: ${marked.number}`)).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await submit(page, isMobile, say, attemptId);
  await expectResult(page, say, [
    ...view.paper.sections.map((section, index): [string, string, number, number, string] => {
      const attempted = (index === 0 ? 1 : 0) + (index === sectionOf ? 1 : 0);
      const correct = index === sectionOf ? 1 : 0;
      const wrong = index === 0 ? 1 : 0;
      return [nameIn(view, index, 'en'), `${attempted}/${section.questions.length}`, correct, wrong, String(correct)];
    }),
    [say.total, '2/100', 1, 1, '1'],
  ]);
});

test('JEE Main (Physics, Chemistry, Maths: 20 single + 5 numeric, +4/−1): a keypad answer counts', async ({ page, request, isMobile }) => {
  const { view, attemptId, say } = await takeTest(page, request, 'jee-main-paper-1', 'en');
  expect(view.paper.sections.map((section) => [section.questions.map((question) => question.type).join(','), section.marks_correct, section.marks_wrong])).toEqual(
    Array.from({ length: 3 }, () => [[...Array<string>(20).fill('single'), ...Array<string>(5).fill('numeric')].join(','), 4, 1]),
  );
  const physics = view.paper.sections[0]?.questions ?? [];
  const [first, second, numeric] = [physics[0], physics[1], physics[20]];
  if (!first || !second || !numeric) throw new Error('The JEE paper has too few questions');
  await answer(page, say, first, true);
  await answer(page, say, second, false);
  await jumpTo(page, isMobile, numeric.number);
  await answer(page, say, numeric, true);
  await submit(page, isMobile, say, attemptId);
  await expectResult(page, say, [
    [nameIn(view, 0, 'en'), '3/25', 2, 1, '7'],
    [nameIn(view, 1, 'en'), '0/25', 0, 0, '0'],
    [nameIn(view, 2, 'en'), '0/25', 0, 0, '0'],
    [say.total, '3/75', 2, 1, '7'],
  ]);
});

test('NEET UG in Hindi (Physics, Chemistry, Botany, Zoology: 45 each, +4/−1): its own paper, written for NEET, to the result', async ({ page, request, isMobile }) => {
  const { view, attemptId, say } = await takeTest(page, request, 'neet-ug', 'hi');
  expect(view.paper.pattern).toBe('exam');
  expect(view.paper.sections.map((section) => [section.slug, section.questions.length, section.marks_correct, section.marks_wrong])).toEqual([
    ['physics', 45, 4, 1],
    ['chemistry', 45, 4, 1],
    ['botany', 45, 4, 1],
    ['zoology', 45, 4, 1],
  ]);
  // Every question is one written for NEET (content/questions/neet/), none of JEE's.
  for (const question of view.paper.sections.flatMap((section) => section.questions)) {
    const key = await seedQuestion(question);
    expect(key.exams, key.key).toContain('neet-ug');
  }
  const [first, second] = view.paper.sections[0]?.questions ?? [];
  const botany = view.paper.sections[2]?.questions[0];
  if (!first || !second || !botany) throw new Error('The NEET paper has too few questions');
  // The question in Hindi, as the learner chose.
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/);
  await answer(page, say, first, true);
  await answer(page, say, second, false);
  await page.getByRole('button', { name: nameIn(view, 2, 'hi'), exact: true }).click();
  await answer(page, say, botany, true);
  await submit(page, isMobile, say, attemptId);
  await expectResult(page, say, [
    [nameIn(view, 0, 'hi'), '2/45', 1, 1, '3'],
    [nameIn(view, 1, 'hi'), '0/45', 0, 0, '0'],
    [nameIn(view, 2, 'hi'), '1/45', 1, 0, '4'],
    [nameIn(view, 3, 'hi'), '0/45', 0, 0, '0'],
    [say.total, '3/180', 2, 1, '7'],
  ]);
});
