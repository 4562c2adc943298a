import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { contentLanguages } from '../QuestionView/QuestionView';
import { richTextSamples } from '../RichText/richTextSamples';
import {
  discountSolution,
  fallSolution,
  hindiOnlySolution,
  inHindiSections,
  passageSolution,
  primesSolution,
  rootsSolution,
  syllogismSolution,
  synonymSolution,
  throwSolution,
  trainSolution,
} from './sampleSolutions';
import { hindiSolutionCardLabels } from './sampleHindiLabels';
import { SolutionCard, solutionCardHeadingLevels } from './SolutionCard';

const meta = {
  title: 'Components/SolutionCard',
  component: SolutionCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { question: discountSolution, language: 'en', locale: 'en-IN', headingLevel: 2 },
  argTypes: {
    language: { control: 'inline-radio', options: contentLanguages },
    headingLevel: { control: 'inline-radio', options: solutionCardHeadingLevels },
  },
} satisfies Meta<typeof SolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sample's source without its dollars, as the plain field a search would read. */
const plainWords = (source: string) => source.replaceAll('$', '');

/** The list item of the option whose text is `text`. */
function optionItem(canvasElement: HTMLElement, text: string): HTMLElement {
  const list = within(canvasElement).getByRole('list', { name: /Options|विकल्प/ });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text));
  if (!item) throw new Error(`No option ${text}`);
  return item;
}

export const Playground: Story = {};

/** Answered right: the key carries the tick, the colour and 'Correct answer', and is the learner's answer too. */
export const Correct: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Question 1' })).toBeVisible();
    await expect(canvas.getByText('Quantitative Aptitude')).toBeVisible();
    await step('the outcome and the time are stated in words', async () => {
      await expect(canvas.getByText('Correct', { exact: true })).toBeVisible();
      await expect(canvas.getByText('00:52')).toHaveAttribute('datetime', 'PT52S');
      await expect(canvas.queryByText('Marked for review')).toBeNull();
    });
    await step('the key: tick, green edge, “Correct answer” and “Your answer”', async () => {
      const key = optionItem(canvasElement, '₹680');
      await expect(within(key).getByText('Correct answer')).toBeVisible();
      await expect(within(key).getByText('Your answer')).toBeVisible();
      await expect(key.querySelector('[data-icon="tick-disc"]')).not.toBeNull();
      await expect(key.querySelector('[data-icon="cross"]')).toBeNull();
      await expect(getComputedStyle(key).borderTopColor).toBe(hexToRgb(tokens.color.success));
      // Exactly one option is marked.
      await expect(canvas.getAllByText('Correct answer')).toHaveLength(1);
    });
    await step('the worked solution sits under its heading', async () => {
      const explanation = canvas.getByRole('region', { name: 'Explanation' });
      await expect(within(explanation).getByText(/0\.85 × 800 = ₹680/)).toBeVisible();
    });
  },
};

/** A wrong pick: a cross, a red edge and 'Your answer'; the key beside it; marked for review. */
export const WrongAndMarked: Story = {
  args: { question: syllogismSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wrong', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Marked for review')).toBeVisible();
    await expect(canvas.getByText('01:35')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Directions' })).toHaveTextContent(/Two statements are followed/);
    const pick = optionItem(canvasElement, 'Both I and II follow');
    await expect(within(pick).getByText('Your answer')).toBeVisible();
    await expect(within(pick).queryByText('Correct answer')).toBeNull();
    await expect(pick.querySelector('[data-icon="cross"]')).not.toBeNull();
    await expect(getComputedStyle(pick).borderTopColor).toBe(hexToRgb(tokens.color.critical));
    const key = optionItem(canvasElement, 'Only conclusion II follows');
    await expect(within(key).getByText('Correct answer')).toBeVisible();
    await expect(within(key).queryByText('Your answer')).toBeNull();
  },
};

