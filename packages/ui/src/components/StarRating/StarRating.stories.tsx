import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating, starRatingSizes } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    rating: 4.7,
    max: 5,
    size: 'standard',
  },
  argTypes: {
    rating: { control: 'text' },
    size: { control: 'inline-radio', options: starRatingSizes },
    label: { control: 'text' },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

function stars(canvasElement: HTMLElement) {
  const all = Array.from(canvasElement.querySelectorAll('svg'));
  return { all, filled: all.filter((star) => star.dataset.filled === 'true') };
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 4.7 is floored: four gold stars, and the words say so.
    await expect(canvas.getByText('Rated 4 out of 5')).toBeInTheDocument();
    const { all, filled } = stars(canvasElement);
    await expect(all).toHaveLength(5);
    await expect(filled).toHaveLength(4);
    for (const star of all) {
      await expect(star).toHaveAttribute('aria-hidden', 'true');
      await expect(star).toBeVisible();
    }
  },
};

export const FiveFromText: Story = {
  args: { rating: '5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 5 out of 5')).toBeInTheDocument();
    await expect(stars(canvasElement).filled).toHaveLength(5);
  },
};

export const OutOfRange: Story = {
  args: { rating: 7 },
  play: async ({ canvasElement }) => {
    // The spec's default for anything outside (0, 5].
    await expect(within(canvasElement).getByText('Rated 3 out of 5')).toBeInTheDocument();
    await expect(stars(canvasElement).filled).toHaveLength(3);
  },
};

export const Missing: Story = {
  args: { rating: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 3 out of 5')).toBeInTheDocument();
    await expect(stars(canvasElement).filled).toHaveLength(3);
  },
};

export const Small: Story = {
  args: { rating: 4, size: 'small' },
  play: async ({ canvasElement }) => {
    const [first] = stars(canvasElement).all;
    await expect(first?.getBoundingClientRect().width).toBe(16);
  },
};

export const Hindi: Story = {
  args: { rating: 4, label: '{max} में से {n} स्टार' },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('5 में से 4 स्टार');
    await expect(label.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(stars(canvasElement).filled).toHaveLength(4);
  },
};
