import { apiQuery, parseSearchPage, plainState, searchPageHref, withGroup, type SearchPageState } from './urlState';

const parse = (query: string) => parseSearchPage(new URLSearchParams(query));

describe('results page address', () => {
  it('reads every part of the state and writes it back to the same address', () => {
    const address = '/buscar?q=tv%20samsung&tipo=cupones&tienda=exito&categoria=celulares&vigentes=1&precio_min=100000&precio_max=2000000&orden=menor-precio&pagina=3';
    const parsed = parse(address.split('?')[1] ?? '');
    expect(parsed).toEqual({
      ok: true,
      state: { q: 'tv samsung', group: 'coupons', order: 'price_asc', page: 3, shop: 'exito', category: 'celulares', active: true, minPrice: 100_000, maxPrice: 2_000_000 },
    });
    expect(parsed.ok && searchPageHref(parsed.state)).toBe(address);
  });

  it('leaves defaults out, so a plain search is just its term', () => {
    expect(parse('q=%20%20samsung%20')).toEqual({ ok: true, state: plainState('samsung') });
    expect(searchPageHref(plainState('zapatos niño'))).toBe('/buscar?q=zapatos%20ni%C3%B1o');
  });

  it('asks the BFF in its own English names', () => {
    const state: SearchPageState = { ...plainState('samsung'), shop: 'alkosto', active: true, maxPrice: 500_000, order: 'hot', page: 2 };
    expect(Object.fromEntries(new URLSearchParams(apiQuery(state)))).toEqual({ q: 'samsung', group: 'offers', order: 'hot', page: '2', shop: 'alkosto', active: 'true', max_price: '500000' });
  });

  it('says in Spanish what it cannot honour instead of quietly ignoring it', () => {
    const cases: [string, string][] = [
      ['', 'Escribe al menos 3 letras o números para buscar.'],
      ['q=tv', 'Escribe al menos 3 letras o números para buscar.'],
      ['q=20%25', 'Escribe al menos 3 letras o números para buscar.'],
      [`q=${'a'.repeat(101)}`, 'La búsqueda no puede tener más de 100 caracteres.'],
      ['q=samsung&tipo=videos', 'No hay resultados de tipo «videos»: elige ofertas, cupones, tiendas, categorias, foro o usuarios.'],
      ['q=samsung&orden=barato', 'No se puede ordenar ofertas por «barato».'],
      ['q=samsung&tipo=tiendas&orden=menor-precio', 'No se puede ordenar tiendas por «menor-precio».'],
      ['q=samsung&pagina=0', 'La página debe ser un número entre 1 y 1000.'],
      ['q=samsung&pagina=dos', 'La página debe ser un número entre 1 y 1000.'],
      ['q=samsung&precio_min=abc', 'El precio mínimo debe ser un número entero de pesos, sin puntos ni signos.'],
      ['q=samsung&precio_max=-3', 'El precio máximo debe ser un número entero de pesos, sin puntos ni signos.'],
      ['q=samsung&precio_min=500&precio_max=100', 'El precio mínimo no puede ser mayor que el precio máximo.'],
      ['q=samsung&tienda=%C3%89xito', '«Éxito» no es una tienda válida.'],
      ['q=samsung&categoria=a_b', '«a_b» no es una categoría válida.'],
      ['q=samsung&vigentes=si', 'El filtro «vigentes» solo admite el valor 1.'],
    ];
    for (const [query, message] of cases) expect({ query, parsed: parse(query) }).toEqual({ query, parsed: { ok: false, q: expect.any(String), message } });
  });

  it('moves to another tab on its first page, keeping the filters and dropping an order it cannot use', () => {
    const state: SearchPageState = { ...plainState('samsung'), shop: 'exito', order: 'price_desc', page: 4 };
    expect(withGroup(state, 'coupons')).toEqual({ ...state, group: 'coupons', page: 1 });
    expect(withGroup(state, 'shops')).toEqual({ ...state, group: 'shops', page: 1, order: 'relevance' });
    expect(withGroup({ ...state, order: 'newest' }, 'users').order).toBe('newest');
  });
});
