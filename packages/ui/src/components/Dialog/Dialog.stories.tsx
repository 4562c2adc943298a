import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SearchCombobox } from '../SearchCombobox/SearchCombobox';
import { Dialog, dialogRoles, dialogSizes, type DialogProps } from './Dialog';
import * as styles from './Dialog.stories.css';

interface Highlight {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, number, number])[];
  dates: readonly (readonly [string, string])[];
}

const englishHighlight: Highlight = {
  caption: 'Tier 1 pattern (60 minutes)',
  columns: ['Section', 'Questions', 'Marks'],
  rows: [
    ['General Intelligence and Reasoning', 25, 50],
    ['General Awareness', 25, 50],
    ['Quantitative Aptitude', 25, 50],
    ['English Comprehension', 25, 50],
  ],
  dates: [
    ['Notification', '24 June 2025'],
    ['Last date to apply', '21 July 2025'],
    ['Tier 1 exam', '13 August 2025'],
  ],
};

const hindiHighlight: Highlight = {
  caption: 'टियर 1 का पैटर्न (60 मिनट)',
  columns: ['खंड', 'प्रश्न', 'अंक'],
  rows: [
    ['सामान्य बुद्धि और तर्क', 25, 50],
    ['सामान्य जागरूकता', 25, 50],
    ['मात्रात्मक योग्यता', 25, 50],
    ['अंग्रेज़ी भाषा', 25, 50],
  ],
  dates: [
    ['अधिसूचना', '24 जून 2025'],
    ['आवेदन की अंतिम तिथि', '21 जुलाई 2025'],
    ['टियर 1 परीक्षा', '13 अगस्त 2025'],
  ],
};

