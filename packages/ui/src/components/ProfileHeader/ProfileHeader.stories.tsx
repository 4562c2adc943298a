import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  missingFallbackSrc,
  missingImageSrc,
  sampleAvatar,
  sampleFallbackAvatar,
} from '../ImageWithFallback/sampleImages';
import { ProfileHeader, profileHeaderHeadingLevels } from './ProfileHeader';
import { sampleCover } from './sampleCover';

const stats = [
  { label: 'Courses Purchased', value: 2 },
  { label: 'Tests Given', value: 14 },
];

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    name: 'Priya Sharma',
    coverSrc: sampleCover,
    avatarSrc: sampleAvatar,
    fallbackAvatarSrc: sampleFallbackAvatar,
    tier: 'Gold Member',
    stats,
    locale: 'en-IN',
    headingLevel: 1,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    headingLevel: { control: 'inline-radio', options: profileHeaderHeadingLevels },
    coverSrc: { control: 'text' },
    avatarSrc: { control: 'text' },
    fallbackAvatarSrc: { control: 'text' },
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar's image: decorative, so it is found by its place rather than by a name. */
function avatarImage(canvasElement: HTMLElement): HTMLImageElement {
  const avatar = within(canvasElement).getByText('PS').parentElement as HTMLElement;
  return avatar.querySelector('img') as HTMLImageElement;
}

/** The counters as a screen reader reads them: each label, then its number. */
function counters(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('dl > div')).map((group) =>
    Array.from(group.children)
      .map((part) => part.textContent)
      .join(': '),
  );
}

export const Playground: Story = {};

export const WithTier: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the learner’s name heads the section, with the Gold Member badge', async () => {
      const heading = canvas.getByRole('heading', { level: 1, name: 'Priya Sharma' });
      await expect(canvas.getByRole('region', { name: 'Priya Sharma' })).toContainElement(heading);
      await expect(canvas.getByText('Gold Member')).toBeVisible();
    });

    await step('the counters read label then number, formatted for en-IN', async () => {
      await expect(counters(canvasElement)).toEqual(['Courses Purchased: 2', 'Tests Given: 14']);
      const value = canvas.getByText('14');
      const label = canvas.getByText('Tests Given');
      // On screen the number stands above its label.
      await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(label.getBoundingClientRect().top + 1);
    });

    await step('the cover and the avatar are decoration: no image is announced', async () => {
      await expect(canvas.queryAllByRole('img')).toHaveLength(0);
      await waitFor(() => expect(avatarImage(canvasElement).naturalWidth).toBeGreaterThan(0));
      await expect(avatarImage(canvasElement)).toHaveAttribute('src', sampleAvatar);
    });
  },
};

export const WithoutTier: Story = {
  args: { tier: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
    await expect(canvas.queryByText('Gold Member')).not.toBeInTheDocument();
    await expect(counters(canvasElement)).toEqual(['Courses Purchased: 2', 'Tests Given: 14']);
  },
};

export const BrokenAvatar: Story = {
  args: { avatarSrc: missingImageSrc },
  play: async ({ canvasElement }) => {
    const image = avatarImage(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('src', sampleFallbackAvatar));
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenAvatarAndFallback: Story = {
  args: { avatarSrc: missingImageSrc, fallbackAvatarSrc: missingFallbackSrc },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByText('PS').parentElement as HTMLElement;
    // No broken-image icon: when the fallback fails too, the image goes and the initials show.
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(canvas.getByText('PS')).toBeVisible();
  },
};

export const BrokenAvatarNoFallback: Story = {
  args: { avatarSrc: missingImageSrc, fallbackAvatarSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByText('PS').parentElement as HTMLElement;
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(canvas.getByText('PS')).toBeVisible();
  },
};

export const NoPhoto: Story = {
  args: { avatarSrc: null, fallbackAvatarSrc: undefined, coverSrc: null, tier: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PS')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenCover: Story = {
  args: { coverSrc: missingImageSrc },
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector(`img[src="${missingImageSrc}"]`) as HTMLImageElement;
    const coverBox = cover.parentElement as HTMLElement;
    // The broken cover goes (no broken-image icon), and the brand gradient behind it shows.
    await waitFor(() => expect(cover).not.toBeInTheDocument());
    await expect(coverBox.querySelector('img')).toBeNull();
    await expect(getComputedStyle(coverBox).backgroundImage).toContain('linear-gradient');
  },
};

export const LargeCounts: Story = {
  args: {
    stats: [
      { label: 'Courses Purchased', value: 12 },
      { label: 'Tests Given', value: 123456 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(counters(canvasElement)).toEqual(['Courses Purchased: 12', 'Tests Given: 1,23,456']);
  },
};

export const Phone360: Story = {
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { name: 'Priya Lakshmi Venkataraman Subramanian' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Priya Lakshmi Venkataraman Subramanian' });
    const badge = canvas.getByText('Gold Member');
    // Stacked: the badge under the name, the counters under both.
    await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expect(canvas.getByText('Tests Given').getBoundingClientRect().top).toBeGreaterThan(
      badge.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    name: 'सुनीता यादव',
    tier: 'गोल्ड मेंबर',
    stats: [
      { label: 'खरीदे गए कोर्स', value: 2 },
      { label: 'दिए गए टेस्ट', value: 123456 },
    ],
    locale: 'hi-IN',
    avatarSrc: null,
    fallbackAvatarSrc: undefined,
  },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'सुनीता यादव' });
    await expect(heading.closest('[lang="hi"]')).not.toBeNull();
    await expect(canvas.getByText('गोल्ड मेंबर')).toBeVisible();
    await expect(canvas.getByText('सुया')).toBeVisible();
    await expect(counters(canvasElement)).toEqual(['खरीदे गए कोर्स: 2', 'दिए गए टेस्ट: 1,23,456']);
  },
};
