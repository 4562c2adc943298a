import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { tokens } from '../../themes/tokens';
import { TestTimer, type TestTimerProps } from './TestTimer';

/** The critical red as the browser reports it, to compare with computed styles. */
const criticalRgb = 'rgb(179, 38, 30)';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A clock counting down ten times faster than real time (one second every 100 ms), fed the way
 * the test screen feeds it: the time's text, red for the last 5 minutes, and the alert of the last
 * moment passed (5 minutes, then 1 minute). The app works these out from the server's deadline.
 */
function FastCountdown({ fromSeconds, labels }: Pick<TestTimerProps, 'labels'> & { fromSeconds: number }) {
  const [seconds, setSeconds] = useState(fromSeconds);
  useEffect(() => {
    const id = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 100);
    return () => clearInterval(id);
  }, []);
  return (
    <TestTimer
      labels={labels}
      time={`${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`}
      critical={seconds <= 300}
      announcement={seconds <= 60 ? '1 minute left' : seconds <= 300 ? '5 minutes left' : ''}
    />
  );
}

const meta = {
  title: 'Components/TestTimer',
  component: TestTimer,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { time: '22:09', timeLabel: '22 minutes 9 seconds', critical: false },
} satisfies Meta<typeof TestTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time Left' });
    await expect(timer).toHaveTextContent('22:09');
    // Screen readers hear the words, not '22:09' as a time of day.
    await expect(within(timer).getByText('22:09')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(timer).getByText('22 minutes 9 seconds')).toBeInTheDocument();
    await expect(timer.parentElement).not.toHaveAttribute('data-critical');
    await expect(getComputedStyle(timer).color).not.toBe(criticalRgb);
  },
};

/** JEE Main's three hours: the app shows hours from an hour up. */
export const Hours: Story = {
  args: { time: '03:00:00', timeLabel: '3 hours' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('03:00:00');
  },
};

export const Critical: Story = {
  args: { time: '04:59', timeLabel: '4 minutes 59 seconds', critical: true },
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
  render: ({ labels }) => <FastCountdown labels={labels} fromSeconds={5 * 60 + 3} />,
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

/** Opened with 62 s left, the 5-minute alert is already there (not said again); 1:00 is heard once. */
export const AnnouncesOneMinute: Story = {
  render: ({ labels }) => <FastCountdown labels={labels} fromSeconds={62} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status.textContent).toBe('5 minutes left');
    const heard = recordAnnouncements(status, canvas.getByRole('timer'));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:58'));
    await expect(heard).toEqual(['01:00 1 minute left']);
  },
};

export const Hindi: Story = {
  args: {
    time: '02:05',
    timeLabel: '2 मिनट 5 सेकंड',
    critical: true,
    announcement: '5 मिनट बचे हैं',
    labels: { timeLeft: 'बचा हुआ समय' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'बचा हुआ समय' });
    await expect(timer).toHaveTextContent('02:05');
    await expect(getComputedStyle(timer).color).toBe(criticalRgb);
  },
};

export const Phone: Story = {
  args: { time: '03:00:00', timeLabel: '3 hours' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
