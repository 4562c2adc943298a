import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { Button, buttonSizes, buttonTones, buttonVariants, buttonWidths } from '../Button/Button';
import { StoryRouterLink } from '../CourseCard/storyRouterLink';
import { StoryNavigateContext } from '../SiteHeader/storyLink';
import { ButtonLink } from './ButtonLink';

/** The link's props plus the route change it reports (react-router's navigate). */
type ButtonLinkStoryArgs = ComponentProps<typeof ButtonLink> & { onNavigate: (href: string) => void };

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    href: '/signup',
    children: 'Start 7 day free trial',
    tone: 'brand',
    variant: 'solid',
    size: 'standard',
    width: 'content',
    linkComponent: StoryRouterLink,
    onClick: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    children: { control: 'text' },
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    width: { control: 'inline-radio', options: buttonWidths },
    linkComponent: { control: false },
  },
  render: ({ onNavigate, ...props }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <ButtonLink {...props} />
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<ButtonLinkStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start 7 day free trial' });

    await step('it is a link, with its address, through the router', async () => {
      await expect(link.tagName).toBe('A');
      await expect(link).toHaveAttribute('href', '/signup');
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });

    await step('a keyboard user tabs to it, sees the ring, and follows it with Enter', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
      await expect(getComputedStyle(link).outlineWidth).toBe('2px');
      await userEvent.keyboard('{Enter}');
      await expect(args.onNavigate).toHaveBeenCalledWith('/signup');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });

    await step('Space scrolls the page, as on any link: it does not follow it', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    });
  },
};

const lookProperties = [
  'background-color',
  'color',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'padding-left',
  'min-height',
  'font-size',
  'font-weight',
  'line-height',
  'box-shadow',
] as const;

/** Each tone and variant as a Button and as a ButtonLink: drawn from the same styles, they match. */
export const SameAsButton: Story = {
  render: ({ onNavigate, ...args }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <div className={layout.stack}>
        {buttonVariants.flatMap((variant) =>
          buttonTones.map((tone) => (
            <div key={`${tone}-${variant}`} className={layout.row}>
              <Button tone={tone} variant={variant}>{`${tone} ${variant} button`}</Button>
              <ButtonLink {...args} tone={tone} variant={variant}>{`${tone} ${variant} link`}</ButtonLink>
            </div>
          )),
        )}
      </div>
    </StoryNavigateContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants) {
      for (const tone of buttonTones) {
        const button = getComputedStyle(canvas.getByRole('button', { name: `${tone} ${variant} button` }));
        const link = getComputedStyle(canvas.getByRole('link', { name: `${tone} ${variant} link` }));
        for (const property of lookProperties) {
          await expect(`${tone} ${variant} ${property}: ${link.getPropertyValue(property)}`).toBe(
            `${tone} ${variant} ${property}: ${button.getPropertyValue(property)}`,
          );
        }
      }
    }
  },
};

export const LargeFullWidth: Story = {
  args: { size: 'large', width: 'full' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start 7 day free trial' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
    await expect(link.getBoundingClientRect().width).toBe(link.parentElement?.getBoundingClientRect().width);
  },
};

/** Without `linkComponent` it is a plain anchor, and anchor attributes pass through: a file to save. */
export const PlainAnchorDownload: Story = {
  args: {
    href: '/books/quantitative-aptitude/sample-chapter.md',
    children: 'Download sample chapter',
    variant: 'outline',
    linkComponent: undefined,
    download: 'quantitative-aptitude-sample-chapter.md',
    'aria-describedby': 'book-title',
  },
  render: ({ onNavigate: _onNavigate, ...args }) => (
    <div className={layout.stack}>
      <p id="book-title">Quantitative Aptitude for Competitive Exams</p>
      <ButtonLink {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download sample chapter' });
    await expect(link).toHaveAttribute('href', '/books/quantitative-aptitude/sample-chapter.md');
    await expect(link).toHaveAttribute('download', 'quantitative-aptitude-sample-chapter.md');
    await expect(link).toHaveAccessibleDescription('Quantitative Aptitude for Competitive Exams');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Hindi: Story = {
  args: { children: '7 दिन का मुफ़्त ट्रायल शुरू करें', width: 'full' },
  parameters: { frame: { lang: 'hi' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '7 दिन का मुफ़्त ट्रायल शुरू करें' });
    await expect(link.closest('[lang="hi"]')).not.toBeNull();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/signup');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
