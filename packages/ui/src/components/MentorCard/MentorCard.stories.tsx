import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { missingImageSrc, sampleFallbackAvatar, sampleMentorPhoto } from '../ImageWithFallback/sampleImages';
import { MentorCard } from './MentorCard';

const meta = {
  title: 'Components/MentorCard',
  component: MentorCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    name: 'Dr. Meenakshi Iyer',
    position: 'Senior Faculty, Quantitative Aptitude',
    imageSrc: sampleMentorPhoto,
    fallbackImageSrc: sampleFallbackAvatar,
    headingLevel: 3,
  },
  argTypes: {
    imageSrc: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
  },
} satisfies Meta<typeof MentorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function photoOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no photo');
  return image;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Dr. Meenakshi Iyer' });
    const card$ = within(card);

    await step('the name is a heading, with the position below it', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: 'Dr. Meenakshi Iyer' })).toBeVisible();
      await expect(card$.getByText('Senior Faculty, Quantitative Aptitude')).toBeVisible();
    });

    await step('the photo is the mentor’s own, decorative, sized and lazy', async () => {
      const photo = photoOf(card);
      await expect(photo).toHaveAttribute('src', sampleMentorPhoto);
      await expect(photo).toHaveAttribute('alt', '');
      await expect(photo).toHaveAttribute('width', '160');
      await expect(photo).toHaveAttribute('height', '160');
      await expect(photo).toHaveAttribute('loading', 'lazy');
    });
  },
};

export const EmptyImage: Story = {
  args: { imageSrc: '' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Dr. Meenakshi Iyer' });
    await expect(photoOf(card)).toHaveAttribute('src', sampleFallbackAvatar);
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: missingImageSrc, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Dr. Meenakshi Iyer' });
    await waitFor(() => expect(photoOf(card)).toHaveAttribute('src', sampleFallbackAvatar));
  },
};

export const Hindi: Story = {
  args: {
    name: 'श्री राजेंद्र प्रसाद त्रिपाठी',
    position: 'वरिष्ठ शिक्षक, सामान्य अध्ययन और राजव्यवस्था',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'श्री राजेंद्र प्रसाद त्रिपाठी' });
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(within(card).getByText('वरिष्ठ शिक्षक, सामान्य अध्ययन और राजव्यवस्था')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Professor Venkataraman Ramachandran Subramaniam',
    position: 'Head of Faculty for Reasoning Ability, Data Interpretation and Banking Awareness (IBPS, SBI, RBI)',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Venkataraman/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
