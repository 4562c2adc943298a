import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { contentLanguages } from '../QuestionView/QuestionView';
import { hindiSolutionCardLabels } from '../SolutionCard/sampleHindiLabels';
import { inHindiSections, percentSolutions, sampleSolutions } from '../SolutionCard/sampleSolutions';
import { solutionOutcomes } from '../SolutionCard/solution';
import { solutionFilters } from './solutionFilters';
import { Button } from '../Button/Button';
import { SolutionReview, solutionReviewHeadingLevels, type SolutionReviewLabels, type SolutionReviewProps } from './SolutionReview';

const hindiLabels: Partial<SolutionReviewLabels> = {
  title: 'समाधान',
  language: 'प्रश्नों की भाषा',
  filter: 'दिखाएँ',
  filters: { all: 'सभी', correct: 'सही', partial: 'आंशिक रूप से सही', wrong: 'गलत', unanswered: 'छोड़े गए', marked: 'चिह्नित' },
  empty: {
    all: 'इस टेस्ट में देखने के लिए कोई प्रश्न नहीं है।',
    correct: 'इस बार आपका कोई भी उत्तर सही नहीं था। बाकी प्रश्नों की व्याख्याएँ आपको रास्ता दिखाएँगी।',
    partial: 'आपका कोई भी उत्तर आंशिक रूप से सही नहीं था।',
    wrong: 'इस टेस्ट में आपका कोई भी उत्तर गलत नहीं है। बहुत बढ़िया!',
    unanswered: 'आपने हर प्रश्न का उत्तर दिया।',
    marked: 'आपने समीक्षा के लिए कोई प्रश्न चिह्नित नहीं किया।',
  },
  strip: 'प्रश्न संख्याएँ',
  question: (number, outcome, marked) => `प्रश्न ${number}, ${outcome}${marked ? `, ${marked}` : ''}`,
  previousPage: 'पिछले प्रश्न',
  nextPage: 'अगले प्रश्न',
  page: (first, last, total) => `${first}–${last}, कुल ${total}`,
  previous: 'पिछला',
  next: 'अगला',
  position: (current, total) => `${total} में से ${current}`,
  card: hindiSolutionCardLabels,
};

/** Holds the language as the result page does, so the select switches the questions. */
function ReviewWithLanguage({ language, onLanguageChange, ...props }: SolutionReviewProps) {
  const [shown, setShown] = useState(language);
  return (
    <SolutionReview
      {...props}
      language={shown}
      onLanguageChange={(next) => {
        setShown(next);
        onLanguageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SolutionReview',
  component: SolutionReview,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    questions: sampleSolutions,
    language: 'en',
    languages: contentLanguages,
    onLanguageChange: fn(),
    onQuestionChange: fn(),
    onFilterChange: fn(),
    locale: 'en-IN',
    headingLevel: 2,
  },
  argTypes: {
    language: { control: 'inline-radio', options: contentLanguages },
    initialFilter: { control: 'inline-radio', options: solutionFilters },
    headingLevel: { control: 'inline-radio', options: solutionReviewHeadingLevels },
  },
  // Keyed by the props a learner cannot change from inside, so a control resets the held state.
  render: (args) => <ReviewWithLanguage key={`${args.language}-${args.initialFilter}-${args.initialQuestionId}`} {...args} />,
} satisfies Meta<typeof SolutionReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: /Question numbers|प्रश्न संख्याएँ/ });
const cardHeading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 3 });

export const Playground: Story = {};

