import { screen, within } from '@testing-library/react';
import { apiError, mockApi, renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { hex, paged, post, postSummary } from '../../test/fixtures';

describe('blog', () => {
  it('shows the post: cover, title, date, author, body, category link and related posts (not itself)', async () => {
    const current = post();
    mockApi({
      [`GET /api/v1/posts/${current.id}`]: () => Response.json(current),
      'GET /api/v1/category_posts/posts_with_category/fechas-especiales': () =>
        Response.json({ ...paged([postSummary(1), postSummary(2, { title: 'Día sin IVA' }), postSummary(3, { title: 'Hot Sale' })], 1, 4, 3), category: null }),
    });
    const { container } = renderRoutes(remote.routes, { route: current.public_url });
    const article = await screen.findByRole('article', { name: 'Guía para el Black Friday en Colombia' });
    expect(container.querySelector('img')).toHaveAttribute('src', `/api/v1/images/post/${hex(1)}?width=800&height=480`);
    expect(within(article).getByText('18 de noviembre de 2025', { exact: false })).toBeInTheDocument();
    expect(within(article).getByText('moderadora_paola')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Antes del día' })).toBeInTheDocument();
    expect(within(article).getAllByRole('link', { name: 'Fechas especiales' })[0]).toHaveAttribute('href', '/blog/fechas-especiales');
    const related = await screen.findByRole('region', { name: 'Artículos relacionados' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(within(related).queryByText('Guía para el Black Friday en Colombia')).not.toBeInTheDocument();
    expect(within(related).getByRole('link', { name: 'Día sin IVA' })).toHaveAttribute('href', `/blog/fechas-especiales/${hex(3002)}`);
  });

  it('a post that does not exist says so', async () => {
    mockApi({ [`GET /api/v1/posts/${hex(5)}`]: () => apiError(404, 'No encontramos esa publicación.') });
    renderRoutes(remote.routes, { route: `/blog/fechas-especiales/${hex(5)}` });
    expect(await screen.findByText('No encontramos este artículo')).toBeInTheDocument();
  });

  it('a category lists its posts', async () => {
    mockApi({
      'GET /api/v1/category_posts': () => Response.json({ categories: [], total: 0 }),
      'GET /api/v1/category_posts/posts_with_category/fechas-especiales': () =>
        Response.json({
          ...paged([postSummary(1), postSummary(2)], 1, 10, 2),
          category: { id: hex(40), name: 'Fechas especiales', slug: 'fechas-especiales', description: 'Black Friday, día sin IVA…', posts_count: 2, public_url: '/blog/fechas-especiales' },
        }),
    });
    renderRoutes(remote.routes, { route: '/blog/fechas-especiales' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fechas especiales' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
