import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteEntry } from '@gangazo/contracts';
import type { LocalRemote } from '../modules/remotes/service';
import { criticalText, pageStylesheets, shellCssFiles } from './page-styles';

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

test("a local remote's CSS: its module's files, then its lazy parts' marked lazy, each content once", () => {
  const shell = shellDist({ '190.cccccccccccccccc.css': '.ui{top:0}' });
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-remote-'));
  const files = { 'expose.aaaaaaaaaaaaaaaa.css': '.home{top:0}', '86.bbbbbbbbbbbbbbbb.css': '.share{top:0}', '931.cccccccccccccccc.css': '.ui{top:0}' };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(distDir, name), text);
  const css = { sync: ['expose.aaaaaaaaaaaaaaaa.css'], async: ['931.cccccccccccccccc.css', '86.bbbbbbbbbbbbbbbb.css'] };
  fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './remote', assets: { css } }] }));
  const remote = { name: 'coupons', source: 'local' } as RemoteEntry;
  const local = { descriptor: { name: 'coupons' }, distDir } as LocalRemote;
  const sheets = pageStylesheets({ shellDist: shell, remotes: [remote], localRemotes: [local] });
  expect(sheets.map((sheet) => [sheet.href, sheet.lazy ?? false])).toEqual([
    ['/assets/190.cccccccccccccccc.css', false],
    ['/mf/coupons/expose.aaaaaaaaaaaaaaaa.css', false],
    ['/mf/coupons/86.bbbbbbbbbbbbbbbb.css', true],
  ]);
});