/** Every question: the filters with their counts, the numbers by outcome, the first question's solution. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Solutions' })).toBeVisible();

    await step('each filter says how many questions it shows', async () => {
      await expect(canvas.getByRole('radio', { name: 'All 12' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Correct 5' })).not.toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Partly right 1' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Wrong 4' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Unanswered 2' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Marked 3' })).toBeVisible();
    });

    await step('every number says its outcome, and a marked one says so too', async () => {
      await expect(within(grid(canvasElement)).getAllByRole('button')).toHaveLength(12);
      await expect(canvas.getByRole('button', { name: 'Question 1, correct' })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('button', { name: 'Question 2, correct, marked for review' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 3, wrong' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 4, not answered, marked for review' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Question 12, partly right' })).toBeVisible();
    });

    await step('each outcome has its own shape, so it reads without colour', async () => {
      const outlines = solutionOutcomes.map((outcome) => {
        const button = grid(canvasElement).querySelector(`button[data-outcome="${outcome}"]`);
        const shape = button?.querySelector('svg > :first-child');
        return `${shape?.tagName}:${shape?.getAttribute('stroke-dasharray') ?? ''}`;
      });
      await expect(new Set(outlines).size).toBe(solutionOutcomes.length);
      const marked = canvas.getByRole('button', { name: /^Question 7,/ });
      await expect(marked.querySelector('[data-badge="marked"]')).not.toBeNull();
      await expect(canvas.getByRole('button', { name: /^Question 8,/ }).querySelector('[data-badge]')).toBeNull();
    });

    await step('the first question’s solution is shown, with the position', async () => {
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 1');
      await expect(canvas.getByText('1 of 12')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(canvas.getByRole('combobox', { name: 'Question language' })).toHaveValue('en');
    });
  },
};

/** A filter shows only its questions; the card moves to the first of them, focus stays on the filters. */
export const FilterSwitching: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('Wrong: four numbers, all wrong, and the first wrong question', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Wrong 4' }));
      await expect(canvas.getByRole('radio', { name: 'Wrong 4' })).toBeChecked();
      const buttons = within(grid(canvasElement)).getAllByRole('button');
      await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
        'Question 3, wrong',
        'Question 7, wrong, marked for review',
        'Question 8, wrong',
        'Question 10, wrong',
      ]);
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 3');
      await expect(canvas.getByText('1 of 4')).toBeVisible();
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('wrong');
      await expect(args.onQuestionChange).toHaveBeenLastCalledWith('q3');
    });

    await step('the arrows move between filters, as in any radio group', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Unanswered 2' })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: 'Unanswered 2' })).toBeChecked();
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 4');
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Marked 3' })).toBeChecked();
      await expect(within(grid(canvasElement)).getAllByRole('button')).toHaveLength(3);
      // Question 4 is marked too: the card stays on it.
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 4');
    });

    await step('Next moves within the filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 7');
      await expect(cardHeading(canvasElement)).toHaveFocus();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  },
};

/** ← and → turn the question from anywhere but a field; focus goes to the new question's heading. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('→ with nothing focused shows the next question and focuses its heading', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 2');
      await expect(cardHeading(canvasElement)).toHaveFocus();
      await expect(args.onQuestionChange).toHaveBeenLastCalledWith('q2');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 4');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 3');
      await expect(canvas.getByRole('button', { name: 'Question 3, wrong' })).toHaveAttribute('aria-current', 'true');
    });

    await step('← on the first question goes nowhere', async () => {
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 1');
    });

    await step('in the language select the arrows are the select’s own', async () => {
      canvas.getByRole('combobox', { name: 'Question language' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 1');
    });

    await step('in the number grid the arrows move focus; Enter shows the question', async () => {
      canvas.getByRole('button', { name: 'Question 1, correct' }).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Question 3, wrong' })).toHaveFocus();
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 1');
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('button', { name: 'Question 8, wrong' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 8');
      await expect(cardHeading(canvasElement)).toHaveFocus();
    });

    await step('Tab from the heading reaches the buttons in reading order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 7');
      await expect(cardHeading(canvasElement)).toHaveFocus();
      await userEvent.tab();
      // The passage of question 7 is short: it is not a tab stop, so Previous comes next.
      await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    });
  },
};

/** A tap on a number shows that question and focuses its heading. */
export const NumberButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Question 10, wrong' }));
    await expect(cardHeading(canvasElement)).toHaveTextContent('Question 10');
    await expect(cardHeading(canvasElement)).toHaveFocus();
    await expect(canvas.getByText(/^Your answer:/)).toHaveTextContent('Your answer: 12.5');
    await expect(canvas.getByRole('button', { name: 'Question 10, wrong' })).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(args.onQuestionChange).toHaveBeenCalledWith('q10');
    await expect(canvas.getByText('10 of 12')).toBeVisible();
  },
};

/** A filter with no questions says so plainly, with no empty grid or dead buttons. */
export const EmptyFilter: Story = {
  args: { questions: sampleSolutions.filter((question) => !question.marked) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Marked 0' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You did not mark any question for review.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'All 9' }));
    await expect(cardHeading(canvasElement)).toHaveTextContent('Question 1');
  },
};

/**
 * A JEE Advanced paper with partial marks: the multiple-correct question answered with two of its
 * three right options is partly right, with its own filter, shape and words.
 */
