import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { tokens } from '../../themes/tokens';
import { TestTimer, type TestTimerProps } from './TestTimer';

/** The critical red as the browser reports it, to compare with computed styles. */
const criticalRgb = 'rgb(179, 38, 30)';

/**
 * A clock counting down ten times faster than real time (one second every 100 ms), the way the
 * test screen feeds the timer from the server's deadline, only quicker for the story.
 */
function FastCountdown(props: TestTimerProps) {
  const [remainingMs, setRemainingMs] = useState(props.remainingMs);
  useEffect(() => {
    const id = setInterval(() => setRemainingMs((ms) => Math.max(0, ms - 1000)), 100);
    return () => clearInterval(id);
  }, []);
  return <TestTimer {...props} remainingMs={remainingMs} />;
}

const meta = {
  title: 'Components/TestTimer',
  component: TestTimer,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { remainingMs: 22 * 60_000 + 9_000 },
} satisfies Meta<typeof TestTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time Left' });
    await expect(timer).toHaveTextContent('22:09');
    await expect(timer.parentElement).not.toHaveAttribute('data-critical');
    await expect(getComputedStyle(timer).color).not.toBe(criticalRgb);
  },
};

/** JEE Main's three hours: hours are shown from an hour up. */
export const Hours: Story = {
  args: { remainingMs: 3 * 3_600_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('03:00:00');
  },
};

export const Critical: Story = {
  args: { remainingMs: 4 * 60_000 + 59_000 },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time Left' });
    await expect(timer).toHaveTextContent('04:59');
    await expect(timer.parentElement).toHaveAttribute('data-critical', 'true');
    await expect(getComputedStyle(timer).color).toBe(criticalRgb);
    await expect(tokens.color.critical).toBe('#B3261E');
  },
};

/**
 * Every text the live region takes from now on, with the clock's time when it took it: what a
 * screen reader would hear, and when.
 */
function recordAnnouncements(region: HTMLElement, timer: HTMLElement): string[] {
  const heard: string[] = [];
  new MutationObserver(() => {
    if (region.textContent) heard.push(`${timer.textContent} ${region.textContent}`);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return heard;
}

/** Counts down across 5:00: heard once then, silent on every second before and after. */
export const AnnouncesFiveMinutes: Story = {
  args: { remainingMs: 5 * 60_000 + 3_000 },
  render: (args) => <FastCountdown {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const heard = recordAnnouncements(status, canvas.getByRole('timer'));
    await expect(status.textContent).toBe('');
    await expect(canvas.getByRole('timer')).not.toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('05:00'));
    await expect(canvas.getByRole('timer').parentElement).toHaveAttribute('data-critical', 'true');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('04:57'));
    // Six seconds ticked by; one thing was said.
    await expect(heard).toEqual(['05:00 5 minutes left']);
  },
};

export const AnnouncesOneMinute: Story = {
  args: { remainingMs: 60_000 + 2_000 },
  render: (args) => <FastCountdown {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status.textContent).toBe('');
    const heard = recordAnnouncements(status, canvas.getByRole('timer'));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:58'));
    await expect(heard).toEqual(['01:00 1 minute left']);
  },
};

export const Hindi: Story = {
  args: {
    remainingMs: 2 * 60_000 + 5_000,
    labels: { timeLeft: 'बचा हुआ समय', fiveMinutesLeft: '5 मिनट बचे हैं', oneMinuteLeft: '1 मिनट बचा है' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'बचा हुआ समय' });
    await expect(timer).toHaveTextContent('02:05');
    await expect(getComputedStyle(timer).color).toBe(criticalRgb);
  },
};

export const Phone: Story = {
  args: { remainingMs: 3 * 3_600_000 },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
