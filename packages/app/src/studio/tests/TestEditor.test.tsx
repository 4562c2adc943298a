import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioTest, TestTopic } from '@pariksha/contract/responses/studio-tests';
import { createAppStore, createQueryClient } from '../../appStore';
import { api } from '../../browserSession';
import { learnerIdAtom } from '../../features/auth/atoms';
import { sscCgl } from '../../features/exams/catalogueFixtures';
import { loadCatalogue } from '../../i18n/translate';
import { TestEditor } from './TestEditor';

const exam = sscCgl.slug;
const topics: TestTopic[] = [
  { slug: 'simple-interest', name: 'Simple interest', subject: 'Quantitative aptitude', available: { easy: 12, medium: 8, hard: 3 }, in_hindi: { easy: 10, medium: 2, hard: 0 } },
  { slug: 'series', name: 'Number series', subject: 'Reasoning', available: { easy: 5, medium: 5, hard: 5 }, in_hindi: { easy: 5, medium: 5, hard: 5 } },
];

const saved: StudioTest = {
  id: 5,
  exam: { slug: exam, title: sscCgl.title },
  title: 'SSC CGL mock 1',
  state: 'draft',
  version: null,
  changed: true,
  questions: 6,
  sections: 1,
  draw: 'per_candidate',
  source: 'studio',
  updated_at: '2026-01-10T10:00:00.000Z',
  published_at: null,
  draft: {
    exam,
    title: { en: 'SSC CGL mock 1', hi: 'एसएससी सीजीएल मॉक 1' },
    minutes: 60,
    shuffle_options: false,
    draw: 'per_candidate',
    access: 'exam',
    languages: ['en', 'hi'],
    opens_at: null,
    closes_at: null,
    attempts_allowed: null,
    challenge_days: 3,
    sections: [{ name: { en: 'Quant', hi: 'गणित' }, marks_correct: 2, marks_wrong: 0.5, partial_marks: false, leave_early: false, minutes: null, questions: [], pools: [{ topic: 'simple-interest', difficulty: 'medium', count: 6 }] }],
  },
  shortfalls: [],
  missing: [],
};

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/** The server: exams and topics always; `answers` for the studio's tests by "METHOD url", in turn. */
function provider(answers: Record<string, Answer[]>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    sent.push({ method, url, body });
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status < 400) return response;
      throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, null, response);
    };
    if (url.includes('getAllExams')) return reply(200, { result: 1, data: [sscCgl] });
    if (url.includes('/studio/test-topics')) return reply(200, { result: 1, data: config.params?.exam === exam ? topics : [] });
    const next = answers[`${method} ${url}`]?.shift();
    if (next === undefined) return reply(500, { result: 0, msg: `unexpected ${method} ${url}`, error: 'unexpected' });
    return reply(next.status, next.body);
  };
  api.defaults.adapter = adapter;
  return sent;
}

function Opened() {
  const { id } = useParams();
  return <p>Opened test {id}</p>;
}

