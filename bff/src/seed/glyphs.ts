// Simple vector pictograms for the demo images, drawn on a 100×100 grid in white. No emoji, no
// fonts: they render the same everywhere librsvg runs.

export const GLYPHS = {
  phone:
    '<rect x="30" y="8" width="40" height="84" rx="8" fill="#fff"/><rect x="35" y="17" width="30" height="60" rx="2" fill="currentColor" opacity=".55"/><circle cx="50" cy="84" r="3.5" fill="currentColor" opacity=".55"/>',
  laptop:
    '<rect x="18" y="20" width="64" height="44" rx="4" fill="#fff"/><rect x="23" y="25" width="54" height="34" rx="1" fill="currentColor" opacity=".5"/><path d="M8 68h84l-6 10H14z" fill="#fff"/>',
  tv: '<rect x="8" y="16" width="84" height="54" rx="5" fill="#fff"/><rect x="14" y="22" width="72" height="42" rx="1" fill="currentColor" opacity=".5"/><path d="M38 80h24l-4-8H42z" fill="#fff"/><rect x="30" y="80" width="40" height="5" rx="2" fill="#fff"/>',
  headphones:
    '<path d="M18 58V48a32 32 0 0 1 64 0v10" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><rect x="12" y="54" width="20" height="32" rx="7" fill="#fff"/><rect x="68" y="54" width="20" height="32" rx="7" fill="#fff"/>',
  shirt:
    '<path d="M36 12h28l24 14-10 18-10-6v50H32V38l-10 6-10-18z" fill="#fff"/><path d="M40 12a10 10 0 0 0 20 0" fill="currentColor" opacity=".45"/>',
  shoe: '<path d="M10 58c10 0 20-4 26-16l10 4c4 6 12 10 24 12 12 2 20 6 20 14v8H10z" fill="#fff"/><rect x="10" y="76" width="80" height="8" rx="3" fill="#fff" opacity=".8"/><path d="M40 50l6 3M46 46l6 3" stroke="currentColor" stroke-width="3" opacity=".5"/>',
  sofa: '<rect x="20" y="26" width="60" height="30" rx="8" fill="#fff"/><rect x="8" y="44" width="18" height="32" rx="7" fill="#fff"/><rect x="74" y="44" width="18" height="32" rx="7" fill="#fff"/><rect x="22" y="54" width="56" height="18" rx="4" fill="#fff" opacity=".85"/><rect x="14" y="76" width="6" height="10" fill="#fff"/><rect x="80" y="76" width="6" height="10" fill="#fff"/>',
  fridge:
    '<rect x="26" y="6" width="48" height="88" rx="6" fill="#fff"/><path d="M26 40h48" stroke="currentColor" stroke-width="3" opacity=".5"/><rect x="32" y="16" width="4" height="16" rx="2" fill="currentColor" opacity=".5"/><rect x="32" y="48" width="4" height="22" rx="2" fill="currentColor" opacity=".5"/>',
  plane:
    '<path d="M46 8c4 0 6 4 6 10v20l34 20v9l-34-10v19l10 8v7l-14-4-14 4v-7l10-8V57L10 67v-9l34-20V18c0-6 2-10 6-10z" fill="#fff" transform="rotate(35 50 50)"/>',
  cart: '<path d="M8 18h14l10 46h48l8-34H28" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/><circle cx="38" cy="80" r="7" fill="#fff"/><circle cx="72" cy="80" r="7" fill="#fff"/>',
  gamepad:
    '<path d="M28 28h44c12 0 20 10 22 26 2 14-2 24-10 24-6 0-10-6-16-12H32c-6 6-10 12-16 12-8 0-12-10-10-24 2-16 10-26 22-26z" fill="#fff"/><path d="M28 42v16M20 50h16" stroke="currentColor" stroke-width="5" stroke-linecap="round" opacity=".55"/><circle cx="68" cy="45" r="4" fill="currentColor" opacity=".55"/><circle cx="76" cy="54" r="4" fill="currentColor" opacity=".55"/>',
  baby: '<circle cx="50" cy="50" r="36" fill="#fff"/><circle cx="38" cy="46" r="4" fill="currentColor" opacity=".6"/><circle cx="62" cy="46" r="4" fill="currentColor" opacity=".6"/><path d="M38 62q12 10 24 0" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" opacity=".6"/><path d="M46 14q4 8 10 2" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  beauty:
    '<rect x="38" y="38" width="24" height="52" rx="4" fill="#fff"/><path d="M42 38V22l16-12v28z" fill="#fff" opacity=".85"/><rect x="38" y="52" width="24" height="6" fill="currentColor" opacity=".45"/>',
  dumbbell:
    '<rect x="6" y="34" width="12" height="32" rx="4" fill="#fff"/><rect x="18" y="26" width="14" height="48" rx="4" fill="#fff"/><rect x="82" y="34" width="12" height="32" rx="4" fill="#fff"/><rect x="68" y="26" width="14" height="48" rx="4" fill="#fff"/><rect x="32" y="45" width="36" height="10" rx="3" fill="#fff"/>',
  car: '<path d="M14 56l8-20c2-5 6-8 12-8h32c6 0 10 3 12 8l8 20v18H14z" fill="#fff"/><path d="M26 50l5-13c1-3 3-4 6-4h26c3 0 5 1 6 4l5 13z" fill="currentColor" opacity=".45"/><circle cx="30" cy="74" r="8" fill="#fff" stroke="currentColor" stroke-width="4" stroke-opacity=".45"/><circle cx="70" cy="74" r="8" fill="#fff" stroke="currentColor" stroke-width="4" stroke-opacity=".45"/>',
  book: '<path d="M50 24C40 16 24 14 10 16v62c14-2 30 0 40 8 10-8 26-10 40-8V16c-14-2-30 0-40 8z" fill="#fff"/><path d="M50 24v62" stroke="currentColor" stroke-width="3" opacity=".45"/>',
  paw: '<ellipse cx="50" cy="66" rx="20" ry="16" fill="#fff"/><ellipse cx="26" cy="44" rx="8" ry="10" fill="#fff"/><ellipse cx="40" cy="28" rx="8" ry="11" fill="#fff"/><ellipse cx="60" cy="28" rx="8" ry="11" fill="#fff"/><ellipse cx="74" cy="44" rx="8" ry="10" fill="#fff"/>',
  food: '<path d="M26 10v30c0 6 4 10 8 10v40h8V50c4 0 8-4 8-10V10h-6v26h-4V10h-6v26h-4V10z" fill="#fff"/><path d="M70 10c-8 4-12 16-12 30 0 6 4 10 8 10v40h8V10z" fill="#fff"/>',
  drink:
    '<path d="M24 14h52l-8 72c-1 4-4 6-8 6H40c-4 0-7-2-8-6z" fill="#fff"/><path d="M28 36h44l-2 18H30z" fill="currentColor" opacity=".4"/>',
  tag: '<path d="M52 10h34c2 0 4 2 4 4v34L48 90 10 52z" fill="#fff"/><circle cx="72" cy="28" r="7" fill="currentColor" opacity=".55"/>',
  ticket:
    '<path d="M8 26h84v14a10 10 0 0 0 0 20v14H8V60a10 10 0 0 0 0-20z" fill="#fff"/><path d="M64 30v40" stroke="currentColor" stroke-width="3" stroke-dasharray="5 4" opacity=".5"/>',
  bolt: '<path d="M58 6L20 56h24l-6 38 42-52H54z" fill="#fff"/>',
  chat: '<path d="M14 18h72c4 0 6 2 6 6v40c0 4-2 6-6 6H44L26 86V70H14c-4 0-6-2-6-6V24c0-4 2-6 6-6z" fill="#fff"/><circle cx="32" cy="44" r="5" fill="currentColor" opacity=".55"/><circle cx="50" cy="44" r="5" fill="currentColor" opacity=".55"/><circle cx="68" cy="44" r="5" fill="currentColor" opacity=".55"/>',
  question:
    '<circle cx="50" cy="50" r="40" fill="#fff"/><path d="M38 38a12 12 0 1 1 18 10c-4 3-6 5-6 10" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round" opacity=".6"/><circle cx="50" cy="72" r="5" fill="currentColor" opacity=".6"/>',
  star: '<path d="M50 6l13 28 30 3-23 20 7 30-27-16-27 16 7-30L7 37l30-3z" fill="#fff"/>',
  trophy:
    '<path d="M28 10h44v22c0 14-10 24-22 24S28 46 28 32z" fill="#fff"/><path d="M28 18H12c0 14 6 22 18 22M72 18h16c0 14-6 22-18 22" fill="none" stroke="#fff" stroke-width="6"/><rect x="44" y="56" width="12" height="16" fill="#fff"/><rect x="30" y="72" width="40" height="12" rx="3" fill="#fff"/>',
  flame: '<path d="M50 6c8 16 26 26 26 50a26 26 0 0 1-52 0c0-12 6-20 12-28 2 10 6 16 12 18-4-16 0-28 2-40z" fill="#fff"/>',
  megaphone:
    '<path d="M14 40h16l40-22v64L30 60H14z" fill="#fff"/><path d="M24 60l6 24h10l-4-24" fill="#fff" opacity=".85"/><path d="M80 38q8 12 0 24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  home: '<path d="M50 10l42 36h-12v44H58V64H42v26H20V46H8z" fill="#fff"/>',
  gift: '<rect x="12" y="38" width="76" height="18" rx="3" fill="#fff"/><rect x="18" y="56" width="64" height="34" rx="3" fill="#fff"/><rect x="45" y="38" width="10" height="52" fill="currentColor" opacity=".45"/><path d="M50 38c-8-16-28-18-28-6 0 6 10 6 28 6zM50 38c8-16 28-18 28-6 0 6-10 6-28 6z" fill="#fff"/>',
  tool: '<path d="M70 8a22 22 0 0 0-20 30L12 76l12 12 38-38A22 22 0 0 0 92 30L78 44 64 40 60 26l14-14z" fill="#fff"/>',
  percent:
    '<circle cx="28" cy="28" r="14" fill="none" stroke="#fff" stroke-width="8"/><circle cx="72" cy="72" r="14" fill="none" stroke="#fff" stroke-width="8"/><path d="M80 14L20 86" stroke="#fff" stroke-width="9" stroke-linecap="round"/>',
  pencil: '<path d="M68 10l22 22-52 52H16V62z" fill="#fff"/><path d="M60 18l22 22" stroke="currentColor" stroke-width="4" opacity=".45"/>',
  heart: '<path d="M50 88C20 66 8 50 8 32 8 18 18 10 30 10c8 0 16 4 20 12 4-8 12-12 20-12 12 0 22 8 22 22 0 18-12 34-42 56z" fill="#fff"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;
export const GLYPH_NAMES = Object.keys(GLYPHS) as GlyphName[];

/** Gradient pairs: saturated enough for white text and glyphs, different enough to tell apart. */
export const PALETTES = [
  ['#e8452c', '#f59e0b'],
  ['#2563eb', '#06b6d4'],
  ['#7c3aed', '#ec4899'],
  ['#059669', '#84cc16'],
  ['#0f766e', '#0ea5e9'],
  ['#be123c', '#f97316'],
  ['#4338ca', '#a855f7'],
  ['#b45309', '#eab308'],
  ['#0369a1', '#6366f1'],
  ['#15803d', '#14b8a6'],
  ['#9d174d', '#f43f5e'],
  ['#334155', '#64748b'],
] as const;
export type Palette = readonly [string, string];

/** Picks a pictogram from words in a category's name or slug ('Celulares' → phone). */
export function glyphFor(text: string): GlyphName {
  const t = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const rules: [RegExp, GlyphName][] = [
    [/celular|telefon|smartphone|movil/, 'phone'],
    [/portatil|computa|laptop|tablet|pc\b/, 'laptop'],
    [/televi|tv\b|pantalla|video/, 'tv'],
    [/audio|audifono|sonido|parlante/, 'headphones'],
    [/tecnolog|electron/, 'laptop'],
    [/zapat|tenis|calzado/, 'shoe'],
    [/moda|ropa|vestuario|camis/, 'shirt'],
    [/mueble|sofa|decora/, 'sofa'],
    [/electrodom|nevera|cocina|lavadora/, 'fridge'],
    [/hogar|casa/, 'home'],
    [/viaje|vuelo|hotel|turismo/, 'plane'],
    [/mercado|supermerc|despensa/, 'cart'],
    [/videojuego|gamer|gaming|consola|juguete/, 'gamepad'],
    [/bebe|ninos|infantil|mama/, 'baby'],
    [/belleza|cuidado|maquill|perfum|salud/, 'beauty'],
    [/deporte|fitness|gimnas/, 'dumbbell'],
    [/auto|carro|moto|vehicul/, 'car'],
    [/libro|papeler|educa|curso/, 'book'],
    [/mascota|perro|gato/, 'paw'],
    [/comida|restaurante|domicilio/, 'food'],
    [/licor|bebida|vino|cerveza/, 'drink'],
    [/herramienta|ferreter|bricolaje/, 'tool'],
    [/regalo|detalle/, 'gift'],
    [/pregunta|ayuda/, 'question'],
    [/cupon|codigo/, 'ticket'],
    [/servicio|internet|energia/, 'bolt'],
  ];
  for (const [pattern, glyph] of rules) if (pattern.test(t)) return glyph;
  return 'tag';
}
