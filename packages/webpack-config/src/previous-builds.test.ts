import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { KeepPreviousBuildsPlugin, LEDGER, lastBuildFiles, planPrune } from './previous-builds.cjs';

const DAY = 24 * 60 * 60 * 1000;
const options = { keepBuilds: 2, keepMs: DAY, maxBuilds: 10 };

describe('planPrune', () => {
  it('keeps the files of the last builds and deletes what none of them has', () => {
    const builds = [
      { at: 0, files: ['a.1.js', 'index.html'] },
      { at: 10, files: ['a.2.js', 'index.html'] },
    ];
    const plan = planPrune({ ...options, builds, current: ['a.3.js', 'index.html'], existing: ['a.1.js', 'a.2.js', 'a.3.js', 'index.html', 'stray.js'], now: 3 * DAY });
    expect(plan.builds.map((b) => b.files)).toEqual([
      ['a.2.js', 'index.html'],
      ['a.3.js', 'index.html'],
    ]);
    expect(plan.remove).toEqual(['a.1.js', 'stray.js']);
  });

  it('keeps every build of the last day, up to the cap, however many there were', () => {
    const builds = Array.from({ length: 12 }, (_, i) => ({ at: DAY + i, files: [`c.${i}.js`] }));
    const plan = planPrune({ ...options, builds, current: ['c.new.js'], existing: [...builds.map((b) => b.files[0] as string), 'c.new.js'], now: DAY + 100 });
    expect(plan.builds).toHaveLength(10);
    expect(plan.remove).toEqual(['c.0.js', 'c.1.js', 'c.2.js']);
  });

  it('never deletes a file of the current build, even one an old build also had', () => {
    const plan = planPrune({ ...options, keepBuilds: 1, builds: [{ at: 0, files: ['same.js', 'old.js'] }], current: ['same.js'], existing: ['same.js', 'old.js'], now: 5 * DAY });
    expect(plan.remove).toEqual(['old.js']);
  });
});

describe('KeepPreviousBuildsPlugin in a real webpack build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-keep-builds-'));
  const dist = path.join(dir, 'dist');
  let clock = 0;

  async function build(source: string): Promise<string[]> {
    fs.writeFileSync(path.join(dir, 'index.js'), `import('./lazy.js').then((m) => console.log(m.default));\n`);
    fs.writeFileSync(path.join(dir, 'lazy.js'), `export default ${JSON.stringify(source)};\n`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: dist, filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
      optimization: { minimize: false },
      plugins: [new KeepPreviousBuildsPlugin({ keepBuilds: 2, keepMs: DAY, skip: (file: string) => file.startsWith('server/'), now: () => clock })],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    return Object.keys(stats.compilation.assets).sort();
  }

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps the previous build's hashed chunks after a rebuild, and prunes them once they are old and builds behind", async () => {
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'server build');
    fs.writeFileSync(path.join(dist, 'left-by-an-older-build.0123456789abcdef.js'), '');

    const first = await build('primera');
    // Files from before the plugin count as one previous build: kept too.
    expect(fs.existsSync(path.join(dist, 'left-by-an-older-build.0123456789abcdef.js'))).toBe(true);

    clock = 2 * DAY;
    const second = await build('segunda');
    expect(second).not.toEqual(first);
    for (const file of [...first, ...second]) expect(fs.existsSync(path.join(dist, file))).toBe(true);
    expect(lastBuildFiles(dist)).toEqual(second);

    clock = 4 * DAY;
    const third = await build('tercera');
    // Two builds kept (options), and the first is days old: its own chunks are gone.
    const onlyFirst = first.filter((file) => !second.includes(file) && !third.includes(file));
    expect(onlyFirst.length).toBeGreaterThan(0);
    for (const file of onlyFirst) expect(fs.existsSync(path.join(dist, file))).toBe(false);
    for (const file of [...second, ...third]) expect(fs.existsSync(path.join(dist, file))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'left-by-an-older-build.0123456789abcdef.js'))).toBe(false);
    // The server build's folder is its own.
    expect(fs.readFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'utf8')).toBe('server build');
    expect(JSON.parse(fs.readFileSync(path.join(dist, LEDGER), 'utf8')).builds).toHaveLength(2);
  });
});
