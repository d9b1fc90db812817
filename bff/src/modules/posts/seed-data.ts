// Demo blog: guides and news for shoppers in Colombia. Lines follow seed/html.ts
// ('## ' heading, '• ' bullet, '**bold**').
import type { GlyphName } from '../../seed/glyphs';

export interface DemoPostCategory {
  name: string;
  slug: string;
  description: string;
  glyph: GlyphName;
}

export interface DemoPost {
  category: string;
  title: string;
  /** Days before the seed's "now" it was published (negative: scheduled, not visible yet). */
  daysAgo: number;
  draft?: boolean;
  lines: string[];
}

export const POST_CATEGORIES: readonly DemoPostCategory[] = [
  { name: 'Guías de compra', slug: 'guias-de-compra', description: 'Qué mirar antes de comprar, explicado sin rodeos.', glyph: 'cart' },
  { name: 'Cupones y ahorro', slug: 'cupones-y-ahorro', description: 'Cómo sacarle el jugo a cada código y cada promoción.', glyph: 'ticket' },
  { name: 'Fechas especiales', slug: 'fechas-especiales', description: 'Black Friday, día sin IVA, Hot Sale, Cyberlunes y temporadas.', glyph: 'flame' },
  { name: 'Viajes', slug: 'viajes', description: 'Vuelos, hoteles y planes sin gastar de más.', glyph: 'plane' },
];

