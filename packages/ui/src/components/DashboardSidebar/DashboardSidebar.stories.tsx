import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAvatar, sampleFallbackAvatar, missingImageSrc } from '../ImageWithFallback/sampleImages';
import { StoryLink, StoryNavigateContext } from '../SiteHeader/storyLink';
import { DashboardSidebar, type DashboardLink } from './DashboardSidebar';
import { SidebarToggle } from './SidebarToggle';
import * as styles from './DashboardSidebar.stories.css';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const icons: Record<string, ReactNode> = {
  courses: <Icon d="M4 5h7v14H4zM13 5h7v14h-7z" />,
  test: <Icon d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h3" />,
  forum: <Icon d="M4 5h16v10H9l-5 4z" />,
  profile: <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />,
  video: <Icon d="M4 6h11v12H4zM15 10l5-3v10l-5-3" />,
  refer: <Icon d="M12 3v12M7 8l5-5 5 5M5 21h14" />,
  settings: <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 12h2M18 12h2M12 4v2M12 18v2" />,
  help: <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM10 9a2 2 0 1 1 3 2c-1 .5-1 1-1 2M12 17h.01" />,
  orders: <Icon d="M5 4h14v16l-3-2-2 2-2-2-2 2-2-2-3 2z" />,
};

const links: DashboardLink[] = [
  { href: '/dashboard/courses', label: 'Courses', icon: icons.courses, current: true },
  { href: '/dashboard/test', label: 'Tests', icon: icons.test },
  { href: '/dashboard/discussion-forum', label: 'Discussion Forum', icon: icons.forum },
  { href: '/dashboard/profile', label: 'Profile', icon: icons.profile },
  { href: '/dashboard/video', label: 'Videos', icon: icons.video },
  { href: '/dashboard/refer', label: 'Refer Friends', icon: icons.refer },
  { href: '/dashboard/settings', label: 'Settings', icon: icons.settings },
  { href: '/dashboard/help', label: 'Help and Support', icon: icons.help },
  { href: '/dashboard/orders', label: 'Orders and Billings', icon: icons.orders },
];

const hindiLinks: DashboardLink[] = [
  { href: '/dashboard/courses', label: 'कोर्स', icon: icons.courses },
  { href: '/dashboard/test', label: 'टेस्ट', icon: icons.test },
  { href: '/dashboard/discussion-forum', label: 'चर्चा मंच', icon: icons.forum },
  { href: '/dashboard/profile', label: 'प्रोफ़ाइल', icon: icons.profile, current: true },
  { href: '/dashboard/video', label: 'वीडियो', icon: icons.video },
  { href: '/dashboard/refer', label: 'दोस्तों को बुलाएँ', icon: icons.refer },
  { href: '/dashboard/settings', label: 'सेटिंग्स', icon: icons.settings },
  { href: '/dashboard/help', label: 'सहायता', icon: icons.help },
  { href: '/dashboard/orders', label: 'ऑर्डर और बिलिंग', icon: icons.orders },
];

/** The sidebar's props plus the route change its links report and the toggle's name. */
type DashboardSidebarStoryArgs = ComponentProps<typeof DashboardSidebar> & {
  onNavigate: (href: string) => void;
  openMenuLabel: string;
};

/** The dashboard layout as the app builds it: the toggle in the header, the sidebar beside the page. */
function DashboardShell({ onNavigate, openMenuLabel, open: initiallyOpen, onOpenChange, ...props }: DashboardSidebarStoryArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <StoryNavigateContext.Provider value={onNavigate}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <SidebarToggle open={open} onOpenChange={change} labels={{ openMenu: openMenuLabel }} />
          <span>Pariksha</span>
        </header>
        <div className={styles.columns}>
          <DashboardSidebar {...props} open={open} onOpenChange={change} />
          <main className={styles.content}>
            <h1 className={styles.title}>Available Courses</h1>
            <p>SBI PO Prelims 2026, SSC CGL Tier I, RRB NTPC…</p>
          </main>
        </div>
      </div>
    </StoryNavigateContext.Provider>
  );
}

const meta = {
  title: 'Components/DashboardSidebar',
  component: DashboardSidebar,
  tags: ['autodocs'],
  args: {
    name: 'Priya Sharma',
    roleLabel: 'student',
    avatarSrc: sampleAvatar,
    fallbackAvatarSrc: sampleFallbackAvatar,
    links,
    open: false,
    onOpenChange: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    openMenuLabel: 'Open menu',
    linkComponent: StoryLink,
  },
  argTypes: {
    links: { control: 'object' },
    linkComponent: { control: false },
  },
  render: (args) => <DashboardShell key={String(args.open)} {...args} />,
} satisfies Meta<DashboardSidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };

export const Playground: Story = {
  globals: laptop,
};

