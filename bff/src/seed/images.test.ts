import { bannerSvg } from './images';

/** The text elements of an SVG: size, baseline and content. */
function texts(svg: string): { size: number; y: number; text: string }[] {
  return [...svg.matchAll(/<text x="70" y="(\d+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ y: Number(m[1]), size: Number(m[2]), text: m[3] ?? '' }));
}

describe('bannerSvg (demo banner art)', () => {
  // On a 360 px phone the 1200 px picture shows at under a third of its size, and the banner's
  // button covers its lower right corner (about x ≥ 860, y ≥ 290 in the picture's units).
  it.each([
    ['Black Friday en Colombia', 'Las ofertas más calientes, votadas por la comunidad'],
    ['Viaja por Colombia sin gastar de más', 'Tiquetes, hoteles y planes compartidos por viajeros'],
  ])('keeps «%s» readable on a phone and clear of the button', (title, subtitle) => {
    const lines = texts(bannerSvg({ title, subtitle }));
    const subtitleLines = lines.filter((line) => line.size < 64);
    expect(lines.filter((line) => line.size === 64).length).toBeGreaterThan(0);
    expect(subtitleLines.length).toBeGreaterThan(0);
    for (const line of subtitleLines) {
      expect(line.size).toBeGreaterThanOrEqual(40); // about 12 px on a phone
      // At most 30 characters of about 0.55 em: the line ends before x = 860.
      expect(70 + line.text.length * line.size * 0.55).toBeLessThan(860);
    }
    for (const line of lines) expect(line.y).toBeLessThan(400);
    expect(subtitleLines.map((line) => line.text).join(' ').replace(/…$/, '')).toContain(subtitle.split(' ')[0]);
  });
});
