import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { missingImageSrc, sampleAvatar, sampleFallbackAvatar } from '../ImageWithFallback/sampleImages';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Components/TestimonialCard',
  component: TestimonialCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    name: 'Priya Sharma',
    qualification: 'SBI PO 2025 — selected',
    description:
      'The full-length mocks felt exactly like the real Prelims. Section-wise analysis showed me I was losing marks in puzzles, and two weeks of sectional tests fixed it.',
    avatarSrc: sampleAvatar,
    fallbackAvatarSrc: sampleFallbackAvatar,
    rating: 5,
    headingLevel: 3,
  },
  argTypes: {
    rating: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
  },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function avatarOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no avatar');
  return image;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Priya Sharma' });
    const card$ = within(card);

    await step('the name, qualification and words are shown', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: 'Priya Sharma' })).toBeVisible();
      await expect(card$.getByText('SBI PO 2025 — selected')).toBeVisible();
      await expect(card$.getByText(/felt exactly like the real Prelims/)).toBeVisible();
    });

    await step('the photo is the learner’s own, decorative beside the name', async () => {
      const avatar = avatarOf(card);
      await expect(avatar).toHaveAttribute('src', sampleAvatar);
      await expect(avatar).toHaveAttribute('alt', '');
    });

    await step('five stars, said in words', async () => {
      await expect(card$.getByText('Rated 5 out of 5')).toBeInTheDocument();
      await expect(card.querySelectorAll('svg[data-filled="true"]')).toHaveLength(5);
    });
  },
};

export const MissingImage: Story = {
  args: {
    name: 'Rahul Verma',
    qualification: 'SSC CGL 2024 — Assistant Section Officer',
    description: 'Solving the previous years’ papers with Hindi explanations made Tier 2 maths far less scary.',
    avatarSrc: null,
    rating: 4,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Rahul Verma' });
    await expect(avatarOf(card)).toHaveAttribute('src', sampleFallbackAvatar);
  },
};

export const BrokenImage: Story = {
  args: { avatarSrc: missingImageSrc },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Priya Sharma' });
    await waitFor(() => expect(avatarOf(card)).toHaveAttribute('src', sampleFallbackAvatar));
  },
};

export const OutOfRangeRating: Story = {
  args: { rating: 9 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Priya Sharma' });
    // Anything outside (0, 5] shows the spec's default of 3 stars.
    await expect(within(card).getByText('Rated 3 out of 5')).toBeInTheDocument();
    await expect(card.querySelectorAll('svg[data-filled="true"]')).toHaveLength(3);
  },
};

export const Hindi: Story = {
  args: {
    name: 'अंकित यादव',
    qualification: 'आरआरबी एनटीपीसी 2025 — चयनित',
    description:
      'हिंदी में विस्तृत हल और हर टेस्ट के बाद अखिल भारतीय रैंक से मुझे पता चला कि मैं कहाँ खड़ा हूँ। रोज़ का करेंट अफ़ेयर्स क्विज़ बहुत काम आया।',
    rating: '4.5',
    ratingLabel: '{max} में से {n} स्टार',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'अंकित यादव' });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(card$.getByText('आरआरबी एनटीपीसी 2025 — चयनित')).toBeVisible();
    await expect(card$.getByText('5 में से 4 स्टार')).toBeInTheDocument();
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Priya Sharma' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