/** The home page's Highlight for one exam: its pattern table and its dates. */
function ExamHighlight({ highlight }: { highlight: Highlight }) {
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{highlight.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {highlight.columns[0]}
            </th>
            <th scope="col" className={styles.number}>
              {highlight.columns[1]}
            </th>
            <th scope="col" className={styles.number}>
              {highlight.columns[2]}
            </th>
          </tr>
        </thead>
        <tbody>
          {highlight.rows.map(([section, questions, marks]) => (
            <tr key={section}>
              <th scope="row" className={styles.cell}>
                {section}
              </th>
              <td className={styles.number}>{questions}</td>
              <td className={styles.number}>{marks}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.dates}>
        {highlight.dates.map(([term, date]) => (
          <Fragment key={term}>
            <dt className={styles.dateTerm}>{term}</dt>
            <dd className={styles.dateValue}>{date}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

/** Finds the open dialog once its opening animation has finished, so sizes and opacity are final. */
async function findOpenDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement).findByRole('dialog', name ? { name } : {});
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** The dialog's props plus the opener's text, as the home page's Highlight button would be. */
type DialogStoryArgs = DialogProps & { openerLabel: string };

/** Holds `open` the way the home page does: the opener sets it, `onClose` clears it. */
function DialogDemo({ open: initiallyOpen, onClose, openerLabel, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className={styles.page}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {openerLabel}
      </Button>
      <p>SSC CGL · Staff Selection Commission · Combined Graduate Level</p>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

/**
 * Log out inside a phone menu: the menu closes as the dialog opens, so its button cannot take
 * focus back. Focus returns to the menu button instead, and starts on the dialog's action.
 */
function FocusTargetsDemo({ onClose, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.page}>
      <button ref={menuButtonRef} type="button" onClick={() => setMenuOpen(true)}>
        Menu
      </button>
      {menuOpen ? (
        <button
          type="button"
          onClick={() => {
            setMenuOpen(false);
            setOpen(true);
          }}
        >
          Highlight from the menu
        </button>
      ) : null}
      <Dialog
        {...props}
        actions={
          <button ref={actionRef} type="button">
            Take a free test
          </button>
        }
        initialFocusRef={actionRef}
        returnFocusRef={menuButtonRef}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

/** A dialog holding a search box: Escape first closes the box's list, then clears it, then the dialog. */
function SearchInDialogDemo({ onClose, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('ssc');
  return (
    <Dialog
      {...props}
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      actions={null}
    >
      <SearchCombobox
        value={query}
        onValueChange={setQuery}
        status="ready"
        groups={[
          { id: 'exams', label: 'Exams', options: [{ id: 'ssc-cgl', label: 'SSC CGL', href: '/exam/ssc-cgl' }] },
        ]}
        onSelect={() => {}}
      />
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    // A modal covers the whole page: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, height: '640px' } },
  },
  args: {
    open: false,
    onClose: fn(),
    openerLabel: 'Highlight',
    title: 'SSC CGL 2025',
    description: 'Staff Selection Commission · Combined Graduate Level',
    children: <ExamHighlight highlight={englishHighlight} />,
    actions: <Button>Take a free test</Button>,
    size: 'medium',
    role: 'dialog',
    closeOnBackdropClick: true,
    showCloseButton: true,
  },
  argTypes: {
    children: { control: false },
    actions: { control: false },
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
  },
  // Keyed by `open` so the control opens and closes the demo's dialog.
  render: (args) => <DialogDemo key={String(args.open)} {...args} />,
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement, 'SSC CGL 2025');
    await expect(dialog).toHaveAccessibleDescription('Staff Selection Commission · Combined Graduate Level');
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'SSC CGL 2025' })).toBeVisible();
    await expect(within(dialog).getByRole('table', { name: 'Tier 1 pattern (60 minutes)' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // A short rise when it opens, unless the system asks for reduced motion.
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.2s');
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const opener = canvas.getByRole('button', { name: 'Highlight' });

    await step('closed, nothing of the dialog is shown', async () => {
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await step('a keyboard user opens it and focus moves to its close button', async () => {
      await userEvent.tab();
      await expect(opener).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await findOpenDialog(canvasElement, 'SSC CGL 2025');
      await expect(dialog).toHaveAttribute('open');
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await expect(getComputedStyle(body).overflow).toBe('hidden');
    });

    await step('Tab stays inside the dialog, wrapping at either end', async () => {
      const dialog = canvas.getByRole('dialog');
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Take a free test' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: 'Take a free test' })).toHaveFocus();
    });

    await step('the close button closes it and focus returns to the opener', async () => {
      await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
      await expect(getComputedStyle(body).overflow).not.toBe('hidden');
    });
  },
};

export const Escape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Highlight' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, 'SSC CGL 2025');
    await userEvent.click(within(dialog).getByRole('columnheader', { name: 'Questions' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Backdrop: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Highlight' });

    await step('a tap inside the dialog leaves it open', async () => {
      await userEvent.click(opener);
      const dialog = await findOpenDialog(canvasElement);
      await userEvent.click(within(dialog).getByText('General Awareness'));
      await expect(dialog).toBeVisible();
      await expect(args.onClose).not.toHaveBeenCalled();
    });

    await step('a tap on the dimmed page around it closes it', async () => {
      const dialog = canvas.getByRole('dialog');
      // Above the bottom sheet (or around the centred dialog) the only thing hit is the backdrop,
      // which the browser reports as the <dialog> itself.
      const rect = dialog.getBoundingClientRect();
      await expect(rect.top).toBeGreaterThan(8);
      await expect(canvasElement.ownerDocument.elementFromPoint(rect.left + 4, rect.top - 4)).toBe(dialog);
      await userEvent.click(dialog);
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
    });
  },
};

export const BackdropKeepsOpen: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight' }));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FocusTargets: Story = {
  render: (args) => <FocusTargetsDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight from the menu' }));
    const dialog = await findOpenDialog(canvasElement, 'SSC CGL 2025');
    await expect(within(dialog).getByRole('button', { name: 'Take a free test' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Highlight from the menu' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

export const EscapeInsideControls: Story = {
  args: { title: 'Find an exam', description: undefined, children: null },
  render: (args) => <SearchInDialogDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await findOpenDialog(canvasElement, 'Find an exam');
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { documentElement } = canvasElement.ownerDocument;
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight' }));
    const dialog = await findOpenDialog(canvasElement);
    const rect = dialog.getBoundingClientRect();
    // A sheet as wide as the screen, resting on its bottom edge.
    await expect(rect.width).toBe(documentElement.clientWidth);
    await expect(Math.round(rect.bottom)).toBe(documentElement.clientHeight);
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(rect.right);
    for (const element of dialog.querySelectorAll('*')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(rect.right);
    }
  },
};

export const Laptop: Story = {
  args: { size: 'large' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight' }));
    const dialog = await findOpenDialog(canvasElement);
    const rect = dialog.getBoundingClientRect();
    const { clientWidth, clientHeight } = canvasElement.ownerDocument.documentElement;
    // Centred, at most 760px wide.
    await expect(rect.width).toBeLessThanOrEqual(760);
    await expect(Math.abs(rect.left - (clientWidth - rect.right))).toBeLessThanOrEqual(1);
    await expect(Math.abs(rect.top - (clientHeight - rect.bottom))).toBeLessThanOrEqual(1);
  },
};

export const Hindi: Story = {
  args: {
    openerLabel: 'मुख्य बातें',
    title: 'एसएससी सीजीएल 2025',
    description: 'कर्मचारी चयन आयोग · संयुक्त स्नातक स्तरीय परीक्षा',
    children: <ExamHighlight highlight={hindiHighlight} />,
    actions: <Button>मुफ़्त टेस्ट दें</Button>,
    labels: { close: 'बंद करें' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'मुख्य बातें' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, 'एसएससी सीजीएल 2025');
    await expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(within(dialog).getByRole('rowheader', { name: 'मात्रात्मक योग्यता' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    // Open again, so the accessibility check runs on the Hindi dialog.
    await userEvent.keyboard('{Enter}');
    await findOpenDialog(canvasElement, 'एसएससी सीजीएल 2025');
  },
};
