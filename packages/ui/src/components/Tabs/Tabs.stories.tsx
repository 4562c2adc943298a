import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { Button } from '../Button/Button';
import { TabPanel } from './TabPanel';
import { Tabs, type TabsProps } from './Tabs';
import { tabIdFor } from './tabKeys';

const courseTabs = [
  { id: 'all', label: 'All' },
  { id: 'popular', label: 'Popular' },
  { id: 'latest', label: 'Latest' },
] as const;

const hindiCourseTabs = [
  { id: 'all', label: 'सभी' },
  { id: 'popular', label: 'लोकप्रिय' },
  { id: 'latest', label: 'नवीनतम' },
] as const;

/** What the courses page would list under each tab. */
const coursesByTab: Record<string, string> = {
  all: 'SSC CGL Complete Course, IBPS PO Prelims, RRB NTPC Crash Course, CTET Paper 1',
  popular: 'SSC CGL Complete Course, IBPS PO Prelims',
  latest: 'CTET Paper 1',
};

const panelId = 'course-list';

/** Holds the selected tab the way the courses page does, with its one shared panel below. */
function StatefulTabs({ value, onValueChange, ...props }: TabsProps) {
  const [selected, setSelected] = useState(value);
  return (
    <div className={layout.stack}>
      <Tabs
        {...props}
        value={selected}
        onValueChange={(id) => {
          setSelected(id);
          onValueChange(id);
        }}
      />
      <TabPanel id={panelId} value={selected}>
        <div className={layout.stack}>
          <p>{coursesByTab[selected] ?? ''}</p>
          <div>
            <Button variant="outline">View course</Button>
          </div>
        </div>
      </TabPanel>
    </div>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    tabs: courseTabs,
    value: 'all',
    onValueChange: fn(),
    panelId,
    label: 'Course lists',
  },
  argTypes: {
    value: { control: 'inline-radio', options: courseTabs.map((tab) => tab.id) },
  },
  // Keyed by value so changing the control resets the held state.
  render: (args) => <StatefulTabs key={args.value} {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Click: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Course lists' });
    const tabs = within(list).getAllByRole('tab');
    const panel = canvas.getByRole('tabpanel');

    await step('All is selected and names the panel', async () => {
      await expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Popular', 'Latest']);
      await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
      for (const tab of tabs) await expect(tab).toHaveAttribute('aria-controls', panelId);
      await expect(panel).toHaveAccessibleName('All');
    });

    await step('tapping Popular selects it and the panel follows', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
      await expect(args.onValueChange).toHaveBeenCalledWith('popular');
      await expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Popular' })).toHaveAttribute(
        'aria-labelledby',
        tabIdFor(panelId, 'popular'),
      );
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('SSC CGL Complete Course, IBPS PO Prelims');
    });

    await step('tapping the selected tab again changes nothing', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('tab', { name: 'All' });
    const popular = canvas.getByRole('tab', { name: 'Popular' });
    const latest = canvas.getByRole('tab', { name: 'Latest' });

    await step('Tab reaches only the selected tab', async () => {
      await expect([all, popular, latest].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
      await userEvent.tab();
      await expect(all).toHaveFocus();
    });

    await step('the arrows move and select at once, wrapping at either end', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(popular).toHaveFocus();
      await expect(popular).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('popular');
      await expect([all, popular, latest].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(all).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('all');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(latest).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('latest');
      await expect(canvas.getByRole('tabpanel', { name: 'Latest' })).toHaveTextContent('CTET Paper 1');
    });

    await step('Home and End jump to the first and last tab', async () => {
      await userEvent.keyboard('{Home}');
      await expect(all).toHaveFocus();
      await expect(all).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(latest).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('latest');
      await expect(args.onValueChange).toHaveBeenCalledTimes(6);
    });

    await step('Tab leaves the tabs for the panel’s content', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'View course' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(latest).toHaveFocus();
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    for (const tab of tabs) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // The three tabs share the row.
    const list = canvas.getByRole('tablist');
    const last = tabs[tabs.length - 1];
    await expect(last?.getBoundingClientRect().right).toBeCloseTo(list.getBoundingClientRect().right, 0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: { tabs: hindiCourseTabs, value: 'popular', label: 'कोर्स की सूचियाँ' },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'कोर्स की सूचियाँ' });
    await expect(list.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('tab', { name: 'लोकप्रिय' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('लोकप्रिय');
    await userEvent.click(canvas.getByRole('tab', { name: 'नवीनतम' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('latest');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'लोकप्रिय' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('popular');
  },
};

export const ManyTabsPhone: Story = {
  args: {
    tabs: [
      { id: 'all', label: 'All' },
      { id: 'popular', label: 'Popular' },
      { id: 'latest', label: 'Latest' },
      { id: 'free', label: 'Free courses' },
      { id: 'live', label: 'Live classes' },
      { id: 'recorded', label: 'Recorded lectures' },
    ],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('tablist').parentElement as HTMLElement;
    // The row scrolls itself; the page does not scroll sideways.
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Recorded lectures' });
    await expect(last).toHaveFocus();
    await expect(row.scrollLeft).toBeGreaterThan(0);
  },
};

/**
 * The profile's two long tabs on a 360 px phone, inside the dashboard's grid column: every label
 * is whole (never 'l Information'), and a row too wide for the screen fades at the side hiding more.
 */
export const LongLabelsPhone: Story = {
  args: {
    tabs: [
      { id: 'personal', label: 'Personal Information' },
      { id: 'academic', label: 'Academic Information' },
    ],
    value: 'personal',
    label: 'Profile sections',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  render: (args) => (
    <div className={layout.grid}>
      <StatefulTabs key={args.value} {...args} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Profile sections' });
    const row = list.parentElement as HTMLElement;
    const tabs = within(list).getAllByRole('tab');

    await step('no label is cut inside its tab, and the first tab starts in view', async () => {
      for (const tab of tabs) await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
      await expect(tabs[0]?.getBoundingClientRect().left).toBeGreaterThanOrEqual(row.getBoundingClientRect().left);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('a row wider than the screen says so, and the keyboard brings the last tab into view', async () => {
      if (row.scrollWidth > row.clientWidth) {
        await waitFor(() => expect(row).toHaveAttribute('data-overflow', 'end'));
      } else {
        await expect(row).not.toHaveAttribute('data-overflow');
      }
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      const last = canvas.getByRole('tab', { name: 'Academic Information' });
      await expect(last).toHaveFocus();
      const rowBox = row.getBoundingClientRect();
      const lastBox = last.getBoundingClientRect();
      await expect(lastBox.left).toBeGreaterThanOrEqual(rowBox.left - 1);
      await expect(lastBox.right).toBeLessThanOrEqual(rowBox.right + 1);
    });
  },
};
