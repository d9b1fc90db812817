import { commentListState, type DiscussionComment, type InfiniteComments } from './commentListState';

const comment = (id: string): DiscussionComment => ({ id, author: null, created_at: '2025-03-10T15:00:00.000Z' });
const page = (items: DiscussionComment[], n: number) => ({ items, total: 3, page: n, per_page: 2 });

function query(overrides: Partial<InfiniteComments<DiscussionComment>> = {}): InfiniteComments<DiscussionComment> {
  return { isLoading: false, isError: false, hasNextPage: false, isFetchingNextPage: false, isFetchNextPageError: false, fetchNextPage: jest.fn(), refetch: jest.fn(), ...overrides };
}

describe('commentListState', () => {
  it('is loading, and neither loaded nor failed, until the first page arrives', () => {
    expect(commentListState(query({ isLoading: true }))).toMatchObject({ comments: [], loading: true, loaded: false, error: false });
  });

  it('failed only when no page arrived', () => {
    expect(commentListState(query({ isError: true }))).toMatchObject({ loaded: false, error: true });
    expect(commentListState(query({ isError: true, data: { pages: [page([], 1)] } }))).toMatchObject({ loaded: true, error: false });
  });

  it('shows each comment once when a comment pushed the list between two pages', () => {
    const state = commentListState(query({ hasNextPage: true, data: { pages: [page([comment('a'), comment('b')], 1), page([comment('b'), comment('c')], 2)] } }));
    expect(state.comments.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ loaded: true, hasMore: true });
  });
});
