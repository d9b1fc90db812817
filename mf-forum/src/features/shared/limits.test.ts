import { FORUM_LIMITS } from '@gangazo/contracts';
import { FORUM } from './limits';
import { textToHtml, visibleText } from './richText';

it('mirrors the BFF limits', () => {
  for (const key of Object.keys(FORUM) as (keyof typeof FORUM)[]) expect(FORUM[key]).toBe(FORUM_LIMITS[key]);
});

it('turns a plain comment into escaped paragraphs and reads editor HTML as text', () => {
  expect(textToHtml('  Hola <script>x</script>\nlínea\n\n\nOtro & más ')).toBe('<p>Hola &lt;script&gt;x&lt;/script&gt;<br>línea</p><p>Otro &amp; más</p>');
  expect(visibleText('<p><strong>Hola</strong>   mundo</p><p><br></p>')).toBe('Hola mundo');
});
