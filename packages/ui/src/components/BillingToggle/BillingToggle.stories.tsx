import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingToggle, billingPeriods, type BillingPeriod, type BillingToggleProps } from './BillingToggle';

/** Holds the value the way the plans page does, so the toggle moves when clicked. */
function StatefulBillingToggle({ value, onChange, ...props }: BillingToggleProps) {
  const [period, setPeriod] = useState<BillingPeriod>(value);
  return (
    <BillingToggle
      {...props}
      value={period}
      onChange={(next) => {
        setPeriod(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/BillingToggle',
  component: BillingToggle,
  tags: ['autodocs'],
  args: {
    value: 'annually',
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: billingPeriods },
  },
  // Keyed by value so changing the control resets the held state.
  render: (args) => <StatefulBillingToggle key={args.value} {...args} />,
} satisfies Meta<typeof BillingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
  },
};

export const Annually: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Billing period' });
    const annually = within(group).getByRole('radio', { name: 'Annually' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });

    await step('Annually is selected by default and comes first', async () => {
      await expect(annually).toBeChecked();
      await expect(monthly).not.toBeChecked();
      await expect(within(group).getAllByRole('radio')[0]).toBe(annually);
    });

    await step('tapping Monthly selects it', async () => {
      await userEvent.click(monthly);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('monthly');
      await expect(monthly).toBeChecked();
    });

    await step('each option is a comfortable touch target', async () => {
      for (const radio of [annually, monthly]) {
        const option = radio.closest('label');
        await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

export const Monthly: Story = {
  args: { value: 'monthly' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Annually' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('annually');
    await expect(canvas.getByRole('radio', { name: 'Annually' })).toBeChecked();
  },
};

export const KeyboardSwitch: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const annually = canvas.getByRole('radio', { name: 'Annually' });
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });

    await step('Tab lands on the selected period', async () => {
      await userEvent.tab();
      await expect(annually).toHaveFocus();
    });

    await step('the right arrow switches to Monthly', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('monthly');
      await expect(monthly).toBeChecked();
      await expect(monthly).toHaveFocus();
    });

    await step('the left arrow switches back to Annually', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith('annually');
      await expect(annually).toBeChecked();
    });
  },
};

export const Hindi: Story = {
  args: {
    labels: { annually: 'वार्षिक', monthly: 'मासिक', legend: 'बिलिंग अवधि' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'बिलिंग अवधि' });
    await expect(group.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText('वार्षिक')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'वार्षिक' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'मासिक' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
  },
};
