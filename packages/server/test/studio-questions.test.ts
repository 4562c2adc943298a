import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttemptSolutionsResponse, reportQuestionResponse, startAttemptResponse } from '@pariksha/contract';
import type { StudioQuestion, StudioQuestionContentInput } from '@pariksha/contract/studio-questions';
import { call, expectFailure, signUp } from './support/accounts.js';
import { addFixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { enrolledStaff, type EnrolledStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A bilingual JEE-style question with maths, on the seeded Percentage topic. */
const content = (change: Partial<StudioQuestionContentInput> = {}): StudioQuestionContentInput => ({
  type: 'single',
  subject: 'quantitative-aptitude',
  topic: 'percentage',
  difficulty: 'medium',
  exams: ['ssc-cgl'],
  answer: 1,
  translations: {
    en: { text: 'What is $\\frac{1}{2}$ of 30% of 400?', options: ['40', '60', '80', '120'], explanation: '$0.3 \\times 400 = 120$, and half of it is $60$.' },
    hi: { text: '400 के 30% का $\\frac{1}{2}$ कितना है?', options: ['40', '60', '80', '120'], explanation: '$0.3 \\times 400 = 120$, और उसका आधा $60$ है।' },
  },
  ...change,
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the studio's questions ${target.title}`, () => {
    let server: TestServer;
    let editor: EnrolledStaff;
    let reviewer: EnrolledStaff;
    beforeAll(async () => {
      server = await startTestServer(target);
      editor = await enrolledStaff(server, 'editor');
      reviewer = await enrolledStaff(server, 'reviewer');
    });
    afterAll(async () => {
      await server?.close();
    });
    const studio = (who: { token: string }, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
      call(server, method, `/studio${path}`, { token: who.token, ...(payload === undefined ? {} : { payload }) });
    const question = (response: { json(): unknown }) => (response.json() as { data: StudioQuestion }).data;

    it('takes a question from an editor’s draft through review to published, drawn with MathML', async () => {
      const created = await studio(editor, 'POST', '/questions', { key: 'studio-pct-1', content: content() });
      expect(created.statusCode, created.body).toBe(201);
      const [draft] = question(created).versions;
      expect(draft).toMatchObject({ version: 1, state: 'draft' });

      expect((await studio(editor, 'POST', '/questions/studio-pct-1/submit', {})).statusCode).toBe(200);
      const queue = (await studio(reviewer, 'GET', '/review')).json() as { data: { key: string; published: unknown }[] };
      expect(queue.data.find((item) => item.key === 'studio-pct-1')).toMatchObject({ published: null });
      expect(expectFailure(await studio(editor, 'POST', '/questions/studio-pct-1/approve', {}), 403).code).toBe('forbidden');
      const approved = await studio(reviewer, 'POST', '/questions/studio-pct-1/approve', { note: 'Checked the key.' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(question(approved).versions[0]).toMatchObject({ version: 1, state: 'published', review_note: 'Checked the key.' });

      // A published question is edited as a new draft version; learners keep meeting version 1 until it is approved.
      const [published] = question(approved).versions;
      const edited = await studio(editor, 'PUT', '/questions/studio-pct-1', {
        base_version_id: published?.version_id,
        base_updated_at: published?.updated_at,
        content: content({ difficulty: 'easy' }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(question(edited).versions.map((version) => [version.version, version.state])).toEqual([
        [2, 'draft'],
        [1, 'published'],
      ]);

      // Someone saving over a version they did not open is refused, with the question as it stands.
      const stale = await studio(editor, 'PUT', '/questions/studio-pct-1', { base_version_id: published?.version_id, base_updated_at: published?.updated_at, content: content() });
      expect(stale.statusCode).toBe(409);
      expect((stale.json() as { code: string; data: StudioQuestion }).data.versions[0]?.version).toBe(2);

      const preview = (await studio(editor, 'POST', '/questions/preview', { content: content() })).json() as { data: { translations: { en: { text: string; options: string[] } }; problems: string[] } };
      expect(preview.data.problems).toEqual([]);
      expect(preview.data.translations.en.text).toContain('<math');
      expect(preview.data.translations.en.text).toContain('<mfrac>');
    });

    it('says what cannot be drawn and keeps nothing, and refuses a key used already', async () => {
      const broken = await studio(editor, 'POST', '/questions', { key: 'studio-broken', content: content({ translations: { en: { text: 'What is $\\frac{1}{$?', options: ['1', '2'], explanation: '' } } }) });
      expect(broken.statusCode).toBe(422);
      expect((broken.json() as { problems: string[] }).problems[0]).toContain('could not be read');
      expect((await studio(editor, 'GET', '/questions/studio-broken')).statusCode).toBe(404);
      expect(expectFailure(await studio(editor, 'POST', '/questions', { key: 'studio-pct-1', content: content() }), 409).code).toBe('exists');
    });

    it('lists with filters, and finds the questions without Hindi', async () => {
      await studio(editor, 'POST', '/questions', { key: 'studio-english-only', content: content({ translations: { en: content().translations.en } }) });
      const missing = (await studio(editor, 'GET', '/questions?hindi_missing=1&search=studio-')).json() as { data: { questions: { key: string; hindi_missing: boolean }[] } };
      expect(missing.data.questions.map((row) => row.key)).toEqual(['studio-english-only']);
      const drafts = (await studio(reviewer, 'GET', '/questions?state=draft&search=studio-pct')).json() as { data: { questions: { key: string; excerpt: string; published: boolean }[] } };
      expect(drafts.data.questions).toEqual([expect.objectContaining({ key: 'studio-pct-1', published: true, excerpt: 'What is \\frac{1}{2} of 30% of 400?' })]);
    });

    it('stores an uploaded figure and draws it in the preview, sized and lazy, with its alt text', async () => {
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
      const uploaded = await call(server, 'POST', '/studio/figures?name=bar-chart.png', { token: editor.token, payload: png, headers: { 'content-type': 'application/octet-stream' } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const figure = (uploaded.json() as { data: { name: string; hash: string } }).data;
      const withFigure = content({
        figures: { [figure.name]: figure.hash },
        translations: { en: { text: 'Read the chart.\n\n![A bar chart of sales](figure:bar-chart.png)', options: ['1', '2'], explanation: '' } },
      });
      const preview = (await studio(editor, 'POST', '/questions/preview', { content: withFigure })).json() as { data: { translations: { en: { text: string } }; problems: string[] } };
      expect(preview.data.problems).toEqual([]);
      expect(preview.data.translations.en.text).toMatch(/<img[^>]+alt="A bar chart of sales"/);
      expect(preview.data.translations.en.text).toContain('loading="lazy"');
      expect(preview.data.translations.en.text).toContain('image/avif');

      // Saved with its figure, it is exported with the figure's bytes beside it.
      expect((await studio(editor, 'POST', '/questions', { key: 'studio-chart-1', content: withFigure })).statusCode).toBe(201);
      const exported = await call(server, 'GET', '/studio/export?format=moodle&keys=studio-chart-1', { token: editor.token });
      expect(exported.body).toContain('<file name="bar-chart.png"');
    });

    it('imports an uploaded file as drafts, dry run first', async () => {
      const csv = [
        'key,type,subject,topic,difficulty,answer,text_en,option_a_en,option_b_en,explanation_en',
        'studio-upload-1,single,quantitative-aptitude,percentage,easy,A,What is 10% of 50?,5,10,$0.1 \\times 50 = 5$',
      ].join('\n');
      const upload = (query: string, who = editor) =>
        call(server, 'POST', `/studio/import?name=upload.csv${query}`, { token: who.token, payload: Buffer.from(csv), headers: { 'content-type': 'application/octet-stream' } });
      const dry = (await upload('&dry_run=1')).json() as { data: { created: number; imported: boolean } };
      expect(dry.data).toMatchObject({ created: 1, imported: false });
      expect(expectFailure(await upload('&publish=1'), 403).code).toBe('forbidden');
      const done = (await upload('')).json() as { data: { created: number; imported: boolean }; msg: string };
      expect(done.data).toMatchObject({ created: 1, imported: true });
      expect((await upload('')).json()).toMatchObject({ data: { unchanged: 1 } });
    });

    it('serves a published question to learners drawn on the server: MathML, no maths script', async () => {
      const csv = [
        'key,type,subject,topic,topic_en,topic_hi,difficulty,answer,text_en,option_a_en,option_b_en,explanation_en,text_hi,option_a_hi,option_b_hi,explanation_hi',
        'studio-limit-1,single,mathematics,studio-limits,Limits,सीमा,hard,B,Find $\\lim_{x \\to 0} \\frac{\\sin x}{x}$.,0,1,A standard limit: $1$.,$\\lim_{x \\to 0} \\frac{\\sin x}{x}$ ज्ञात कीजिए।,0,1,एक मानक सीमा: $1$।',
      ].join('\n');
      const imported = await call(server, 'POST', '/studio/import?name=limits.csv', { token: editor.token, payload: Buffer.from(csv), headers: { 'content-type': 'application/octet-stream' } });
      expect(imported.json(), imported.body).toMatchObject({ data: { created: 1, imported: true } });
      const approved = await studio(reviewer, 'POST', '/questions/bulk', { action: 'approve', keys: ['studio-limit-1'] });
      expect(approved.json()).toMatchObject({ data: { changed: ['studio-limit-1'] } });

      const learner = await signUp(server, { first_name: 'Arjun' });
      const practice = await call(server, 'POST', '/startPractice', { token: learner.token, payload: { topics: ['studio-limits'] } });
      expect(practice.statusCode, practice.body).toBe(200);
      const view = startAttemptResponse.parse(practice.json()).data;
      const [words] = view.paper.sections[0]?.questions[0]?.translations ?? [];
      expect(words).toMatchObject({ language_code: 'en', html: true });
      expect(words?.text).toContain('<math');
      expect(words?.options?.[1]).toBe('1');
      expect(view.paper.sections[0]?.questions[0]?.translations.find((item) => item.language_code === 'hi')?.text).toContain('ज्ञात कीजिए');
    });

    it('exports a selection as Moodle XML and as a QTI package', async () => {
      const xml = await call(server, 'GET', '/studio/export?format=moodle&keys=studio-pct-1,studio-limit-1', { token: reviewer.token });
      expect(xml.statusCode, xml.body).toBe(200);
      expect(xml.headers['content-disposition']).toBe('attachment; filename="pariksha-questions.xml"');
      expect(xml.headers['x-question-count']).toBe('2');
      expect(xml.body).toContain('\\(\\frac{1}{2}\\)');
      const zip = await call(server, 'GET', '/studio/export?format=qti&state=published&topic=studio-limits', { token: editor.token });
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(expectFailure(await call(server, 'GET', '/studio/export?format=pdf', { token: editor.token }), 400).code).toBe('validation_failed');
    });

    it('lets a reviewer answer a learner’s report, and the learner reads the answer under it', async () => {
      const fixture = await addFixturePaper(server.database.db);
      const learner = await signUp(server, { first_name: 'Kavya' });
      const started = startAttemptResponse.parse((await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } })).json()).data;
      await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: started.attempt_id } });
      const questionId = fixture.ids['fixture-single-1'] ?? 0;
      const sent = reportQuestionResponse.parse((await call(server, 'POST', '/reportQuestion', { token: learner.token, payload: { attempt_id: started.attempt_id, question_id: questionId, reason: 'translation', note: 'The Hindi option C differs.' } })).json());
      const open = (await studio(reviewer, 'GET', '/question-reports')).json() as { data: { id: number; key: string; note: string }[] };
      expect(open.data.find((report) => report.id === sent.data.id)).toMatchObject({ key: 'fixture-single-1', note: 'The Hindi option C differs.' });
      expect(expectFailure(await studio(editor, 'GET', '/question-reports'), 403).code).toBe('forbidden');
      const decided = await studio(reviewer, 'POST', `/question-reports/${sent.data.id}/decide`, { decision: 'accepted', note: 'Thank you: option C is corrected in Hindi.' });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(expectFailure(await studio(reviewer, 'POST', `/question-reports/${sent.data.id}/decide`, { decision: 'rejected', note: 'Again' }), 409).code).toBe('decided');
      const solutions = getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${started.attempt_id}`, { token: learner.token })).json()).data;
      expect(solutions.questions.find((item) => item.question_id === questionId)?.report).toMatchObject({ status: 'accepted', decision_note: 'Thank you: option C is corrected in Hindi.' });
    });
  });
}
