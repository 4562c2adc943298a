import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contrastRatio, hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { Button } from '../Button/Button';
import { missingImageSrc, sampleBannerImage } from '../ImageWithFallback/sampleImages';
import { PageBanner } from './PageBanner';

const meta = {
  title: 'Components/PageBanner',
  component: PageBanner,
  tags: ['autodocs'],
  parameters: { frame: { width: 'full' } },
  args: {
    title: 'SBI PO 2026 Complete Batch',
    eyebrow: 'For Banking Aspirants',
    subline: ['Starts on 14 Apr 2025', 'Ends on 30 Jun 2027'],
    imageSrc: sampleBannerImage,
    imageAlt: '',
    imageWidth: 240,
    imageHeight: 180,
  },
  argTypes: {
    imageSrc: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CourseLanding: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'SBI PO 2026 Complete Batch' });
    const banner$ = within(banner);

    await step('the page’s one h1, with the audience grouped above it', async () => {
      const heading = banner$.getByRole('heading', { level: 1, name: 'SBI PO 2026 Complete Batch' });
      await expect(heading).toBeVisible();
      const eyebrow = banner$.getByText('For Banking Aspirants');
      await expect(eyebrow.closest('hgroup')).toBe(heading.closest('hgroup'));
      await expect(eyebrow.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    });

    await step('the dates, with a divider screen readers skip', async () => {
      const subline = banner$.getByText('Starts on 14 Apr 2025').closest('p');
      await expect(subline).toHaveTextContent('Starts on 14 Apr 2025 | Ends on 30 Jun 2027');
      await expect(banner$.getByText('|')).toHaveAttribute('aria-hidden', 'true');
    });

    await step('white text on the brand colour, at AA contrast', async () => {
      const style = getComputedStyle(banner);
      await expect(style.backgroundColor).toBe(hexToRgb(tokens.color.brand));
      await expect(style.color).toBe(hexToRgb(tokens.color.onBrand));
      await expect(contrastRatio(tokens.color.onBrand, tokens.color.brand)).toBeGreaterThanOrEqual(4.5);
    });

    await step('the illustration is decorative, sized, loaded at once, beside the text', async () => {
      const image = banner.querySelector('img');
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '240');
      await expect(image).toHaveAttribute('height', '180');
      await expect(image).toHaveAttribute('loading', 'eager');
      const heading = banner$.getByRole('heading', { level: 1 });
      await expect(image?.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    });
  },
};

export const About: Story = {
  args: {
    title: 'About Us',
    eyebrow: undefined,
    subline: 'Helping learners across India crack SSC, Banking, Railways and State exams since 2015.',
    imageSrc: null,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'About Us' });
    await expect(within(banner).getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(banner.querySelector('hgroup')).toBeNull();
    await expect(banner.querySelector('img')).toBeNull();
    await expect(within(banner).getByText(/Helping learners across India/)).toBeVisible();
  },
};

export const WithChildren: Story = {
  args: {
    title: 'Courses',
    eyebrow: 'Live batches and test series for every exam',
    subline: undefined,
    imageSrc: null,
    children: (
      <Button variant="outline" onClick={fn()}>
        Explore free tests
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Courses' });
    const button = within(banner).getByRole('button', { name: 'Explore free tests' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The usual blue ring would vanish on the brand colour; inside the banner it is white.
    await expect(getComputedStyle(button).outlineColor).toBe(hexToRgb(tokens.color.onBrand));
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: missingImageSrc },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'SBI PO 2026 Complete Batch' });
    // A failed illustration leaves the text alone rather than a broken-image box.
    await waitFor(() => expect(banner.querySelector('img')).toBeNull());
    await expect(within(banner).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Hindi: Story = {
  args: {
    title: 'एसबीआई पीओ 2026 संपूर्ण बैच',
    eyebrow: 'बैंकिंग अभ्यर्थियों के लिए',
    subline: ['14 अप्रैल 2025 से शुरू', '30 जून 2027 को समाप्त'],
  },
  parameters: { frame: { lang: 'hi', width: 'full' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'एसबीआई पीओ 2026 संपूर्ण बैच' });
    await expect(banner.closest('[lang]')).toHaveAttribute('lang', 'hi');
    const heading = within(banner).getByRole('heading', { level: 1 });
    const eyebrow = within(banner).getByText('बैंकिंग अभ्यर्थियों के लिए');
    // No tracking: it would break the headline joining Devanagari letters.
    await expect(getComputedStyle(heading).letterSpacing).toBe('normal');
    await expect(getComputedStyle(eyebrow).letterSpacing).toBe('normal');
    await expect(within(banner).getByText('14 अप्रैल 2025 से शुरू').closest('p')).toHaveTextContent(
      '14 अप्रैल 2025 से शुरू | 30 जून 2027 को समाप्त',
    );
  },
};

export const NarrowPhone: Story = {
  args: {
    title: 'Madhya Pradesh Public Service Commission State Service Examination 2026 Foundation Batch',
    eyebrow: 'For MPPSC, UPPSC and RPSC Aspirants preparing in Hindi and English',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: /Madhya Pradesh/ });
    const heading = within(banner).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe(tokens.text.xlarge.fontSize);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // On phones the illustration sits below the text and stays short, so the page starts soon.
    const image = banner.querySelector('img');
    await expect(image?.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(image?.getBoundingClientRect().height).toBeLessThanOrEqual(160);
  },
};
