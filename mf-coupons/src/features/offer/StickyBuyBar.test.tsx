import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { offerDetail } from '../../test/fixtures';
import { StickyBuyBar } from './StickyBuyBar';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
let report: Callback = () => undefined;

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderBar(overrides: Parameters<typeof offerDetail>[0] = {}) {
  const watch = createRef<HTMLDivElement>();
  const offer = offerDetail({ price: 193900, url: 'https://www.avianca.com', ...overrides });
  render(
    <>
      <div ref={watch} />
      <StickyBuyBar offer={offer} watch={watch} />
    </>,
  );
  return offer;
}

describe('sticky "Ir a la oferta" bar (phones)', () => {
  it('shows the price and the counted link while the page’s own button is out of view, and hides when it is in view', () => {
    const offer = renderBar();
    expect(screen.queryByRole('link', { name: /Ir a la oferta/ })).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    const link = screen.getByRole('link', { name: /Ir a la oferta/ });
    expect(link).toHaveAttribute('href', `/visit/${offer.id}`);
    expect(link).toHaveAttribute('rel', 'nofollow sponsored noopener');
    expect(screen.getByText('$ 193.900')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.queryByRole('link', { name: /Ir a la oferta/ })).not.toBeInTheDocument();
  });

  it('never shows for an expired offer or one without a shop address', () => {
    renderBar({ expired: true });
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByRole('link', { name: /Ir a la oferta/ })).not.toBeInTheDocument();
  });
});
