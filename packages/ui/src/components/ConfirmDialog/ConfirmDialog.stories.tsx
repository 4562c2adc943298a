import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storybook.css';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

/** The dialog's props plus the text of the button that opens it (the header's Log out). */
type ConfirmDialogStoryArgs = ConfirmDialogProps & { openerLabel: string };

/** Holds `open` the way the app's logout dialog does: Cancel and Confirm both close it. */
function ConfirmDialogDemo({
  open: initiallyOpen,
  onCancel,
  onConfirm,
  openerLabel,
  ...props
}: ConfirmDialogStoryArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className={layout.stack}>
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {openerLabel}
        </Button>
      </div>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
        onConfirm={() => {
          // A busy dialog stays open: the app closes it when the action has finished.
          if (!props.busy) setOpen(false);
          onConfirm();
        }}
      />
    </div>
  );
}

/** Finds the open dialog once its opening animation has finished. */
async function findOpenDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement).findByRole('alertdialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const logoutMessage = 'Are you sure you want to logout? You will need to login again to access your account.';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    // A modal covers the whole page: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, height: '420px' } },
  },
  args: {
    open: false,
    openerLabel: 'Log out',
    title: 'Confirm Logout',
    message: logoutMessage,
    onCancel: fn(),
    onConfirm: fn(),
    busy: false,
    tone: 'brand',
  },
  argTypes: {
    message: { control: 'text' },
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
  render: (args) => <ConfirmDialogDemo key={`${String(args.open)}-${String(args.busy)}`} {...args} />,
} satisfies Meta<ConfirmDialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'Confirm Logout');
    await expect(dialog).toHaveAccessibleDescription(logoutMessage);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // No × in the corner: Cancel is the way out.
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel',
      'Confirm',
    ]);
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Log out' });

    await step('Log out asks first, with focus on Cancel, the safe choice', async () => {
      await userEvent.click(opener);
      const dialog = await findOpenDialog(canvasElement, 'Confirm Logout');
      await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Confirm Logout');
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    });

    await step('Tab moves between the two buttons and stays in the dialog', async () => {
      const dialog = canvas.getByRole('alertdialog');
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    });

    await step('Cancel closes it without logging out and focus returns to Log out', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
    });
  },
};

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, 'Confirm Logout');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Escape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.click(opener);
    await findOpenDialog(canvasElement, 'Confirm Logout');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { open: true, busy: true, labels: { busy: 'Logging out…' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'Confirm Logout');
    const confirm = within(dialog).getByRole('button', { name: 'Logging out…' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toBeDisabled();
    // Focus starts on the only button that can take it, which says what is happening.
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const BusyHindi: Story = {
  args: {
    open: true,
    busy: true,
    title: 'लॉग आउट की पुष्टि करें',
    message: 'क्या आप वाकई लॉग आउट करना चाहते हैं? अपने खाते तक पहुँचने के लिए आपको फिर से लॉग इन करना होगा।',
    // No busy text given: the button keeps its own words and adds the spinner.
    labels: { cancel: 'रद्द करें', confirm: 'पुष्टि करें' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'लॉग आउट की पुष्टि करें');
    await expect(within(dialog).getByRole('button', { name: 'पुष्टि करें' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeDisabled();
  },
};

export const Critical: Story = {
  args: {
    open: true,
    title: 'Delete this note?',
    message: 'Your note on Quantitative Aptitude will be deleted. This cannot be undone.',
    tone: 'critical',
    labels: { confirm: 'Delete' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'Delete this note?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'Confirm Logout');
    const { documentElement } = canvasElement.ownerDocument;
    await expect(dialog.getBoundingClientRect().width).toBe(documentElement.clientWidth);
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Hindi: Story = {
  args: {
    openerLabel: 'लॉग आउट',
    title: 'लॉग आउट की पुष्टि करें',
    message: 'क्या आप वाकई लॉग आउट करना चाहते हैं? अपने खाते तक पहुँचने के लिए आपको फिर से लॉग इन करना होगा।',
    labels: { cancel: 'रद्द करें', confirm: 'पुष्टि करें', busy: 'लॉग आउट हो रहा है…' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'लॉग आउट' });

    await step('Escape cancels and focus returns', async () => {
      await userEvent.click(opener);
      const dialog = await findOpenDialog(canvasElement, 'लॉग आउट की पुष्टि करें');
      await expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'hi');
      await expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
    });

    await step('पुष्टि करें confirms', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await findOpenDialog(canvasElement, 'लॉग आउट की पुष्टि करें');
      await userEvent.click(within(dialog).getByRole('button', { name: 'पुष्टि करें' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });

    await step('open again, so the accessibility check runs on the Hindi dialog', async () => {
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
      await userEvent.click(opener);
      await findOpenDialog(canvasElement, 'लॉग आउट की पुष्टि करें');
    });
  },
};
