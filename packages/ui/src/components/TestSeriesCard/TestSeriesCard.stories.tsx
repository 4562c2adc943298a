import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryRouterLink } from '../CourseCard/storyRouterLink';
import {
  missingImageSrc,
  sampleDefaultExamImage,
  sampleTestSeriesImage,
} from '../ImageWithFallback/sampleImages';
import { sectionHeadingLevels } from '../Heading/Heading';
import { StoryNavigateContext } from '../SiteHeader/storyLink';
import { TestSeriesCard } from './TestSeriesCard';

/** The card's props plus the route change its link reports (react-router's navigate). */
type TestSeriesCardStoryArgs = ComponentProps<typeof TestSeriesCard> & { onNavigate: (href: string) => void };

const meta = {
  title: 'Components/TestSeriesCard',
  component: TestSeriesCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    title: 'SSC CGL 2026 (Tier I & Tier II) Mock Test Series',
    imageSrc: sampleTestSeriesImage,
    fallbackImageSrc: sampleDefaultExamImage,
    users: 5600,
    tests: ['798 Total Tests', '3 Free Tests', '233 Chapter Tests (Tier I)', '60 Sectional Tests (Tier 0)'],
    languages: ['Hindi', 'English'],
    onView: fn(),
    onNavigate: fn(),
    locale: 'en-IN',
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    linkComponent: { control: false },
  },
  render: ({ onNavigate, ...props }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <TestSeriesCard {...props} />
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<TestSeriesCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'SSC CGL 2026 (Tier I & Tier II) Mock Test Series';

function imageOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no image');
  return image;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    const card$ = within(card);

    await step('title, learners, tests and languages are shown', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(card$.getByText('5.6k users')).toBeVisible();
      const [tests, languages] = card$.getAllByRole('list');
      await expect(
        within(tests as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['798 Total Tests', '3 Free Tests', '233 Chapter Tests (Tier I)', '60 Sectional Tests (Tier 0)']);
      const chips = card$.getByRole('list', { name: 'Languages' });
      await expect(chips).toBe(languages);
      await expect(within(chips).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Hindi',
        'English',
      ]);
    });

    await step('the image is decorative, sized and lazy', async () => {
      const image = imageOf(card);
      await expect(image).toHaveAttribute('src', sampleTestSeriesImage);
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '320');
      await expect(image).toHaveAttribute('height', '180');
      await expect(image).toHaveAttribute('loading', 'lazy');
    });

    await step('without an href the action is a button that tells the page', async () => {
      const view = card$.getByRole('button', { name: 'View Test Series' });
      await expect(view).toHaveAccessibleDescription(title);
      await expect(view.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.tab();
      await expect(view).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onView).toHaveBeenCalledTimes(1);
    });
  },
};

export const AsLink: Story = {
  args: { href: '/test-series/ssc-cgl-2026', linkComponent: StoryRouterLink },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    const link = within(card).getByRole('link', { name: 'View Test Series' });
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await expect(link).toHaveAttribute('href', '/test-series/ssc-cgl-2026');
    await expect(link).toHaveAccessibleDescription(title);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/test-series/ssc-cgl-2026');
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

export const PlainAnchor: Story = {
  args: { href: '#ssc-cgl-2026', onView: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Test Series' });
    // The default link is a plain anchor: a real link the browser follows.
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#ssc-cgl-2026');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Hindi: Story = {
  args: {
    title: 'एसएससी सीजीएल 2026 (टियर I और टियर II) मॉक टेस्ट सीरीज़',
    tests: ['798 कुल टेस्ट', '3 मुफ़्त टेस्ट', '233 अध्याय टेस्ट (टियर I)', '60 सेक्शनल टेस्ट (टियर 0)'],
    languages: ['हिंदी', 'अंग्रेज़ी'],
    locale: 'hi-IN',
    labels: {
      viewTestSeries: 'टेस्ट सीरीज़ देखें',
      users: (_count, shown) => `${shown} उपयोगकर्ता`,
      languages: 'भाषाएँ',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'एसएससी सीजीएल 2026 (टियर I और टियर II) मॉक टेस्ट सीरीज़',
    });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(card$.getByText('5.6 हज़ार उपयोगकर्ता')).toBeVisible();
    await expect(card$.getByRole('list', { name: 'भाषाएँ' })).toHaveTextContent('हिंदीअंग्रेज़ी');
    await userEvent.click(card$.getByRole('button', { name: 'टेस्ट सीरीज़ देखें' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

/** A series nobody has used yet: the app leaves `users` out rather than show a made-up number. */
export const NoLearnersYet: Story = {
  args: { users: undefined, tests: ['1 mock test, free to take', 'On the exam’s own pattern and timing'] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await expect(within(card).queryByText(/users?$/)).not.toBeInTheDocument();
    await expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('1 mock test, free to take');
  },
};

export const MissingImage: Story = {
  args: { imageSrc: null },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await expect(imageOf(card)).toHaveAttribute('src', sampleDefaultExamImage);
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: missingImageSrc, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await waitFor(() => expect(imageOf(card)).toHaveAttribute('src', sampleDefaultExamImage));
  },
};

export const LongText: Story = {
  args: {
    title: 'IBPS PO, IBPS Clerk, SBI PO, SBI Clerk, RBI Assistant and RRB Officer Scale I Complete Banking Mock Test Series 2026',
    users: 1234567,
    tests: [
      '1,250 Total Tests including full-length Prelims and Mains mocks',
      '12 Free Tests',
      '480 Chapter Tests (Quantitative Aptitude, Reasoning Ability and English Language)',
      '120 Sectional Tests (General, Economy and Banking Awareness)',
    ],
    languages: ['Hindi', 'English', 'Marathi', 'Bengali', 'Tamil', 'Telugu'],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Complete Banking Mock Test Series/ });
    // Lakh, as Indian English counts.
    await expect(within(card).getByText('12L users')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const button = within(card).getByRole('button', { name: 'View Test Series' });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().bottom);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
