import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink, StoryNavigateContext } from '../SiteHeader/storyLink';
import { SiteFooter } from './SiteFooter';

/** The footer's props plus the route change its links report (react-router's navigate). */
type SiteFooterStoryArgs = ComponentProps<typeof SiteFooter> & { onNavigate: (href: string) => void };

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: {
    year: 2025,
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
  argTypes: {
    linkComponent: { control: false },
  },
  render: ({ onNavigate, ...props }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <SiteFooter {...props} />
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<SiteFooterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    await step('four groups, each under its heading', async () => {
      await expect(within(footer).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Learn More',
        'Blogs',
        'Contact Us',
        'Social',
      ]);
      const learn = within(footer).getByRole('navigation', { name: 'Learn More' });
      await expect(within(learn).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'About Us',
        'Courses',
        'Subscriptions',
        'FAQ',
      ]);
      const blogs = within(footer).getByRole('navigation', { name: 'Blogs' });
      await expect(within(blogs).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Live Quiz',
        'Test Series',
        'Current Affairs',
      ]);
    });

    await step('the number dials and the address opens the mail app', async () => {
      const contact = within(footer).getByRole('region', { name: 'Contact Us' });
      const call = within(contact).getByRole('link', { name: 'Call: +91 98765 43210' });
      await expect(call).toHaveAttribute('href', 'tel:+919876543210');
      const mail = within(contact).getByRole('link', { name: 'Email: support@pariksha.in' });
      await expect(mail).toHaveAttribute('href', 'mailto:support@pariksha.in');
    });

    await step('each social link is named for screen readers', async () => {
      const social = within(footer).getByRole('region', { name: 'Social' });
      await expect(within(social).getByRole('link', { name: 'Pariksha on YouTube' })).toBeVisible();
      await expect(within(social).getByRole('link', { name: 'Pariksha on Telegram' })).toBeVisible();
    });

    await step('the copyright line carries the year', async () => {
      await expect(within(footer).getByText('© 2025 Pariksha. All rights reserved.')).toBeVisible();
    });

    await step('in-app links go through the router link', async () => {
      await userEvent.click(within(footer).getByRole('link', { name: 'Current Affairs' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/blogs/current-affairs');
    });
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // One column: each group starts below the last.
    const headings = within(footer).getAllByRole('heading', { level: 2 });
    for (let index = 1; index < headings.length; index += 1) {
      const above = headings[index - 1]?.getBoundingClientRect().bottom ?? 0;
      await expect(headings[index]?.getBoundingClientRect().top).toBeGreaterThan(above);
    }
    for (const link of within(footer).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Hindi: Story = {
  args: {
    labels: {
      brand: 'परीक्षा',
      learnMore: 'और जानें',
      blogs: 'ब्लॉग',
      contactUs: 'संपर्क करें',
      social: 'सोशल मीडिया',
      rights: 'सर्वाधिकार सुरक्षित।',
      call: 'कॉल करें',
      email: 'ईमेल',
    },
    learnMoreLinks: [
      { href: '/about', label: 'हमारे बारे में' },
      { href: '/course', label: 'कोर्स' },
      { href: '/subscription-plans', label: 'सब्सक्रिप्शन' },
      { href: '/#faq', label: 'अक्सर पूछे जाने वाले प्रश्न' },
    ],
    blogLinks: [
      { href: '/blogs/live-quiz', label: 'लाइव क्विज़' },
      { href: '/blogs/test-series', label: 'टेस्ट सीरीज़' },
      { href: '/blogs/current-affairs', label: 'करेंट अफेयर्स' },
    ],
    socialLinks: [
      { network: 'youtube', href: 'https://www.youtube.com/@pariksha', label: 'यूट्यूब पर परीक्षा' },
      { network: 'telegram', href: 'https://t.me/pariksha', label: 'टेलीग्राम पर परीक्षा' },
    ],
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.closest('[lang="hi"]')).not.toBeNull();
    await expect(within(footer).getByRole('navigation', { name: 'और जानें' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'कॉल करें: +91 98765 43210' })).toBeVisible();
    await expect(within(footer).getByText('© 2025 परीक्षा. सर्वाधिकार सुरक्षित।')).toBeVisible();
  },
};
