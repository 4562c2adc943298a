import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../storybook/storybook.css';
import { Button } from '../Button/Button';
import { richTextSamples } from '../RichText/richTextSamples';
import { withSampleFigures } from '../RichText/sampleFigures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { questionSaveStatuses, type QuestionResponse } from './questionResponse';
import {
  contentLanguages,
  QuestionView,
  questionViewHeadingLevels,
  type QuestionViewLabels,
  type QuestionViewProps,
} from './QuestionView';
import {
  coachingDirection,
  coachingQuestion,
  primesQuestion,
  rootsQuestion,
  rootsQuestionHindi,
  synonymQuestion,
  trainQuestion,
  trainQuestionHindi,
} from './sampleQuestions';

/** Holds the answer the way the test screen does, so a choice shows at once. */
function QuestionViewDemo({ value, onChange, ...props }: QuestionViewProps) {
  const [response, setResponse] = useState<QuestionResponse>(value);
  return (
    <QuestionView
      {...props}
      value={response}
      onChange={(next) => {
        setResponse(next);
        onChange(next);
      }}
    />
  );
}

/**
 * Two questions on one screen, as the test shows them: the same QuestionView moves from a
 * question without a direction to one with a long passage.
 */
function TwoQuestionsDemo({ onChange, ...props }: QuestionViewProps) {
  const [second, setSecond] = useState(false);
  const [responses, setResponses] = useState<[QuestionResponse, QuestionResponse]>([
    { type: 'single', choice: null },
    { type: 'single', choice: null },
  ]);
  const question = second
    ? { number: 2, direction: coachingDirection, ...coachingQuestion }
    : { number: 1, direction: undefined, ...trainQuestion };
  return (
    <div className={layout.stack}>
      <QuestionView
        {...props}
        number={question.number}
        direction={question.direction}
        text={question.text}
        options={question.options}
        value={responses[second ? 1 : 0]}
        onChange={(next) => {
          setResponses((all) => (second ? [all[0], next] : [next, all[1]]));
          onChange(next);
        }}
      />
      <div>
        <Button onClick={() => setSecond((shown) => !shown)}>{second ? 'Previous' : 'Next'}</Button>
      </div>
    </div>
  );
}

const hindiLabels: QuestionViewLabels = {
  question: 'प्रश्न {n}',
  direction: 'निर्देश',
  chooseOne: 'एक उत्तर चुनें।',
  chooseAll: 'हर सही उत्तर चुनें। एक से अधिक उत्तर सही हो सकते हैं।',
  typeNumber: 'कीपैड से अपना उत्तर लिखें।',
  unsaved: 'अभी सहेजा नहीं गया',
  saving: 'सहेज रहे हैं…',
  saved: 'सहेजा गया',
  offline: 'इस डिवाइस पर रखा है। ऑनलाइन होते ही सहेज लिया जाएगा।',
  keypad: {
    answer: 'आपका उत्तर',
    empty: 'खाली',
    keypad: 'संख्या कीपैड',
    point: 'दशमलव बिंदु',
    minus: 'ऋण चिह्न',
    backspace: 'बैकस्पेस',
    clear: 'सब मिटाएँ',
    refusedPoint: 'संख्या में दशमलव बिंदु पहले से है।',
    refusedMinus: 'ऋण चिह्न केवल शुरू में आ सकता है।',
    refusedLength: 'उत्तर में अधिकतम {max} अक्षर हो सकते हैं।',
  },
};

const phone = { viewport: { value: 'phone360', isRotated: false } };
const laptop = { viewport: { value: 'desktop1280', isRotated: false } };

