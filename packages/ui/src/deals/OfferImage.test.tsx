import { render, screen } from '@testing-library/react';
import { OfferImage } from './OfferImage';

const stored = { image_key: 'offer/44ccec83b7aeaa5cb2fbfc14', image_url: null };

describe('OfferImage', () => {
  it('without sizes offers the picture twice as large for dense screens, loaded when near', () => {
    render(<OfferImage source={stored} alt="Televisor" width={800} />);
    const image = screen.getByRole('img', { name: 'Televisor' });
    expect(image).toHaveAttribute('srcset', '/api/v1/images/offer/44ccec83b7aeaa5cb2fbfc14?width=1600 2x');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("fetches the page's main picture first and at once", () => {
    render(<OfferImage source={stored} alt="Televisor" width={800} priority />);
    const image = screen.getByRole('img', { name: 'Televisor' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('an eager picture that is not the main one keeps the default priority', () => {
    render(<OfferImage source={stored} alt="Televisor" width={320} height={240} eager />);
    const image = screen.getByRole('img', { name: 'Televisor' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
  });
});
