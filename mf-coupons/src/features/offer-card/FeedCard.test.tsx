import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gangazo/platform/testing';
import { offerCard } from '@gangazo/ui/testing';
import { FeedCard } from './FeedCard';

describe('feed card in the coupons remote', () => {
  it('opens the coupon modal on the current page, keeping its other parameters', () => {
    const coupon = offerCard({ kind: 'coupon', title: '20% en tecnología Éxito', reduction: '20%', price: null, previous_price: null });
    renderWithProviders(<FeedCard offer={coupon} />, { route: '/cupones/exito?page=2' });
    expect(screen.getByText('20%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '20% en tecnología Éxito' })).toHaveAttribute('href', `/cupones/exito?page=2&active_coupon=${coupon.id}`);
  });

  it("leads an offer's title to its page", () => {
    const offer = offerCard();
    renderWithProviders(<FeedCard offer={offer} />, { route: '/' });
    expect(screen.getByRole('link', { name: offer.title })).toHaveAttribute('href', offer.public_url);
  });
});