/** Left unanswered: it says so, and still shows the key and the explanation. */
export const Unanswered: Story = {
  args: { question: trainSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You did not answer this question.')).toBeVisible();
    await expect(canvas.getByText('Not answered')).toBeVisible();
    await expect(canvas.queryByText('Your answer')).toBeNull();
    await expect(within(optionItem(canvasElement, '54 km/h')).getByText('Correct answer')).toBeVisible();
    await expect(canvas.getByText(/15 × 18\/5 = 54 km\/h/)).toBeVisible();
  },
};

/** Multiple correct: both keys ticked; the learner's right pick says 'Your answer', the wrong one has a cross. */
export const MultipleCorrect: Story = {
  args: { question: primesSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More than one option is correct.')).toBeVisible();
    await expect(canvas.getAllByText('Correct answer')).toHaveLength(2);
    for (const prime of ['53', '59']) {
      await expect(within(optionItem(canvasElement, prime)).getByText('Correct answer')).toBeVisible();
    }
    const wrongPick = optionItem(canvasElement, '51');
    await expect(within(wrongPick).getByText('Your answer')).toBeVisible();
    await expect(wrongPick.querySelector('[data-icon="cross"]')).not.toBeNull();
    const rightPick = optionItem(canvasElement, '53');
    await expect(within(rightPick).getByText('Your answer')).toBeVisible();
    await expect(rightPick.querySelector('[data-icon="cross"]')).toBeNull();
    await expect(within(optionItem(canvasElement, '57')).queryByText(/answer/)).toBeNull();
  },
};

/**
 * Partial marks (JEE Advanced): two of the three right options and no wrong one. 'Partly right'
 * with its half-filled ring and its amber, and a line saying how many of the right options it chose.
 */
export const PartlyRight: Story = {
  args: { question: throwSolution },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Question 12' })).toBeVisible();
    await expect(canvas.getByText('More than one option is correct.')).toBeVisible();

    await step('the outcome in words, with its own icon and colour', async () => {
      const outcome = canvas.getByText('Partly right', { selector: 'li' });
      await expect(outcome).toBeVisible();
      await expect(outcome.querySelector('[data-icon="half-disc"]')).not.toBeNull();
      await expect(outcome.querySelector('[data-icon="tick-disc"], [data-icon="cross"]')).toBeNull();
      await expect(getComputedStyle(outcome).color).toBe(hexToRgb(tokens.color.partial));
      await expect(canvas.getByText('02:50')).toHaveAttribute('datetime', 'PT170S');
    });

    await step('why: how many of the right options were chosen', async () => {
      await expect(canvas.getByText('You chose 2 of the 3 correct options, and no wrong one.')).toBeVisible();
    });

    await step('the two right picks, the right option missed, and the false statement left alone', async () => {
      await expect(canvas.getAllByText('Correct answer')).toHaveLength(3);
      await expect(canvas.getAllByText('Your answer')).toHaveLength(2);
      for (const picked of ['greatest height of 20 m', 'back to the thrower’s hand 4 s']) {
        const item = optionItem(canvasElement, picked);
        await expect(within(item).getByText('Correct answer')).toBeVisible();
        await expect(within(item).getByText('Your answer')).toBeVisible();
        await expect(item.querySelector('[data-icon="cross"]')).toBeNull();
      }
      const missed = optionItem(canvasElement, 'reaches the top 2 s');
      await expect(within(missed).getByText('Correct answer')).toBeVisible();
      await expect(within(missed).queryByText('Your answer')).toBeNull();
      await expect(getComputedStyle(missed).borderTopColor).toBe(hexToRgb(tokens.color.success));
      await expect(within(optionItem(canvasElement, 'acceleration at the top is zero')).queryByText(/answer/)).toBeNull();
      await expect(canvasElement.querySelector('[data-wrong-pick]')).toBeNull();
    });
  },
};

