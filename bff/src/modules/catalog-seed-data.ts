// Demo catalog data: real Colombian shops, a two-level category tree, products with plausible
// COP prices, coupon templates and what people say in comments. Fictional offers, real-sounding.

export interface ShopSeed {
  name: string;
  website: string;
  description: string;
}

export const SHOPS: readonly ShopSeed[] = [
  { name: 'Éxito', website: 'https://www.exito.com', description: 'Almacenes de cadena con mercado, tecnología, hogar y moda en todo el país.' },
  { name: 'Falabella', website: 'https://www.falabella.com.co', description: 'Tienda por departamentos: moda, tecnología, hogar y belleza.' },
  { name: 'Alkosto', website: 'https://www.alkosto.com', description: 'Hipermercado con precios bajos en tecnología, electrodomésticos y mercado.' },
  { name: 'Ktronix', website: 'https://www.ktronix.com', description: 'Tecnología: celulares, computadores, televisores y videojuegos.' },
  { name: 'Mercado Libre', website: 'https://www.mercadolibre.com.co', description: 'El marketplace más grande de Latinoamérica, con envíos a toda Colombia.' },
  { name: 'Rappi', website: 'https://www.rappi.com.co', description: 'Domicilios de restaurantes, mercado, farmacia y más en minutos.' },
  { name: 'Homecenter', website: 'https://www.homecenter.com.co', description: 'Construcción, ferretería, muebles y decoración para el hogar.' },
  { name: 'Jumbo', website: 'https://www.tiendasjumbo.co', description: 'Hipermercado con mercado, hogar y tecnología.' },
  { name: 'Olímpica', website: 'https://www.olimpica.com', description: 'Supermercados y droguerías de la costa para todo el país.' },
  { name: 'Linio', website: 'https://www.linio.com.co', description: 'Tienda en línea de tecnología, hogar y moda.' },
  { name: 'Flamingo', website: 'https://www.flamingo.com.co', description: 'Almacenes con crédito propio: electrodomésticos, muebles y moda.' },
  { name: 'Panamericana', website: 'https://www.panamericana.com.co', description: 'Libros, papelería, útiles escolares y tecnología.' },
  { name: 'Tennis', website: 'https://www.tennis.com.co', description: 'Moda colombiana para hombre y mujer.' },
  { name: 'Arturo Calle', website: 'https://www.arturocalle.com', description: 'Moda masculina colombiana desde 1968.' },
  { name: 'Studio F', website: 'https://www.studiof.com.co', description: 'Moda femenina colombiana.' },
  { name: 'Totto', website: 'https://www.totto.com', description: 'Morales, maletas y accesorios de viaje colombianos.' },
  { name: 'Adidas', website: 'https://www.adidas.co', description: 'Calzado, ropa y accesorios deportivos.' },
  { name: 'Nike', website: 'https://www.nike.com.co', description: 'Tenis, ropa deportiva y accesorios.' },
  { name: 'Samsung', website: 'https://www.samsung.com/co', description: 'Tienda oficial: celulares Galaxy, televisores y electrodomésticos.' },
  { name: 'Apple', website: 'https://www.apple.com/co', description: 'iPhone, Mac, iPad, AirPods y accesorios.' },
  { name: 'Dafiti', website: 'https://www.dafiti.com.co', description: 'Moda en línea: ropa, calzado y accesorios de cientos de marcas.' },
  { name: 'Koaj', website: 'https://www.koaj.co', description: 'Moda juvenil a buen precio.' },
  { name: 'Pepe Ganga', website: 'https://www.pepeganga.com', description: 'Juguetes, hogar y temporada.' },
  { name: 'Cafam', website: 'https://www.cafam.com.co', description: 'Droguerías, supermercados y servicios de la caja de compensación.' },
  { name: 'Drogas La Rebaja', website: 'https://www.larebajavirtual.com', description: 'Droguería con medicamentos, cuidado personal y bebés.' },
  { name: 'Cruz Verde', website: 'https://www.cruzverde.com.co', description: 'Farmacia, dermocosmética y cuidado personal.' },
  { name: 'Avianca', website: 'https://www.avianca.com', description: 'Vuelos nacionales e internacionales.' },
  { name: 'Despegar', website: 'https://www.despegar.com.co', description: 'Vuelos, hoteles y paquetes turísticos.' },
  { name: 'Didi Food', website: 'https://web.didiglobal.com/co/food', description: 'Domicilios de comida con envío gratis frecuente.' },
  { name: 'Cine Colombia', website: 'https://www.cinecolombia.com', description: 'Boletas de cine, combos y estrenos.' },
  { name: 'Carulla', website: 'https://www.carulla.com', description: 'Supermercado con productos frescos y gourmet.' },
  { name: 'Alkomprar', website: 'https://www.alkomprar.com', description: 'Electrodomésticos y tecnología a precios bajos.' },
  { name: 'Decathlon', website: 'https://www.decathlon.com.co', description: 'Artículos deportivos para más de 60 deportes.' },
  { name: 'Tostao', website: 'https://www.tostaocafe.com', description: 'Café y panadería a precio justo.' },
];

