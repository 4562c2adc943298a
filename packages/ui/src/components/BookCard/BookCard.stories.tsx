import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryRouterLink } from '../CourseCard/storyRouterLink';
import { sectionHeadingLevels } from '../Heading/Heading';
import { missingImageSrc, sampleBookCover, sampleDefaultBookCover } from '../ImageWithFallback/sampleImages';
import { StoryNavigateContext } from '../SiteHeader/storyLink';
import { BookCard } from './BookCard';

/** The card's props plus the route change its Read Now link reports (react-router's navigate). */
type BookCardStoryArgs = ComponentProps<typeof BookCard> & { onNavigate: (href: string) => void };

const meta = {
  title: 'Components/BookCard',
  component: BookCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    title: 'Quantitative Aptitude for Competitive Examinations',
    author: 'R. S. Aggarwal',
    coverSrc: sampleBookCover,
    fallbackCoverSrc: sampleDefaultBookCover,
    tags: ['Maths', 'SSC', 'Banking'],
    languages: ['Hindi', 'English'],
    pages: 1024,
    readHref: '/books/quantitative-aptitude/read',
    downloadHref: '/books/quantitative-aptitude/sample-chapter.md',
    downloadFileName: 'quantitative-aptitude-sample-chapter.md',
    downloadHint: 'sample chapter, Markdown',
    linkComponent: StoryRouterLink,
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
      <BookCard {...props} />
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<BookCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Quantitative Aptitude for Competitive Examinations';

function coverOf(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no cover');
  return image;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    const card$ = within(card);

    await step('title, author, tags, languages and pages are shown', async () => {
      await expect(card$.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(card$.getByText('by R. S. Aggarwal')).toBeVisible();
      const tags = card$.getByRole('list', { name: 'Tags' });
      await expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
        'Maths',
        'SSC',
        'Banking',
      ]);
      // One clean line, the count in Intl's digits: no 'pages:' label beside 'Languages:'.
      const count = card$.getByText('1,024 pages');
      const facts = count.parentElement as HTMLElement;
      // Screen readers hear 'Languages:'; the eye sees '1,024 pages · Hindi, English' on one line.
      await expect(facts).toHaveTextContent('1,024 pages Languages: Hindi, English');
      await expect(card.textContent).not.toMatch(/pages:/i);
      const languages = facts.lastElementChild as HTMLElement;
      await expect(getComputedStyle(languages, '::before').content).toContain('·');
      await expect(count.getBoundingClientRect().top).toBeCloseTo(languages.getBoundingClientRect().top, 0);
    });

    await step('the cover is decorative, sized and lazy', async () => {
      const cover = coverOf(card);
      await expect(cover).toHaveAttribute('src', sampleBookCover);
      await expect(cover).toHaveAttribute('alt', '');
      await expect(cover).toHaveAttribute('width', '120');
      await expect(cover).toHaveAttribute('height', '160');
      await expect(cover).toHaveAttribute('loading', 'lazy');
    });

    await step('Download is a real link that saves the file and says what it is', async () => {
      const download = card$.getByRole('link', { name: 'Download (sample chapter, Markdown)' });
      await expect(download).toHaveAttribute('href', '/books/quantitative-aptitude/sample-chapter.md');
      await expect(download).toHaveAttribute('download', 'quantitative-aptitude-sample-chapter.md');
      await expect(download).toHaveAccessibleDescription(title);
    });

    await step('Read Now is a real link through the router', async () => {
      const read = card$.getByRole('link', { name: 'Read Now' });
      await expect(read).toHaveAttribute('href', '/books/quantitative-aptitude/read');
      await expect(read).toHaveAccessibleDescription(title);
      await userEvent.tab();
      await expect(read).toHaveFocus();
      await expect(getComputedStyle(read).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onNavigate).toHaveBeenCalledWith('/books/quantitative-aptitude/read');
    });

    await step('both links are comfortable touch targets', async () => {
      for (const link of card$.getAllByRole('link')) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

export const WithoutPagesOrHint: Story = {
  args: { pages: undefined, downloadHint: undefined, downloadFileName: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    const card$ = within(card);
    await expect(card).toHaveTextContent('Languages: Hindi, English');
    await expect(card.textContent).not.toMatch(/pages/i);
    const download = card$.getByRole('link', { name: 'Download' });
    // The bare attribute: the browser names the file from its address.
    await expect(download).toHaveAttribute('download', '');
  },
};

export const Hindi: Story = {
  args: {
    title: 'सामान्य ज्ञान 2026: भारतीय इतिहास, भूगोल और राजव्यवस्था',
    author: 'डॉ. अनिल कुमार श्रीवास्तव',
    tags: ['सामान्य ज्ञान', 'यूपीएससी', 'राज्य पीएससी'],
    languages: ['हिंदी'],
    pages: 1248,
    locale: 'hi-IN',
    downloadHint: 'नमूना अध्याय, मार्कडाउन',
    labels: {
      readNow: 'अभी पढ़ें',
      download: 'डाउनलोड करें',
      byAuthor: 'लेखक: {author}',
      tags: 'टैग',
      languages: 'भाषाएँ',
      pages: 'पृष्ठ',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'सामान्य ज्ञान 2026: भारतीय इतिहास, भूगोल और राजव्यवस्था',
    });
    const card$ = within(card);
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(card$.getByText('लेखक: डॉ. अनिल कुमार श्रीवास्तव')).toBeVisible();
    await expect(card$.getByText('1,248 पृष्ठ')).toBeVisible();
    await expect(card$.getByRole('link', { name: 'डाउनलोड करें (नमूना अध्याय, मार्कडाउन)' })).toBeVisible();
    await userEvent.click(card$.getByRole('link', { name: 'अभी पढ़ें' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/books/quantitative-aptitude/read');
  },
};

export const MissingCover: Story = {
  args: { coverSrc: '' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await expect(coverOf(card)).toHaveAttribute('src', sampleDefaultBookCover);
  },
};

export const BrokenCover: Story = {
  args: { coverSrc: missingImageSrc, coverLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: title });
    await waitFor(() => expect(coverOf(card)).toHaveAttribute('src', sampleDefaultBookCover));
  },
};

export const LongText: Story = {
  args: {
    title: 'Objective General English with Previous Years’ Questions of SSC CGL, CHSL, MTS, CPO and Stenographer Examinations',
    author: 'Shri Venkataraman Ramachandran Subramaniam Iyer and the Editorial Board of Pariksha Publications',
    tags: ['English Grammar', 'Vocabulary', 'Reading Comprehension', 'SSC CGL', 'SSC CHSL', 'Previous Year Papers'],
    languages: ['Hindi', 'English', 'Marathi', 'Bengali', 'Tamil', 'Telugu', 'Kannada'],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Objective General English/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const link of within(card).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().bottom);
    }
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