export const Desktop: Story = {
  globals: laptop,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });

    await step('a 16rem column beside the content, with no menu button and no dialog', async () => {
      const sidebar = nav.parentElement as HTMLElement;
      await expect(sidebar.getBoundingClientRect().width).toBe(256);
      await expect(sidebar.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvas.getByRole('main').getBoundingClientRect().left,
      );
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    });

    await step('the learner, their role and every dashboard link, the current one marked', async () => {
      await expect(canvas.getByText('Priya Sharma')).toBeVisible();
      await expect(canvas.getByText('student')).toBeVisible();
      await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(
        links.map((link) => link.label),
      );
      await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('link', { name: 'Tests' })).not.toHaveAttribute('aria-current');
      for (const link of within(nav).getAllByRole('link')) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });

    await step('a link goes through the router; Logout tells the app', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/settings');
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });

    await step('the keyboard reaches the links with a visible ring', async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      const courses = within(nav).getByRole('link', { name: 'Courses' });
      await expect(courses).toHaveFocus();
      await expect(getComputedStyle(courses).outlineStyle).toBe('solid');
    });
  },
};

export const PhoneDrawer: Story = {
  globals: phone,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const toggle = canvas.getByRole('button', { name: 'Open menu' });

    await step('on a phone the sidebar hides behind the header’s menu button', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('Enter on the menu button opens the drawer and moves focus into it', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await canvas.findByRole('dialog', { name: 'Dashboard menu' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAttribute('aria-controls', dialog.id);
      await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      await expect(getComputedStyle(body).overflow).toBe('hidden');
      // The spec's 300 ms slide (unless the system asks for reduced motion).
      await expect(getComputedStyle(dialog).transitionProperty).toContain('transform');
      await expect(getComputedStyle(dialog).transitionDuration).toContain('0.3s');
      await expect(within(dialog).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    });

    await step('Tab stays inside the drawer, wrapping at either end', async () => {
      const dialog = canvas.getByRole('dialog', { name: 'Dashboard menu' });
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: 'Logout' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('link', { name: 'Courses' })).toHaveFocus();
    });

    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(toggle).toHaveFocus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(getComputedStyle(body).overflow).not.toBe('hidden');
    });

    await step('the close button closes it too, and focus returns', async () => {
      await userEvent.keyboard(' ');
      const dialog = await canvas.findByRole('dialog', { name: 'Dashboard menu' });
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(dialog).not.toBeVisible());
      await expect(toggle).toHaveFocus();
    });
  },
};

export const PhoneBackdropLinkAndLogout: Story = {
  globals: phone,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });

    await step('a tap on the dimmed page beside the drawer closes it', async () => {
      await userEvent.click(toggle);
      const dialog = await canvas.findByRole('dialog', { name: 'Dashboard menu' });
      const backdrop = canvasElement.ownerDocument.elementFromPoint(350, 400) as HTMLElement;
      await expect(dialog.contains(backdrop)).toBe(false);
      await userEvent.click(backdrop);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(toggle).toHaveFocus();
    });

    await step('Logout in the drawer tells the app and leaves the drawer open behind its question', async () => {
      await userEvent.click(toggle);
      const dialog = await canvas.findByRole('dialog', { name: 'Dashboard menu' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await expect(dialog).toBeVisible();
    });

    await step('following a link closes the drawer', async () => {
      const dialog = canvas.getByRole('dialog', { name: 'Dashboard menu' });
      await userEvent.click(within(dialog).getByRole('link', { name: 'Profile' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/profile');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const PhoneOpen: Story = {
  globals: phone,
  args: { open: true, avatarSrc: missingImageSrc, fallbackAvatarSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Dashboard menu' });
    // A broken photo with no fallback goes (no broken-image icon); the learner's initials show.
    const initials = within(dialog).getByText('PS');
    await waitFor(() => expect(initials.parentElement?.querySelector('img')).toBeNull());
    await expect(initials).toBeVisible();
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(dialog).getByRole('button', { name: 'Logout' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      740,
    );
  },
};

export const Hindi: Story = {
  globals: laptop,
  args: {
    name: 'सुनीता यादव',
    roleLabel: 'विद्यार्थी',
    avatarSrc: null,
    fallbackAvatarSrc: undefined,
    links: hindiLinks,
    openMenuLabel: 'मेनू खोलें',
    labels: { navigation: 'डैशबोर्ड', menu: 'डैशबोर्ड मेनू', closeMenu: 'मेनू बंद करें', logOut: 'लॉग आउट' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'डैशबोर्ड' });
    await expect(nav.closest('[lang="hi"]')).not.toBeNull();
    await expect(canvas.getByText('विद्यार्थी')).toBeVisible();
    await expect(canvas.getByText('सुया')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'लॉग आउट' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const HindiPhone: Story = {
  ...Hindi,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'मेनू खोलें' });
    await userEvent.click(toggle);
    const dialog = await canvas.findByRole('dialog', { name: 'डैशबोर्ड मेनू' });
    await expect(within(dialog).getByRole('link', { name: 'दोस्तों को बुलाएँ' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'मेनू बंद करें' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle).toHaveFocus();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

function ToggleWithTextHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SidebarToggle open={open} onOpenChange={setOpen} labels={{ openMenu: 'My dashboard' }} showText />
      {/* What the toggle controls; the other stories show the real sidebar. */}
      <div id="dashboard-sidebar" hidden={!open}>
        Sidebar
      </div>
    </>
  );
}

/** The toggle with its words beside the icon, where the page has another menu button too. */
export const ToggleWithText: Story = {
  globals: phone,
  render: () => <ToggleWithTextHarness />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'My dashboard' });
    await expect(button).toHaveTextContent('My dashboard');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
