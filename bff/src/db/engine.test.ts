import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { noEngineMessage } from './engine';

const BUILD_SCRIPT = path.resolve(__dirname, '..', '..', 'engine', 'build.cjs');

// The real engine folder already holds a fresh binary (build.cjs would skip), so the script runs
// from a copy with no binary, against a fake `go` that fails the way an offline machine does.
function runBuild(goScript: string | undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-engine-build-'));
  const engine = path.join(dir, 'engine');
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(engine);
  fs.mkdirSync(bin);
  fs.copyFileSync(BUILD_SCRIPT, path.join(engine, 'build.cjs'));
  for (const source of ['main.go', 'go.mod', 'go.sum']) fs.writeFileSync(path.join(engine, source), '');
  if (goScript) fs.writeFileSync(path.join(bin, 'go'), goScript, { mode: 0o755 });
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: goScript ? `${bin}${path.delimiter}${process.env.PATH ?? ''}` : bin };
  delete env.MONGODB_URI;
  const result = spawnSync(process.execPath, [path.join(engine, 'build.cjs')], { env, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

const OFFLINE_GO = `#!/bin/sh
if [ "$1" = version ]; then echo "go version go1.24.0 linux/amd64"; exit 0; fi
echo "go: downloading github.com/FerretDB/FerretDB v1.24.2" >&2
echo "main.go:8:2: github.com/FerretDB/FerretDB@v1.24.2: Get \\"https://proxy.golang.org/github.com/@v/v1.24.2.zip\\": dial tcp: lookup proxy.golang.org: no such host" >&2
exit 1
`;

describe('engine/build.cjs', () => {
  test('a failed go build is one sentence with Go’s error and what to do, and does not fail the build', () => {
    const result = runBuild(OFFLINE_GO);
    expect(result.status).toBe(0);
    const message = result.stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('no se pudo compilar el motor de base de datos embebido');
    expect(message).toContain('lookup proxy.golang.org: no such host');
    expect(message).not.toContain('go: downloading');
    expect(message).toContain('Go 1.24');
    expect(message).toContain('MONGODB_URI');
    expect(message).toContain('mongod');
    expect(message).not.toMatch(/^\s+at /m);
  });

  test('Go’s output is cut short when it is long', () => {
    const noisy = `#!/bin/sh
if [ "$1" = version ]; then exit 0; fi
i=0; while [ $i -lt 200 ]; do echo "pkg/file$i.go:1:1: undefined: something$i" >&2; i=$((i+1)); done
exit 1
`;
    const message = runBuild(noisy).stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message.length).toBeLessThan(800);
    expect(message).toContain('something199');
    expect(message).not.toContain('something150');
  });

  test('without Go it says so and does not fail the build', () => {
    const result = runBuild(undefined);
    expect(result.status).toBe(0);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Go no está instalado');
  });
});

describe('noEngineMessage', () => {
  test('without Go it asks to install Go among the alternatives', () => {
    const message = noEngineMessage('no-go');
    expect(message).toContain('instala Go 1.24');
    expect(message).toContain('MONGODB_URI');
    expect(message).toContain('mongod');
  });

  test('with Go present but a failed build it says the build failed, not that Go is missing', () => {
    const message = noEngineMessage('build-failed');
    expect(message).toContain('Go está instalado pero no pudo compilar el motor embebido');
    expect(message).not.toContain('instala Go');
    expect(message).toContain('MONGODB_URI');
    expect(message).toContain('mongod');
  });

  test('is one line', () => {
    for (const outcome of ['no-go', 'build-failed', 'not-tried'] as const) expect(noEngineMessage(outcome)).not.toContain('\n');
  });
});
