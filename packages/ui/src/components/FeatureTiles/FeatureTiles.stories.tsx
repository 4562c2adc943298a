import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, type ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { sectionHeadingLevels } from '../Heading/Heading';
import { featureIcons } from './FeatureIcon';
import { FeatureTiles, type FeatureTile } from './FeatureTiles';
import * as styles from './FeatureTiles.stories.css';

/** The sample batch's six tiles, as the course page lists them ('750+ Mock Tests' twice). */
const batchFeatures: readonly FeatureTile[] = [
  { icon: 'live-classes', title: '2000+ Sessions', text: 'Live and recorded classes for Prelims, Mains and the Interview.' },
  { icon: 'mock-tests', title: '750+ Mock Tests', text: 'Full-length tests on the latest SBI PO pattern, with All-India rank.' },
  { icon: 'sectional-tests', title: '750+ Mock Tests', text: 'Sectional and chapter tests to fix weak topics one at a time.' },
  { icon: 'doubt-sessions', title: 'Practice & Doubt Clearing Sessions', text: 'Ask mentors anything, every day, in Hindi or English.' },
  { icon: 'notes', title: 'GK & Subject Notes', text: 'Short, printable notes for Banking Awareness and every subject.' },
  { icon: 'language', title: 'Learning Medium', text: 'Bilingual: every class and solution in Hindi and English.' },
];

/** The tiles' props plus the section heading the course page puts above them. */
type FeatureTilesStoryArgs = ComponentProps<typeof FeatureTiles> & { sectionHeading: string };

/** The grid as the course page uses it: inside its own section, under its own h2. */
function CoursePageSection({ sectionHeading, ...props }: FeatureTilesStoryArgs) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {sectionHeading}
      </h2>
      <FeatureTiles {...props} labelledBy={headingId} />
    </section>
  );
}

const meta = {
  title: 'Components/FeatureTiles',
  component: FeatureTiles,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    sectionHeading: 'Batch Features',
    tiles: batchFeatures,
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    labelledBy: { control: false },
  },
  render: (args) => <CoursePageSection {...args} />,
} satisfies Meta<FeatureTilesStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the tiles are laid out in, read from where they start. */
function columnsOf(grid: HTMLElement) {
  const lefts = within(grid)
    .getAllByRole('listitem')
    .map((tile) => Math.round(tile.getBoundingClientRect().left));
  return new Set(lefts).size;
}

export const Playground: Story = {};

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Batch Features' });
    const grid$ = within(grid);

    await step('six tiles named by the page’s heading, each titled one level below it', async () => {
      const tiles = grid$.getAllByRole('listitem');
      await expect(tiles).toHaveLength(6);
      await expect(grid$.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        '2000+ Sessions',
        '750+ Mock Tests',
        '750+ Mock Tests',
        'Practice & Doubt Clearing Sessions',
        'GK & Subject Notes',
        'Learning Medium',
      ]);
      await expect(tiles[0]).toHaveTextContent('Live and recorded classes for Prelims, Mains and the Interview.');
    });

    await step('each icon is a decorative 24px drawing', async () => {
      const icons = Array.from(grid.querySelectorAll('svg'));
      await expect(icons.map((icon) => icon.dataset.icon)).toEqual(batchFeatures.map((tile) => tile.icon));
      for (const icon of icons) {
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        await expect(icon.getBoundingClientRect().width).toBe(24);
      }
    });

    await step('three columns on a laptop', async () => {
      await expect(columnsOf(grid)).toBe(3);
    });
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(within(canvasElement).getByRole('list', { name: 'Batch Features' }))).toBe(2);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Batch Features' });
    await expect(columnsOf(grid)).toBe(1);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const iconNames: Record<(typeof featureIcons)[number], string> = {
  'live-classes': 'Live Classes',
  'mock-tests': 'Mock Tests',
  'doubt-sessions': 'Doubt Sessions',
  notes: 'Notes',
  language: 'Language',
  'previous-papers': 'Previous Papers',
  interview: 'Interview',
  analysis: 'Analysis',
  'current-affairs': 'Current Affairs',
  'sectional-tests': 'Sectional Tests',
  'physical-test': 'Physical Test',
  'study-plan': 'Study Plan',
  'answer-writing': 'Answer Writing',
  'video-solutions': 'Video Solutions',
};

