import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OfferCard as OfferSummary } from '@gangazo/contracts';
import { CouponCard } from './CouponCard';
import { FeedCard } from './FeedCard';
import { OfferCard } from './OfferCard';
import { DEFAULT_OFFER_IMAGE } from './offerImage';
import { HOURS, MINUTES, TestLink, ago, offerCard } from '../testing';

function renderOffer(offer: OfferSummary) {
  return render(<OfferCard offer={offer} linkComponent={TestLink} />);
}

function picture() {
  return screen.getByRole('img', { name: /Televisor|Audífonos/ });
}

describe('offer card image (spec §4: image_key, then image_url, then the default image)', () => {
  it('serves a stored image resized by the BFF, twice as large for dense screens, chosen by its width on screen (a phone thumbnail takes the small one)', () => {
    renderOffer(offerCard({ image_key: 'offer/44ccec83b7aeaa5cb2fbfc14', image_url: 'https://cdn.example.co/tv.jpg' }));
    expect(picture()).toHaveAttribute('src', '/api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=320&height=240');
    expect(picture()).toHaveAttribute(
      'srcset',
      [
        '/api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=320&height=240 320w',
        '/api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=640&height=480 640w',
      ].join(', '),
    );
    expect(picture()).toHaveAttribute('sizes', '(max-width: 599px) 112px, 320px');
  });

  it('leaves sizes out where there is no stored image to choose from', () => {
    renderOffer(offerCard({ image_key: null, image_url: 'https://cdn.example.co/tv.jpg' }));
    expect(picture()).not.toHaveAttribute('sizes');
    expect(picture()).not.toHaveAttribute('srcset');
  });

  it('uses image_url when there is no image_key', () => {
    renderOffer(offerCard({ image_key: null, image_url: 'https://cdn.example.co/tv.jpg' }));
    expect(picture()).toHaveAttribute('src', 'https://cdn.example.co/tv.jpg');
  });

  it('shows the default image when there is neither', () => {
    renderOffer(offerCard({ image_key: null, image_url: null }));
    expect(picture()).toHaveAttribute('src', DEFAULT_OFFER_IMAGE);
  });

  it('moves on to the next picture when one fails to load', () => {
    renderOffer(offerCard({ image_key: 'offer/44ccec83b7aeaa5cb2fbfc14', image_url: 'https://cdn.example.co/tv.jpg' }));
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', 'https://cdn.example.co/tv.jpg');
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', DEFAULT_OFFER_IMAGE);
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', DEFAULT_OFFER_IMAGE);
  });
});

describe('offer card content', () => {
  // es-CO groups thousands with dots; Testing Library reads the no-break space after '$' as a space.
  it('formats the prices in Colombian pesos, strikes the previous one and shows the discount', () => {
    renderOffer(offerCard({ price: 1_899_900, previous_price: 2_499_900, discount_percent: 24 }));
    expect(screen.getByText('$ 1.899.900')).toBeInTheDocument();
    // Struck through, and read out as the old price.
    const previous = screen.getByText('$ 2.499.900');
    expect(previous.tagName).toBe('S');
    expect(previous).toHaveTextContent('Antes: $ 2.499.900');
    expect(screen.getByText('-24%')).toBeInTheDocument();
  });

  it('works the discount out from the prices when the API has none, rounding down', () => {
    renderOffer(offerCard({ price: 899_900, previous_price: 1_099_900, discount_percent: null }));
    expect(screen.getByText('-18%')).toBeInTheDocument();
  });

  it('shows no previous price or discount when the price did not drop', () => {
    renderOffer(offerCard({ price: 189_900, previous_price: null, discount_percent: null }));
    expect(screen.getByText('$ 189.900')).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Antes/)).not.toBeInTheDocument();
  });

  it("says 'Nuevo' instead of degrees for an offer younger than ten minutes", () => {
    renderOffer(offerCard({ temperature: 3, published_at: ago(9 * MINUTES) }));
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
    expect(screen.queryByText('3°')).not.toBeInTheDocument();
  });

  it('shows the degrees once the offer is ten minutes old, hot or cold', () => {
    const { unmount } = renderOffer(offerCard({ temperature: 35, published_at: ago(11 * MINUTES) }));
    expect(screen.getByText('35°')).toHaveAttribute('data-mood', 'hot');
    expect(screen.queryByText('Nuevo')).not.toBeInTheDocument();
    unmount();
    renderOffer(offerCard({ temperature: -4, published_at: ago(2 * HOURS) }));
    expect(screen.getByText('-4°')).toHaveAttribute('data-mood', 'cold');
  });

  it('links the title to the offer page and the shop to its page, with comments and age', () => {
    const offer = offerCard({ comments_count: 4, published_at: ago(3 * HOURS + 5 * MINUTES) });
    renderOffer(offer);
    const card = screen.getByRole('article', { name: offer.title });
    expect(within(card).getByRole('link', { name: offer.title })).toHaveAttribute('href', offer.public_url);
    expect(within(card).getByRole('link', { name: 'Éxito' })).toHaveAttribute('href', '/cupones/exito');
    expect(within(card).getByText('4 comentarios')).toHaveClass('visually-hidden');
    expect(within(card).getByText('hace 3 horas')).toBeInTheDocument();
  });

  it("marks an expired offer 'Expirada'", () => {
    renderOffer(offerCard({ expired: true }));
    expect(screen.getByText('Expirada')).toBeInTheDocument();
  });

  it("marks an offer staff put on the home page 'Destacada' (an expired one only 'Expirada')", () => {
    const { unmount } = renderOffer(offerCard({ featured: true }));
    expect(screen.getByText('Destacada')).toBeInTheDocument();
    unmount();
    renderOffer(offerCard({ featured: true, expired: true }));
    expect(screen.queryByText('Destacada')).not.toBeInTheDocument();
    renderOffer(offerCard({}));
    expect(screen.queryAllByText('Destacada')).toHaveLength(0);
  });
});

