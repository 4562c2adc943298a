import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { planCardProps, samplePlans } from '../../storybook/samplePlans';
import { BillingToggle, billingPeriods, type BillingPeriod } from '../BillingToggle/BillingToggle';
import { PlanCard } from '../PlanCard/PlanCard';
import { planToneFor } from '../PlanCard/planTone';
import { PlanGrid } from './PlanGrid';
import * as styles from './PlanGrid.stories.css';

/**
 * The grid's own props plus what its sample cards need: the period they show and the event
 * each card's trial button sends (with the plan's name, as the plans page would).
 */
type PlanGridStoryArgs = ComponentProps<typeof PlanGrid> & {
  period: BillingPeriod;
  onStartTrial: (planName: string) => void;
};

/** The three sample cards as separate children, so the grid gives each its own list item. */
function sampleCards({ period, onStartTrial }: Pick<PlanGridStoryArgs, 'period' | 'onStartTrial'>) {
  return samplePlans.map((plan) => (
    <PlanCard
      key={plan.id}
      {...planCardProps(plan, period)}
      tone={planToneFor(plan.name)}
      onStartTrial={() => onStartTrial(plan.name)}
    />
  ));
}

const meta = {
  title: 'Components/PlanGrid',
  component: PlanGrid,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    children: null,
    period: 'annually',
    onStartTrial: fn(),
  },
  argTypes: {
    children: { control: false },
    period: { control: 'inline-radio', options: billingPeriods },
  },
  render: ({ period, onStartTrial, ...props }) => (
    <PlanGrid {...props}>{sampleCards({ period, onStartTrial })}</PlanGrid>
  ),
} satisfies Meta<PlanGridStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};

export const ThreePlans: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The first list is the grid; each card holds its own checklist.
    const [grid] = canvas.getAllByRole('list');
    const cards = canvas.getAllByRole('article');

    await step('three plans, one list item each, cheapest first', async () => {
      const plans = within(grid as HTMLElement)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === grid);
      await expect(plans).toHaveLength(3);
      await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'BASIC',
        'GOLD',
        'PLATINUM',
      ]);
    });

    await step('on a laptop they sit in one row, all the same height', async () => {
      const boxes = cards.map((card) => card.getBoundingClientRect());
      const [first] = boxes;
      for (const box of boxes) {
        await expect(Math.abs(box.top - (first?.top ?? 0))).toBeLessThan(1);
        await expect(Math.abs(box.height - (first?.height ?? 0))).toBeLessThan(1);
      }
    });

    await step("starting GOLD's trial names the plan", async () => {
      const gold = canvas.getByRole('article', { name: 'GOLD' });
      await userEvent.click(within(gold).getByRole('button', { name: 'Start 7 day free trial' }));
      await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
      await expect(args.onStartTrial).toHaveBeenCalledWith('GOLD');
    });
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    // One column: each card starts below the one before it, at the same left edge.
    for (let index = 1; index < cards.length; index += 1) {
      const previous = cards[index - 1]?.getBoundingClientRect();
      const current = cards[index]?.getBoundingClientRect();
      await expect(current?.top).toBeGreaterThan(previous?.bottom ?? 0);
      await expect(current?.left).toBe(previous?.left);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The grid as the plans page composes it: heading, line, billing toggle, cards. */
function PlansPage({ onStartTrial }: Pick<PlanGridStoryArgs, 'onStartTrial'>) {
  const [period, setPeriod] = useState<BillingPeriod>('annually');
  const headingId = useId();
  return (
    <section className={layout.section}>
      <header className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          Subscription Plans
        </h2>
        <p className={styles.lead}>Take a look at our plans - there&apos;s something for everyone</p>
        <BillingToggle value={period} onChange={setPeriod} />
      </header>
      <PlanGrid aria-labelledby={headingId}>{sampleCards({ period, onStartTrial })}</PlanGrid>
    </section>
  );
}

export const WithBillingToggle: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: ({ onStartTrial }) => <PlansPage onStartTrial={onStartTrial} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const gold = within(canvas.getByRole('article', { name: 'GOLD' }));

    await step('yearly prices first', async () => {
      await expect(canvas.getByRole('list', { name: 'Subscription Plans' })).toBeVisible();
      await expect(gold.getByText('₹2,499')).toBeVisible();
      await expect(canvas.getAllByText('/year')).toHaveLength(3);
    });

    await step('switching to Monthly changes every price and unit', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
      await expect(gold.getByText('₹299')).toBeVisible();
      await expect(canvas.getAllByText('/month')).toHaveLength(3);
      await expect(canvas.queryByText('/year')).not.toBeInTheDocument();
    });

    await step('a trial starts from the chosen card', async () => {
      const platinum = within(canvas.getByRole('article', { name: 'PLATINUM' }));
      await userEvent.click(platinum.getByRole('button', { name: 'Start 7 day free trial' }));
      await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
      await expect(args.onStartTrial).toHaveBeenCalledWith('PLATINUM');
    });
  },
};
