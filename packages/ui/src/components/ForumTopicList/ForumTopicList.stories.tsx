import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleNow, sampleTopic, sampleTopics } from '../ForumTopicCard/sampleForum';
import { ForumTopicList, type ForumTopicListProps } from './ForumTopicList';

/** Holds the search and sort the way the app does (it also puts them in the address). */
function ForumTopicListDemo(props: ForumTopicListProps) {
  const [query, setQuery] = useState(props.query);
  const [sort, setSort] = useState(props.sort);
  return (
    <ForumTopicList
      {...props}
      query={query}
      sort={sort}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ForumTopicList',
  component: ForumTopicList,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    topics: sampleTopics,
    query: '',
    onQueryChange: fn(),
    sort: 'newest',
    onSortChange: fn(),
    page: 2,
    totalPages: 3,
    forumTotal: 47,
    pageHref: (page) => `/dashboard/discussion-forum?page=${page}`,
    topicHref: (id) => `/dashboard/discussion-forum/${id}`,
    now: sampleNow,
  },
  render: (args) => <ForumTopicListDemo {...args} />,
} satisfies Meta<typeof ForumTopicList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyTopics: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('twenty cards in a list, each title a link to its topic', async () => {
      const list = canvas.getByRole('list', { name: 'Discussion topics' });
      await expect(within(list).getAllByRole('article')).toHaveLength(20);
      await expect(canvas.getByRole('link', { name: sampleTopic.title })).toHaveAttribute('href', '/dashboard/discussion-forum/101');
      await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(20);
    });
    await step('the search box and the sort are controlled by the app', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search topics' });
      await userEvent.type(search, 'ssc');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('ssc');
      await userEvent.keyboard('{Enter}');
      // Enter does not reload the page: the story would be gone.
      await expect(search).toHaveValue('ssc');
      const sort = canvas.getByRole('combobox', { name: 'Sort by' });
      await expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Oldest', 'Most Liked']);
      await userEvent.selectOptions(sort, 'Most Liked');
      await expect(args.onSortChange).toHaveBeenCalledWith('most_liked');
    });
    await step('Previous and Next are links, so paging works without the script', async () => {
      const pages = canvas.getByRole('navigation', { name: 'Pages of topics' });
      await expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
      await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/dashboard/discussion-forum?page=1');
      await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/dashboard/discussion-forum?page=3');
    });
  },
};

export const OneTopic: Story = {
  args: { topics: [sampleTopic], page: 1, totalPages: 1, forumTotal: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    // One page: no pager.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const EmptyForum: Story = {
  args: { topics: [], page: 1, totalPages: 0, forumTotal: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No discussion posts available. Create a new topic to get started!');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { topics: [], query: 'railway group d', page: 1, totalPages: 0, forumTotal: 47 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No topics match "railway group d". Try other words or clear the search.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox', { name: 'Search topics' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { topics: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading topics…');
  },
};

export const Failed: Story = {
  args: { topics: [], error: 'Network error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  args: {
    locale: 'hi-IN',
    topics: [{ ...sampleTopic, title: 'रीज़निंग की पहेलियाँ जल्दी कैसे हल करें?', body: 'गोल मेज़ वाली पहेली में मुझे दस मिनट लग जाते हैं।', tags: ['रीज़निंग'] }],
    page: 1,
    totalPages: 2,
    forumTotal: 25,
    labels: {
      search: 'विषय खोजें',
      searchPlaceholder: 'शीर्षक, विवरण या टैग से खोजें',
      sort: 'क्रम',
      sorts: { newest: 'सबसे नए', oldest: 'सबसे पुराने', most_liked: 'सबसे ज़्यादा पसंद' },
      topics: 'चर्चा के विषय',
      pages: 'विषयों के पन्ने',
      previous: 'पिछला',
      next: 'अगला',
      pageOf: (page, pages) => `पन्ना ${page} / ${pages}`,
      card: {
        by: (name) => `${name} द्वारा`,
        you: 'आप',
        replies: (_count, shown) => `${shown} जवाब`,
        likes: (_count, shown) => `${shown} पसंद`,
        edited: 'संपादित',
        hiddenBadge: 'समीक्षा तक छिपा है',
        tags: 'टैग',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'विषय खोजें' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'सबसे ज़्यादा पसंद' })).toBeInTheDocument();
    await expect(canvas.getByText('3 जवाब')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अगला' })).toBeVisible();
  },
};

export const HindiEmpty: Story = {
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  args: {
    locale: 'hi-IN',
    topics: [],
    forumTotal: 0,
    labels: {
      search: 'विषय खोजें',
      sort: 'क्रम',
      sorts: { newest: 'सबसे नए', oldest: 'सबसे पुराने', most_liked: 'सबसे ज़्यादा पसंद' },
      empty: 'अभी कोई चर्चा नहीं है। शुरुआत के लिए नया विषय बनाएँ!',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('अभी कोई चर्चा नहीं है। शुरुआत के लिए नया विषय बनाएँ!');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    const search = canvas.getByRole('searchbox', { name: 'Search topics' });
    await expect(search.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: 'Next' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Room under the pager for the floating 56px Create New Topic button and its margin.
    const root = canvas.getByRole('search').parentElement;
    await expect(Number.parseFloat(root ? getComputedStyle(root).paddingBottom : '0')).toBeGreaterThanOrEqual(72);
  },
};