async function renderEditor(test: StudioTest | null) {
  await loadCatalogue('en');
  const store = createAppStore({ queryClient: createQueryClient(), api, language: 'en' });
  store.set(learnerIdAtom, '1');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[test === null ? '/studio/tests/new' : `/studio/tests/${test.id}`]}>
        <Routes>
          <Route path="/studio/tests/new" element={<TestEditor test={null} />} />
          <Route path="/studio/tests/:id" element={test === null ? <Opened /> : <TestEditor test={test} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** A field by its accessible name (the label without the required star, which is for eyes only). */
const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the test editor', () => {
  it('builds a new test from the exam’s topics, warns of a short pool, and creates it', async () => {
    const user = userEvent.setup();
    const sent = provider({ 'POST /studio/tests': [{ status: 200, body: { result: 1, data: saved, msg: 'Test created.' } }] });
    await renderEditor(null);

    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('option', { name: sscCgl.title })).toBeInTheDocument());
    await user.selectOptions(combobox('Exam'), exam);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Simple interest (Quantitative aptitude)' })).toBeInTheDocument());
    await user.type(textbox('Title (English)'), 'SSC CGL mock 1');
    await user.type(textbox('Title (Hindi)'), 'एसएससी सीजीएल मॉक 1');
    await user.type(textbox('Section 1 name (English)'), 'Quant');
    await user.type(textbox('Section 1 name (Hindi)'), 'गणित');
    await user.clear(textbox('Section 1: marks for a right answer'));
    await user.type(textbox('Section 1: marks for a right answer'), '2');
    await user.selectOptions(combobox('Section 1, pool 1: topic'), 'simple-interest');
    await user.selectOptions(combobox('Section 1, pool 1: difficulty'), 'medium');
    await user.type(textbox('Section 1, pool 1: questions'), '6');
    // Offered in Hindi too: only the 2 medium questions written in both count.
    expect(screen.getByText('Only 2 available in both languages: fewer than asked.')).toBeInTheDocument();
    expect(textbox('Section 1, pool 1: questions')).toHaveAccessibleDescription('Only 2 available in both languages: fewer than asked.');
    await user.click(screen.getByRole('checkbox', { name: 'Offer in Hindi' }));
    expect(screen.getByText('8 available')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Offer in Hindi' }));
    expect(screen.getByText('In all: 6 questions, 12 marks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByText('Opened test 5')).toBeInTheDocument());
    const created = sent.find((request) => request.method === 'POST');
    const [section] = saved.draft.sections;
    expect(created?.body).toEqual({ draft: { ...saved.draft, sections: [{ ...section, marks_wrong: 0 }] } });
  });

  it('gives a section partial marks by its labelled checkbox, unticked at first, and saves it', async () => {
    const user = userEvent.setup();
    const [section] = saved.draft.sections;
    const jee = { ...saved.draft, sections: [{ ...section!, partial_marks: true }] };
    const sent = provider({ 'PUT /studio/tests/5': [{ status: 200, body: { result: 1, data: { ...saved, updated_at: '2026-01-10T12:00:00.000Z', draft: jee }, msg: 'Saved.' } }] });
    await renderEditor(saved);
    const partial = screen.getByRole('checkbox', { name: 'Section 1: partial marks for multiple-correct questions' });
    expect(partial).not.toBeChecked();
    expect(partial).toHaveAccessibleDescription('JEE Advanced: 1 mark for each right option chosen, when no wrong one is.');
    await user.click(partial);
    expect(partial).toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByRole('checkbox', { name: 'Section 2: partial marks for multiple-correct questions' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    const put = sent.find((request) => request.method === 'PUT');
    expect((put?.body as { draft: typeof jee }).draft.sections).toEqual(jee.sections);
  });

  it('shuffles the options for each candidate by its labelled checkbox, unticked at first, and saves it', async () => {
    const user = userEvent.setup();
    const shuffled = { ...saved.draft, shuffle_options: true };
    const sent = provider({ 'PUT /studio/tests/5': [{ status: 200, body: { result: 1, data: { ...saved, updated_at: '2026-01-10T12:00:00.000Z', draft: shuffled }, msg: 'Saved.' } }] });
    await renderEditor(saved);
    const shuffle = screen.getByRole('checkbox', { name: 'Shuffle the options for each candidate' });
    expect(shuffle).not.toBeChecked();
    expect(shuffle).toHaveAccessibleDescription(/Neighbours see a question’s options in different orders/);
    await user.click(shuffle);
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Shuffle the options for each candidate' })).toBeChecked();
    const put = sent.find((request) => request.method === 'PUT');
    expect((put?.body as { draft: typeof shuffled }).draft).toEqual(shuffled);
  });

  it('lets a section be left early by its labelled checkbox, and shows why the server refused it', async () => {
    const user = userEvent.setup();
    const [section] = saved.draft.sections;
    const sent = provider({
      'PUT /studio/tests/5': [
        {
          status: 400,
          body: {
            result: 0,
            msg: 'Give the section its own minutes to let candidates leave it early.',
            error: 'Give the section its own minutes to let candidates leave it early.',
            code: 'validation_failed',
            fields: { 'draft.sections.0.leave_early': 'Give the section its own minutes to let candidates leave it early.' },
          },
        },
      ],
    });
    await renderEditor(saved);
    const leave = screen.getByRole('checkbox', { name: 'Section 1: candidates may leave it early' });
    expect(leave).not.toBeChecked();
    expect(leave).toHaveAccessibleDescription(/a candidate may close it before its time is up/);
    await user.click(leave);
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(leave).toHaveAttribute('aria-invalid', 'true'));
    expect(leave).toHaveAccessibleDescription(/Give the section its own minutes to let candidates leave it early\./);
    const put = sent.find((request) => request.method === 'PUT');
    expect((put?.body as { draft: typeof saved.draft }).draft.sections[0]).toEqual({ ...section, leave_early: true });
  });

  it('links a saved test to its preview, which waits for unsaved changes to be saved', async () => {
    const user = userEvent.setup();
    provider({});
    await renderEditor(saved);
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/studio/tests/5/preview');
    await user.click(screen.getByRole('checkbox', { name: 'Section 1: partial marks for multiple-correct questions' }));
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toBeDisabled();
    expect(preview).toHaveAccessibleDescription('Preview shows the saved test: save first.');
  });

  it('offers no preview for a test never saved', async () => {
    provider({});
    await renderEditor(null);
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('adds, moves and removes sections and pools by their labelled buttons', async () => {
    const user = userEvent.setup();
    provider({});
    await renderEditor(saved);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(textbox('Section 2 name (English)'), 'Reasoning');
    await user.click(screen.getByRole('button', { name: 'Add pool to section 2' }));
    expect(combobox('Section 2, pool 2: topic')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove pool 2 from section 2' }));
    expect(screen.queryByRole('combobox', { name: 'Section 2, pool 2: topic' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect(textbox('Section 1 name (English)')).toHaveValue('Reasoning');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Section 1' })).toHaveFocus());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(textbox('Section 1 name (English)')).toHaveValue('Quant');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('shows which pools a refused publish could not fill, beside them', async () => {
    const user = userEvent.setup();
    const short = { ...saved, shortfalls: [{ section: 0, pool: 0, asked: 6, available: 2 }] };
    const sent = provider({
      // The refusal carries the test as it stands, with its shortfalls: nothing more to ask.
      'POST /studio/tests/5/publish': [{ status: 422, body: { result: 0, msg: 'Some pools cannot be filled.', error: 'Some pools cannot be filled.', code: 'pools_short', data: short } }],
    });
    await renderEditor(saved);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Some pools cannot be filled' })).toBeInTheDocument());
    expect(screen.getByText('Section 1, pool 1: asks for 6, 2 available.')).toBeInTheDocument();
    expect(screen.getByText('Publishing was refused: this pool asks for 6 and 2 published questions fit it.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ base_updated_at: saved.updated_at });
    expect(sent.filter((request) => request.url === '/studio/tests/5')).toEqual([]);
  });

  it('keeps the editor’s changes when someone else saved first, and saves on top of theirs', async () => {
    const user = userEvent.setup();
    const theirs = { ...saved, updated_at: '2026-01-10T11:00:00.000Z', draft: { ...saved.draft, minutes: 90 } };
    const sent = provider({
      'PUT /studio/tests/5': [
        { status: 409, body: { result: 0, msg: 'Someone else saved it.', error: 'Someone else saved it.', code: 'version_conflict' } },
        { status: 200, body: { result: 1, data: { ...theirs, updated_at: '2026-01-10T12:00:00.000Z', draft: { ...saved.draft, minutes: 45 } }, msg: 'Saved.' } },
      ],
      // A refusal without the test in it: the editor reads the test afresh.
      'GET /studio/tests/5': [{ status: 200, body: { result: 1, data: theirs } }],
    });
    await renderEditor(saved);
    await user.clear(textbox('Test minutes'));
    await user.type(textbox('Test minutes'), '45');
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load their version (drops my changes)' })).toBeInTheDocument());
    expect(textbox('Test minutes')).toHaveValue('45');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    const puts = sent.filter((request) => request.method === 'PUT').map((request) => (request.body as { base_updated_at: string }).base_updated_at);
    expect(puts).toEqual([saved.updated_at, theirs.updated_at]);
  });

  it('puts the server’s field problems beside their fields', async () => {
    const user = userEvent.setup();
    provider({
      'PUT /studio/tests/5': [
        {
          status: 400,
          body: { result: 0, msg: 'Draw at least one question.', error: 'Draw at least one question.', code: 'validation_failed', fields: { 'draft.sections.0.pools.0.count': 'Draw at least one question.' } },
        },
      ],
    });
    await renderEditor(saved);
    await user.clear(textbox('Section 1, pool 1: questions'));
    await user.type(textbox('Section 1, pool 1: questions'), '0');
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fix these before saving' })).toBeInTheDocument());
    expect(textbox('Section 1, pool 1: questions')).toHaveAttribute('aria-invalid', 'true');
  });
});
