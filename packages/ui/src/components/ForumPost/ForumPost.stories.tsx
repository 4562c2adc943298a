import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleNow, sampleReply, sampleTopic, sampleUnsafeReply } from '../ForumTopicCard/sampleForum';
import { ForumPost, type ForumPostProps } from './ForumPost';
import { ForumReplyList } from './ForumReplyList';

const meta = {
  title: 'Components/ForumPost',
  component: ForumPost,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' }, docs: { story: { inline: false, height: '560px' } } },
  args: {
    kind: 'topic',
    post: sampleTopic,
    now: sampleNow,
    onToggleLike: fn(),
    onReport: fn(async () => {}),
    onDelete: fn(async () => {}),
    onSave: fn(async () => {}),
  },
} satisfies Meta<ForumPostProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownTopic = { ...sampleTopic, author: { name: 'Asha V.', isYou: true } };
const ownReply = { ...sampleReply, author: { name: 'Asha V.', isYou: true } };

async function findDialog(role: 'dialog' | 'alertdialog', name: string) {
  const dialog = await within(document.body).findByRole(role, { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

export const SomeoneElsesTopic: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: sampleTopic.title });
    await step('the title, who wrote it and when, the text and tags', async () => {
      await expect(within(article).getByRole('heading', { level: 1, name: sampleTopic.title })).toBeVisible();
      await expect(within(article).getByText('By Priya S.')).toBeVisible();
      await expect(within(article).getByText('5 hours ago')).toBeVisible();
      await expect(within(article).getByRole('list', { name: 'Tags' })).toBeVisible();
    });
    await step('Like is a toggle; Report opens the reasons; no Edit or Delete', async () => {
      await userEvent.click(within(article).getByRole('button', { name: 'Like (12 likes)' }));
      await expect(args.onToggleLike).toHaveBeenCalledWith(true);
      await expect(within(article).queryByRole('button', { name: 'Edit' })).toBeNull();
      await expect(within(article).queryByRole('button', { name: 'Delete' })).toBeNull();
      await userEvent.click(within(article).getByRole('button', { name: 'Report' }));
      const dialog = await findDialog('dialog', 'Report this post');
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
      await expect(args.onReport).toHaveBeenCalledWith('spam');
      await waitFor(() => expect(dialog).not.toBeVisible());
    });
  },
};

export const PlainTextOnly: Story = {
  args: { kind: 'reply', post: sampleUnsafeReply },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Reply by Unknown L.' });
    const text = article.querySelector('p:not([id])');
    // Markup, a script and a link show exactly as typed, line by line.
    await expect(text?.textContent).toBe(sampleUnsafeReply.body);
    await expect(within(article).getByText(/<script>alert\("hi"\)<\/script>/)).toBeVisible();
    await expect(within(article).getByText(/<a href="https:\/\/evil.example">free answers<\/a>/)).toBeVisible();
    await expect(article.querySelector('a, b, script')).toBeNull();
    await expect(within(article).queryByRole('link')).toBeNull();
    await expect(text ? getComputedStyle(text).whiteSpace : '').toBe('pre-wrap');
  },
};

export const ReportedAlready: Story = {
  args: { kind: 'reply', post: { ...sampleReply, reported: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reported')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report' })).toBeNull();
    await expect(canvas.getByText('Edited')).toBeVisible();
  },
};

export const EditOwnTopic: Story = {
  args: { post: ownTopic },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('your own topic has Edit and Delete, not Report', async () => {
      await expect(canvas.queryByRole('button', { name: 'Report' })).toBeNull();
      await expect(canvas.getByText('By You')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    });
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await step('the form starts with the topic and focus in the title', async () => {
      await expect(title).toHaveValue(sampleTopic.title);
      await expect(title).toHaveFocus();
      await expect(canvas.getByRole('textbox', { name: 'Tags (comma separated, optional)' })).toHaveValue('SBI PO, Reasoning, Puzzles');
    });
    await step('the same checks as creating: an empty title is refused', async () => {
      await userEvent.clear(title);
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(canvas.getByText('Give your topic a title.')).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('Save sends the new values and goes back to the topic, focus on Edit', async () => {
      await userEvent.type(title, 'Circular seating: which clue first?');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith({
        title: 'Circular seating: which clue first?',
        description: sampleTopic.body,
        tags: ['SBI PO', 'Reasoning', 'Puzzles'],
      });
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    });
  },
};

export const EditFailureKeepsTheText: Story = {
  args: {
    kind: 'reply',
    post: ownReply,
    onSave: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, ' Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ body: `${sampleReply.body} Thanks!` });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not save your changes.');
    await expect(field).toHaveValue(`${sampleReply.body} Thanks!`);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

export const DeleteOwnReply: Story = {
  args: { kind: 'reply', post: ownReply },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Delete asks first; Cancel keeps it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const ask = await findDialog('alertdialog', 'Delete this reply?');
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirming deletes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const ask = await findDialog('alertdialog', 'Delete this reply?');
      await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(ask).not.toBeVisible());
    });
  },
};

export const DeleteOwnTopic: Story = {
  args: { post: ownTopic },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await findDialog('alertdialog', 'Delete this topic and its replies?');
  },
};

export const HiddenForItsAuthor: Story = {
  args: { post: { ...ownTopic, hidden: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden pending review')).toBeVisible();
    await expect(canvas.getByText(/only you can see it/)).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  args: {
    kind: 'reply',
    locale: 'hi-IN',
    post: { ...sampleReply, body: 'पहले तय व्यक्ति को बैठाइए।\nफिर उसके सामने वाले को।' },
    labels: {
      by: (name) => `${name} द्वारा`,
      replyBy: (name) => `${name} का जवाब`,
      edited: 'संपादित',
      report: 'शिकायत करें',
      like: { like: 'पसंद करें', likes: (_count, shown) => `${shown} पसंद` },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Rahul K. का जवाब' });
    await expect(within(article).getByText('Rahul K. द्वारा')).toBeVisible();
    await expect(within(article).getByText('4 घंटे पहले')).toBeVisible();
    await expect(within(article).getByRole('button', { name: 'पसंद करें (1 पसंद)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(article).getByRole('button', { name: 'शिकायत करें' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  args: { post: { ...ownTopic, title: 'Averylongwordwithoutanyspacesthatmustwrapinsteadofoverflowingthephone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Replies: Story = {
  render: ({ onToggleLike, onReport, onDelete, now }) => (
    <ForumReplyList total={53} page={1} totalPages={2} pageHref={(page) => `/dashboard/discussion-forum/101?page=${page}`}>
      {[sampleReply, ownReply].map((post, index) => (
        <ForumPost
          key={index}
          kind="reply"
          post={post}
          now={now}
          onToggleLike={onToggleLike}
          onReport={onReport}
          onDelete={onDelete}
          onSave={async () => {}}
        />
      ))}
    </ForumReplyList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '53 replies' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Later replies' })).toHaveAttribute('href', '/dashboard/discussion-forum/101?page=2');
  },
};

export const NoReplies: Story = {
  render: () => <ForumReplyList total={0} page={1} totalPages={0} pageHref={() => '#'} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No replies yet. Be the first to help.');
    await expect(within(canvasElement).getByRole('heading', { name: '0 replies' })).toBeVisible();
  },
};
