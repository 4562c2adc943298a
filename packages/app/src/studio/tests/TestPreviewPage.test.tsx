import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestPreview, TestPreviewQuestion } from '@pariksha/contract/responses/studio-tests';
import { createAppStore, createQueryClient } from '../../appStore';
import { api } from '../../browserSession';
import { learnerIdAtom } from '../../features/auth/atoms';
import { loadCatalogue } from '../../i18n/translate';
import { StaffContext } from '../layout/staffContext';
import TestPreviewPage from './TestPreviewPage';

function question(number: number, key: string, text: string): TestPreviewQuestion {
  return {
    key,
    number,
    type: 'single',
    topic: 'simple-interest',
    difficulty: 'medium',
    translations: {
      en: { text: `<p>${text}</p>`, options: ['<p>10</p>', '<p>20</p>', '<p>30</p>', '<p>40</p>'], explanation: '<p>Because.</p>' },
      hi: { text: `<p>${text} (हिन्दी)</p>`, options: ['<p>10</p>', '<p>20</p>', '<p>30</p>', '<p>40</p>'], explanation: '<p>क्योंकि।</p>' },
    },
    correct_answer: { choice: 1 },
    accepted_range: null,
  };
}

const drawn: TestPreview = {
  title: { en: 'SSC CGL mock 1', hi: 'एसएससी सीजीएल मॉक 1' },
  minutes: 60,
  total_marks: 7,
  languages: ['en', 'hi'],
  shuffle_options: true,
  sections: [
    {
      name: { en: 'Quant', hi: 'गणित' },
      marks_correct: 1,
      marks_wrong: 0.25,
      partial_marks: false,
      minutes: null,
      leave_early: false,
      questions: [question(1, 'si-001', 'What is the simple interest?'), question(2, 'si-002', 'What is the principal?'), question(3, 'si-003', 'What is the rate?')],
    },
    {
      name: { en: 'Reasoning', hi: 'तर्कशक्ति' },
      marks_correct: 2,
      marks_wrong: 0,
      partial_marks: true,
      leave_early: true,
      minutes: 10,
      questions: [question(4, 'series-001', 'Which number comes next?'), question(5, 'series-002', 'Which number is missing?')],
    },
  ],
};

/** The question on screen: its options are named by its words (the solution card repeats them). */
const options = (words: string) => screen.getByRole('radiogroup', { name: words });

/** The server answering the preview of test 5 with `answer`. */
function provider(answer: { status: number; body: unknown }) {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config.url ?? '');
    const response = config.url === '/studio/tests/5/preview' ? { data: answer.body, status: answer.status, statusText: '', headers: {}, config } : { data: { result: 0, msg: 'Not found', error: 'Not found', code: 'not_found' }, status: 404, statusText: '', headers: {}, config };
    if (response.status < 400) return response;
    throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  api.defaults.adapter = adapter;
  return asked;
}

async function renderPage() {
  await loadCatalogue('en');
  const store = createAppStore({ queryClient: createQueryClient(), api, language: 'en' });
  store.set(learnerIdAtom, '1');
  render(
    <Provider store={store}>
      <StaffContext.Provider value={{ user_id: 1, first_name: 'Asha', email: 'asha@example.com', role: 'editor', recovery_codes_left: 10 }}>
        <MemoryRouter initialEntries={['/studio/tests/5/preview']}>
          <Routes>
            <Route path="/studio/tests/:id/preview" element={<TestPreviewPage />} />
          </Routes>
        </MemoryRouter>
      </StaffContext.Provider>
    </Provider>,
  );
}

// jsdom lays nothing out: a focused tab asks to be scrolled into its row.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the test preview', () => {
  it('draws the first question of section 1 with its marking, key and solution', async () => {
    provider({ status: 200, body: { result: 1, data: drawn } });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: SSC CGL mock 1' })).toBeInTheDocument();
    expect(screen.getByText('60 minutes · 5 questions · 7 marks')).toBeInTheDocument();
    expect(screen.getByText('Options are shuffled for each candidate: this draw shows one order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the test' })).toHaveAttribute('href', '/studio/tests/5');
    expect(screen.getByRole('heading', { level: 2, name: 'Section 1: Quant' })).toBeInTheDocument();
    expect(screen.getByText('Right: +1 · Wrong: −0.25')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Key: si-001 · Topic: simple-interest · Difficulty: Medium')).toBeInTheDocument();
    expect(options('What is the simple interest?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves to the next question, and back', async () => {
    const user = userEvent.setup();
    provider({ status: 200, body: { result: 1, data: drawn } });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(options('What is the principal?')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'What is the simple interest?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  });

  it('switches to another section at its first question, and to Hindi', async () => {
    const user = userEvent.setup();
    provider({ status: 200, body: { result: 1, data: drawn } });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Section 2: Reasoning (2 questions)');
    const section = screen.getByRole('region', { name: 'Section 2: Reasoning' });
    expect(within(section).getByText('Right: +2 · Wrong: no marks taken · Partial marks for multiple-correct questions · Own time: 10 minutes · May be left early')).toBeInTheDocument();
    expect(within(section).getByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(section).getByRole('radiogroup', { name: 'Which number comes next?' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'हिन्दी' }));
    expect(options('Which number comes next? (हिन्दी)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Preview: एसएससी सीजीएल मॉक 1' })).toBeInTheDocument();
  });

  it('draws again on request', async () => {
    const user = userEvent.setup();
    const asked = provider({ status: 200, body: { result: 1, data: drawn } });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('A new draw is shown.')).toBeInTheDocument();
    expect(asked.filter((url) => url === '/studio/tests/5/preview')).toHaveLength(2);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('says why a test cannot be drawn yet, with the way back to its editor', async () => {
    const msg = 'No preview yet: some pools ask for more questions than are published, or some fixed questions cannot be used. Fix them and save, then preview.';
    provider({ status: 422, body: { result: 0, msg, error: msg, code: 'pools_short' } });
    await renderPage();
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the test' })).toHaveAttribute('href', '/studio/tests/5');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
