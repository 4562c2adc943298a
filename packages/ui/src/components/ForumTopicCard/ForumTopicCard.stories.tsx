import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForumTopicCard } from './ForumTopicCard';
import { sampleNow, sampleTopic } from './sampleForum';

const meta = {
  title: 'Components/ForumTopicCard',
  component: ForumTopicCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { topic: sampleTopic, href: '/dashboard/discussion-forum/101', now: sampleNow },
} satisfies Meta<typeof ForumTopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: sampleTopic.title });
    await expect(link).toHaveAttribute('href', '/dashboard/discussion-forum/101');
    await expect(canvas.getByRole('heading', { level: 3, name: sampleTopic.title })).toBeVisible();
    await expect(canvas.getByRole('article', { name: sampleTopic.title })).toBeVisible();
    await expect(canvas.getByText('By Priya S.')).toBeVisible();
    await expect(canvas.getByText('5 hours ago')).toHaveAttribute('datetime', sampleTopic.createdAt);
    await expect(canvas.getByText('3 replies')).toBeVisible();
    await expect(canvas.getByText('12 likes')).toBeVisible();
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SBI PO', 'Reasoning', 'Puzzles']);
    await expect(canvas.queryByText('Edited')).toBeNull();
    await expect(canvas.queryByText('Hidden pending review')).toBeNull();
  },
};

export const LongDescriptionIsCut: Story = {
  args: { topic: { ...sampleTopic, body: 'Practise every day. '.repeat(40) } },
  play: async ({ canvasElement }) => {
    const excerpt = canvasElement.querySelector('article p');
    await expect(excerpt?.textContent?.endsWith('…')).toBe(true);
    await expect(Array.from(excerpt?.textContent ?? '').length).toBeLessThanOrEqual(201);
  },
};

export const OneReplyEditedOwn: Story = {
  args: {
    topic: { ...sampleTopic, replyCount: 1, likeCount: 1, editedAt: '2026-11-24T07:00:00Z', author: { name: 'Asha V.', isYou: true }, tags: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 reply')).toBeVisible();
    await expect(canvas.getByText('1 like')).toBeVisible();
    await expect(canvas.getByText('Edited')).toBeVisible();
    await expect(canvas.getByText('By You')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull();
  },
};

export const HiddenForItsAuthor: Story = {
  args: { topic: { ...sampleTopic, hidden: true, author: { name: 'Asha V.', isYou: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hidden pending review')).toBeVisible();
  },
};

export const OldTopicShowsTheDate: Story = {
  args: { topic: { ...sampleTopic, createdAt: '2026-10-02T04:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 Oct 2026')).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  args: {
    locale: 'hi-IN',
    topic: { ...sampleTopic, title: 'सीटिंग अरेंजमेंट की पहेलियाँ जल्दी कैसे हल करें?', body: 'गोल मेज़ वाली पहेली में मुझे हर बार दस मिनट लग जाते हैं। आप सुराग किस क्रम में पढ़ते हैं?', editedAt: '2026-11-24T07:00:00Z' },
    labels: {
      by: (name) => `${name} द्वारा`,
      you: 'आप',
      replies: (_count, shown) => `${shown} जवाब`,
      likes: (_count, shown) => `${shown} पसंद`,
      edited: 'संपादित',
      hiddenBadge: 'समीक्षा तक छिपा है',
      tags: 'टैग',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Priya S. द्वारा')).toBeVisible();
    await expect(canvas.getByText('5 घंटे पहले')).toBeVisible();
    await expect(canvas.getByText('3 जवाब')).toBeVisible();
    await expect(canvas.getByText('12 पसंद')).toBeVisible();
    await expect(canvas.getByText('संपादित')).toBeVisible();
  },
};
