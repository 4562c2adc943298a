import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportPostDialog } from './ReportPostDialog';

async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Components/ReportPostDialog',
  component: ReportPostDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { open: true, onClose: fn(), onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ReportPostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAReason: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog('Report this post');
    const group = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    await step('the four reasons are radio buttons', async () => {
      await expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Spam',
        'Abusive or hateful',
        'Off-topic',
        'Something else',
      ]);
      const row = within(group).getByRole('radio', { name: 'Spam' }).closest('label');
      await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
    await step('Report without a reason asks for one', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
      await expect(within(dialog).getByText('Choose a reason.')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a chosen reason is sent and the dialog closes', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'Off-topic' }));
      await expect(within(dialog).queryByText('Choose a reason.')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
      await expect(args.onSubmit).toHaveBeenCalledWith('off_topic');
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const Failure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Report this post');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not send your report. Please try again.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await findDialog('Report this post');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi' } },
  args: {
    labels: {
      heading: 'इस पोस्ट की शिकायत करें',
      intro: 'बताइए क्या गलत है। हमारी टीम हर शिकायत देखती है; कई शिकायतों वाली पोस्ट तब तक छिपी रहती है।',
      reason: 'आप शिकायत क्यों कर रहे हैं?',
      reasons: { spam: 'स्पैम', abusive: 'अपमानजनक या नफ़रत भरी', off_topic: 'विषय से हटकर', other: 'कुछ और' },
      reasonRequired: 'कोई कारण चुनें।',
      submit: 'शिकायत करें',
      cancel: 'रद्द करें',
      close: 'बंद करें',
    },
  },
  play: async () => {
    const dialog = await findDialog('इस पोस्ट की शिकायत करें');
    await expect(within(dialog).getByRole('radio', { name: 'विषय से हटकर' })).toBeVisible();
  },
};
