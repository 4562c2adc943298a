import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import type { SiteLink } from './siteLinks';
import * as styles from './SiteHeader.stories.css';
import { StoryLink, StoryNavigateContext } from './storyLink';

/** The header's props plus the route change its links report (react-router's navigate). */
type SiteHeaderStoryArgs = ComponentProps<typeof SiteHeader> & { onNavigate: (href: string) => void };

const links: SiteLink[] = [
  { href: '/', label: 'Home', current: true },
  { href: '/about', label: 'About Us' },
  { href: '/course', label: 'Courses' },
  { href: '/dashboard/courses', label: 'Dashboard' },
  { href: '/subscription-plans', label: 'Subscriptions' },
];

const hindiLinks: SiteLink[] = [
  { href: '/', label: 'होम', current: true },
  { href: '/about', label: 'हमारे बारे में' },
  { href: '/course', label: 'कोर्स' },
  { href: '/dashboard/courses', label: 'डैशबोर्ड' },
  { href: '/subscription-plans', label: 'सब्सक्रिप्शन' },
];

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: {
    links,
    signedIn: false,
    onLogout: fn(),
    onNavigate: fn(),
    linkComponent: StoryLink,
    search: <input type="search" className={styles.searchBox} aria-label="Search Exams" placeholder="Search Exams" />,
  },
  argTypes: {
    search: { control: false },
    linkComponent: { control: false },
  },
  render: ({ onNavigate, ...props }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <SiteHeader {...props} />
      <div className={styles.page}>Popular Test Series: SSC CGL, IBPS PO, RRB NTPC…</div>
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<SiteHeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };

export const Playground: Story = {
  globals: laptop,
};

export const DesktopSignedOut: Story = {
  globals: laptop,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });

    await step('the brand, the five links and the account links are in the bar', async () => {
      await expect(canvas.getByRole('link', { name: 'Pariksha' })).toHaveAttribute('href', '/');
      await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(
        links.map((link) => link.label),
      );
      await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
      await expect(canvas.getByRole('searchbox', { name: 'Search Exams' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    });

    await step('no menu button on a laptop', async () => {
      await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    });

    await step('following a link goes through the app’s router link', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Courses' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/course');
    });
  },
};

export const DesktopSignedIn: Story = {
  globals: laptop,
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const PhoneMenu: Story = {
  globals: phone,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });

    await step('on a phone the links hide behind a menu button', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(menuButton.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('the keyboard opens the menu and focus moves into it', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Pariksha' })).toHaveFocus();
      await userEvent.tab();
      await expect(menuButton).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton).toHaveAccessibleName('Close menu');
      await expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
      await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      await expect(getComputedStyle(body).overflow).toBe('hidden');
      // The spec's 300 ms slide (unless the system asks for reduced motion).
      await expect(getComputedStyle(dialog).transitionProperty).toContain('transform');
      await expect(getComputedStyle(dialog).transitionDuration).toContain('0.3s');
    });

    await step('Tab stays inside the drawer, wrapping at either end', async () => {
      const dialog = canvas.getByRole('dialog', { name: 'Menu' });
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });

    await step('Tab reaches the links, Escape closes and focus returns', async () => {
      const dialog = canvas.getByRole('dialog', { name: 'Menu' });
      await userEvent.tab();
      await expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('link', { name: 'About Us' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menuButton).toHaveFocus();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(getComputedStyle(body).overflow).not.toBe('hidden');
    });

    await step('following a link in the drawer closes it', async () => {
      await userEvent.click(menuButton);
      const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(dialog).getByRole('link', { name: 'Subscriptions' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/subscription-plans');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const PhoneMenuSignedIn: Story = {
  globals: phone,
  args: { signedIn: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });

    await step('the backdrop closes the drawer', async () => {
      await userEvent.click(menuButton);
      const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
      await expect(within(dialog).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      // The dimmed strip left of the drawer is the backdrop: a tap there closes the menu.
      const backdrop = canvasElement.ownerDocument.elementFromPoint(10, 400) as HTMLElement;
      await expect(backdrop).not.toBe(dialog);
      await expect(dialog.contains(backdrop)).toBe(false);
      await userEvent.click(backdrop);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menuButton).toHaveFocus();
    });

    await step('Log out in the drawer closes it and tells the app', async () => {
      await userEvent.click(menuButton);
      const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const Hindi: Story = {
  globals: laptop,
  args: {
    links: hindiLinks,
    labels: {
      brand: 'परीक्षा',
      navigation: 'मुख्य',
      openMenu: 'मेनू खोलें',
      closeMenu: 'मेनू बंद करें',
      menu: 'मेनू',
      logIn: 'लॉग इन',
      signUp: 'साइन अप',
      logOut: 'लॉग आउट',
    },
    search: <input type="search" className={styles.searchBox} aria-label="परीक्षा खोजें" placeholder="परीक्षा खोजें" />,
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.closest('[lang="hi"]')).not.toBeNull();
    await expect(within(nav).getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'साइन अप' })).toBeVisible();
    // The bar fits a laptop's width without wrapping to a second row.
    const bar = nav.parentElement as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

export const HindiPhone: Story = {
  ...Hindi,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'मेनू खोलें' }));
    const dialog = await canvas.findByRole('dialog', { name: 'मेनू' });
    await expect(within(dialog).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'मेनू बंद करें' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'मेनू खोलें' })).toHaveFocus();
  },
};
