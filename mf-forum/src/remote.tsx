import type { ComponentType } from 'react';
import { defineRemote } from '@gangazo/platform';
import { CommentSection, onDemand, ShareButtons } from '@gangazo/ui';
import { BlogListPage } from './features/blog/BlogListPage';
import { BlogPostPage } from './features/blog/BlogPostPage';
import { NewTopicPage } from './features/new-topic/NewTopicPage';
import { TopicsPage } from './features/topics/TopicsPage';

/**
 * A topic shows the design system's comments and share buttons at once, which are on demand: its
 * page is a chunk of its own fetched with them (the shell fetches it before hydrating), so the
 * topic hydrates whole and the forum list does not carry it.
 */
const TopicPage = onDemand<object>(
  (): Promise<ComponentType<object>> =>
    Promise.all([import('./features/topic/TopicPage'), CommentSection.preload(), ShareButtons.preload()]).then(([module]) => module.TopicPage),
  { boundary: false },
);

// Paths must match remote.json: the shell routes each one here and renders this route object.
// React Router ranks static segments first, so '/forum/new' and '/forum/categoria/:slug' win over
// '/forum/:id' and '/forum/:id/:slug'.
export default defineRemote({
  routes: [
    { path: '/forum', element: <TopicsPage /> },
    { path: '/forum/new', element: <NewTopicPage /> },
    { path: '/forum/categoria/:slug', element: <TopicsPage /> },
    { path: '/forum/:id', element: <TopicPage /> },
    { path: '/forum/:id/:slug', element: <TopicPage /> },
    { path: '/blog', element: <BlogListPage /> },
    { path: '/blog/:category', element: <BlogListPage /> },
    { path: '/blog/:category/:id', element: <BlogPostPage /> },
  ],
});