export const PartlyRight: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('Partly right: its own filter, between Correct and Wrong', async () => {
      const radios = canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
      await expect(radios).toEqual(['All12', 'Correct5', 'Partly right1', 'Wrong4', 'Unanswered2', 'Marked3']);
      const chip = canvas.getByRole('radio', { name: 'Partly right 1' }).closest('label');
      await expect(chip?.querySelector('[data-icon="half-disc"]')).not.toBeNull();
      await userEvent.click(canvas.getByRole('radio', { name: 'Partly right 1' }));
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('partial');
      await expect(within(grid(canvasElement)).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
        'Question 12, partly right',
      ]);
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 12');
      await expect(canvas.getByText('1 of 1')).toBeVisible();
    });

    await step('its number: a ring filled at its foot, the number on white, not a colour alone', async () => {
      const button = canvas.getByRole('button', { name: 'Question 12, partly right' });
      const shape = button.querySelector('svg[data-shape="partial"]');
      await expect(shape?.querySelector('[data-part="level"]')).not.toBeNull();
      await expect(getComputedStyle(button.querySelector('span') as HTMLElement).color).toBe(hexToRgb(tokens.color.text));
      await expect(getComputedStyle(shape?.querySelector('[data-part="level"]') as Element).fill).toBe(hexToRgb(tokens.color.partial));
    });

    await step('the card says so, and why: two of the three right options, no wrong one', async () => {
      const card = canvas.getByRole('article');
      await expect(within(card).getByText('Partly right', { selector: 'li' })).toBeVisible();
      await expect(within(card).getByText('You chose 2 of the 3 correct options, and no wrong one.')).toBeVisible();
      await expect(within(card).getAllByText('Correct answer')).toHaveLength(3);
      await expect(within(card).getAllByText('Your answer')).toHaveLength(2);
      await expect(card.querySelector('[data-icon="cross"]')).toBeNull();
    });

    await step('back to All: the card stays on the question', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'All 12' }));
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 12');
      await expect(canvas.getByText('12 of 12')).toBeVisible();
    });
  },
};

/** A test with no partial marks: no Partly right filter, rather than one that always says 0. */
export const NoPartlyRight: Story = {
  args: { questions: sampleSolutions.filter((question) => question.outcome !== 'partial') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.queryByRole('radio', { name: /Partly right/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Correct 5' })).toBeVisible();
  },
};

/** The partly right question in Hindi, opened from its filter; on a phone, so its longer words are seen to fit. */
export const HindiPartlyRight: Story = {
  args: { questions: inHindiSections(sampleSolutions), language: 'hi', locale: 'hi-IN', labels: hindiLabels, initialFilter: 'partial' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { lang: 'hi', width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'आंशिक रूप से सही 1' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'प्रश्न 12, आंशिक रूप से सही' })).toHaveAttribute('aria-current', 'true');
    await expect(cardHeading(canvasElement)).toHaveTextContent('प्रश्न 12');
    await expect(canvas.getByText('भौतिकी')).toBeVisible();
    await expect(canvas.getByText('आंशिक रूप से सही', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('आपने 3 सही विकल्पों में से 2 चुने, और कोई गलत विकल्प नहीं चुना।')).toBeVisible();
    await expect(canvas.getByText(/ऊर्ध्वाधर ऊपर फेंका जाता है/)).toHaveAttribute('lang', 'hi');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const chip = canvas.getByRole('radio', { name: 'आंशिक रूप से सही 1' }).closest('label') as HTMLElement;
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Opening on a filter and a question, as a link from the result page would. */
export const OpensOnAQuestion: Story = {
  args: { initialFilter: 'wrong', initialQuestionId: 'q7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Wrong 4' })).toBeChecked();
    await expect(cardHeading(canvasElement)).toHaveTextContent('Question 7');
    await expect(canvas.getByText('2 of 4')).toBeVisible();
    // Opening is not a move: focus stays where the page put it.
    await expect(cardHeading(canvasElement)).not.toHaveFocus();
  },
};

/** A test with no questions at all. */
export const NoQuestions: Story = {
  args: { questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This test has no questions to review.');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** A passage question: the direction sits above the question, scrolling itself from a tablet up. */
export const LongDirection: Story = {
  args: { initialQuestionId: 'q6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Directions' })).toHaveTextContent(/coaching centre in Patna/);
    await expect(canvas.getByText('How many learners preparing for JEE Main study in the evening batch?')).toBeVisible();
  },
};

