import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { QuestionResponse } from '../QuestionView/questionResponse';
import { contentLanguages, QuestionView, type ContentLanguage } from '../QuestionView/QuestionView';
import { richTextSamples } from '../RichText/richTextSamples';
import * as layout from '../../storybook/storybook.css';
import { Passage, passageHeadingLevels, type PassageLabels, type PassageProps } from './Passage';
import { PassageLayout } from './PassageLayout';

const phone = { viewport: { value: 'phone360', isRotated: false } };
const laptop = { viewport: { value: 'desktop1280', isRotated: false } };

const hindiLabels: PassageLabels = { heading: 'गद्यांश पढ़कर प्रश्न {from}–{to} के उत्तर दीजिए' };

const groupQuestions: Record<ContentLanguage, { text: string; options: string[] }[]> = {
  en: [
    { text: 'How many national waterways have been declared since 2016?', options: ['22', '101', '111', '2016'] },
    { text: 'Why does a barge cost less to run than a truck, according to the passage?', options: ['It is faster', 'It uses less fuel per tonne-kilometre', 'It needs new land', 'It carries less'] },
    { text: 'When does dredging not pay, according to the passage?', options: ['When the river is deep all year', 'When it costs more than the trade it brings', 'Always', 'Never'] },
  ],
  hi: [
    { text: '2016 से कितने राष्ट्रीय जलमार्ग घोषित किए गए हैं?', options: ['22', '101', '111', '2016'] },
    { text: 'गद्यांश के अनुसार बजरा ट्रक से सस्ता क्यों पड़ता है?', options: ['वह तेज़ है', 'वह प्रति टन-किलोमीटर कम ईंधन खर्च करता है', 'उसे नई ज़मीन चाहिए', 'वह कम माल ढोता है'] },
    { text: 'गद्यांश किस विषय पर है?', options: ['रेल', 'अंतर्देशीय जलमार्ग', 'सड़कें', 'हवाई माल'] },
  ],
};

/** Questions 3–5 of a test, sharing one passage, as the test screen shows them. */
function PassageGroupDemo(props: PassageProps) {
  const lang = props.lang ?? 'en';
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<QuestionResponse[]>(groupQuestions[lang].map(() => ({ type: 'single', choice: null })));
  const number = props.from + index;
  const question = groupQuestions[lang][index]!;
  return (
    <div className={layout.stack}>
      <PassageLayout
        // One passage for the whole group: folding it away on a phone lasts until the group ends.
        passage={<Passage key={`${props.from}-${props.to}`} {...props} defaultOpen={props.defaultOpen ?? number === props.from} />}
      >
        <QuestionView
          number={number}
          text={question.text}
          options={question.options}
          lang={lang}
          headingLevel={3}
          value={responses[index]!}
          onChange={(next) => setResponses((all) => all.map((response, at) => (at === index ? next : response)))}
        />
      </PassageLayout>
      <div className={layout.row}>
        <Button onClick={() => setIndex((at) => Math.min(at + 1, groupQuestions[lang].length - 1))}>Next</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/Passage',
  component: Passage,
  tags: ['autodocs'],
  parameters: { frame: { width: 'full' } },
  args: { html: richTextSamples.readingPassage.text.html, lang: 'en', from: 3, to: 5 },
  argTypes: {
    lang: { control: 'inline-radio', options: contentLanguages },
    headingLevel: { control: 'inline-radio', options: passageHeadingLevels },
  },
  render: (args) => <PassageGroupDemo {...args} />,
} satisfies Meta<typeof Passage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a desktop the passage stands open beside the question: a heading, no button. */
export const Desktop: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passage = canvas.getByRole('region', { name: 'Read the passage and answer questions 3–5' });
    await expect(canvas.queryByRole('button', { name: /Read the passage/ })).toBeNull();
    await expect(within(passage).getByText(/navigable inland waterways/)).toBeVisible();
    const question = canvas.getByRole('article', { name: 'Question 3' });
    const beside = passage.getBoundingClientRect().right <= question.getBoundingClientRect().left;
    await expect(beside).toBe(true);
  },
};

/** On a phone the heading is a disclosure button, open at the group's first question. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Read the passage and answer questions 3–5' });

    await step('open at the first question of its group', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/navigable inland waterways/)).toBeVisible();
      await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('folded away with the keyboard, and it stays folded for the next question of the group', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText(/navigable inland waterways/)).not.toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByRole('heading', { name: 'Question 4' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Read the passage/ })).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** Met first at a later question of its group (the learner jumped there from the palette): folded. */
export const PhoneLaterQuestion: Story = {
  globals: phone,
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Read the passage/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText(/navigable inland waterways/)).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: phone,
  args: { html: richTextSamples.readingPassageHindi.text.html, lang: 'hi', labels: hindiLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'गद्यांश पढ़कर प्रश्न 3–5 के उत्तर दीजिए' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/नौगम्य अंतर्देशीय जलमार्ग/).closest('[lang="hi"]')).not.toBeNull();
  },
};

export const HindiDesktop: Story = {
  ...Hindi,
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'गद्यांश पढ़कर प्रश्न 3–5 के उत्तर दीजिए' })).toBeVisible();
  },
};
