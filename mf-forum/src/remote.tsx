import { defineRemote } from '@gangazo/platform';
import { BlogListPage } from './features/blog/BlogListPage';
import { BlogPostPage } from './features/blog/BlogPostPage';
import { NewTopicPage } from './features/new-topic/NewTopicPage';
import { TopicPage } from './features/topic/TopicPage';
import { TopicsPage } from './features/topics/TopicsPage';

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
