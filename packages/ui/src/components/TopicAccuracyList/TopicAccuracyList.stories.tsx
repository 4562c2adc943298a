import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { sampleTopics } from './sampleTopics';
import { TopicAccuracyList, type TopicAccuracyListLabels } from './TopicAccuracyList';

const hindiLabels: TopicAccuracyListLabels = {
  heading: 'विषयवार सटीकता',
  weakest: (names, count) => (count === 1 ? `आपका सबसे कमज़ोर विषय: ${names}` : `आपके सबसे कमज़ोर विषय: ${names}`),
  noWeakTopics: 'आपने हर विषय के सभी प्रश्न सही किए। शाबाश!',
  basedOn: (tests, count) => (count === 1 ? 'इस टेस्ट के आधार पर' : `आपके पिछले ${tests} टेस्ट के आधार पर`),
  result: (correct, questions) => `${questions} में से ${correct} सही`,
  weakBadge: 'अभ्यास करें',
  showAll: (total) => `सभी विषय दिखाएँ (${total})`,
  showFewer: 'कम विषय दिखाएँ',
  empty: 'अभी विषयों के नतीजे नहीं हैं। कोई टेस्ट दें और देखें कि हर विषय में आप कैसा कर रहे हैं।',
  loading: 'आपके विषय लोड हो रहे हैं…',
  error: (message) => `त्रुटि: ${message}`,
};

const practiseLink = (
  <ButtonLink href="#practise" variant="outline">
    Practise these topics
  </ButtonLink>
);

const meta = {
  title: 'Components/TopicAccuracyList',
  component: TopicAccuracyList,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    topics: sampleTopics(5),
    attemptsCounted: 3,
    action: practiseLink,
    locale: 'en-IN',
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    action: { control: false },
  },
} satisfies Meta<typeof TopicAccuracyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In the app's order, weakest first; the three it marks weak badged, red and named, with the way to practise them. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the weakest three are named, then the action', async () => {
      await expect(canvas.getByRole('region', { name: 'Accuracy by topic' })).toBeVisible();
      await expect(canvas.getByText('Your weakest topics: Profit and Loss, Syllogism, Time and Work')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Practise these topics' })).toBeVisible();
      await expect(canvas.getByText('Based on your last 3 tests')).toBeVisible();
    });
    await step('every topic has a meter, weakest first', async () => {
      const meters = canvas.getAllByRole('meter');
      await expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['30', '33', '44', '70', '100']);
      await expect(canvas.getByRole('meter', { name: 'Time and Work' })).toHaveAttribute('aria-valuetext', '4 of 9 right, 44%');
      await expect(canvas.getByText('4 of 9 right · 44%')).toBeVisible();
    });
    await step('the tally and the share are of the questions set: 3 right of 10 is 30%', async () => {
      await expect(canvas.getByRole('meter', { name: 'Profit and Loss' })).toHaveAttribute('aria-valuetext', '3 of 10 right, 30%');
    });
    await step('the weakest three, and only they, say they need practice', async () => {
      const badges = canvas.getAllByText('Needs practice');
      await expect(badges).toHaveLength(3);
      await expect(badges[0]?.closest('li')).toHaveTextContent(/^Profit and Loss/);
      await expect(canvas.queryByRole('button', { name: /Show all topics/ })).toBeNull();
    });
  },
};

/** The app can name fewer: one weakest topic, in the singular. */
export const OneWeakest: Story = {
  args: { topics: sampleTopics(5, 'en', 1), attemptsCounted: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your weakest topic: Profit and Loss')).toBeVisible();
    await expect(canvas.getAllByText('Needs practice')).toHaveLength(1);
    await expect(canvas.getByText('Based on this test')).toBeVisible();
  },
};

/** Twenty topics: five show, and a disclosure reveals the rest, moving focus to the first new one. */
export const LongList: Story = {
  args: { topics: sampleTopics(20) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const toggle = canvas.getByRole('button', { name: 'Show all topics (20)' });
    await step('five topics show at first', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAttribute('aria-controls', list.id);
    });
    await step('the keyboard reaches the button and opens the list', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Practise these topics' })).toHaveFocus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
      await waitFor(() => expect(within(list).getAllByRole('listitem')[5]).toHaveFocus());
      await expect(canvas.getByRole('button', { name: 'Show fewer topics' })).toHaveAttribute('aria-expanded', 'true');
    });
    await step('and closes it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show fewer topics' }));
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      await expect(canvas.getByRole('button', { name: 'Show all topics (20)' })).toHaveFocus();
    });
  },
};

/** Nothing wrong or skipped anywhere: no topic is called weak, and no practice is pushed. */
export const AllRight: Story = {
  args: {
    topics: [
      { id: 'a', name: 'Blood Relations', questions: 5, correct: 5, share: 1, weak: false },
      { id: 'b', name: 'Direction Sense', questions: 5, correct: 5, share: 1, weak: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You got every question right in every topic. Well done!')).toBeVisible();
    await expect(canvas.queryByText('Needs practice')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { topics: [], attemptsCounted: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No topic results yet. Take a test to see how you do in each topic.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your topics…');
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'Network Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network Error');
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const Hindi: Story = {
  args: {
    topics: sampleTopics(8, 'hi'),
    labels: hindiLabels,
    locale: 'hi-IN',
    attemptsCounted: 4,
    action: (
      <ButtonLink href="#practise" variant="outline">
        इन विषयों का अभ्यास करें
      </ButtonLink>
    ),
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'विषयवार सटीकता' })).toBeVisible();
    await expect(canvas.getByText('आपके सबसे कमज़ोर विषय: लाभ और हानि, न्याय निगमन, समय और कार्य')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'समय और कार्य' })).toHaveAttribute('aria-valuetext', '9 में से 4 सही, 44%');
    await expect(canvas.getByRole('button', { name: 'सभी विषय दिखाएँ (8)' })).toBeVisible();
    await expect(canvas.getByText('आपके पिछले 4 टेस्ट के आधार पर')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { topics: sampleTopics(20) },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show all topics (20)' });
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