/** In Hindi, with the select switching the questions to English and back. */
export const Hindi: Story = {
  args: { questions: inHindiSections(sampleSolutions), language: 'hi', locale: 'hi-IN', labels: hindiLabels },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Hindi words, filters and numbers', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'समाधान' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'गलत 4' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'प्रश्न 7, गलत, समीक्षा के लिए चिह्नित' })).toBeVisible();
      await expect(canvas.getByText('12 में से 1')).toBeVisible();
      await expect(canvas.getByText(/ग्राहक कितना भुगतान करता है/)).toHaveAttribute('lang', 'hi');
    });

    await step('the select switches the questions to English; the page’s words stay Hindi', async () => {
      const select = canvas.getByRole('combobox', { name: 'प्रश्नों की भाषा' });
      await expect(select).toHaveValue('hi');
      await userEvent.selectOptions(select, 'en');
      await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
      await waitFor(() => expect(canvas.getByText(/How much does the customer pay/)).toHaveAttribute('lang', 'en'));
      await expect(canvas.getByText('सही', { selector: 'li' })).toBeVisible();
    });

    await step('a Hindi-only question stays Hindi in English, and says why', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'प्रश्न 9, सही' }));
      await expect(cardHeading(canvasElement)).toHaveTextContent('प्रश्न 9');
      await expect(canvas.getByText('सूर्य')).toHaveAttribute('lang', 'hi');
      await expect(canvas.getByText('यह प्रश्न अंग्रेज़ी में उपलब्ध नहीं है, इसलिए हिन्दी में दिखाया गया है।')).toBeVisible();
    });

    await step('and back to Hindi', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'प्रश्नों की भाषा' }), 'hi');
      await expect(args.onLanguageChange).toHaveBeenLastCalledWith('hi');
      await expect(canvas.queryByText(/इसलिए हिन्दी में दिखाया गया है/)).toBeNull();
    });
  },
};

/** Only one language: no select. */
export const OneLanguage: Story = {
  args: { languages: ['en'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

/** A 150-question paper: the numbers come 20 a page, as in the test's palette. */
export const LongPaper: Story = {
  args: { questions: percentSolutions(150) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'All 150' })).toBeChecked();
    await expect(within(grid(canvasElement)).getAllByRole('button')).toHaveLength(20);
    await expect(canvas.getByText('1–20 of 150')).toBeVisible();

    await step('the page buttons turn the numbers', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next questions' }));
      await expect(canvas.getByText('21–40 of 150')).toBeVisible();
      await expect(canvas.getByRole('button', { name: /^Question 21,/ })).toBeVisible();
    });

    await step('Ctrl+End reaches the last number; Enter shows it', async () => {
      canvas.getByRole('button', { name: /^Question 21,/ }).focus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      const last = canvas.getByRole('button', { name: /^Question 150,/ });
      await expect(last).toHaveFocus();
      await expect(canvas.getByText('141–150 of 150')).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 150');
      await expect(canvas.getByText('150 of 150')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    await step('← back across a page turns the numbers with it', async () => {
      for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowLeft}');
      await expect(cardHeading(canvasElement)).toHaveTextContent('Question 140');
      await expect(canvas.getByText('121–140 of 150')).toBeVisible();
      await expect(canvas.getByRole('button', { name: /^Question 140,/ })).toHaveAttribute('aria-current', 'true');
    });
  },
};

/** On a 360 px phone with a long paper: no sideways scroll, every target at least 44 px. */
export const Phone: Story = {
  args: { questions: percentSolutions(150) },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const targets = [
      ...canvas.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement),
      ...within(grid(canvasElement)).getAllByRole('button'),
      canvas.getByRole('button', { name: 'Previous' }),
      canvas.getByRole('button', { name: 'Next' }),
      canvas.getByRole('button', { name: 'Next questions' }),
      canvas.getByRole('combobox'),
    ];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(360);
    }
    // On a phone the question comes before the numbers.
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().top).toBeLessThan(grid(canvasElement).getBoundingClientRect().top);
  },
};

/** The Hindi review on a phone: longer words still fit. */
export const HindiPhone: Story = {
  args: { ...Hindi.args, initialQuestionId: 'q7' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { lang: 'hi', width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardHeading(canvasElement)).toHaveTextContent('प्रश्न 7');
    await expect(canvas.getByText('न तो I और न ही II निकलता है')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The app's own content under the shown question (its "Report an error in this question"), a fresh one for each question. */
export const WithQuestionFooter: Story = {
  args: {
    renderQuestionFooter: (question) => (
      <Button variant="ghost" tone="neutral" onClick={fn()}>
        {`Report an error in question ${question.number}`}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('button', { name: 'Report an error in question 1' });
    // Under the card, above Previous/Next.
    const card = canvas.getByRole('article');
    await expect(card.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(footer.compareDocumentPosition(canvas.getByRole('button', { name: 'Next' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(footer.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Report an error in question 2' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report an error in question 1' })).toBeNull();
  },
};
