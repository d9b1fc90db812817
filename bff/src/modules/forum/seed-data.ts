// Demo forum content: what Colombian shoppers actually ask and answer each other.
import type { GlyphName } from '../../seed/glyphs';

export interface DemoForumCategory {
  name: string;
  slug: string;
  description: string;
  color: string;
  glyph: GlyphName;
}

export interface DemoTopic {
  category: string;
  title: string;
  /** Paragraphs; a line starting with '• ' becomes a bullet list item. */
  body: string[];
  comments: string[];
  pinned?: boolean;
}

export const FORUM_CATEGORIES: readonly DemoForumCategory[] = [
  { name: 'Tecnología', slug: 'tecnologia', description: 'Celulares, computadores, televisores y todo lo que se conecta.', color: '#2563eb', glyph: 'laptop' },
  { name: 'Moda', slug: 'moda', description: 'Ropa, tenis, tallas, devoluciones y compras internacionales.', color: '#db2777', glyph: 'shirt' },
  { name: 'Hogar', slug: 'hogar', description: 'Electrodomésticos, muebles, mercado y arreglos de la casa.', color: '#059669', glyph: 'home' },
  { name: 'Viajes', slug: 'viajes', description: 'Tiquetes, hoteles, paquetes y trucos para viajar barato.', color: '#0891b2', glyph: 'plane' },
  { name: 'Preguntas y ayuda', slug: 'preguntas-y-ayuda', description: '¿Dudas con un pedido, un cupón o la página? Pregunta aquí.', color: '#7c3aed', glyph: 'question' },
  { name: 'Cupones y códigos', slug: 'cupones-y-codigos', description: 'Códigos que funcionan, los que no y cómo sacarles provecho.', color: '#ea580c', glyph: 'ticket' },
];