/** The same partly right answer in Hindi, on a 360 px phone. */
export const PartlyRightHindi: Story = {
  args: {
    question: inHindiSections([throwSolution])[0] ?? throwSolution,
    language: 'hi',
    locale: 'hi-IN',
    labels: hindiSolutionCardLabels,
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { lang: 'hi', width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'प्रश्न 12' })).toBeVisible();
    await expect(canvas.getByText('भौतिकी')).toBeVisible();
    const outcome = canvas.getByText('आंशिक रूप से सही', { selector: 'li' });
    await expect(outcome.querySelector('[data-icon="half-disc"]')).not.toBeNull();
    await expect(canvas.getByText('आपने 3 सही विकल्पों में से 2 चुने, और कोई गलत विकल्प नहीं चुना।')).toBeVisible();
    await expect(canvas.getAllByText('सही उत्तर')).toHaveLength(3);
    await expect(canvas.getAllByText('आपका उत्तर')).toHaveLength(2);
    await expect(canvas.getByText(/ऊर्ध्वाधर ऊपर फेंका जाता है/)).toHaveAttribute('lang', 'hi');
    await expect(within(optionItem(canvasElement, 'त्वरण शून्य')).queryByText(/उत्तर/)).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A numeric answer: 'Your answer: 12.5' with a cross, 'Correct answer: 12' with a tick. */
export const NumericWrong: Story = {
  args: { question: rootsSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yours = canvas.getByText(/^Your answer:/);
    await expect(yours).toHaveTextContent('Your answer: 12.5');
    await expect(yours.parentElement?.querySelector('[data-icon="cross"]')).not.toBeNull();
    await expect(canvas.getByText(/^Correct answer:/)).toHaveTextContent('Correct answer: 12');
    await expect(canvas.queryByRole('list', { name: 'Options' })).toBeNull();
    await expect(canvas.queryByText(/counts as correct/)).toBeNull();
  },
};

/** A numeric key with a tolerance: the accepted range is spelt out. */
export const NumericWithTolerance: Story = {
  args: { question: fallSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Your answer:/)).toHaveTextContent('Your answer: 2.02');
    await expect(canvas.getByText(/^Your answer:/).parentElement?.querySelector('[data-icon="tick-disc"]')).not.toBeNull();
    await expect(canvas.getByText('Any answer from 2.01 to 2.03 counts as correct.')).toBeVisible();
  },
};

/** A long passage shared by a set of questions: part of the page on a phone, scrolling itself from a tablet up. */
export const LongDirection: Story = {
  args: { question: passageSolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passage = canvas.getByRole('region', { name: 'Directions' });
    await expect(passage).toHaveTextContent(/600 learners/);
    // Wider than a tablet here: the passage scrolls itself, so the keyboard can reach and scroll it.
    await expect(passage.scrollHeight).toBeGreaterThan(passage.clientHeight);
    await expect(passage).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText('04:05')).toBeVisible();
  },
};

/** In Hindi: Hindi words, Hindi question and explanation, marked as Hindi for screen readers and fonts. */
export const Hindi: Story = {
  args: {
    question: inHindiSections([primesSolution])[0] ?? primesSolution,
    language: 'hi',
    locale: 'hi-IN',
    labels: hindiSolutionCardLabels,
  },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'प्रश्न 3' })).toBeVisible();
    await expect(canvas.getByText('मात्रात्मक अभियोग्यता')).toBeVisible();
    await expect(canvas.getByText('गलत', { exact: true })).toBeVisible();
    await expect(canvas.getByText('निम्नलिखित में से कौन-सी संख्याएँ अभाज्य हैं?')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getAllByText('सही उत्तर')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'व्याख्या' })).toHaveTextContent('51 = 3 × 17');
    await expect(canvas.queryByText(/यह प्रश्न/)).toBeNull();
  },
};