const meta = {
  title: 'Components/QuestionView',
  component: QuestionView,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    number: 7,
    text: trainQuestion.text,
    options: trainQuestion.options,
    value: { type: 'single', choice: null },
    saveStatus: 'none',
    lang: 'en',
    onChange: fn(),
  },
  argTypes: {
    saveStatus: { control: 'inline-radio', options: questionSaveStatuses },
    lang: { control: 'inline-radio', options: contentLanguages },
    directionLang: { control: 'inline-radio', options: contentLanguages },
    headingLevel: { control: 'inline-radio', options: questionViewHeadingLevels },
  },
  render: (args) => <QuestionViewDemo key={JSON.stringify(args.value)} {...args} />,
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleCorrect: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: trainQuestion.text });

    await step('the number is the heading; the words carry their language', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Question 7' })).toBeVisible();
      await expect(canvas.getByText(trainQuestion.text)).toHaveAttribute('lang', 'en');
      await expect(group).toHaveAccessibleDescription('Choose one answer.');
    });

    await step('Tab enters the group and the arrow keys choose, as in any radio group', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '45 km/h' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: '54 km/h' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'single', choice: 1 });
    });

    await step('a tap anywhere on a row, not only on its circle, chooses that option', async () => {
      const row = canvas.getByRole('radio', { name: '72 km/h' }).closest('label');
      if (!row) throw new Error('the option row is its label');
      await userEvent.click(row);
      await expect(canvas.getByRole('radio', { name: '72 km/h' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: '54 km/h' })).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'single', choice: 3 });
    });

    await step('every option row is a comfortable touch target', async () => {
      for (const radio of within(group).getAllByRole('radio')) {
        await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });

    await step('nothing to save yet says nothing', async () => {
      await expect(canvas.getByRole('status').textContent).toBe('');
    });
  },
};

export const MultipleCorrect: Story = {
  args: {
    number: 12,
    text: primesQuestion.text,
    options: primesQuestion.options,
    value: { type: 'multiple', choices: [] },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: primesQuestion.text });
    await expect(group).toHaveAccessibleDescription('Choose every correct answer. More than one may be correct.');

    await userEvent.click(canvas.getByText('59'));
    await userEvent.click(canvas.getByText('53'));
    // Always in option order, whatever order they were ticked in.
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'multiple', choices: [1, 3] });
    await expect(canvas.getByRole('checkbox', { name: '53' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '59' })).toBeChecked();

    // Space on the focused box unticks it.
    await expect(canvas.getByRole('checkbox', { name: '53' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '53' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'multiple', choices: [3] });
  },
};

export const Numeric: Story = {
  args: {
    number: 21,
    text: rootsQuestion.text,
    options: undefined,
    value: { type: 'numeric', typed: '' },
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const display = canvas.getByRole('textbox', { name: 'Your answer' });

    await step('the question keeps its line break and Unicode maths', async () => {
      const text = canvas.getByText(/x² − 7x \+ k = 0/);
      await expect(text.textContent).toBe(rootsQuestion.text);
      await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
      await expect(display).toHaveAccessibleDescription(`${rootsQuestion.text} Type your answer with the keypad.`);
    });

    await step('the number is typed with the on-screen keypad', async () => {
      await expect(display).toHaveAttribute('readonly');
      await userEvent.click(canvas.getByRole('button', { name: '1' }));
      await userEvent.click(canvas.getByRole('button', { name: '3' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Backspace' }));
      await userEvent.click(canvas.getByRole('button', { name: '2' }));
      await expect(display).toHaveValue('12');
      await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', typed: '12' });
    });

    await step('a physical keyboard types into it too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
      await expect(display).toHaveValue('');
      await userEvent.click(display);
      await userEvent.keyboard('-7.5');
      await expect(display).toHaveValue('\u22127.5');
      await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', typed: '-7.5' });
    });

    await step('a second point, a late minus sign and letters are refused', async () => {
      const calls = args.onChange.mock.calls.length;
      await userEvent.keyboard('.');
      await expect(canvas.getByText('The number already has a decimal point.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Minus' }));
      await expect(canvas.getByText('A minus sign can only come first.')).toBeVisible();
      await userEvent.keyboard('e');
      await expect(display).toHaveValue('\u22127.5');
      await expect(args.onChange).toHaveBeenCalledTimes(calls);
    });
  },
};

export const LongDirection: Story = {
  args: {
    number: 4,
    direction: coachingDirection,
    text: coachingQuestion.text,
    options: coachingQuestion.options,
  },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passage = canvas.getByRole('region', { name: 'Directions' });
    // From a tablet up the passage scrolls itself, so the question stays in view beside it.
    await expect(passage.scrollHeight).toBeGreaterThan(passage.clientHeight);
    await expect(canvas.getByRole('radiogroup', { name: coachingQuestion.text })).toBeVisible();
    // A readable measure, not the laptop's full width.
    await expect(passage.getBoundingClientRect().width).toBeLessThanOrEqual(760);
    // The keyboard can scroll it: it takes focus, and the arrow keys scroll it.
    await waitFor(() => expect(passage).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(passage).toHaveFocus();
  },
};

export const LongDirectionPhone: Story = {
  ...LongDirection,
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passage = canvas.getByRole('region', { name: 'Directions' });
    // On a phone it is part of the page, which scrolls as a whole: no box inside a box.
    await expect(passage.scrollHeight).toBeLessThanOrEqual(passage.clientHeight);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // Nothing to scroll inside it, so no Tab stop on it: Tab goes straight to the options.
    await expect(passage).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: coachingQuestion.options[0] })).toHaveFocus();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A passage that arrives with a later question is a keyboard stop too, once it scrolls. */