export interface CategorySeed {
  name: string;
  description: string;
  children: string[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  { name: 'Tecnología', description: 'Celulares, computadores, televisores, audio y videojuegos.', children: ['Celulares', 'Computadores', 'Televisores', 'Audio', 'Videojuegos'] },
  { name: 'Electrodomésticos', description: 'Neveras, lavadoras y todo para la cocina.', children: ['Neveras', 'Lavadoras', 'Pequeños electrodomésticos'] },
  { name: 'Hogar', description: 'Muebles, colchones y decoración.', children: ['Muebles', 'Colchones', 'Decoración'] },
  { name: 'Moda', description: 'Ropa, calzado y accesorios.', children: ['Ropa hombre', 'Ropa mujer', 'Calzado', 'Maletas y morrales'] },
  { name: 'Deportes', description: 'Ropa deportiva, bicicletas y fitness.', children: ['Ropa deportiva', 'Bicicletas', 'Fitness'] },
  { name: 'Supermercado', description: 'Despensa, bebidas y aseo.', children: ['Despensa', 'Bebidas', 'Aseo del hogar'] },
  { name: 'Belleza y salud', description: 'Cuidado personal y droguería.', children: ['Cuidado personal', 'Droguería'] },
  { name: 'Bebés y niños', description: 'Juguetes, pañales y artículos para bebé.', children: ['Juguetes', 'Pañales'] },
  { name: 'Viajes', description: 'Vuelos, hoteles y paquetes.', children: ['Vuelos', 'Hoteles'] },
  { name: 'Domicilios', description: 'Restaurantes y comida a domicilio.', children: ['Restaurantes'] },
  { name: 'Entretenimiento', description: 'Cine, streaming y eventos.', children: ['Cine', 'Streaming'] },
  { name: 'Libros y papelería', description: 'Libros, útiles escolares y oficina.', children: ['Libros', 'Útiles escolares'] },
  { name: 'Mascotas', description: 'Comida y accesorios para perros y gatos.', children: ['Comida para mascotas'] },
  { name: 'Automotriz', description: 'Llantas, accesorios y cuidado del carro y la moto.', children: ['Llantas', 'Accesorios para carro'] },
  { name: 'Ferretería', description: 'Herramientas y materiales para construir y reparar.', children: ['Herramientas'] },
];

export interface ProductSeed {
  title: string;
  /** Sub-category name. */
  category: string;
  price: [number, number];
  shops: string[];
  features: string[];
}

export const PRODUCTS: readonly ProductSeed[] = [
  { title: 'Celular Samsung Galaxy A55 5G 256 GB', category: 'Celulares', price: [1_400_000, 1_900_000], shops: ['Samsung', 'Éxito', 'Alkosto', 'Falabella'], features: ['Pantalla Super AMOLED de 6,6"', 'Cámara de 50 MP', 'Batería de 5.000 mAh'] },
  { title: 'iPhone 15 128 GB', category: 'Celulares', price: [3_300_000, 4_200_000], shops: ['Apple', 'Ktronix', 'Falabella', 'Mercado Libre'], features: ['Chip A16 Bionic', 'Dynamic Island', 'USB-C'] },
  { title: 'Celular Xiaomi Redmi Note 13 256 GB', category: 'Celulares', price: [750_000, 1_100_000], shops: ['Alkosto', 'Ktronix', 'Mercado Libre', 'Linio'], features: ['Cámara de 108 MP', 'Carga rápida de 33 W', 'Pantalla AMOLED 120 Hz'] },
  { title: 'Celular Motorola Moto G84 256 GB', category: 'Celulares', price: [800_000, 1_050_000], shops: ['Éxito', 'Alkosto', 'Mercado Libre'], features: ['Pantalla pOLED de 6,5"', '12 GB de RAM', 'Sonido Dolby Atmos'] },
  { title: 'Portátil Lenovo IdeaPad Slim 3 Ryzen 7 16 GB', category: 'Computadores', price: [2_200_000, 3_000_000], shops: ['Ktronix', 'Alkosto', 'Falabella', 'Éxito'], features: ['Procesador AMD Ryzen 7', '512 GB SSD', 'Pantalla Full HD de 15,6"'] },
  { title: 'MacBook Air M2 13" 256 GB', category: 'Computadores', price: [4_300_000, 5_400_000], shops: ['Apple', 'Ktronix', 'Mercado Libre'], features: ['Chip M2', '18 horas de batería', 'Pantalla Liquid Retina'] },
  { title: 'Portátil HP 15 Core i5 8 GB 512 GB SSD', category: 'Computadores', price: [1_800_000, 2_500_000], shops: ['Alkosto', 'Éxito', 'Linio', 'Alkomprar'], features: ['Intel Core i5 de 12ª generación', 'Windows 11', 'Teclado numérico'] },
  { title: 'Tablet Samsung Galaxy Tab A9+ 64 GB', category: 'Computadores', price: [750_000, 1_000_000], shops: ['Samsung', 'Éxito', 'Falabella'], features: ['Pantalla de 11"', 'Cuatro parlantes', 'Wi-Fi'] },
  { title: 'Televisor Samsung 55" Crystal UHD 4K', category: 'Televisores', price: [1_700_000, 2_600_000], shops: ['Samsung', 'Éxito', 'Alkosto', 'Ktronix', 'Falabella'], features: ['Resolución 4K', 'Smart TV Tizen', 'HDR10+'] },
  { title: 'Televisor LG 65" UHD ThinQ AI', category: 'Televisores', price: [2_600_000, 3_800_000], shops: ['Alkosto', 'Ktronix', 'Éxito', 'Jumbo'], features: ['webOS', 'Control mágico', 'Procesador α5'] },
  { title: 'Televisor Xiaomi 43" Google TV 4K', category: 'Televisores', price: [1_050_000, 1_500_000], shops: ['Alkosto', 'Mercado Libre', 'Falabella'], features: ['Google TV', 'Dolby Vision', 'Chromecast integrado'] },
  { title: 'Audífonos JBL Tune 520BT inalámbricos', category: 'Audio', price: [160_000, 260_000], shops: ['Ktronix', 'Alkosto', 'Mercado Libre', 'Falabella'], features: ['57 horas de batería', 'Bluetooth 5.3', 'JBL Pure Bass'] },
  { title: 'AirPods Pro (2.ª generación) USB-C', category: 'Audio', price: [950_000, 1_250_000], shops: ['Apple', 'Ktronix', 'Mercado Libre'], features: ['Cancelación activa de ruido', 'Audio espacial', 'Estuche MagSafe'] },
  { title: 'Parlante JBL Flip 6', category: 'Audio', price: [420_000, 600_000], shops: ['Ktronix', 'Falabella', 'Éxito', 'Alkosto'], features: ['Resistente al agua IP67', '12 horas de batería', 'PartyBoost'] },
  { title: 'Consola PlayStation 5 Slim con lector', category: 'Videojuegos', price: [2_600_000, 3_300_000], shops: ['Ktronix', 'Alkosto', 'Éxito', 'Falabella', 'Mercado Libre'], features: ['SSD de 1 TB', 'Control DualSense', 'Juegos en 4K'] },
  { title: 'Nintendo Switch OLED', category: 'Videojuegos', price: [1_500_000, 1_900_000], shops: ['Ktronix', 'Falabella', 'Mercado Libre'], features: ['Pantalla OLED de 7"', '64 GB', 'Base con puerto LAN'] },
  { title: 'Control Xbox inalámbrico', category: 'Videojuegos', price: [230_000, 320_000], shops: ['Alkosto', 'Ktronix', 'Mercado Libre'], features: ['Bluetooth', 'Compatible con PC', 'Agarre texturizado'] },
  { title: 'Nevera Samsung No Frost 322 litros', category: 'Neveras', price: [1_800_000, 2_500_000], shops: ['Samsung', 'Alkosto', 'Éxito', 'Alkomprar', 'Flamingo'], features: ['Inverter digital', 'Dispensador de agua', 'Eficiencia energética A'] },
  { title: 'Nevera Haceb 251 litros', category: 'Neveras', price: [1_200_000, 1_600_000], shops: ['Alkosto', 'Flamingo', 'Olímpica'], features: ['Hecha en Colombia', 'Congelador superior', 'Bajo consumo'] },
  { title: 'Lavadora LG 19 kg carga superior', category: 'Lavadoras', price: [1_500_000, 2_100_000], shops: ['Alkosto', 'Éxito', 'Homecenter', 'Alkomprar'], features: ['Motor Smart Inverter', 'Lavado TurboDrum', 'Diez años de garantía en el motor'] },
  { title: 'Lavadora secadora Samsung 20 kg', category: 'Lavadoras', price: [3_200_000, 4_300_000], shops: ['Samsung', 'Falabella', 'Ktronix'], features: ['EcoBubble', 'Secado con vapor', 'Conexión Wi-Fi'] },
  { title: 'Freidora de aire Oster 4 litros', category: 'Pequeños electrodomésticos', price: [230_000, 380_000], shops: ['Éxito', 'Falabella', 'Alkosto', 'Homecenter', 'Jumbo'], features: ['Sin aceite', 'Control digital', 'Canasta antiadherente'] },
  { title: 'Licuadora Oster Xpert 1.200 W', category: 'Pequeños electrodomésticos', price: [280_000, 420_000], shops: ['Éxito', 'Olímpica', 'Falabella'], features: ['Vaso de vidrio de 1,5 L', 'Siete velocidades', 'Cuchillas de acero'] },
  { title: 'Cafetera Nespresso Essenza Mini', category: 'Pequeños electrodomésticos', price: [350_000, 520_000], shops: ['Falabella', 'Éxito', 'Mercado Libre'], features: ['19 bares de presión', 'Compacta', 'Incluye cápsulas de bienvenida'] },
  { title: 'Sofá cama 3 puestos gris', category: 'Muebles', price: [1_000_000, 1_700_000], shops: ['Homecenter', 'Falabella', 'Flamingo'], features: ['Tela antifluidos', 'Se convierte en cama doble', 'Patas de madera'] },
  { title: 'Escritorio en L para home office', category: 'Muebles', price: [350_000, 650_000], shops: ['Homecenter', 'Mercado Libre', 'Falabella'], features: ['Superficie de 150 cm', 'Fácil de armar', 'Soporte para CPU'] },
  { title: 'Colchón Spring Air doble 140 × 190', category: 'Colchones', price: [1_100_000, 1_900_000], shops: ['Falabella', 'Homecenter', 'Éxito'], features: ['Resortes independientes', 'Pillow top', 'Diez años de garantía'] },
  { title: 'Juego de sábanas 400 hilos queen', category: 'Decoración', price: [120_000, 220_000], shops: ['Falabella', 'Éxito', 'Homecenter'], features: ['Algodón', 'Cuatro piezas', 'Fácil planchado'] },
  { title: 'Camisa Arturo Calle manga larga slim fit', category: 'Ropa hombre', price: [110_000, 180_000], shops: ['Arturo Calle', 'Falabella', 'Dafiti'], features: ['Algodón', 'Antiarrugas', 'Tallas S a XXL'] },
  { title: 'Jean Tennis slim para hombre', category: 'Ropa hombre', price: [90_000, 150_000], shops: ['Tennis', 'Dafiti'], features: ['Denim con elastano', 'Cinco bolsillos', 'Tiro medio'] },
  { title: 'Vestido Studio F midi', category: 'Ropa mujer', price: [150_000, 260_000], shops: ['Studio F', 'Dafiti', 'Falabella'], features: ['Tela fresca', 'Colección nueva', 'Tallas 4 a 14'] },
  { title: 'Chaqueta Koaj acolchada', category: 'Ropa mujer', price: [110_000, 190_000], shops: ['Koaj', 'Dafiti'], features: ['Capota desmontable', 'Repele el agua', 'Bolsillos con cremallera'] },
  { title: 'Tenis Nike Air Max SC', category: 'Calzado', price: [380_000, 520_000], shops: ['Nike', 'Falabella', 'Dafiti', 'Mercado Libre'], features: ['Amortiguación Air', 'Capellada en cuero', 'Suela de caucho'] },
  { title: 'Tenis Adidas Runfalcon 3.0', category: 'Calzado', price: [220_000, 320_000], shops: ['Adidas', 'Dafiti', 'Falabella', 'Decathlon'], features: ['Para correr', 'Capellada en malla', 'Cloudfoam'] },
  { title: 'Morral Totto para portátil 15"', category: 'Maletas y morrales', price: [170_000, 280_000], shops: ['Totto', 'Falabella', 'Éxito', 'Panamericana'], features: ['Compartimento acolchado', 'Repelente al agua', 'Garantía de por vida'] },
  { title: 'Maleta de cabina Totto 10 kg', category: 'Maletas y morrales', price: [280_000, 420_000], shops: ['Totto', 'Falabella'], features: ['Cuatro ruedas 360°', 'Candado TSA', 'Cumple medidas de aerolíneas'] },
  { title: 'Sudadera Adidas Essentials', category: 'Ropa deportiva', price: [150_000, 230_000], shops: ['Adidas', 'Dafiti', 'Decathlon'], features: ['Algodón perchado', 'Tres rayas', 'Bolsillos laterales'] },
  { title: 'Bicicleta GW Zephyr rin 29', category: 'Bicicletas', price: [1_100_000, 1_600_000], shops: ['Decathlon', 'Mercado Libre', 'Homecenter'], features: ['Marco de aluminio', 'Frenos de disco hidráulicos', '21 cambios Shimano'] },
  { title: 'Juego de mancuernas ajustables 20 kg', category: 'Fitness', price: [180_000, 320_000], shops: ['Decathlon', 'Mercado Libre', 'Falabella'], features: ['Discos intercambiables', 'Barra antideslizante', 'Estuche'] },
  { title: 'Café Juan Valdez Cumbre 500 g', category: 'Despensa', price: [28_000, 42_000], shops: ['Éxito', 'Carulla', 'Jumbo', 'Olímpica', 'Rappi'], features: ['100 % café colombiano', 'Tostión media', 'Molido'] },
  { title: 'Arroz Diana 5 kg', category: 'Despensa', price: [19_000, 28_000], shops: ['Éxito', 'Olímpica', 'Jumbo', 'Carulla'], features: ['Grano largo', 'Paquete económico'] },
  { title: 'Aceite Premier 3 litros', category: 'Despensa', price: [32_000, 48_000], shops: ['Olímpica', 'Éxito', 'Alkosto'], features: ['Aceite vegetal', 'Sin colesterol'] },
  { title: 'Pack de 24 cervezas Club Colombia', category: 'Bebidas', price: [62_000, 85_000], shops: ['Éxito', 'Jumbo', 'Rappi', 'Carulla'], features: ['Lata de 330 ml', 'Dorada, roja y negra'] },
  { title: 'Detergente Ariel líquido 4 litros', category: 'Aseo del hogar', price: [45_000, 68_000], shops: ['Éxito', 'Alkosto', 'Olímpica', 'Jumbo'], features: ['Rinde 80 lavadas', 'Para ropa blanca y de color'] },
  { title: 'Protector solar La Roche-Posay Anthelios 50 ml', category: 'Cuidado personal', price: [85_000, 120_000], shops: ['Cruz Verde', 'Cafam', 'Drogas La Rebaja', 'Falabella'], features: ['FPS 50+', 'Toque seco', 'Para piel sensible'] },
  { title: 'Crema hidratante CeraVe 454 g', category: 'Cuidado personal', price: [70_000, 105_000], shops: ['Cruz Verde', 'Cafam', 'Drogas La Rebaja', 'Mercado Libre'], features: ['Con ceramidas', 'Sin fragancia', 'Para piel seca'] },
  { title: 'Vitamina C efervescente x 30', category: 'Droguería', price: [18_000, 32_000], shops: ['Drogas La Rebaja', 'Cruz Verde', 'Cafam', 'Olímpica'], features: ['1.000 mg', 'Sabor a naranja'] },
  { title: 'Pañales Huggies Natural Care etapa 3 x 100', category: 'Pañales', price: [95_000, 130_000], shops: ['Éxito', 'Jumbo', 'Drogas La Rebaja', 'Olímpica'], features: ['Hasta 12 horas secos', 'Con aloe vera'] },
  { title: 'Set LEGO Classic caja mediana', category: 'Juguetes', price: [140_000, 220_000], shops: ['Pepe Ganga', 'Falabella', 'Éxito', 'Panamericana'], features: ['484 piezas', 'Para mayores de 4 años'] },
  { title: 'Muñeca Barbie con accesorios', category: 'Juguetes', price: [70_000, 120_000], shops: ['Pepe Ganga', 'Éxito', 'Falabella'], features: ['Incluye ropa y accesorios', 'Original Mattel'] },
  { title: 'Vuelo Bogotá – Cartagena ida y regreso', category: 'Vuelos', price: [280_000, 520_000], shops: ['Avianca', 'Despegar'], features: ['Equipaje de mano incluido', 'Tarifa por trayecto con impuestos'] },
  { title: 'Vuelo Medellín – San Andrés ida y regreso', category: 'Vuelos', price: [480_000, 820_000], shops: ['Avianca', 'Despegar'], features: ['Salidas en temporada baja', 'Artículo personal incluido'] },
  { title: 'Hotel en Santa Marta 3 noches con desayuno', category: 'Hoteles', price: [650_000, 1_200_000], shops: ['Despegar'], features: ['Para dos personas', 'Frente al mar', 'Cancelación gratis'] },
  { title: 'Combo hamburguesa doble con papas', category: 'Restaurantes', price: [22_000, 35_000], shops: ['Rappi', 'Didi Food'], features: ['Domicilio gratis', 'Incluye gaseosa'] },
  { title: 'Pizza familiar hawaiana', category: 'Restaurantes', price: [38_000, 55_000], shops: ['Rappi', 'Didi Food'], features: ['Ocho porciones', 'Borde relleno'] },
  { title: 'Boleta de cine 2D + combo crispetas', category: 'Cine', price: [24_000, 38_000], shops: ['Cine Colombia'], features: ['Válido de lunes a jueves', 'Crispetas medianas y gaseosa'] },
  { title: 'Libro "Cien años de soledad" edición ilustrada', category: 'Libros', price: [85_000, 130_000], shops: ['Panamericana', 'Mercado Libre', 'Falabella'], features: ['Tapa dura', 'Ilustraciones de Luisa Rivera'] },
  { title: 'Kit de útiles escolares Norma', category: 'Útiles escolares', price: [60_000, 110_000], shops: ['Panamericana', 'Éxito', 'Olímpica'], features: ['Cuadernos, colores y lápices', 'Para primaria'] },
  { title: 'Concentrado Chunky para perro adulto 8 kg', category: 'Comida para mascotas', price: [85_000, 125_000], shops: ['Éxito', 'Rappi', 'Mercado Libre', 'Jumbo'], features: ['Hecho en Colombia', 'Con proteína de pollo'] },
  { title: 'Llanta Michelin Energy XM2+ 185/65 R15', category: 'Llantas', price: [300_000, 420_000], shops: ['Homecenter', 'Mercado Libre', 'Éxito'], features: ['Mayor duración', 'Buen agarre en piso mojado'] },
  { title: 'Aspiradora portátil para carro 12 V', category: 'Accesorios para carro', price: [60_000, 110_000], shops: ['Mercado Libre', 'Homecenter', 'Linio'], features: ['Filtro lavable', 'Cable de 4 m'] },
  { title: 'Taladro percutor Black+Decker 650 W', category: 'Herramientas', price: [150_000, 240_000], shops: ['Homecenter', 'Mercado Libre', 'Éxito'], features: ['Velocidad variable', 'Incluye brocas', 'Maletín'] },
  { title: 'Caja de herramientas Stanley 65 piezas', category: 'Herramientas', price: [180_000, 280_000], shops: ['Homecenter', 'Mercado Libre'], features: ['Puntas y llaves', 'Estuche rígido'] },
];

export const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira', 'Manizales'] as const;

export const OFFER_INTROS = [
  'Precio más bajo que he visto en meses.',
  'Lo encontré rebajado y aproveché para compartirlo.',
  'Oferta de fin de semana, no creo que dure mucho.',
  'Con el descuento queda muy por debajo del precio habitual.',
  'Buen precio para esta referencia, comparado con otras tiendas.',
  'Aplica pagando con cualquier medio de pago.',
];

export const OFFER_TIPS = [
  'Revisen el costo del envío según la ciudad.',
  'Si pagan con tarjeta de crédito del almacén hay un descuento adicional.',
  'Quedan pocas unidades según la página.',
  'El precio sale al agregarlo al carrito.',
  'También está disponible para recoger en tienda.',
];

export interface CouponTemplate {
  title: (shop: string) => string;
  reduction: string;
  terms: string;
}

export const COUPON_TEMPLATES: readonly CouponTemplate[] = [
  { title: (s) => `10% de descuento en toda la tienda ${s}`, reduction: '10%', terms: 'Válido una vez por cliente. No acumulable con otras promociones.' },
  { title: (s) => `15% en tu primera compra en ${s}`, reduction: '15%', terms: 'Solo para clientes nuevos. Compra mínima de $80.000.' },
  { title: (s) => `20% en tecnología con el código de ${s}`, reduction: '20%', terms: 'Tope de descuento de $150.000. Aplica en productos seleccionados.' },
  { title: (s) => `$20.000 de descuento en ${s}`, reduction: '$20.000', terms: 'Compra mínima de $100.000. Válido hasta agotar existencias.' },
  { title: (s) => `$50.000 menos en compras de $300.000 en ${s}`, reduction: '$50.000', terms: 'Un uso por cuenta. No aplica en mercado ni licores.' },
  { title: (s) => `Envío gratis en ${s}`, reduction: 'Envío gratis', terms: 'Aplica para envíos nacionales en compras superiores a $60.000.' },
  { title: (s) => `30% en la segunda unidad en ${s}`, reduction: '30%', terms: 'El descuento aplica sobre el producto de menor valor.' },
  { title: (s) => `$10.000 en domicilios de ${s}`, reduction: '$10.000', terms: 'Pedido mínimo de $35.000. Válido en Bogotá, Medellín y Cali.' },
];

export const COMMENTS = [
  '¡Gracias! Acabo de comprarlo, llegó en dos días a Bogotá.',
  'Muy buen precio, lo estaba esperando desde el Black Friday.',
  'A mí no me aplicó el descuento, ¿a alguien más le pasó?',
  'En la tienda física está al mismo precio, para los que prefieren recoger.',
  'Ojo que el envío a Cali cuesta $15.000 aparte.',
  'Lo tengo hace seis meses y cero quejas, muy recomendado.',
  'Caliente 🔥 justo lo que necesitaba.',
  'Ya se agotó en mi ciudad 😢',
  'Con el cupón del banco queda todavía más barato.',
  'El mes pasado estuvo más barato, no es el mínimo histórico.',
  '¿Alguien sabe si trae garantía en Colombia?',
  'Pedido hecho, gracias por compartir.',
  'Funcionó perfecto el código, me ahorré una buena plata.',
  'En Mercado Libre lo vi un poco más barato pero con envío lento.',
  'Excelente, lo compré para regalo de cumpleaños.',
];

export const VIEWER_IPS_PREFIX = '190.24';
