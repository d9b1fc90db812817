// The frame's own data as the BFF sends it (footer, information pages), for the frame's tests and the server renderer's.
import type { FooterData, InformationsResponse } from '@gangazo/contracts';

export const footer: FooterData = {
  about: 'Ofertas verificadas por la comunidad.',
  shops: [{ id: '64b000000000000000000001', name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null }],
  categories: [{ id: 'dGVjbm9sb2dpYQ==', name: 'Tecnología', slug: 'tecnologia', public_url: '/categorias/tecnologia', icon_url: null, image_url: null, parent_id: null }],
  stats: { offers: 12480, coupons: 60, shops: 34, users: 1500 },
  community: [{ label: 'Ranking de la comunidad', url: '/forum/categoria/comunidad' }],
  legal: [{ label: 'Términos y condiciones', url: '/informacion/terminos-y-condiciones' }],
  social: [{ label: 'Instagram', url: 'https://instagram.com/gangazo' }],
  copyright: '© 2026 Gangazo. Hecho en Colombia.',
};

export const informations: InformationsResponse = {
  items: [
    {
      id: '64b000000000000000000002',
      slug: 'terminos-y-condiciones',
      title: 'Términos y condiciones',
      body: '<p>Al usar Gangazo aceptas estas reglas.</p>',
      public_url: '/informacion/terminos-y-condiciones',
      updated_at: '2026-03-05T15:00:00.000Z',
    },
  ],
  total: 1,
};
