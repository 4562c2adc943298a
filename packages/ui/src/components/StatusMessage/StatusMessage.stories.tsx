import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { StatusMessage, statusMessageTones } from './StatusMessage';

const meta = {
  title: 'Components/StatusMessage',
  component: StatusMessage,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    tone: 'neutral',
    busy: false,
    children: 'Loading subscription plans...',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: statusMessageTones },
    children: { control: 'text' },
  },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { busy: true },
};

export const Loading: Story = {
  args: { busy: true, children: 'Loading subscription plans...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading subscription plans...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The spinner is decoration: the words say it is loading.
    await expect(status.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { tone: 'critical', children: 'Error: Network error. Please check your connection.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error: Network error. Please check your connection.');
    const text = within(alert).getByText('Error: Network error. Please check your connection.');
    await expect(getComputedStyle(text).color).toBe(hexToRgb(tokens.color.critical));
  },
};

export const Empty: Story = {
  args: { children: 'No subscription plans found.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No subscription plans found.');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeInTheDocument();
  },
};
