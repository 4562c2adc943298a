import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton, type LikeButtonProps } from './LikeButton';

/** Holds the like the way the app does: at once, before the server answers. */
function LikeDemo(props: LikeButtonProps) {
  const [liked, setLiked] = useState(props.liked);
  const [count, setCount] = useState(props.count);
  return (
    <LikeButton
      {...props}
      liked={liked}
      count={count}
      onToggle={(next) => {
        setLiked(next);
        setCount((current) => current + (next ? 1 : -1));
        props.onToggle(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LikeButton',
  component: LikeButton,
  tags: ['autodocs'],
  args: { liked: false, count: 4, onToggle: fn() },
  render: (args) => <LikeDemo {...args} />,
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName('Like (4 likes)');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await step('a press likes the post and counts it', async () => {
      await userEvent.click(button);
      await expect(args.onToggle).toHaveBeenCalledWith(true);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toHaveAccessibleName('Like (5 likes)');
    });
    await step('Space takes it back', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onToggle).toHaveBeenLastCalledWith(false);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toHaveAccessibleName('Like (4 likes)');
    });
  },
};

export const OneLike: Story = {
  args: { liked: true, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like (4 likes)' });
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi' } },
  args: { locale: 'hi-IN', count: 1200, labels: { like: 'पसंद करें', likes: (_count, shown) => `${shown} पसंद` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'पसंद करें (1,200 पसंद)' })).toBeVisible();
  },
};