describe('coupon card', () => {
  it('shows what the coupon gives and leads to the address the remote gave it, keeping the scroll', () => {
    const coupon = offerCard({ kind: 'coupon', title: '20% en tecnología Éxito', reduction: '20%', price: null, previous_price: null, end_date: '2025-03-06T03:00:00Z' });
    render(<CouponCard coupon={coupon} href={`/cupones/exito?page=2&active_coupon=${coupon.id}`} linkComponent={TestLink} />);
    expect(screen.getByText('20%')).toBeInTheDocument();
    expect(screen.getByText('Hasta 5 de marzo de 2025')).toBeInTheDocument();
    const title = screen.getByRole('link', { name: '20% en tecnología Éxito' });
    expect(title).toHaveAttribute('href', `/cupones/exito?page=2&active_coupon=${coupon.id}`);
    expect(title).toHaveAttribute('data-router-link', 'keep-scroll');
    expect(screen.getByRole('link', { name: 'Éxito' })).toHaveAttribute('href', '/cupones/exito');
  });

  it("says 'Obtener código' for a coupon with one code per person", () => {
    render(<CouponCard coupon={offerCard({ kind: 'coupon', multiple_codes_offer: true })} href="/?active_coupon=x" linkComponent={TestLink} />);
    expect(screen.getByText('Obtener código')).toBeInTheDocument();
  });

  it("marks a coupon with no code left 'Agotado' and does not promote 'Obtener código'", () => {
    render(<CouponCard coupon={offerCard({ kind: 'coupon', multiple_codes_offer: true, codes_exhausted: true, end_date: '2025-03-05T15:00:00.000Z' })} href="/?active_coupon=x" linkComponent={TestLink} />);
    expect(screen.getByText('Agotado')).toBeInTheDocument();
    expect(screen.queryByText('Obtener código')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Hasta /)).not.toBeInTheDocument();
  });
});

describe('feed card', () => {
  it('shows a coupon as a coupon card leading to the coupon modal, and an offer as an offer card', () => {
    const coupon = offerCard({ kind: 'coupon', title: 'Cupón Éxito' });
    const offer = offerCard({ title: 'Audífonos Sony' });
    render(
      <>
        <FeedCard offer={coupon} couponHref="/?active_coupon=c1" linkComponent={TestLink} />
        <FeedCard offer={offer} couponHref="/?active_coupon=o1" linkComponent={TestLink} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cupón Éxito' })).toHaveAttribute('href', '/?active_coupon=c1');
    expect(screen.getByRole('link', { name: 'Audífonos Sony' })).toHaveAttribute('href', offer.public_url);
  });
});