export const DirectionOnALaterQuestion: Story = {
  globals: laptop,
  render: (args) => <TwoQuestionsDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Directions' })).toBeNull();
    await userEvent.click(canvas.getByText(trainQuestion.options[trainQuestion.answer]));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const passage = await canvas.findByRole('region', { name: 'Directions' });
    await waitFor(() => expect(passage).toHaveAttribute('tabindex', '0'));
    // Each question shows its own answer.
    await expect(canvas.getByRole('radio', { name: '90' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('radio', { name: '54 km/h' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NumericPhone: Story = {
  ...Numeric,
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const key of within(canvas.getByRole('group', { name: 'Number keypad' })).getAllByRole('button')) {
      const box = key.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Hindi: Story = {
  args: {
    number: 3,
    direction: trainQuestionHindi.direction,
    text: trainQuestionHindi.text,
    options: trainQuestionHindi.options,
    lang: 'hi',
    saveStatus: 'saved',
    value: { type: 'single', choice: trainQuestionHindi.answer },
    labels: hindiLabels,
  },
  globals: phone,
  parameters: { frame: { lang: 'hi', width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('heading', { name: 'प्रश्न 3' })).toBeVisible();
    const text = canvas.getByText(trainQuestionHindi.text);
    await expect(text).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('radio', { name: '54 किमी/घंटा' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('सहेजा गया');
    // The product's Devanagari face is the one the words are drawn in.
    await expect(getComputedStyle(text).fontFamily).toContain('Noto Sans Devanagari');
    const faces = await canvasElement.ownerDocument.fonts.load('18px "Noto Sans Devanagari"', trainQuestionHindi.text);
    await expect(faces.length).toBeGreaterThan(0);
  },
};

export const HindiNumeric: Story = {
  args: {
    number: 22,
    text: rootsQuestionHindi.text,
    options: undefined,
    lang: 'hi',
    value: { type: 'numeric', typed: rootsQuestionHindi.answer },
    saveStatus: 'unsaved',
    labels: hindiLabels,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/k का मान ज्ञात कीजिए।/)).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText('अभी सहेजा नहीं गया')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'आपका उत्तर' })).toHaveValue('12');
    await userEvent.click(canvas.getByRole('button', { name: 'दशमलव बिंदु' }));
    await userEvent.click(canvas.getByRole('button', { name: 'दशमलव बिंदु' }));
    await expect(canvas.getByText('संख्या में दशमलव बिंदु पहले से है।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सब मिटाएँ' })).toBeVisible();
  },
};

/** English Language questions stay English in the Hindi paper; only the direction is in Hindi. */
export const EnglishQuestionInHindiPaper: Story = {
  args: {
    number: 51,
    direction: synonymQuestion.directionHindi,
    directionLang: 'hi',
    text: synonymQuestion.text,
    options: synonymQuestion.options,
    lang: 'en',
    labels: hindiLabels,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'निर्देश' })).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText('ABUNDANT')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Plentiful')).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByText('Plentiful'));
    await expect(canvas.getByRole('radio', { name: 'Plentiful' })).toBeChecked();
  },
};

