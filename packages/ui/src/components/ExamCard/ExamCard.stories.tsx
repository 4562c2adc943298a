import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { sampleDefaultExamImage, sampleExamImage } from '../ImageWithFallback/sampleImages';
import { ExamCard, examCardStatuses } from './ExamCard';

const meta = {
  title: 'Components/ExamCard',
  component: ExamCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    title: 'SBI PO Prelims 2026',
    description: 'Full-length mock tests on the latest pattern: English, Quantitative Aptitude and Reasoning.',
    imageSrc: sampleExamImage,
    defaultImageSrc: sampleDefaultExamImage,
    dateLabel: '14 Jun 2026',
    meta: { questions: 100, minutes: 60, marks: 100 },
    headingLevel: 3,
    onGetStarted: fn(),
    onHighlight: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    status: { control: 'inline-radio', options: examCardStatuses },
  },
} satisfies Meta<typeof ExamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function imageOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no image');
  return image;
}

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO Prelims 2026' });
    const card$ = within(card);

    await step('the exam, its date and its facts are shown', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: 'SBI PO Prelims 2026' })).toBeVisible();
      await expect(card$.getByText(/Full-length mock tests/)).toBeVisible();
      await expect(card$.getByText('14 Jun 2026')).toBeVisible();
      const facts = card$.getAllByRole('listitem');
      await expect(facts.map((fact) => fact.textContent)).toEqual(['100 Questions', '60 Minutes', '100 Marks']);
      await expect(imageOf(card)).toHaveAttribute('src', sampleExamImage);
    });

    await step('tapping Get Started tells the page', async () => {
      await userEvent.click(card$.getByRole('button', { name: 'Get Started' }));
      await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
      await expect(args.onHighlight).not.toHaveBeenCalled();
    });

    await step('a keyboard user reaches Highlight and presses Enter', async () => {
      const highlight = card$.getByRole('button', { name: 'Highlight' });
      await userEvent.tab();
      await expect(highlight).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onHighlight).toHaveBeenCalledTimes(1);
      // Each button says which exam it is for.
      await expect(highlight).toHaveAccessibleDescription('SBI PO Prelims 2026');
    });

    await step('both buttons are comfortable touch targets', async () => {
      for (const button of card$.getAllByRole('button')) {
        await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

export const NoImage: Story = {
  args: {
    title: 'SSC CGL Tier 1',
    description: 'General Intelligence, General Awareness, Quantitative Aptitude and English in one hour.',
    imageSrc: null,
    dateLabel: '9 Sep 2026',
  },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SSC CGL Tier 1' });
    await expect(imageOf(card)).toHaveAttribute('src', sampleDefaultExamImage);
    await userEvent.click(within(card).getByRole('button', { name: 'Highlight' }));
    await expect(args.onHighlight).toHaveBeenCalledTimes(1);
  },
};

export const NoDate: Story = {
  args: {
    title: 'RRB NTPC CBT 1',
    description: 'Mathematics, General Intelligence and General Awareness for Graduate and Undergraduate posts.',
    dateLabel: 'N/A',
    meta: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'RRB NTPC CBT 1' });
    const card$ = within(card);
    await expect(card$.getByText('N/A')).toBeVisible();
    // Without meta there is no list of facts.
    await expect(card$.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(card$.getByRole('button', { name: 'Get Started' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};

export const Hindi: Story = {
  args: {
    title: 'आईबीपीएस क्लर्क प्रीलिम्स 2026',
    description: 'अंग्रेज़ी, संख्यात्मक अभियोग्यता और तर्कशक्ति के नवीनतम पैटर्न पर पूर्ण मॉक टेस्ट।',
    dateLabel: '22 अग॰ 2026',
    labels: {
      getStarted: 'शुरू करें',
      highlight: 'हाइलाइट करें',
      date: 'परीक्षा तिथि',
      questions: 'प्रश्न',
      minutes: 'मिनट',
      marks: 'अंक',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'आईबीपीएस क्लर्क प्रीलिम्स 2026' });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(card$.getByText('22 अग॰ 2026')).toBeVisible();
    await expect(card$.getAllByRole('listitem')[0]).toHaveTextContent('100 प्रश्न');
    await userEvent.click(card$.getByRole('button', { name: 'शुरू करें' }));
    await userEvent.click(card$.getByRole('button', { name: 'हाइलाइट करें' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
    await expect(args.onHighlight).toHaveBeenCalledTimes(1);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO Prelims 2026' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const testListLabels = {
  getStarted: 'Take Test',
  highlight: 'Highlight',
  date: 'Exam date',
  questions: 'Questions',
  minutes: 'Minutes',
  marks: 'Marks',
};

/** In the dashboard's test list: an exam the learner's plan includes. */
export const Take: Story = {
  args: { title: 'SBI PO Prelims', status: 'open', labels: testListLabels },
  play: async ({ args, canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('article', { name: 'SBI PO Prelims' }));
    const take = card$.getByRole('button', { name: 'Take Test' });
    await expect(take).toHaveAccessibleDescription('SBI PO Prelims');
    // The main action: no lock.
    await expect(take.querySelector('svg')).toBeNull();
    await userEvent.click(take);
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};

/** An exam the learner's plan does not include: a lock, a muted button, and a name that says which exam. */
export const Locked: Story = {
  args: { title: 'SBI PO Prelims', status: 'locked', labels: { ...testListLabels, getStarted: 'Unlock' } },
  render: (args) => (
    // Beside an open card, as in the test list, so the two actions can be told apart.
    <>
      <ExamCard {...args} title="SBI Clerk Prelims" status="open" labels={testListLabels} />
      <ExamCard {...args} />
    </>
  ),
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const unlock = canvas.getByRole('button', { name: 'Unlock SBI PO Prelims' });
    const take = canvas.getByRole('button', { name: 'Take Test' });

    await step('the locked action shows a lock and looks unlike Take Test', async () => {
      await expect(unlock.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      const locked = getComputedStyle(unlock);
      const open = getComputedStyle(take);
      await expect(locked.backgroundColor).not.toBe(open.backgroundColor);
      await expect(locked.color).not.toBe(open.color);
    });

    await step('it still works, by touch and by keyboard', async () => {
      await expect(unlock).toBeEnabled();
      await expect(unlock.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(unlock);
      await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
      unlock.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onGetStarted).toHaveBeenCalledTimes(2);
    });
  },
};