export const POSTS: readonly DemoPost[] = [
  {
    category: 'fechas-especiales',
    title: 'Guía para el Black Friday en Colombia',
    daysAgo: 3,
    lines: [
      'El Black Friday llegó a Colombia hace varios años y ya es, junto con el día sin IVA, la fecha en la que más se compra por internet. Éxito, Falabella, Alkosto, Ktronix y Mercado Libre preparan descuentos desde semanas antes. Esta guía te ayuda a llegar con un plan.',
      '## Antes del día: haz tu lista y guarda precios',
      'La trampa más común es el descuento inflado: subir el precio días antes para anunciar un 40 % que en realidad es un 10 %. Por eso conviene anotar hoy el precio de lo que quieres comprar.',
      '• Haz una lista corta con lo que de verdad necesitas.',
      '• Guarda capturas de pantalla con la fecha de los precios actuales.',
      '• Activa las alertas de precio en Gangazo para los productos que sigues.',
      '## El día: medios de pago y cuotas',
      'Muchos descuentos adicionales dependen del medio de pago: la tarjeta Éxito, la CMR de Falabella o ciertas tarjetas de Bancolombia y Davivienda. Revisa si las **cuotas sin interés** aplican de verdad o si solo difieren la compra con intereses.',
      '## Después: garantía y devoluciones',
      'En Colombia el derecho de retracto te da cinco días hábiles para devolver compras hechas por internet, sin explicar el motivo. Guarda la factura electrónica y revisa que el producto tenga garantía con el fabricante en el país.',
      'Y lo más importante: si encuentras una oferta buena de verdad, compártela en Gangazo para que la comunidad la vote.',
    ],
  },
  {
    category: 'cupones-y-ahorro',
    title: 'Cómo funcionan los cupones de Rappi',
    daysAgo: 9,
    lines: [
      'Rappi reparte cupones casi todas las semanas, pero no todos sirven para todo. Entender sus reglas evita la frustración de llegar al pago y ver el mensaje de "cupón no válido".',
      '## Tipos de cupones',
      '• **Primera compra:** solo para cuentas nuevas, normalmente en restaurantes o supermercados.',
      '• **Por tienda:** los da un restaurante o comercio en particular y solo valen ahí.',
      '• **Rappi Prime:** envío gratis o descuentos exclusivos para quienes pagan la suscripción.',
      '• **Por medio de pago:** se activan al pagar con cierta tarjeta.',
      '## Dónde se escriben',
      'En la app, entra a tu perfil, busca la sección de cupones y escribe el código antes de hacer el pedido. Algunos se aplican solos cuando cumples las condiciones.',
      '## Las condiciones que más fallan',
      'El valor mínimo del pedido, la ciudad (muchos son solo para Bogotá o Medellín) y el horario. Si un cupón no te funciona, revisa esas tres cosas antes de escribir a soporte.',
      'En la sección de cupones de Gangazo la comunidad marca cuáles funcionan y cuáles ya vencieron.',
    ],
  },
  {
    category: 'fechas-especiales',
    title: 'Día sin IVA: qué aplica, topes y errores comunes',
    daysAgo: 21,
    lines: [
      'Los días sin IVA permiten comprar ciertos productos sin el 19 % de impuesto. Suenan a ganga segura, pero tienen reglas que conviene conocer.',
      '## ¿Qué productos aplican?',
      'Electrodomésticos, computadores y celulares, vestuario, elementos deportivos, juguetes y útiles escolares, entre otros. Cada categoría tiene un **tope en UVT** por unidad: si el producto cuesta más, no aplica.',
      '## Compras por internet',
      'Sí aplican, siempre que la factura se emita y el pago se haga el mismo día. La entrega puede ser después.',
      '## Errores comunes',
      '• Comprar algo más caro solo porque "no tiene IVA".',
      '• No comparar con el precio de la semana anterior.',
      '• Dejar la compra para la tarde, cuando las páginas se caen.',
    ],
  },
  {
    category: 'guias-de-compra',
    title: 'Cómo elegir un televisor en 2025 sin pagar de más',
    daysAgo: 14,
    lines: [
      'Las siglas de los televisores confunden a cualquiera: LED, QLED, OLED, Mini LED, HDR10, Dolby Vision. Esto es lo que de verdad importa para la mayoría de hogares.',
      '## Tamaño según la distancia',
      'Para una sala donde te sientas a unos 2,5 metros, un televisor de 55 pulgadas es el punto ideal. Si estás a más de 3 metros, considera 65.',
      '## Panel',
      'Un buen LED con HDR es suficiente para fútbol y series. Los OLED tienen negros perfectos pero cuestan bastante más. Los Mini LED, como el Hisense U6 o el TCL C755, son la mejor relación precio-calidad hoy.',
      '## Lo que casi nadie revisa',
      '• Que tenga garantía con servicio técnico en tu ciudad.',
      '• Cuántos puertos HDMI trae y si alguno es 2.1 (para consolas).',
      '• El sistema operativo: Google TV, webOS o Tizen.',
    ],
  },
  {
    category: 'guias-de-compra',
    title: 'Celulares de gama media que valen la pena este año',
    daysAgo: 30,
    lines: [
      'La gama media es donde más se ahorra: por menos de 1,5 millones hay celulares con buenas cámaras y batería para todo el día.',
      '## Lo que debes exigir',
      '• 8 GB de RAM y al menos 256 GB de almacenamiento.',
      '• Pantalla AMOLED de 120 Hz.',
      '• Cuatro años de actualizaciones de seguridad.',
      '## Los más votados por la comunidad',
      'El Samsung Galaxy A55, el Redmi Note 13 Pro y el Motorola Edge 50 Fusion aparecen una y otra vez en las ofertas más calientes de Gangazo. Espera fechas como el Hot Sale o el día sin IVA: suelen bajar entre 15 % y 25 %.',
    ],
  },
  {
    category: 'cupones-y-ahorro',
    title: '7 trucos para ahorrar en el mercado del mes',
    daysAgo: 40,
    lines: [
      'El mercado se lleva una parte grande del presupuesto de cualquier familia colombiana. Estos trucos, sacados de los comentarios de la comunidad, ayudan a bajar la cuenta.',
      '• Compara el precio por kilo o por litro, no el precio del paquete.',
      '• Compra granos y aseo en tiendas de descuento como D1 y Ara.',
      '• Aprovecha los días de frutas y verduras de cada supermercado.',
      '• Las marcas propias suelen ser hasta 30 % más baratas.',
      '• Haz lista y no vayas con hambre.',
      '• Revisa los cupones de las apps antes de salir.',
      '• Si puedes, compra por bulto con familiares o vecinos.',
    ],
  },
  {
    category: 'viajes',
    title: 'Vuelos baratos en Colombia: cuándo comprar y qué evitar',
    daysAgo: 26,
    lines: [
      'Con Avianca, LATAM, JetSMART, Wingo y Clic volando rutas nacionales, hay tarifas muy bajas si sabes cuándo buscar.',
      '## Cuándo comprar',
      'Entre seis y ocho semanas antes para vuelos nacionales. En temporada alta (diciembre, Semana Santa y mitad de año), compra con tres meses de anticipación.',
      '## Qué evitar',
      '• Las tarifas básicas sin maleta si vas a llevar equipaje de bodega.',
      '• Pagar el check-in en el aeropuerto: en las low cost cuesta caro.',
      '• Olvidar los impuestos y la tasa aeroportuaria al comparar.',
    ],
  },
  {
    category: 'fechas-especiales',
    title: 'Hot Sale y Cyberlunes: calendario de descuentos del año',
    daysAgo: 55,
    lines: [
      'Además del Black Friday, hay fechas que concentran descuentos en el comercio electrónico colombiano. Ténlas en el calendario.',
      '• **Cyberlunes:** varias ediciones al año, organizadas por la Cámara Colombiana de Comercio Electrónico.',
      '• **Hot Sale:** a mitad de año, fuerte en tecnología y moda.',
      '• **Días sin IVA:** las fechas las define el Gobierno cuando hay ley vigente.',
      '• **Temporada de regreso a clases:** enero y julio, útiles y portátiles.',
      'En Gangazo publicamos las mejores ofertas de cada fecha a medida que la comunidad las encuentra.',
    ],
  },
  {
    category: 'guias-de-compra',
    title: 'Comprar en tiendas internacionales desde Colombia: impuestos y envíos',
    daysAgo: 65,
    lines: [
      'Amazon, Shein y Temu envían a Colombia, pero el precio final depende de los impuestos y del envío.',
      '## El tope de los 200 dólares',
      'Los envíos de menos de 200 dólares no pagan arancel, pero pueden pagar IVA. Por encima de ese valor se paga arancel e IVA.',
      '## Cómo evitar sorpresas',
      '• Usa la calculadora de impuestos de la tienda antes de pagar.',
      '• Desconfía de mensajes de texto que piden pagar aduana con un enlace.',
      '• Revisa la política de devoluciones internacionales.',
    ],
  },
  {
    category: 'cupones-y-ahorro',
    title: 'Cupones con varios códigos: cómo funcionan en Gangazo',
    daysAgo: 6,
    lines: [
      'Algunas tiendas nos dan un lote de códigos únicos en vez de un solo código para todos. En esos cupones cada persona recibe un código distinto.',
      'Cuando abres el cupón te mostramos el primer código libre y lo reservamos para ti. Si vuelves a abrirlo, verás el mismo código. Cuando se acaban, el cupón muestra "No mas cupones".',
      'Si un código no te funciona, cuéntalo en los comentarios para que la tienda lo revise.',
    ],
  },
  {
    category: 'viajes',
    title: 'Próximamente: guía de viajes por Colombia en temporada baja',
    daysAgo: -10,
    lines: ['Esta guía se publicará pronto.'],
  },
  {
    category: 'guias-de-compra',
    title: 'Borrador: comparativa de freidoras de aire',
    daysAgo: 1,
    draft: true,
    lines: ['Borrador interno del equipo editorial.'],
  },
];
