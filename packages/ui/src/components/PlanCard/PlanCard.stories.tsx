import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { billingPeriods } from '../BillingToggle/BillingToggle';
import { basicPlan, goldPlan, goldPlanHindi, planCardProps, platinumPlan } from '../../storybook/samplePlans';
import { sectionHeadingLevels } from '../Heading/Heading';
import { PlanCard } from './PlanCard';
import { planTones } from './planTone';

const meta = {
  title: 'Components/PlanCard',
  component: PlanCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    ...planCardProps(goldPlan, 'annually'),
    tone: 'gold',
    onStartTrial: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: planTones },
    period: { control: 'inline-radio', options: billingPeriods },
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    badge: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start 7 day free trial' }));
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
  },
};

export const Gold: Story = {
  args: { name: 'Gold' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Gold' });
    const card$ = within(card);

    await step('the name is a level-3 heading shown in upper case, beside its badge', async () => {
      const heading = card$.getByRole('heading', { level: 3, name: 'Gold' });
      await expect(heading.innerText).toBe('GOLD');
      await expect(card$.getByText('Recommended')).toBeVisible();
    });

    await step('the yearly price is in rupees with Indian grouping', async () => {
      await expect(card$.getByText('₹2,499')).toBeVisible();
      await expect(card$.getByText('/year')).toBeVisible();
    });

    await step('the features are a checklist', async () => {
      const items = card$.getAllByRole('listitem');
      await expect(items).toHaveLength(goldPlan.features.length);
      await expect(items[0]).toHaveTextContent('Unlocks every locked SSC, Banking and Railways mock test');
      await expect(items[1]).toHaveTextContent('All-India rank and percentile after every test');
    });

    await step('the card is tinted yellow', async () => {
      await expect(getComputedStyle(card).backgroundColor).toBe(hexToRgb(tokens.color.goldTint));
    });

    await step('starting the trial tells the page', async () => {
      await userEvent.click(card$.getByRole('button', { name: 'Start 7 day free trial' }));
      await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
    });
  },
};

export const Platinum: Story = {
  args: { ...planCardProps(platinumPlan, 'annually'), tone: 'platinum' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'PLATINUM' });
    await expect(within(card).getByText('All exams')).toBeVisible();
    await expect(within(card).getByText('₹4,999')).toBeVisible();
    await expect(getComputedStyle(card).backgroundColor).toBe(hexToRgb(tokens.color.platinumTint));
    await userEvent.click(within(card).getByRole('button', { name: 'Start 7 day free trial' }));
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
  },
};

export const Basic: Story = {
  args: { ...planCardProps(basicPlan, 'annually'), tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'BASIC' });
    const heading = within(card).getByRole('heading', { name: 'BASIC' });
    // No plan_type, so nothing but the name in the card's header.
    await expect(heading.parentElement?.children).toHaveLength(1);
    await expect(within(card).getByText('₹999')).toBeVisible();
    await expect(getComputedStyle(card).backgroundColor).toBe(hexToRgb(tokens.color.neutralTint));
  },
};

export const Monthly: Story = {
  args: { ...planCardProps(goldPlan, 'monthly') },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'GOLD' }));
    await expect(card.getByText('₹299')).toBeVisible();
    await expect(card.getByText('/month')).toBeVisible();
    await expect(card.queryByText('/year')).not.toBeInTheDocument();
  },
};

export const Hindi: Story = {
  args: {
    ...planCardProps(goldPlanHindi, 'annually'),
    tone: 'gold',
    unitLabels: { annually: '/वर्ष', monthly: '/माह' },
    trialLabel: '7 दिन का मुफ़्त ट्रायल शुरू करें',
    locale: 'hi-IN',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'गोल्ड' });
    const card$ = within(card);

    await step('the card is marked as Hindi and its Devanagari text is shown', async () => {
      await expect(card.closest('[lang]')).toHaveAttribute('lang', 'hi');
      await expect(card$.getByText('सुझाया गया')).toBeVisible();
      await expect(card$.getByText('₹2,499')).toBeVisible();
      await expect(card$.getByText('/वर्ष')).toBeVisible();
      await expect(card$.getByText('हर टेस्ट के बाद अखिल भारतीय रैंक और पर्सेंटाइल')).toBeVisible();
    });

    await step('a self-hosted Noto face covers Devanagari, conjuncts included', async () => {
      const faces = await document.fonts.load('600 16px "Noto Sans Devanagari"', 'क्ष ज्ञ श्र');
      await expect(faces.length).toBeGreaterThan(0);
    });

    await step('the trial button speaks Hindi too', async () => {
      await userEvent.click(card$.getByRole('button', { name: '7 दिन का मुफ़्त ट्रायल शुरू करें' }));
      await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
    });
  },
};

const longFeatures = [
  'All SSC CGL, CHSL, MTS and GD Constable mock tests',
  'All IBPS PO, IBPS Clerk, SBI PO and SBI Clerk mock tests',
  'RRB NTPC, Group D and ALP full-length tests',
  'All-India rank and percentile after every test',
  'Section-wise time analysis with accuracy trends',
  'Detailed solutions in Hindi and English',
  'A short practice test from the topics you got wrong, up to ten questions, with no negative marking',
  'Each section of your result beside the average and the topper’s score',
  'How your changed answers helped or hurt, after every test',
  'Retake any test as often as you like: every attempt is scored, only the first is ranked',
  'Your answers kept on the phone first, so a dropped connection never loses one',
] as const;

export const LongFeatureList: Story = {
  args: { features: longFeatures },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'GOLD' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(longFeatures.length);
    // The button stays inside the card, below the last feature.
    const button = within(card).getByRole('button', { name: 'Start 7 day free trial' });
    const lastFeature = within(card).getByText('Your answers kept on the phone first, so a dropped connection never loses one');
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(lastFeature.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().bottom);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'GOLD' });
    const button = within(card).getByRole('button', { name: 'Start 7 day free trial' });
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThanOrEqual(360);
    // Nothing overflows sideways on a 360px screen, and the button is easy to hit.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Signed in: the plan can be bought for the chosen period as well as tried. */
export const WithBuy: Story = {
  args: { onBuy: fn(), buyLabel: 'Buy GOLD for ₹2,499' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy GOLD for ₹2,499' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
    await expect(args.onStartTrial).not.toHaveBeenCalled();
    // Both actions stay reachable by keyboard, trial first.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Start 7 day free trial', 'Buy GOLD for ₹2,499']);
  },
};
