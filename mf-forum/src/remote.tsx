import { defineRemote } from '@gangazo/platform';
import { BlogPostPage } from './features/blog/BlogPostPage';
import { NewTopicPage } from './features/new-topic/NewTopicPage';
import { TopicPage } from './features/topic/TopicPage';
import { TopicsPage } from './features/topics/TopicsPage';

// Paths must match remote.json: the shell routes each one here and renders this route object.
// '/forum/new' is listed before '/forum/:id'; React Router ranks static segments first anyway.
export default defineRemote({
  routes: [
    { path: '/forum', element: <TopicsPage /> },
    { path: '/forum/new', element: <NewTopicPage /> },
    { path: '/forum/:id', element: <TopicPage /> },
    { path: '/blog/:category/:id', element: <BlogPostPage /> },
  ],
});