/** The tick appears only once the server has acknowledged the answer. */
export const Saved: Story = {
  args: { value: { type: 'single', choice: trainQuestion.answer }, saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Saved');
    await expect(status.querySelector('svg')).not.toBeNull();
  },
};

export const NotSavedYet: Story = {
  args: { value: { type: 'single', choice: trainQuestion.answer }, saveStatus: 'unsaved' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Not saved yet');
    await expect(status.querySelector('svg')).toBeNull();
  },
};

export const Saving: Story = {
  args: { value: { type: 'single', choice: trainQuestion.answer }, saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Saving…');
    await expect(status.querySelector('svg')).toBeNull();
  },
};

export const Offline: Story = {
  args: { value: { type: 'single', choice: trainQuestion.answer }, saveStatus: 'offline' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Kept on this device. It will be saved as soon as the connection is back.');
    await expect(status.querySelector('svg')).toBeNull();
  },
};

const { jeeLimit, neetCombustion, pipesFraction, triangleFigure, quadraticHindi } = richTextSamples;
/** A sample's source without its dollars: the plain field that stays the default. */
const plainWords = (source: string) => source.replaceAll('$', '');

/** A JEE limit drawn by the server as MathML; the options' names come from their maths. */
export const RichMaths: Story = {
  args: {
    text: plainWords(jeeLimit.text.source),
    options: (jeeLimit.options ?? []).map((option) => plainWords(option.source)),
    textHtml: jeeLimit.text.html,
    optionsHtml: (jeeLimit.options ?? []).map((option) => option.html),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAccessibleName(/Evaluate/);
    await expect(canvasElement.querySelector('#' + CSS.escape(group.getAttribute('aria-labelledby') ?? '') + ' math')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '8' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'single', choice: 2 });
  },
};

/** NEET chemistry: each option is an mhchem equation. */
export const RichChemistry: Story = {
  args: {
    text: neetCombustion.text.source,
    textHtml: neetCombustion.text.html,
    options: (neetCombustion.options ?? []).map((option) => option.source),
    optionsHtml: (neetCombustion.options ?? []).map((option) => option.html),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await userEvent.click(radios[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'single', choice: 1 });
  },
};

/** Fractions in the options, on a phone: every row still a 44 px target, nothing wider than the screen. */
export const RichFractionsPhone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  args: {
    text: plainWords(pipesFraction.text.source),
    textHtml: pipesFraction.text.html,
    options: (pipesFraction.options ?? []).map((option) => plainWords(option.source)),
    optionsHtml: (pipesFraction.options ?? []).map((option) => option.html),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('one hour').tagName).toBe('STRONG');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A figure in the question, lazy and sized, with its alt text. */
export const RichFigure: Story = {
  args: {
    text: plainWords(triangleFigure.text.source),
    textHtml: withSampleFigures(triangleFigure.text.html),
    options: (triangleFigure.options ?? []).map((option) => plainWords(option.source)),
    optionsHtml: (triangleFigure.options ?? []).map((option) => option.html),
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img', { name: /Right triangle ABC/ });
    await expect(figure).toHaveAttribute('width', '240');
    await expect(figure).toHaveAttribute('decoding', 'async');
  },
};

export const RichHindiMaths: Story = {
  args: {
    lang: 'hi',
    labels: hindiLabels,
    text: plainWords(quadraticHindi.text.source),
    textHtml: quadraticHindi.text.html,
    options: (quadraticHindi.options ?? []).map((option) => plainWords(option.source)),
    optionsHtml: (quadraticHindi.options ?? []).map((option) => option.html),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'प्रश्न 7' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2 और 3' })).toBeInTheDocument();
  },
};