export const AllIcons: Story = {
  args: {
    sectionHeading: 'Every icon',
    tiles: featureIcons.map((icon) => ({ icon, title: iconNames[icon], text: `The '${icon}' icon.` })),
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Every icon' });
    const icons = Array.from(grid.querySelectorAll('svg'));
    await expect(icons).toHaveLength(featureIcons.length);
    for (const icon of icons) {
      // Something is drawn for every key, inside the 24px box.
      const box = (icon as SVGSVGElement).getBBox();
      await expect(box.width).toBeGreaterThan(0);
      await expect(box.x).toBeGreaterThanOrEqual(0);
      await expect(box.x + box.width).toBeLessThanOrEqual(24);
      await expect(box.y + box.height).toBeLessThanOrEqual(24);
      await expect(icon.getAttribute('stroke')).toBe('currentColor');
    }
  },
};

export const UnknownIcon: Story = {
  args: {
    tiles: [
      ...batchFeatures.slice(0, 2),
      { icon: 'hologram-classes', title: 'Hologram Classes', text: 'A key the provider sent that has no drawing.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Batch Features' });
    const icons = Array.from(grid.querySelectorAll('svg'));
    // Still a tile with a picture: a plain tick stands in for the missing drawing.
    await expect(icons.map((icon) => icon.dataset.icon)).toEqual(['live-classes', 'mock-tests', 'unknown']);
    await expect((icons[2] as SVGSVGElement).getBBox().width).toBeGreaterThan(0);
  },
};

export const Hindi: Story = {
  args: {
    sectionHeading: 'बैच की विशेषताएँ',
    tiles: [
      { icon: 'live-classes', title: '2000+ सत्र', text: 'प्रीलिम्स, मेन्स और इंटरव्यू के लिए लाइव और रिकॉर्डेड कक्षाएँ।' },
      { icon: 'mock-tests', title: '750+ मॉक टेस्ट', text: 'एसबीआई पीओ के नवीनतम पैटर्न पर पूर्ण टेस्ट, अखिल भारतीय रैंक के साथ।' },
      { icon: 'previous-papers', title: 'पिछले वर्षों के प्रश्न-पत्र', text: 'पिछले 10 वर्षों के प्रश्न-पत्र, विस्तृत हल सहित।' },
      { icon: 'doubt-sessions', title: 'अभ्यास और संदेह निवारण सत्र', text: 'हर दिन मेंटर्स से हिंदी या अंग्रेज़ी में कुछ भी पूछें।' },
      { icon: 'current-affairs', title: 'करेंट अफ़ेयर्स', text: 'रोज़ाना क्विज़ और मासिक पीडीएफ़ संग्रह।' },
      { icon: 'language', title: 'पढ़ाई का माध्यम', text: 'द्विभाषी: हर कक्षा और हल हिंदी और अंग्रेज़ी में।' },
    ],
  },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'बैच की विशेषताएँ' });
    await expect(grid.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(within(grid).getByText('अभ्यास और संदेह निवारण सत्र')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tiles: [
      {
        icon: 'answer-writing',
        title: 'Daily Answer Writing Practice with Evaluation by Subject Experts',
        text: 'Write one descriptive answer every day for the SBI PO Mains descriptive paper (essay and letter), get it evaluated within 48 hours with line-by-line comments, and compare it with a model answer.',
      },
      ...batchFeatures.slice(1),
    ],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Batch Features' });
    for (const tile of within(grid).getAllByRole('listitem')) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
