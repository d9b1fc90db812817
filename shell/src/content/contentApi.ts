import { baseApi } from '@gangazo/platform';
import type { FooterData, InformationsResponse } from '@gangazo/contracts';

/** Site content the frame shows itself: the footer and the information pages it links to. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFooterData: build.query<FooterData, void>({
      query: () => '/v1/offers/data_fotter',
      providesTags: ['Content'],
    }),
    // A handful of short pages (about, terms, privacy…): one list serves every /informacion/{slug}.
    getInformations: build.query<InformationsResponse, void>({
      query: () => '/v1/informations',
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetFooterDataQuery, useGetInformationsQuery } = contentApi;
