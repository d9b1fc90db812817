import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gangazo/platform/testing';
import remote from '../../remote';

describe('search box slot', () => {
  function renderSlot() {
    const SearchBox = remote.slots?.['topbar.search'];
    if (!SearchBox) throw new Error('mf-search must fill the topbar.search slot');
    return renderWithProviders(<SearchBox />);
  }

  it('blocks a leading space and shows the clear button only while there is text', async () => {
    const { user } = renderSlot();
    const input = screen.getByRole('searchbox', { name: 'Buscar ofertas, cupones y tiendas' });
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();

    await user.type(input, '  tv samsung');
    expect(input).toHaveValue('tv samsung');

    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
  });
});
