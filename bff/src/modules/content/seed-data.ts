// Demo site content: banners, medals, information pages, menu and footer links.
import type { MedalMetric } from '@gangazo/contracts';
import type { GlyphName } from '../../seed/glyphs';

export const BANNERS: readonly { title: string; subtitle: string; url: string; buttonLabel: string; glyph: GlyphName; daysLeft: number | null }[] = [
  { title: 'Black Friday en Colombia', subtitle: 'Las ofertas más calientes, votadas por la comunidad', url: '/blog/fechas-especiales', buttonLabel: 'Ver la guía', glyph: 'flame', daysLeft: 20 },
  { title: 'Cupones que sí funcionan', subtitle: 'Códigos verificados de Rappi, Éxito, Falabella y más', url: '/forum', buttonLabel: 'Ver cupones', glyph: 'ticket', daysLeft: null },
  { title: 'Tecnología con descuento', subtitle: 'Celulares, portátiles y televisores al mejor precio', url: '/categorias/tecnologia', buttonLabel: 'Ver ofertas', glyph: 'laptop', daysLeft: null },
  { title: 'Viaja por Colombia sin gastar de más', subtitle: 'Tiquetes, hoteles y planes compartidos por viajeros', url: '/blog/viajes', buttonLabel: 'Inspírate', glyph: 'plane', daysLeft: null },
  { title: 'Comparte y gana medallas', subtitle: 'Publica ofertas, ayuda a otros y sube de nivel', url: '/comparte/oferta/offer', buttonLabel: 'Compartir una oferta', glyph: 'trophy', daysLeft: null },
];

export const MEDALS: readonly { slug: string; name: string; description: string; metric: MedalMetric; threshold: number; glyph: GlyphName }[] = [
  { slug: 'primera-oferta', name: 'Primera oferta', description: 'Compartiste tu primera oferta con la comunidad.', metric: 'offers', threshold: 1, glyph: 'tag' },
  { slug: 'cazador-de-ofertas', name: 'Cazador de ofertas', description: 'Has compartido 10 ofertas.', metric: 'offers', threshold: 10, glyph: 'star' },
  { slug: 'leyenda-de-las-gangas', name: 'Leyenda de las gangas', description: 'Has compartido 50 ofertas.', metric: 'offers', threshold: 50, glyph: 'trophy' },
  { slug: 'oferta-en-llamas', name: 'Oferta en llamas', description: 'Una de tus ofertas superó los 100 grados.', metric: 'hot_offers', threshold: 1, glyph: 'flame' },
  { slug: 'rey-de-los-cupones', name: 'Rey de los cupones', description: 'Has compartido 5 códigos de descuento.', metric: 'coupons', threshold: 5, glyph: 'ticket' },
  { slug: 'comentarista', name: 'Comentarista', description: 'Has escrito 25 comentarios en ofertas.', metric: 'comments', threshold: 25, glyph: 'chat' },
  { slug: 'voz-del-foro', name: 'Voz del foro', description: 'Abriste 5 temas en el foro.', metric: 'forum_topics', threshold: 5, glyph: 'megaphone' },
  { slug: 'buen-parcero', name: 'Buen parcero', description: 'Respondiste 20 veces en el foro.', metric: 'forum_comments', threshold: 20, glyph: 'heart' },
  { slug: 'termometro', name: 'Termómetro', description: 'Has votado 50 ofertas.', metric: 'votes', threshold: 50, glyph: 'bolt' },
  { slug: 'veterano', name: 'Veterano', description: 'Llevas un año en la comunidad.', metric: 'days_member', threshold: 365, glyph: 'gift' },
];

