import { bestRoute, matchRoute } from './route-match';

test('a route matches its own shape only, with its params decoded', () => {
  expect(matchRoute('/perfil/:id/medallas', '/perfil/abc/medallas')).toEqual({ id: 'abc' });
  expect(matchRoute('/perfil/:id', '/perfil/abc/medallas')).toBeNull();
  expect(matchRoute('/perfil/:id/medallas', '/perfil/abc')).toBeNull();
  expect(matchRoute('/perfil/:id', '/perfil/')).toBeNull();
  expect(matchRoute('/perfil/:id', '/perfil//x')).toBeNull();
  expect(matchRoute('/cupones/:slug', '/cupones/%C3%89xito')).toEqual({ slug: 'Éxito' });
  expect(matchRoute('/cupones/:slug', '/cupones/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
  expect(matchRoute('/', '/')).toEqual({});
  expect(matchRoute('/', '/registro-ok')).toBeNull();
});

test('like React Router: trailing slashes and letter case do not matter for static segments', () => {
  expect(matchRoute('/forum/new', '/forum/new/')).toEqual({});
  expect(matchRoute('/forum/new', '/Forum/NEW')).toEqual({});
  expect(matchRoute('/perfil/:id', '/PERFIL/AbC')).toEqual({ id: 'AbC' });
});

test('a final * takes the rest of the path', () => {
  expect(matchRoute('/admin/*', '/admin/usuarios/3')).toEqual({ '*': 'usuarios/3' });
  expect(matchRoute('/admin/*', '/admin')).toEqual({ '*': '' });
  expect(matchRoute('/admin/*', '/otra')).toBeNull();
});

test('the most specific route wins whatever the declaration order, the first one on a tie', () => {
  const forum = ['/forum/:id', '/forum/:id/:slug', '/forum/new', '/forum/categoria/:slug'];
  expect(bestRoute(forum, '/forum/new')).toEqual({ route: '/forum/new', params: {} });
  expect(bestRoute(forum, '/forum/abc')).toEqual({ route: '/forum/:id', params: { id: 'abc' } });
  expect(bestRoute(forum, '/forum/categoria/ofertas')).toEqual({ route: '/forum/categoria/:slug', params: { slug: 'ofertas' } });
  expect(bestRoute(forum, '/forum/abc/un-tema')?.route).toBe('/forum/:id/:slug');
  expect(bestRoute(['/a/*', '/a/:id'], '/a/1')?.route).toBe('/a/:id');
  expect(bestRoute(['/a/:x', '/a/:y'], '/a/1')).toEqual({ route: '/a/:x', params: { x: '1' } });
  expect(bestRoute(forum, '/blog')).toBeNull();
});
