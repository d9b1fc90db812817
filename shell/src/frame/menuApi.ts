import type { MenuResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** `GET /api/v1/menu`: the category tree the main navigation's "Categorías" shows. */
export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<MenuResponse, void>({ query: () => '/v1/menu' }),
  }),
});

export const { useGetMenuQuery } = menuApi;