export const INFORMATIONS: readonly { slug: string; title: string; lines: string[] }[] = [
  {
    slug: 'quienes-somos',
    title: 'Quiénes somos',
    lines: [
      'Gangazo es la comunidad número 1 de ofertas en Colombia. Aquí miles de compradores comparten las mejores ofertas, cupones y códigos de descuento que encuentran en tiendas en línea y físicas de todo el país.',
      '## Cómo funciona',
      'Cualquier persona registrada puede publicar una oferta o un código. La comunidad vota: si la oferta es buena, sube de temperatura; si no lo es, se enfría. Así las mejores ofertas llegan a la portada sin que ninguna tienda pague por aparecer.',
      '## Nuestro compromiso',
      '• No cobramos a los usuarios.',
      '• Moderamos el contenido para evitar estafas y publicidad engañosa.',
      '• Algunos enlaces pueden generarnos una comisión, sin costo adicional para ti y sin afectar la temperatura de las ofertas.',
    ],
  },
  {
    slug: 'terminos-y-condiciones',
    title: 'Términos y condiciones de uso',
    lines: [
      'Al registrarte y usar Gangazo aceptas estos términos. Léelos con calma: explican qué puedes publicar y cómo cuidamos a la comunidad.',
      '## Tu cuenta',
      'Eres responsable de la actividad de tu cuenta y de mantener segura tu contraseña. Debes tener al menos 18 años o contar con autorización de tus padres.',
      '## Lo que publicas',
      '• Las ofertas y cupones deben ser reales y estar vigentes al publicarlos.',
      '• No se permite spam, contenido ofensivo ni enlaces de referidos ocultos.',
      '• Conservas los derechos de lo que escribes y nos autorizas a mostrarlo en el sitio.',
      '## Precios y tiendas',
      'Gangazo no vende productos. Los precios, la disponibilidad y las condiciones son responsabilidad de cada tienda. Verifica siempre la información antes de comprar.',
      '## Moderación',
      'Podemos editar o retirar contenido que incumpla estas normas y suspender cuentas que las incumplan de forma reiterada.',
    ],
  },
  {
    slug: 'politica-de-privacidad',
    title: 'Política de privacidad y tratamiento de datos',
    lines: [
      'En cumplimiento de la Ley 1581 de 2012 y sus decretos reglamentarios, te contamos qué datos personales tratamos y para qué.',
      '## Datos que recogemos',
      '• Correo electrónico, nombre de usuario y foto de perfil.',
      '• Las ofertas, comentarios y votos que publicas.',
      '• Datos técnicos como la dirección IP, usados para seguridad y para asignar códigos de cupones únicos.',
      '## Para qué los usamos',
      'Para operar tu cuenta, mostrar tu actividad en la comunidad, enviarte el resumen de ofertas si lo pediste y prevenir fraudes. No vendemos tus datos.',
      '## Tus derechos',
      'Puedes conocer, actualizar, rectificar y suprimir tus datos, y revocar la autorización, desde los ajustes de tu perfil o escribiendo a privacidad@gangazo.co.',
    ],
  },
  {
    slug: 'preguntas-frecuentes',
    title: 'Preguntas frecuentes',
    lines: [
      '## ¿Qué son los grados?',
      'Son los votos de la comunidad. Cada voto caliente suma y cada voto frío resta. Las ofertas más calientes aparecen primero.',
      '## ¿Cómo uso un cupón?',
      'Abre el cupón, copia el código y pégalo en el carrito de la tienda antes de pagar. Si tiene varios códigos, te mostramos uno único para ti.',
      '## Encontré una oferta vencida, ¿qué hago?',
      'Déjalo en los comentarios: el equipo de moderación la marcará como expirada.',
    ],
  },
];

export const MENU_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Ofertas', url: '/' },
  { label: 'Cupones', url: '/cupones' },
  { label: 'Foro', url: '/forum' },
  { label: 'Blog', url: '/blog' },
];

export const COMMUNITY_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Compartir una oferta', url: '/comparte/oferta/offer' },
  { label: 'Compartir un código', url: '/comparte/cupon/coupon' },
  { label: 'Abrir un tema en el foro', url: '/forum/new' },
  { label: 'Blog', url: '/blog' },
];

export const SOCIAL_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Instagram', url: 'https://www.instagram.com/gangazo.co' },
  { label: 'Facebook', url: 'https://www.facebook.com/gangazo.co' },
  { label: 'TikTok', url: 'https://www.tiktok.com/@gangazo.co' },
  { label: 'X', url: 'https://x.com/gangazo_co' },
  { label: 'WhatsApp', url: 'https://whatsapp.com/channel/gangazo' },
];

export const FOOTER_ABOUT =
  'Gangazo es la comunidad número 1 de ofertas en Colombia: compradores que comparten, votan y comentan las mejores ofertas, cupones y códigos de descuento del país.';
