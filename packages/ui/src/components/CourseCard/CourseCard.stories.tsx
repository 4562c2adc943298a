import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { missingImageSrc, sampleCourseImage, sampleDefaultExamImage } from '../ImageWithFallback/sampleImages';
import { StoryNavigateContext } from '../SiteHeader/storyLink';
import { CourseCard } from './CourseCard';
import { StoryRouterLink } from './storyRouterLink';

/** The card's props plus the route change its link reports (react-router's navigate). */
type CourseCardStoryArgs = ComponentProps<typeof CourseCard> & { onNavigate: (href: string) => void };

const meta = {
  title: 'Components/CourseCard',
  component: CourseCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    name: 'SBI PO 2026 Complete Batch',
    // As the courses page passes it: cut to 60 characters plus '...'.
    description: 'Live classes, 750+ mock tests and doubt sessions for Prelim...',
    imageSrc: sampleCourseImage,
    fallbackImageSrc: sampleDefaultExamImage,
    href: '/sbi-po-exam',
    linkComponent: StoryRouterLink,
    onGetStarted: fn(),
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
      <CourseCard {...props} />
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<CourseCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function imageOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no image');
  return image;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO 2026 Complete Batch' });
    const card$ = within(card);

    await step('the name, the cut description and the image are shown', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: 'SBI PO 2026 Complete Batch' })).toBeVisible();
      await expect(card$.getByText('Live classes, 750+ mock tests and doubt sessions for Prelim...')).toBeVisible();
      // Without meta there is no list of facts.
      await expect(card$.queryByRole('list')).not.toBeInTheDocument();
      const image = imageOf(card);
      await expect(image).toHaveAttribute('src', sampleCourseImage);
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('loading', 'lazy');
    });

    await step('Get Started is a link to the landing page, through the router', async () => {
      const link = card$.getByRole('link', { name: 'Get Started' });
      await expect(link).toHaveAttribute('href', '/sbi-po-exam');
      await expect(link).toHaveAccessibleDescription('SBI PO 2026 Complete Batch');
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onNavigate).toHaveBeenCalledWith('/sbi-po-exam');
      await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithMeta: Story = {
  args: {
    name: 'UPPSC PCS 2026 Prelims Batch',
    description: 'General Studies and CSAT with Uttar Pradesh special notes...',
    meta: { state: 'Uttar Pradesh', enrolments: 125000, price: 6009 },
  },
  play: async ({ canvasElement }) => {
    const card$ = within(within(canvasElement).getByRole('article', { name: 'UPPSC PCS 2026 Prelims Batch' }));
    const facts = card$.getAllByRole('listitem');
    // Indian digit grouping for both the count and the price.
    await expect(facts.map((fact) => fact.textContent)).toEqual([
      'State: Uttar Pradesh',
      '1,25,000 enrolled',
      'Price: ₹6,009',
    ]);
    await expect(card$.getByText('Uttar Pradesh')).toBeVisible();
    await expect(card$.getByText('₹6,009', { exact: false })).toBeVisible();
  },
};

export const PlainAnchor: Story = {
  args: { linkComponent: undefined, href: '#sbi-po-exam', onGetStarted: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Started' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#sbi-po-exam');
  },
};

export const Hindi: Story = {
  args: {
    name: 'एसबीआई पीओ 2026 संपूर्ण बैच',
    description: 'लाइव कक्षाएँ, 750+ मॉक टेस्ट और प्रीलिम्स व मेन्स के लिए डाउट सेशन...',
    meta: { state: 'उत्तर प्रदेश', enrolments: 125000, price: 6009 },
    locale: 'hi-IN',
    labels: { getStarted: 'शुरू करें', state: 'राज्य', enrolments: '{count} नामांकित', price: 'मूल्य' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'एसबीआई पीओ 2026 संपूर्ण बैच' });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(card$.getAllByRole('listitem').map((fact) => fact.textContent)).toEqual([
      'राज्य: उत्तर प्रदेश',
      '1,25,000 नामांकित',
      'मूल्य: ₹6,009',
    ]);
    await userEvent.click(card$.getByRole('link', { name: 'शुरू करें' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sbi-po-exam');
  },
};

export const MissingImage: Story = {
  args: { imageSrc: null },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO 2026 Complete Batch' });
    await expect(imageOf(card)).toHaveAttribute('src', sampleDefaultExamImage);
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: missingImageSrc, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SBI PO 2026 Complete Batch' });
    await waitFor(() => expect(imageOf(card)).toHaveAttribute('src', sampleDefaultExamImage));
  },
};

export const LongText: Story = {
  args: {
    name: 'Madhya Pradesh Public Service Commission State Service Examination Prelims and Mains Foundation Batch 2026–27',
    description: 'Comprehensive_preparation_for_General_Studies_Papers_I_to_IV...',
    meta: { state: 'Madhya Pradesh', enrolments: 98765432, price: 1249999 },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Madhya Pradesh Public Service Commission/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(card).getByText('9,87,65,432 enrolled')).toBeVisible();
  },
};
