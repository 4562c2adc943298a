import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultSocialLinks, SocialLinks, socialLinksTones } from './SocialLinks';

const meta = {
  title: 'Components/SocialLinks',
  component: SocialLinks,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { label: 'Social', tone: 'light' },
  argTypes: {
    tone: { control: 'inline-radio', options: socialLinksTones },
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Social' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(defaultSocialLinks.length);
    const youtube = canvas.getByRole('link', { name: 'Pariksha on YouTube' });
    await expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@pariksha');
    await expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
