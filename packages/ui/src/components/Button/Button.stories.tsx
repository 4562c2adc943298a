import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { Button, buttonSizes, buttonTones, buttonTypes, buttonVariants, buttonWidths } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    children: 'Start 7 day free trial',
    onClick: fn(),
    tone: 'brand',
    variant: 'solid',
    size: 'standard',
    width: 'content',
    type: 'button',
    loading: false,
    disabled: false,
  },
  argTypes: {
    children: { control: 'text' },
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    width: { control: 'inline-radio', options: buttonWidths },
    type: { control: 'inline-radio', options: buttonTypes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start 7 day free trial' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Start 7 day free trial' });

    await step('a keyboard user tabs to it and presses Enter, then Space', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });

    await step('it is a comfortable touch target', async () => {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const TonesAndVariants: Story = {
  render: (args) => (
    <div className={layout.stack}>
      {buttonVariants.map((variant) => (
        <div key={variant} className={layout.row}>
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonTones.length * buttonVariants.length);
    await userEvent.click(canvas.getByRole('button', { name: 'critical outline' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Large: Story = {
  args: { size: 'large', width: 'full' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Start 7 day free trial' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
    await expect(button.getBoundingClientRect().width).toBe(button.parentElement?.getBoundingClientRect().width);
  },
};

export const Loading: Story = {
  args: { children: 'Creating Account...', loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Creating Account...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still reachable by keyboard, so focus is not lost while the request runs.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Start 7 day free trial' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Every control speaks in the site's faces, not the system's: a phone whose system font has no
 * Devanagari would otherwise draw 'लॉग आउट' as empty boxes. Covers the library's Button, a bare
 * button (an icon button with words, such as the dashboard's 'मेरा डैशबोर्ड') and the native fields.
 */
export const ControlsUseTheSiteFont: Story = {
  args: { children: 'लॉग आउट', variant: 'outline' },
  parameters: { frame: { lang: 'hi' } },
  render: (args) => (
    <div className={layout.stack}>
      <Button {...args} />
      <button type="button">मेरा डैशबोर्ड</button>
      <label>
        नाम <input defaultValue="आशा वर्मा" />
      </label>
      <label>
        भाषा{' '}
        <select defaultValue="hi">
          <option value="en">English</option>
          <option value="hi">हिन्दी</option>
        </select>
      </label>
      <label>
        संदेश <textarea defaultValue="मुझे एसएससी की तैयारी करनी है।" />
      </label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.querySelector('[lang="hi"]');
    if (!(page instanceof HTMLElement)) throw new Error('The story has no Hindi frame');
    const pageFont = getComputedStyle(page).fontFamily;
    await expect(pageFont).toContain('Noto Sans Devanagari');
    const controls = [
      canvas.getByRole('button', { name: 'लॉग आउट' }),
      canvas.getByRole('button', { name: 'मेरा डैशबोर्ड' }),
      canvas.getByRole('textbox', { name: 'नाम' }),
      canvas.getByRole('combobox', { name: 'भाषा' }),
      canvas.getByRole('textbox', { name: 'संदेश' }),
    ];
    for (const control of controls) await expect(getComputedStyle(control).fontFamily).toBe(pageFont);
  },
};
