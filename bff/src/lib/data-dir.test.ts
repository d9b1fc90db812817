import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, ConfigError } from '../config';
import { dataDirProblem } from './data-dir';

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-data-dir-'));

test('a missing folder is made; a usable one is fine', () => {
  const dir = path.join(temp(), 'a', 'b');
  expect(dataDirProblem(dir)).toBeNull();
  expect(fs.statSync(dir).isDirectory()).toBe(true);
  expect(dataDirProblem(dir)).toBeNull();
});

test('a file where the folder (or a parent) belongs is told in one Spanish sentence', () => {
  const file = path.join(temp(), 'datos');
  fs.writeFileSync(file, '');
  const sentence = `No se puede usar la carpeta de datos ${file}: en su lugar (o en una carpeta superior) hay un archivo. Elige otra con DATA_DIR=/ruta/a/una/carpeta.`;
  expect(dataDirProblem(file)).toBe(sentence);
  expect(dataDirProblem(path.join(file, 'db'))).toBe(sentence.replace(file, path.join(file, 'db')));
});

test('the configuration stops with that sentence (no EEXIST stack) when it would keep its secret there', () => {
  const file = path.join(temp(), 'datos');
  fs.writeFileSync(file, '');
  expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: file })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: file })).toThrow(/^No se puede usar la carpeta de datos .*: en su lugar/);
});
