import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FaqAccordion, faqAccordionHeadingLevels } from './FaqAccordion';

const sampleFaqs = [
  {
    id: 'free-tests',
    question: 'Are there free mock tests?',
    answer: 'Yes. Every test series has 3 free tests, so you can try the pattern and the analysis before you subscribe.',
  },
  {
    id: 'languages',
    question: 'Can I attempt tests in Hindi?',
    answer: 'Most SSC, Railways and Banking tests are bilingual: switch between Hindi and English at any time during the test.',
  },
  {
    id: 'rank',
    question: 'How is my All-India rank calculated?',
    answer: 'Your score is compared with every learner who attempted the same test; the rank and percentile appear right after you submit.',
  },
  {
    id: 'offline',
    question: 'Can I study without mobile data?',
    answer: 'GOLD and PLATINUM plans let you download PDFs and solutions to read offline.',
  },
] as const;

const meta = {
  title: 'Components/FaqAccordion',
  component: FaqAccordion,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    items: sampleFaqs,
    heading: 'Frequently Asked Questions',
    headingLevel: 2,
    emptyText: 'No FAQs found.',
    onToggle: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: faqAccordionHeadingLevels },
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Are there free mock tests?' }));
    await expect(args.onToggle).toHaveBeenCalledWith('free-tests', true);
  },
};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Frequently Asked Questions' });
    const first = canvas.getByRole('button', { name: 'Are there free mock tests?' });
    const second = canvas.getByRole('button', { name: 'Can I attempt tests in Hindi?' });
    const firstAnswer = canvas.getByText(/Every test series has 3 free tests/);

    await step('the questions are headings one level below the section’s, all closed', async () => {
      await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(sampleFaqs.length);
      for (const button of canvas.getAllByRole('button')) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(firstAnswer).not.toBeVisible();
    });

    await step('a click opens the answer, and a second click closes it', async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(firstAnswer).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Are there free mock tests?' })).toHaveAttribute(
        'id',
        first.getAttribute('aria-controls'),
      );
      await expect(args.onToggle).toHaveBeenLastCalledWith('free-tests', true);
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(firstAnswer).not.toBeVisible();
      await expect(args.onToggle).toHaveBeenLastCalledWith('free-tests', false);
    });

    await step('a keyboard user tabs to the next question and opens it with Enter, closes it with Space', async () => {
      await userEvent.tab();
      await expect(second).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/switch between Hindi and English/)).toBeVisible();
      await expect(args.onToggle).toHaveBeenLastCalledWith('languages', true);
      await userEvent.keyboard(' ');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onToggle).toHaveBeenLastCalledWith('languages', false);
      await expect(args.onToggle).toHaveBeenCalledTimes(4);
    });

    await step('questions open independently', async () => {
      await userEvent.click(first);
      await userEvent.click(second);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
    });

    await step('every question is a comfortable touch target', async () => {
      for (const button of canvas.getAllByRole('button')) {
        await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

export const TwoColumnsOnDesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Are there free mock tests?' });
    const second = canvas.getByRole('button', { name: 'Can I attempt tests in Hindi?' });
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
    await expect(second.getBoundingClientRect().left).toBeGreaterThan(first.getBoundingClientRect().right);
  },
};

export const OneColumnOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { defaultOpenIds: ['rank'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Are there free mock tests?' });
    const second = canvas.getByRole('button', { name: 'Can I attempt tests in Hindi?' });
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'How is my All-India rank calculated?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    heading: 'अक्सर पूछे जाने वाले प्रश्न',
    items: [
      {
        id: 'free-tests',
        question: 'क्या मुफ़्त मॉक टेस्ट उपलब्ध हैं?',
        answer: 'हाँ। हर टेस्ट सीरीज़ में 3 मुफ़्त टेस्ट हैं, ताकि आप सदस्यता लेने से पहले पैटर्न और विश्लेषण देख सकें।',
      },
      {
        id: 'languages',
        question: 'क्या मैं टेस्ट हिंदी में दे सकता हूँ?',
        answer: 'एसएससी, रेलवे और बैंकिंग के अधिकतर टेस्ट द्विभाषी हैं: टेस्ट के दौरान कभी भी हिंदी और अंग्रेज़ी के बीच बदलें।',
      },
    ],
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'अक्सर पूछे जाने वाले प्रश्न' });
    await expect(section.closest('[lang]')).toHaveAttribute('lang', 'hi');
    const question = canvas.getByRole('button', { name: 'क्या मैं टेस्ट हिंदी में दे सकता हूँ?' });
    await userEvent.click(question);
    await expect(canvas.getByText(/टेस्ट द्विभाषी हैं/)).toBeVisible();
    await expect(args.onToggle).toHaveBeenCalledWith('languages', true);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No FAQs found.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