export const FORUM_TOPICS: readonly DemoTopic[] = [
  {
    category: 'preguntas-y-ayuda',
    pinned: true,
    title: 'Bienvenidos al foro de Gangazo: normas de la comunidad',
    body: [
      '¡Hola, parceros! Este es el espacio para hablar de ofertas, cupones y compras en Colombia. Para que el foro sea útil para todos, les pedimos tres cosas:',
      '• Sean respetuosos: se vale no estar de acuerdo, no se vale insultar.',
      '• Nada de spam ni enlaces de referidos disfrazados.',
      '• Si comparten una oferta, pongan precio, tienda y hasta cuándo va.',
      'Cualquier duda, escríbannos en este mismo tema. ¡Felices compras!',
    ],
    comments: ['Excelente iniciativa, ya hacía falta un foro así en Colombia.', 'Gracias por el espacio. ¿Se pueden compartir ofertas de tiendas físicas o solo online?', 'Sí se pueden, solo indiquen la ciudad y la dirección del almacén.'],
  },
  {
    category: 'tecnologia',
    title: '¿Vale la pena el Samsung Galaxy A55 a $1.349.900 en Alkosto?',
    body: [
      'Vi el Galaxy A55 de 256 GB en Alkosto a $1.349.900 y en Ktronix está en $1.399.900. Mi celular actual es un A32 que ya no aguanta la batería.',
      '¿Alguien lo tiene? Me interesa sobre todo la cámara de noche y cuánto dura la batería con uso normal (WhatsApp, Instagram, Waze).',
    ],
    comments: [
      'Yo lo compré hace dos meses y la batería me dura día y medio. La cámara de noche es buena para el precio, no esperes lo de un S24.',
      'Espera al día sin IVA, en el último bajó a $1.199.000 en Alkosto.',
      'Ojo que Éxito a veces lo tiene con 10 % adicional pagando con la tarjeta Éxito. Revisa antes de comprar.',
      'Para ese precio yo miraría también el Redmi Note 13 Pro, la cámara es mejor y es más barato.',
      'Lo tengo hace un año, cero problemas. Eso sí, cómprale vidrio templado porque se raya fácil.',
    ],
  },
  {
    category: 'tecnologia',
    title: 'Portátil para la universidad por menos de 2 millones: ¿qué recomiendan?',
    body: [
      'Mi hija entra a estudiar Ingeniería Industrial en la Javeriana y necesita un portátil. El presupuesto máximo es de $2.000.000.',
      'He visto el Lenovo IdeaPad Slim 3 con Ryzen 5 y 16 GB de RAM en Falabella a $1.899.900. ¿Es buena opción o hay algo mejor?',
    ],
    comments: [
      'Ese Lenovo está muy bien para el precio. Lo importante es que tenga 16 GB de RAM y SSD, y ese los tiene.',
      'En Ktronix hay un Asus Vivobook 15 parecido en $1.799.000 con Office incluido.',
      'Revisen que traiga Windows original, algunos vienen con FreeDOS y toca comprar la licencia aparte.',
      'Mi hijo tiene el IdeaPad para Sistemas y le ha ido perfecto, hasta juega algo de Valorant.',
    ],
  },
  {
    category: 'tecnologia',
    title: 'Televisor de 55" para ver el Mundial: LG, Samsung o Hisense',
    body: [
      'Quiero cambiar el televisor de la sala antes de las eliminatorias. Estoy entre el LG UR78 de 55", el Samsung Crystal CU7000 y un Hisense U6 que está más barato.',
      'Lo vamos a usar para fútbol, Netflix y de vez en cuando el PlayStation. ¿Cuál me recomiendan?',
    ],
    comments: [
      'Para fútbol el Hisense U6 tiene mejor brillo y es Mini LED. Por precio no tiene competencia.',
      'Tengo el Samsung y el sistema Tizen es muy fluido, pero el brillo se queda corto si la sala es muy iluminada.',
      'En Alkosto el LG estaba a $1.899.900 con un soporte de pared de regalo.',
      'Si vas a jugar busca uno con HDMI 2.1 y 120 Hz, el U6 lo tiene.',
      'Yo compré el Hisense en Mercado Libre con envío full y llegó en dos días a Cali.',
      'Ojo con la garantía de Hisense, pregunten dónde está el centro de servicio en su ciudad.',
    ],
  },
  {
    category: 'tecnologia',
    title: 'Audífonos inalámbricos buenos y baratos para el TransMilenio',
    body: [
      'Necesito unos audífonos con cancelación de ruido para el trayecto diario en TransMilenio (¡1 hora y media!). Presupuesto hasta $250.000.',
      'He visto los Soundcore de Anker y unos Xiaomi. ¿Alguien los ha probado?',
    ],
    comments: [
      'Los Soundcore Life Q30 son los mejores en ese rango. La cancelación es sorprendente.',
      'Los Redmi Buds 5 Pro están en $219.900 en la tienda oficial de Xiaomi en Mercado Libre.',
      'Yo uso los Soundcore en el SITP y ni escucho el reguetón del bus, jajaja.',
    ],
  },
  {
    category: 'tecnologia',
    title: 'iPhone 15 en Colombia: ¿comprar aquí o traerlo de Miami?',
    body: [
      'Un primo viaja a Miami en diciembre y me ofrece traerme el iPhone 15. Allá cuesta unos 799 dólares más impuestos y aquí está en $3.899.900 en iShop.',
      '¿Qué pasa con la garantía? ¿Funciona bien con los operadores de aquí?',
    ],
    comments: [
      'Funciona perfecto con Claro, Movistar y Tigo. La garantía de Apple es mundial, pero los trámites aquí son más lentos.',
      'Ojo que el de Estados Unidos no tiene bandeja de SIM física, solo eSIM. Verifica que tu operador te dé eSIM.',
      'Con el dólar como está, la diferencia ya no es tanta. Haz bien las cuentas.',
      'Lo traje el año pasado y me ahorré como 900 mil pesos. La eSIM con Claro fue fácil de activar.',
    ],
  },
  {
    category: 'moda',
    title: 'Tallas de Shein vs. tallas colombianas: ¿cómo no equivocarse?',
    body: [
      'Ya me pasó dos veces que pido una M en Shein y me llega como una S colombiana. ¿Ustedes cómo hacen para acertar con la talla?',
      'Y otra pregunta: ¿las devoluciones desde Colombia sí funcionan?',
    ],
    comments: [
      'Siempre miro la tabla de medidas en centímetros de cada prenda, no la talla. Y leo los comentarios con fotos.',
      'Las devoluciones funcionan pero se demoran como tres semanas en reembolsar.',
      'Yo pido una talla más en todo lo que sea de tela sin elástico.',
      'Tip: en los comentarios la gente pone su estatura y peso, busquen a alguien parecido a ustedes.',
    ],
  },
  {
    category: 'moda',
    title: 'Tenis Adidas originales a buen precio: ¿dónde comprar?',
    body: [
      'Quiero unos Adidas Ultraboost pero en la tienda oficial están a $749.900. ¿Saben si en Falabella, Dafiti o Mercado Libre los consiguen más baratos y originales?',
    ],
    comments: [
      'En el outlet de Adidas de Gran Estación a veces están al 50 %.',
      'Dafiti tiene cupones de 20 % los jueves, combínalo con las rebajas.',
      'En Mercado Libre solo compra en la tienda oficial de Adidas, hay mucha imitación.',
      'Falabella los tuvo a $449.900 en el último Cyber. Toca esperar.',
    ],
  },
  {
    category: 'moda',
    title: 'Temporada de rebajas en Zara y H&M: ¿cuándo empiezan este año?',
    body: ['Todos los años me pierdo el primer día de rebajas y ya no quedan tallas. ¿Alguien sabe cuándo empiezan en Colombia? ¿Es igual en la tienda y en la app?'],
    comments: [
      'Normalmente empiezan a finales de junio y a finales de diciembre.',
      'En la app de Zara las rebajas salen la noche anterior para los que tienen la app instalada.',
      'H&M a veces empieza una semana antes que Zara.',
    ],
  },
  {
    category: 'hogar',
    title: 'Freidora de aire: ¿cuál compraron y qué tal les fue?',
    body: [
      'Estoy pensando comprar una freidora de aire para la casa (somos cuatro). Vi la Oster de 5 litros en Éxito a $329.900 y una Imusa de 4,2 litros a $249.900.',
      '¿Vale la pena? ¿Sí sirve para hacer más que papas?',
    ],
    comments: [
      'La uso para todo: pollo, chicharrón, arepas, hasta pandebonos recalentados. Cambió mi vida.',
      'Para cuatro personas mínimo 5 litros, si no toca hacer dos tandas.',
      'La Oster la tengo hace un año y cero problemas. Lo único es que el teflón de la canasta se pela si la raspas.',
      'En Alkosto estaba la Kalley de 6 litros a $219.900 en el día sin IVA.',
      'Mi recomendación: que tenga ventana para ver la comida, ahorra mucho.',
    ],
  },
  {
    category: 'hogar',
    title: 'Lavadora o lavasecadora: ¿qué conviene en un apartamento pequeño?',
    body: [
      'Nos pasamos a un apartamento en Bogotá sin patio de ropas grande y no hay dónde colgar. ¿Les ha funcionado la lavasecadora? ¿Gasta mucha luz?',
    ],
    comments: [
      'Tenemos una LG de 12 kg y es la mejor compra que hemos hecho. El recibo subió como 25 mil pesos al mes.',
      'Ojo que secan mucho más lento que una secadora aparte, un ciclo completo son casi 4 horas.',
      'En Homecenter la instalación es gratis si la compras allá.',
    ],
  },
  {
    category: 'hogar',
    title: 'Mercado del mes: ¿D1, Ara, Éxito o Makro? Comparé precios',
    body: [
      'Este mes hice el ejercicio de comparar 20 productos básicos (arroz, aceite, huevos, café, detergente…) en cuatro supermercados de Medellín.',
      'Resultado: D1 salió 18 % más barato que Éxito, Ara muy parecido a D1 y Makro gana solo si compras por bulto. Lo que más varía es el aseo y las carnes.',
      '¿Ustedes dónde hacen el mercado?',
    ],
    comments: [
      'Yo hago lo básico en D1 y la carne en la famosa del barrio, sale mucho mejor.',
      'Los martes en Éxito hay descuentos en frutas y verduras, vale la pena.',
      'Makro tiene buen precio en aceite y granos si se junta con la familia para comprar.',
      'Jumbo los miércoles tiene 2×1 en algunos productos, hay que estar pendiente.',
      'Rappi Turbo es más caro pero cuando no hay tiempo salva.',
      'Excelente comparación, ¿podrías compartir la tabla completa?',
    ],
  },
  {
    category: 'hogar',
    title: 'Colchón en caja: ¿alguien ha comprado en Colombia?',
    body: ['Vi colchones que llegan enrollados en una caja y cuestan la mitad de uno de almacén. ¿Son buenos? ¿Cuánto demoran en expandirse?'],
    comments: [
      'Compré uno y a las 24 horas ya estaba completo. Muy cómodo, y trae 100 noches de prueba.',
      'Ojo con el olor del primer día, toca dejarlo en un cuarto ventilado.',
      'En Falabella los tuvieron al 40 % en el Black Friday.',
    ],
  },
  {
    category: 'viajes',
    title: 'Tiquetes baratos Bogotá–Cartagena: ¿en qué mes conviene?',
    body: [
      'Quiero llevar a mis papás a Cartagena este año y los precios están carísimos para julio. ¿En qué temporada encuentran los vuelos más baratos?',
      'He visto que JetSMART y Wingo a veces tienen promociones de $89.900 por trayecto.',
    ],
    comments: [
      'Febrero, mayo y septiembre son los meses más baratos. Evita Semana Santa y vacaciones de mitad de año.',
      'JetSMART tiene el club de descuentos, si viajan varios sale a cuenta.',
      'Ojo con el equipaje: el precio de $89.900 es sin maleta de bodega, y la maleta cuesta casi lo mismo.',
      'Yo compré en marzo ida y vuelta a $310.000 con Avianca, con maleta de mano incluida.',
      'Usen Google Flights con alertas de precio, funciona muy bien.',
    ],
  },
  {
    category: 'viajes',
    title: 'San Andrés con plan todo incluido: ¿vale la pena?',
    body: [
      'Estamos cotizando San Andrés para la luna de miel. Los planes todo incluido de cinco días están entre 2,5 y 3,5 millones por persona con tiquetes.',
      '¿Vale la pena el todo incluido o mejor hotel solo y comer afuera?',
    ],
    comments: [
      'Fuimos con Decameron todo incluido y fue perfecto para descansar. La comida es buena y los cocteles también.',
      'Si les gusta conocer, mejor hotel solo. La comida en San Luis es deliciosa y barata.',
      'No olviden la tarjeta de turismo, se paga en el aeropuerto antes de abordar.',
      'Despegar tiene a veces cuotas sin interés con Bancolombia para estos planes.',
    ],
  },
  {
    category: 'viajes',
    title: 'Eje Cafetero con niños: parques y hoteles que recomienden',
    body: ['Vamos en diciembre con dos niños de 6 y 9 años. Pensamos en Panaca, el Parque del Café y termales. ¿Qué hotel o finca nos recomiendan en la zona?'],
    comments: [
      'El Parque del Café con niños es imperdible. Compren la entrada en línea, sale más barata.',
      'Nos quedamos en una finca cerca de Montenegro por Booking y fue lo máximo, con piscina.',
      'Las termales de Santa Rosa son geniales, pero lleven ropa abrigada para la salida.',
      'Panaca es mejor para los pequeños, el de 9 años se va a aburrir un poco.',
    ],
  },
  {
    category: 'viajes',
    title: 'Tarjeta de crédito para viajar: ¿cuál da más millas en Colombia?',
    body: ['Viajo unas cuatro veces al año por trabajo. ¿Cuál tarjeta de crédito da más millas o puntos? Tengo cuenta en Bancolombia y en Davivienda.'],
    comments: [
      'La LifeMiles de Davivienda es buena si siempre vuelas Avianca.',
      'Mira también la cuota de manejo, algunas te la exoneran si facturas cierto monto al mes.',
      'Yo uso la tarjeta Nu para compras en dólares porque no cobra cuota de manejo.',
    ],
  },
  {
    category: 'preguntas-y-ayuda',
    title: 'Mi pedido de Mercado Libre lleva 10 días "en camino": ¿qué hago?',
    body: [
      'Compré un ventilador y el seguimiento dice "en camino" desde hace 10 días. El vendedor no responde. ¿Alguien sabe cómo abrir el reclamo?',
    ],
    comments: [
      'Entra a Mis compras, selecciona el producto y dale a "Tengo un problema". Si el vendedor no responde en 3 días, Mercado Libre interviene.',
      'Me pasó con Servientrega, el paquete estaba en la bodega de Funza. Llamé y lo despacharon al otro día.',
      'Tranquilo, la compra protegida te devuelve la plata si no llega.',
    ],
  },
  {
    category: 'preguntas-y-ayuda',
    title: '¿Cómo funciona el día sin IVA? ¿Aplica en compras por internet?',
    body: [
      'Nunca he aprovechado el día sin IVA y quiero comprar una nevera. ¿Aplica en tiendas online? ¿Hay un tope de precio?',
    ],
    comments: [
      'Sí aplica online, pero la factura tiene que salir ese día. Los electrodomésticos tienen tope de 80 UVT por unidad.',
      'Ojo que muchas tiendas suben los precios la semana anterior. Guarden capturas de los precios.',
      'El pago tiene que ser con tarjeta o medio electrónico, en efectivo no aplica en tiendas físicas.',
      'Las páginas se caen ese día, entren temprano o a medianoche.',
    ],
  },
  {
    category: 'preguntas-y-ayuda',
    title: 'Compré en Temu y me llegó un cobro de aduana: ¿es normal?',
    body: ['Hice una compra de unos 180 dólares y me llegó un mensaje de 4-72 para pagar impuestos antes de la entrega. Pensé que por debajo de 200 dólares no se pagaba nada.'],
    comments: [
      'Por debajo de 200 dólares no pagas arancel pero sí el IVA del 19 % en muchos productos.',
      'Verifica que el mensaje sea oficial, hay mucho fraude con supuestos cobros de aduana por SMS.',
      'A mí me cobraron como 60 mil pesos por unas compras de 150 dólares. Es normal.',
    ],
  },
  {
    category: 'preguntas-y-ayuda',
    title: '¿Es seguro pagar con PSE en tiendas que no conozco?',
    body: ['Encontré una oferta muy buena de un celular en una página que no conocía. Solo aceptan PSE y transferencia. ¿Ustedes qué revisan antes de pagar?'],
    comments: [
      'Si solo aceptan transferencia directa a una cuenta personal, huye. Las tiendas serias aceptan tarjeta.',
      'Revisa el NIT en el RUES y busca opiniones en Google y Reclame Aquí.',
      'Si el precio es demasiado bueno para ser verdad, probablemente es estafa.',
      'PSE en sí es seguro, el problema es a quién le pagas.',
    ],
  },
  {
    category: 'preguntas-y-ayuda',
    title: '¿Cómo publico una oferta en Gangazo para que salga en portada?',
    body: ['Soy nuevo y quiero compartir ofertas que encuentro. ¿Cómo funciona lo de los grados? ¿Qué hace que una oferta llegue a portada?'],
    comments: [
      'Los grados son los votos de la comunidad: si la oferta es buena, sube de temperatura. Las más calientes salen arriba.',
      'Pon siempre el precio anterior y el enlace directo al producto, así la gente confía más.',
      'Las fotos claras ayudan mucho. Y responde las preguntas en los comentarios.',
    ],
  },
  {
    category: 'cupones-y-codigos',
    pinned: true,
    title: 'Cupones de Rappi que funcionan este mes (actualizado)',
    body: [
      'Abro este tema para ir recopilando los códigos de Rappi que sí funcionan. Por favor indiquen si es para usuarios nuevos o antiguos y el valor mínimo del pedido.',
      '• Envío gratis en restaurantes seleccionados con Rappi Prime.',
      '• Descuentos de 30 % en Turbo los fines de semana.',
    ],
    comments: [
      'El de $20.000 para primera compra en supermercados me funcionó ayer en Bogotá.',
      'Los de Rappi casi siempre aplican solo con tarjeta, no con efectivo.',
      'En Rappi Prime los martes hay 2×1 en varios restaurantes.',
      'El de farmacia no me funcionó, decía que ya estaba usado.',
      'Gracias por el tema, me ahorré 15 mil en el pedido de anoche.',
      'Confirmo que el de Turbo sigue activo en Medellín.',
    ],
  },
  {
    category: 'cupones-y-codigos',
    title: '¿Se pueden combinar cupones en Falabella?',
    body: ['Tengo un cupón de 15 % de bienvenida y la tarjeta CMR con 10 % adicional. ¿Se pueden sumar en la misma compra?'],
    comments: [
      'En mi experiencia el cupón y el descuento CMR sí se suman, pero dos cupones no.',
      'Lee las condiciones, muchos cupones excluyen tecnología y marcas como Apple.',
      'A mí me funcionó en ropa, en electro no.',
    ],
  },
  {
    category: 'cupones-y-codigos',
    title: 'Códigos de Mercado Libre para la primera compra',
    body: ['Un amigo me dijo que Mercado Libre da cupones de descuento para la primera compra en la app. ¿Alguien sabe cómo se activan?'],
    comments: [
      'Aparecen en la sección Cupones de la app, hay que activarlos antes de pagar.',
      'Suelen ser de 20 % con tope de $40.000.',
      'Si pagas con Mercado Pago a veces hay descuentos extra.',
    ],
  },
  {
    category: 'cupones-y-codigos',
    title: 'Lista de cupones para el Black Friday: compartan aquí',
    body: [
      'Se viene el Black Friday y las tiendas ya están soltando códigos. Compartamos aquí los que vayan saliendo, con tienda, porcentaje y fecha de vencimiento.',
    ],
    comments: [
      'Éxito: 20 % en tecnología con el código de la app, hasta el domingo.',
      'Ktronix tiene cupón de $100.000 para compras mayores a un millón.',
      'Dafiti: 40 % adicional en rebajas con el código de la newsletter.',
      'Adidas: 30 % para miembros adiClub.',
      'Alkomprar tiene cuotas sin interés con varios bancos.',
    ],
  },
  {
    category: 'tecnologia',
    title: 'PlayStation 5 Slim: el mejor precio que han visto',
    body: ['Quiero regalarle a mi hijo la PS5 Slim en Navidad. El precio más bajo que he visto es $2.299.900 en Alkosto con un juego. ¿Alguien la ha visto más barata?'],
    comments: [
      'En el Black Friday estuvo a $1.999.900 en Falabella, versión digital.',
      'La versión con lector sale mejor a largo plazo, los juegos físicos se pueden revender.',
      'Mercado Libre tuvo el combo con dos controles en $2.399.000.',
      'Ojo con las importadas, no tienen garantía de Sony Colombia.',
    ],
  },
  {
    category: 'hogar',
    title: 'Aspiradora robot: ¿sí limpia o es pura moda?',
    body: ['Tenemos perro y el pelo está en todas partes. ¿Una aspiradora robot sirve para el pelo de mascota? Vi una Xiaomi a $699.900.'],
    comments: [
      'La tengo con dos gatos y es una bendición. Eso sí, hay que vaciar el depósito a diario.',
      'Las que trapean también valen la pena, pero no reemplazan una trapeada a fondo.',
      'Busca una con cepillo de goma, los de cerdas se enredan con el pelo.',
    ],
  },
  {
    category: 'moda',
    title: 'Ropa deportiva barata que sí dure',
    body: ['Empecé a ir al gimnasio y necesito leggins y camisetas que no se dañen en dos lavadas. ¿Marcas colombianas que recomienden?'],
    comments: ['Las marcas de Medellín venden por Instagram y la calidad es excelente.', 'En Decathlon la línea básica es muy buena y barata.', 'Yo compro en la temporada de rebajas de Nike en Falabella.'],
  },
  {
    category: 'viajes',
    title: 'Maleta de cabina que cumpla con Wingo, JetSMART y Avianca',
    body: ['Cada aerolínea tiene medidas distintas y ya me cobraron una vez por pasarme. ¿Qué maleta de cabina recomiendan que sirva para todas?'],
    comments: [
      'Busca una de 55 × 35 × 25 cm, es la más común. Pero ojo con el peso: JetSMART solo deja 10 kg.',
      'En Totto hay una que cumple con todas, la compré en rebajas.',
      'En las low cost el artículo personal gratis es solo un morral pequeño.',
    ],
  },
];

/** Replies that fit almost any topic, mixed in so threads do not all look the same. */
export const GENERIC_COMMENTS: readonly string[] = [
  'Muy útil, gracias por compartir.',
  'Me uno a la pregunta, también estoy buscando lo mismo.',
  '¡Qué buen dato! Lo voy a tener en cuenta.',
  'Yo estaba en las mismas, al final esperé a una promoción y valió la pena.',
  'Actualizo: ya lo compré y llegó en tres días a Barranquilla.',
  'Gracias, parce. Me sirvió mucho.',
  'Confirmo lo que dicen arriba.',
  'Pilas con las tiendas que piden pago por transferencia, mejor comprar en las oficiales.',
  '¿Alguien sabe si aplica también en Bucaramanga?',
  'Les cuento cómo me va y actualizo el tema.',
];
