import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalText, shellCssFiles } from './page-styles';

function shellDist(files: Record<string, string>, ledger?: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'assets', name), text);
  if (ledger) fs.writeFileSync(path.join(dist, '.gangazo-builds.json'), JSON.stringify(ledger));
  return dist;
}

describe('shellCssFiles', () => {
  it("takes only the latest build's CSS, not an earlier build's kept for open tabs, nor the editor's", () => {
    const dist = shellDist(
      {
        '310.aaaaaaaaaaaaaaaa.css': '.old{top:0}',
        '73.bbbbbbbbbbbbbbbb.css': '.new{top:0}',
        '190.cccccccccccccccc.css': '.ui{top:0}',
        '359.dddddddddddddddd.css': '/*!\n * Quill Editor v2\n */.ql{top:0}',
      },
      {
        builds: [
          { at: 1, files: ['assets/310.aaaaaaaaaaaaaaaa.css', 'assets/190.cccccccccccccccc.css'] },
          { at: 2, files: ['independent-packages/x.js'] },
          { at: 2, files: ['assets/73.bbbbbbbbbbbbbbbb.css', 'assets/190.cccccccccccccccc.css', 'assets/359.dddddddddddddddd.css'] },
        ],
      },
    );
    expect(shellCssFiles(dist)).toEqual(['assets/190.cccccccccccccccc.css', 'assets/73.bbbbbbbbbbbbbbbb.css']);
  });

  it('without a ledger, every CSS file but the editor’s', () => {
    const dist = shellDist({ '1.aaaaaaaaaaaaaaaa.css': '.a{top:0}', '2.bbbbbbbbbbbbbbbb.css': '.b{top:0}' });
    expect(shellCssFiles(dist)).toEqual(['assets/1.aaaaaaaaaaaaaaaa.css', 'assets/2.bbbbbbbbbbbbbbbb.css']);
  });
});

test('criticalText keeps the rules a page uses, from one parse per file', () => {
  const sheet = { href: '/assets/1.css', chunkName: 'assets/1.css', inline: '.a{top:0}.b{top:1px}' };
  expect(criticalText(sheet, new Set(['a']))).toBe('.a{top:0}');
  expect(criticalText(sheet, new Set(['b']))).toBe('.b{top:1px}');
});