/** A numeric question in Hindi, with its range in Hindi words. */
export const HindiNumeric: Story = {
  args: { question: fallSolution, language: 'hi', locale: 'hi-IN', labels: hindiSolutionCardLabels },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^आपका उत्तर:/)).toHaveTextContent('आपका उत्तर: 2.02');
    await expect(canvas.getByText('2.01 से 2.03 तक का कोई भी उत्तर सही माना जाता है।')).toBeVisible();
    await expect(canvas.getByText(/ज़मीन तक पहुँचने/)).toHaveAttribute('lang', 'hi');
  },
};

/** An English Language question seen in Hindi: shown in English, and the card says why. */
export const FallsBackToEnglish: Story = {
  args: { question: synonymSolution, language: 'hi', locale: 'hi-IN', labels: hindiSolutionCardLabels },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('यह प्रश्न हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।')).toBeVisible();
    await expect(canvas.getByText('ABUNDANT')).toHaveAttribute('lang', 'en');
    await expect(within(optionItem(canvasElement, 'Plentiful')).getByText('सही उत्तर')).toBeVisible();
  },
};

/** A Hindi grammar question seen in English: shown in Hindi, and the card says why. */
export const FallsBackToHindi: Story = {
  args: { question: hindiOnlySolution },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This question has no English version, so it is shown in Hindi.')).toBeVisible();
    await expect(canvas.getByText('सूर्य')).toHaveAttribute('lang', 'hi');
    await expect(within(optionItem(canvasElement, 'दिनकर')).getByText('Correct answer')).toBeVisible();
  },
};

/** On a 360 px phone: nothing scrolls sideways, a long passage is part of the page. */
export const Phone: Story = {
  args: { question: passageSolution },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const passage = canvas.getByRole('region', { name: 'Directions' });
    await expect(passage.scrollHeight).toBeLessThanOrEqual(passage.clientHeight + 1);
    await expect(passage).not.toHaveAttribute('tabindex');
    for (const item of canvas.getAllByRole('listitem').filter((li) => li.closest('ol'))) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

const { jeeLimit: limit, quadraticHindi: quadratic } = richTextSamples;

/** A JEE limit with its maths drawn by the server: the options and the worked solution in MathML. */
export const RichMaths: Story = {
  args: {
    question: {
      ...discountSolution,
      id: 'jee-limit',
      sectionName: 'Mathematics',
      yourAnswer: { choice: 1 },
      correctAnswer: { choice: 2 },
      outcome: 'wrong',
      texts: {
        en: {
          text: plainWords(limit.text.source),
          options: (limit.options ?? []).map((option) => plainWords(option.source)),
          explanation: plainWords(limit.explanation?.source ?? ''),
          textHtml: limit.text.html,
          optionsHtml: (limit.options ?? []).map((option) => option.html),
          explanationHtml: limit.explanation?.html,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getByRole('list', { name: 'Options' });
    const rows = within(options).getAllByRole('listitem');
    await expect(rows[2]).toHaveTextContent(/8\s*Correct answer/);
    await expect(rows[1]).toHaveTextContent(/4\s*Your answer/);
    const explanation = canvas.getByRole('region', { name: 'Explanation' });
    await expect(explanation.querySelector('.pk-display math')).not.toBeNull();
  },
};

export const RichMathsHindi: Story = {
  args: {
    language: 'hi',
    locale: 'hi-IN',
    labels: hindiSolutionCardLabels,
    question: {
      ...discountSolution,
      id: 'quadratic-hi',
      sectionName: 'गणित',
      yourAnswer: { choice: 0 },
      correctAnswer: { choice: 0 },
      outcome: 'correct',
      texts: {
        hi: {
          text: plainWords(quadratic.text.source),
          options: (quadratic.options ?? []).map((option) => plainWords(option.source)),
          explanation: plainWords(quadratic.explanation?.source ?? ''),
          textHtml: quadratic.text.html,
          optionsHtml: (quadratic.options ?? []).map((option) => option.html),
          explanationHtml: quadratic.explanation?.html,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/के मान क्या हैं/).closest('[lang="hi"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('math').length).toBeGreaterThanOrEqual(8);
  },
};
