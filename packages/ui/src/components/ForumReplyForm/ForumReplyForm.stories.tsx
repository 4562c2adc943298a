import type { Meta, StoryObj } from '@storybook/react-vite';
import { forumReplyMaxLength } from '@pariksha/contract/values';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForumReplyForm } from './ForumReplyForm';

const meta = {
  title: 'Components/ForumReplyForm',
  component: ForumReplyForm,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ForumReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostAReply: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await step('the count follows the text against the limit', async () => {
      await expect(canvas.getByText('0 / 2,000')).toBeVisible();
      await userEvent.type(field, 'Start with the fixed person.{Enter}Then the opposite seat.');
      await expect(canvas.getByText('52 / 2,000')).toBeVisible();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining('52 / 2,000'));
    });
    await step('Post Reply sends the trimmed text and clears the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
      await expect(args.onSubmit).toHaveBeenCalledWith('Start with the fixed person.\nThen the opposite seat.');
      await waitFor(() => expect(field).toHaveValue(''));
      await expect(canvas.getByRole('status')).toHaveTextContent('Your reply is posted.');
    });
  },
};

export const EmptyIsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(canvas.getByText('Write your reply.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLongIsRefusedAndKept: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    const long = 'अ'.repeat(forumReplyMaxLength + 1);
    await userEvent.click(field);
    await userEvent.paste(long);
    await expect(canvas.getByText('2,001 / 2,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(canvas.getByText('Keep your reply to 2000 characters or fewer.')).toBeVisible();
    await expect(field).toHaveValue(long);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FailureKeepsTheText: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, 'Practise two puzzles a day for a month.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not post your reply. Your text is still here: please try again.');
    await expect(field).toHaveValue('Practise two puzzles a day for a month.');
  },
};

export const ServerError: Story = {
  args: {
    error: 'You have posted 30 replies this hour. Try again after 6:40 pm.',
    onSubmit: fn(async () => {
      throw new Error('429');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, 'One more tip.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('You have posted 30 replies this hour.'));
    await expect(field).toHaveValue('One more tip.');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    const busy = canvas.getByRole('button', { name: 'Posting…' });
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  args: {
    locale: 'hi-IN',
    labels: {
      reply: 'आपका जवाब',
      hint: 'विनम्र रहें और विषय पर ही लिखें। यह सादा पाठ है: लिंक क्लिक नहीं होते।',
      submit: 'जवाब भेजें',
      submitting: 'भेजा जा रहा है…',
      count: (used, max) => `${used} / ${max} अक्षर`,
    },
    messages: { replyRequired: 'अपना जवाब लिखें।' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 2,000 अक्षर')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'जवाब भेजें' }));
    await expect(canvas.getByText('अपना जवाब लिखें।')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(canvasElement).getByRole('button', { name: 'Post Reply' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
