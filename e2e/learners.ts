import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { AttemptResult, AttemptView, MyAttempt } from '@pariksha/contract/responses/attempts';

// A learner and their mock-test attempt on a server the test names (its own process, or a proxy
// in front of several): signing up, the api calls a test reads the truth with, and the question
// screen's palette.

/** The name every learner these tests sign up goes by (the result shows it). */
export const learnerName = 'Ravi Kumar';

/** A new learner through the api; their token. `base`: '' for the server under test. */
export async function signUp(request: APIRequestContext, base = ''): Promise<string> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post(`${base}/api/v1/signup`, {
    data: { first_name: learnerName, phone: '9812345670', email: `ravi.${unique}@example.in`, password: 'pariksha-2026' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs the browser in, as the app keeps a session (the token under `token` in localStorage), in `language`. */
export async function signIn(context: BrowserContext, token: string, language: 'en' | 'hi' = 'en'): Promise<void> {
  await context.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('token', value);
      if (lang === 'hi') window.localStorage.setItem('lang', 'hi');
    },
    [token, language] as const,
  );
}

/** The learner's side of the api, with their token. */
export function learnerApi(request: APIRequestContext, base: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }
  return {
    async sscExam(): Promise<{ id: number; category_id: number }> {
      const exams = await data<Array<{ id: number; category_id: number; slug: string }>>(await request.get(`${base}/api/v1/getAllExams`));
      const exam = exams.find((item) => item.slug === 'ssc-cgl-tier-1');
      if (exam === undefined) throw new Error('The seed has no SSC CGL Tier 1');
      return exam;
    },
    async start(examId: number): Promise<AttemptView> {
      return data(await request.post(`${base}/api/v1/startAttempt`, { headers, data: { exam_id: examId } }));
    },
    async attempt(attemptId: string): Promise<AttemptView> {
      return data(await request.get(`${base}/api/v1/getAttempt/${attemptId}`, { headers }));
    },
    async result(attemptId: string): Promise<AttemptResult> {
      return data(await request.get(`${base}/api/v1/getAttemptResult/${attemptId}`, { headers }));
    },
    async submit(attemptId: string): Promise<AttemptResult> {
      return data(await request.post(`${base}/api/v1/submitAttempt`, { headers, data: { attempt_id: attemptId } }));
    },
    async mine(): Promise<MyAttempt[]> {
      return data(await request.get(`${base}/api/v1/getMyAttempts`, { headers }));
    },
    /** A save as a browser sends it; the raw response, for refusals. */
    save(attemptId: string, questionId: number, choice: number) {
      return request.post(`${base}/api/v1/saveResponses`, {
        headers,
        data: {
          attempt_id: attemptId,
          client_id: `late-${Math.random().toString(36).slice(2)}`,
          seq: 1,
          changes: [{ question_id: questionId, answer: { choice }, marked: false, visited: true, time_spent_ms: 1000 }],
        },
      });
    },
  };
}

/** question id → chosen option, from an attempt's saved responses. */
export function savedChoices(view: AttemptView): Record<number, number | null> {
  return Object.fromEntries(
    view.responses.map((response) => [response.question_id, response.answer !== null && 'choice' in response.answer ? response.answer.choice : null]),
  );
}

/** The ids of the paper's first questions, in order. */
export function firstQuestionIds(view: AttemptView, count: number): number[] {
  return view.paper.sections.flatMap((section) => section.questions.map((question) => question.id)).slice(0, count);
}

/** 'Question' in either language of the screen. */
const questionWord = '(?:Question|प्रश्न)';

export const questionHeading = (page: Page, number: number) => page.getByRole('heading', { name: new RegExp(`^${questionWord} ${number}$`) });

/** The palette (on a phone, in its drawer); open it first with `openPalette`. */
export function palette(page: Page, isMobile: boolean) {
  return isMobile ? page.getByRole('dialog') : page.getByRole('complementary');
}

export async function openPalette(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: /^(?:Question palette|प्रश्न पैलेट)$/ }).click();
}

/**
 * A palette jump to a question (it does not save the choice on screen), turning the palette's
 * pages of 20 until its button shows.
 */
export async function jumpTo(page: Page, isMobile: boolean, number: number): Promise<void> {
  await openPalette(page, isMobile);
  const scope = palette(page, isMobile);
  // The palette first, or a page still loading would look like a button on another page.
  await expect(scope.getByRole('button', { name: new RegExp(`^${questionWord} \\d+,`) }).first()).toBeVisible();
  const target = scope.getByRole('button', { name: new RegExp(`^${questionWord} ${number},`) });
  for (let turns = 0; !(await target.isVisible()) && turns < 10; turns += 1) {
    await scope.getByRole('button', { name: /Next questions|अगले प्रश्न/ }).click();
  }
  await target.click();
  await expect(questionHeading(page, number)).toBeVisible();
}

/** Picks option `choice` of the question on screen and presses Save & Next. */
export async function answerAndNext(page: Page, choice: number): Promise<void> {
  await page.getByRole('radio').nth(choice).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** The save status the question on screen shows. */
export const savedTick = (page: Page) => page.getByText('Saved', { exact: true });
export const keptOnDevice = (page: Page) => page.getByText('Kept on this device. It will be saved as soon as the connection is back.');
