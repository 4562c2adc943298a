import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateTopicDialog, type CreateTopicDialogProps } from './CreateTopicDialog';
import { NewTopicButton } from './NewTopicButton';

type DemoArgs = CreateTopicDialogProps & { buttonLabel?: string };

/** The forum page's part: the floating button opens the dialog, the dialog asks to close. */
function CreateTopicDemo({ open: initiallyOpen, onClose, buttonLabel, ...props }: DemoArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <p>The forum's topics are here.</p>
      <NewTopicButton label={buttonLabel} onClick={() => setOpen(true)} />
      <CreateTopicDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Components/CreateTopicDialog',
  component: CreateTopicDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: false, onClose: fn(), onSubmit: fn(async () => {}) },
  render: (args) => <CreateTopicDemo {...args} />,
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateATopic: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const fab = canvas.getByRole('button', { name: 'Create New Topic' });
    await step('the floating button is a large target at the bottom right', async () => {
      const box = fab.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(56);
      await expect(box.width).toBeGreaterThanOrEqual(56);
      await expect(getComputedStyle(fab).position).toBe('fixed');
    });
    await step('it opens the dialog with focus in the title', async () => {
      await userEvent.click(fab);
      const dialog = await findDialog('Create New Topic');
      await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeRequired();
      await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeRequired();
      await expect(within(dialog).getByRole('textbox', { name: 'Tags (comma separated, optional)' })).not.toBeRequired();
    });
    const dialog = await findDialog('Create New Topic');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    const tags = within(dialog).getByRole('textbox', { name: 'Tags (comma separated, optional)' });
    await step('the tags show as chips as they are typed', async () => {
      await userEvent.type(tags, 'SSC, reasoning ,,ssc, Maths');
      const preview = within(dialog).getByRole('list', { name: 'Tags:' });
      await expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SSC', 'reasoning', 'Maths']);
    });
    await step('a filled form is sent with the tags as a list, then it resets and closes', async () => {
      await userEvent.type(title, '  Syllogism tricks for SSC CGL ');
      await userEvent.type(description, 'Which method is faster: Venn diagrams or the rules?{Enter}I keep missing "some not" cases.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Syllogism tricks for SSC CGL',
        description: 'Which method is faster: Venn diagrams or the rules?\nI keep missing "some not" cases.',
        tags: ['SSC', 'reasoning', 'Maths'],
      });
      await waitFor(() => expect(dialog).not.toBeVisible());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(fab).toHaveFocus();
    });
    await step('opened again, the form is empty', async () => {
      await userEvent.click(fab);
      const again = await findDialog('Create New Topic');
      await expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('');
      await expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('');
      await expect(within(again).queryByRole('list')).toBeNull();
    });
  },
};

export const ValidationErrors: Story = {
  args: { open: true },
  play: async ({ args, step }) => {
    const dialog = await findDialog('Create New Topic');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await step('leaving an empty field says nothing yet; a short title says so on blur', async () => {
      await userEvent.click(title);
      await userEvent.tab();
      await expect(title).not.toHaveAttribute('aria-invalid');
      await userEvent.type(title, 'Hi');
      await userEvent.tab();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(within(dialog).getByText('Make the title at least 5 characters long.')).toBeVisible();
    });
    await step('Create Topic shows every problem, focuses the first and sends nothing', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
      await expect(within(dialog).getByText('Describe your question or idea.', { exact: false })).toBeVisible();
      await expect(description).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(title).toHaveFocus());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('too many tags are refused', async () => {
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags (comma separated, optional)' }), 'a, b, c, d, e, f');
      await expect(within(dialog).getByText('Use at most 5 tags, separated by commas.')).toBeVisible();
    });
    await step('fixing a field clears its message', async () => {
      await userEvent.type(title, ' there friends');
      await expect(title).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const FailureKeepsTheText: Story = {
  args: {
    open: true,
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Create New Topic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Best time to start mains answer writing');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'After prelims or alongside it?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not create your topic. Your text is still here: please try again.');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Best time to start mains answer writing');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  args: { open: true, fieldErrors: { title: 'You have started 5 topics this hour. Try again after 6:40 pm.' } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog('Create New Topic');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(expect.stringContaining('You have started 5 topics this hour.'));
    await expect(canvasElement).toBeTruthy();
  },
};

export const SubmittingIsBusy: Story = {
  args: { open: true, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await findDialog('Create New Topic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Mock test analysis method');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'How do you review a mock in one hour?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Topic' }));
    const busy = within(dialog).getByRole('button', { name: 'Creating…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const CloseAsksOnlyWhenThereIsText: Story = {
  play: async ({ args, canvasElement, step }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'Create New Topic' });
    await step('an empty form closes with Escape at once, focus back on the button', async () => {
      await userEvent.click(fab);
      const dialog = await findDialog('Create New Topic');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeVisible());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(fab).toHaveFocus();
    });
    await step('with text, Escape asks; Keep writing keeps it', async () => {
      await userEvent.click(fab);
      const dialog = await findDialog('Create New Topic');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Draft');
      await userEvent.keyboard('{Escape}');
      const ask = await within(document.body).findByRole('alertdialog', { name: 'Discard this topic?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Keep writing' }));
      await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await step('Discard closes it and empties it', async () => {
      const dialog = await findDialog('Create New Topic');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const ask = await within(document.body).findByRole('alertdialog', { name: 'Discard this topic?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(dialog).not.toBeVisible());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await userEvent.click(fab);
      const again = await findDialog('Create New Topic');
      await expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    });
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi' } },
  args: {
    open: true,
    locale: 'hi-IN',
    labels: {
      heading: 'नया विषय बनाएँ',
      title: 'शीर्षक',
      titleHint: 'आप किस बारे में चर्चा करना चाहते हैं, 150 अक्षरों तक में लिखें।',
      description: 'विवरण',
      descriptionHint: 'पूरी बात लिखें: आपने क्या आज़माया, कहाँ अटके।',
      tags: 'टैग (अल्पविराम से अलग, वैकल्पिक)',
      tagsHint: 'ज़्यादा से ज़्यादा 5 टैग, जैसे SSC, रीज़निंग।',
      tagsPreview: 'टैग:',
      submit: 'विषय बनाएँ',
      submitting: 'बन रहा है…',
      cancel: 'रद्द करें',
      close: 'बंद करें',
    },
    messages: { titleRequired: 'अपने विषय का शीर्षक लिखें।' },
  },
  play: async () => {
    const dialog = await findDialog('नया विषय बनाएँ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'टैग (अल्पविराम से अलग, वैकल्पिक)' }), 'रीज़निंग، गणित');
    await expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['रीज़निंग', 'गणित']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'विषय बनाएँ' }));
    await expect(within(dialog).getByText('अपने विषय का शीर्षक लिखें।')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'Create New Topic' });
    const box = fab.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(56);
    // A round button on a phone: the words are for screen readers.
    await expect(box.width).toBeLessThan(80);
    await expect(box.right).toBeLessThanOrEqual(360);
    await userEvent.click(fab);
    const dialog = await findDialog('Create New Topic');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
