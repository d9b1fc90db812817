import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderShell } from '../test-utils/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const category = (id: string, name: string, slug: string) => ({ id, name, slug, public_url: `/categorias/${slug}` });
const MENU = {
  categories: [
    { ...category('c1', 'Tecnología', 'tecnologia'), children: [category('c2', 'Celulares', 'celulares'), category('c3', 'Computadores', 'computadores')] },
    { ...category('c4', 'Hogar', 'hogar'), children: [] },
  ],
  links: [],
};

const menuRequests = () => (global.fetch as jest.Mock).mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/v1/menu'));

beforeEach(() => localStorage.clear());

describe('main navigation', () => {
  it('links the sections, marks the current one and asks for nothing until Categorías is opened', async () => {
    fakeApi(null, { '/api/v1/menu': MENU });
    await renderShell({ route: '/?ver=cupones' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Ofertas', '/'],
      ['Cupones', '/?ver=cupones'],
      ['Foro', '/forum'],
      ['Blog', '/blog'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Cupones' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Ofertas' })).not.toHaveAttribute('aria-current');
    expect(menuRequests()).toHaveLength(0);
  });

  it('Categorías opens the tree from /api/v1/menu; Escape closes it and gives the focus back', async () => {
    fakeApi(null, { '/api/v1/menu': MENU });
    const { user } = await renderShell({ route: '/forum' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Foro' })).toHaveAttribute('aria-current', 'page');
    const button = within(nav).getByRole('button', { name: 'Categorías' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Celulares' })).toHaveAttribute('href', '/categorias/celulares');
    expect(within(nav).getByRole('link', { name: 'Tecnología' })).toHaveAttribute('href', '/categorias/tecnologia');
    expect(within(nav).getByRole('link', { name: 'Hogar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Celulares' })).not.toBeInTheDocument();
    // A second opening reuses the tree already read.
    await user.click(button);
    expect(within(nav).getByRole('link', { name: 'Celulares' })).toBeInTheDocument();
    expect(menuRequests()).toHaveLength(1);
  });

  it('choosing a category goes there and closes the panel', async () => {
    fakeApi(null, { '/api/v1/menu': MENU });
    const { user, router } = await renderShell({ route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Categorías' }));
    await user.click(await within(nav).findByRole('link', { name: 'Computadores' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categorias/computadores'));
    expect(within(nav).getByRole('button', { name: 'Categorías' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the categories cannot be read, and retries', async () => {
    fakeApi(null);
    const { user } = await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Categorías' }));
    expect(await within(nav).findByText(/No pudimos cargar las categorías/)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('the phone menu button says whether the sections are shown', async () => {
    fakeApi(null);
    const { user } = await renderShell();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a skip link leads past the top bar and the navigation to the content', async () => {
    fakeApi(null);
    await renderShell();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#contenido');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'contenido');
    expect(main).toHaveAttribute('tabindex', '-1');
    // It comes before everything else a keyboard reaches.
    expect(document.querySelector('a, button')).toBe(skip);
  });
});
