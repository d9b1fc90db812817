import { fireEvent, render, screen } from '@testing-library/react';
import type { OfferCard as OfferSummary, PagedList } from '@gangazo/contracts';
import { OfferList, type OfferListState } from './OfferList';
import { offerListState, type InfiniteOffers } from './offerListState';
import { offerCard } from '../testing';

function state(overrides: Partial<OfferListState> = {}): OfferListState {
  return {
    items: [],
    total: 0,
    loading: false,
    error: false,
    onRetry: jest.fn(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: false,
    onLoadMore: jest.fn(),
    ...overrides,
  };
}

function renderList(overrides: Partial<OfferListState> = {}) {
  const listState = state(overrides);
  render(<OfferList {...listState} empty={<p>No hay ofertas</p>} noun="cupones" renderItem={(item, eager) => <span data-eager={eager}>{item.title}</span>} />);
  return listState;
}

describe('OfferList', () => {
  it('shows skeleton cards, announced as loading, until the first page arrives', () => {
    renderList({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ofertas…');
    expect(screen.getAllByTestId('offer-skeleton')).toHaveLength(6);
  });

  it("says the first page failed and offers 'Reintentar'", () => {
    const listState = renderList({ error: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las ofertas.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(listState.onRetry).toHaveBeenCalled();
  });

  it('shows what the caller gave for an empty list', () => {
    renderList();
    expect(screen.getByText('No hay ofertas')).toBeInTheDocument();
  });

  it("counts what is shown against the total, loads the first pictures at once and asks for more on 'Ver más'", () => {
    const items = Array.from({ length: 5 }, (_, index) => offerCard({ title: `Cupón ${index + 1}` }));
    const listState = renderList({ items, total: 12, hasMore: true });
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 5 de 12 cupones');
    expect(screen.getByText('Cupón 4')).toHaveAttribute('data-eager', 'true');
    expect(screen.getByText('Cupón 5')).toHaveAttribute('data-eager', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(listState.onLoadMore).toHaveBeenCalled();
  });

  it("keeps 'Ver más' busy while the next page loads", () => {
    renderList({ items: [offerCard()], total: 3, hasMore: true, loadingMore: true });
    expect(screen.getByRole('button', { name: 'Cargando…' })).toBeDisabled();
  });

  it('says the next page failed and retries it', () => {
    const listState = renderList({ items: [offerCard()], total: 3, hasMore: true, loadMoreError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más cupones.');
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(listState.onLoadMore).toHaveBeenCalled();
  });
});

describe('offerListState', () => {
  function query(overrides: Partial<InfiniteOffers>): InfiniteOffers {
    return {
      isLoading: false,
      isError: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: jest.fn(),
      refetch: jest.fn(),
      ...overrides,
    };
  }
  const page = (items: OfferSummary[], pageNumber: number, total: number): PagedList<OfferSummary> => ({ items, total, page: pageNumber, per_page: 2 });

  it('does not repeat an item that moved to the next page, and takes the total of the last page', () => {
    const [a, b, c] = [offerCard(), offerCard(), offerCard()];
    const result = offerListState(query({ data: { pages: [page([a, b], 1, 4), page([b, c], 2, 5)] } }));
    expect(result.items.map((item) => item.id)).toEqual([a.id, b.id, c.id]);
    expect(result.total).toBe(5);
  });

  it('is loading until a first page arrives, and an error only when none did', () => {
    expect(offerListState(query({ isLoading: true }))).toMatchObject({ loading: true, error: false });
    expect(offerListState(query({}))).toMatchObject({ loading: true, error: false });
    expect(offerListState(query({ isError: true }))).toMatchObject({ loading: false, error: true });
    expect(offerListState(query({ isError: true, data: { pages: [page([], 1, 0)] } }))).toMatchObject({ loading: false, error: false });
  });
});
