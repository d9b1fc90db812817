import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../test/build-test-app';
import { AssetModel } from './model';
import { assetStorage, type AssetStorage } from './storage';

let app: FastifyInstance;
let storage: AssetStorage;
beforeAll(async () => {
  app = await buildTestApp();
  storage = assetStorage(app.config.dataDir);
});
afterAll(() => app.close());

const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp', color = '#e8452c') =>
  sharp({ create: { width, height, channels: 3, background: color } })[format]().toBuffer();

test('an accepted image is re-encoded to WebP, capped at 1600 px, stored on disk and recorded', async () => {
  const asset = await storage.save(await solid(3000, 1000, 'png'), 'offer');
  expect(asset.key).toMatch(/^offer\/[0-9a-f]{24}$/);
  expect(asset).toMatchObject({ kind: 'offer', mime: 'image/webp', width: 1600, height: 533 });
  const file = storage.filePath(asset.key);
  expect(file.startsWith(storage.root)).toBe(true);
  const meta = await sharp(fs.readFileSync(file)).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 533 });
  expect(await storage.describe(asset.key)).toEqual(asset);
});

test('every accepted format is taken; small images are not enlarged', async () => {
  for (const format of ['jpeg', 'gif', 'webp'] as const) {
    const asset = await storage.save(await solid(40, 30, format, '#123456'), 'upload');
    expect(asset).toMatchObject({ width: 40, height: 30, mime: 'image/webp' });
  }
});

test('the same picture saved twice shares one key, one file and one row', async () => {
  const bytes = await solid(200, 100, 'png', '#00aa55');
  const first = await storage.save(bytes, 'shop');
  const second = await storage.save(bytes, 'shop');
  expect(second.key).toBe(first.key);
  expect(await AssetModel.countDocuments({ key: first.key })).toBe(1);
});

test('content is checked, not names: SVG, text and truncated files are refused and nothing is stored', async () => {
  const before = await AssetModel.countDocuments();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  await expect(storage.save(svg, 'upload')).rejects.toMatchObject({ statusCode: 415, message: expect.stringContaining('PNG, JPG, GIF o WebP') });
  await expect(storage.save(Buffer.from('hola, no soy una imagen'), 'upload')).rejects.toMatchObject({ statusCode: 415 });
  const png = await solid(300, 300, 'png');
  await expect(storage.save(png.subarray(0, 60), 'upload')).rejects.toMatchObject({ statusCode: 415 });
  expect(await AssetModel.countDocuments()).toBe(before);
});

test('variants are resized, cached on disk, and bad keys or sizes are client errors', async () => {
  const asset = await storage.save(await solid(1200, 900, 'jpeg'), 'offer');
  const card = await storage.variant(asset.key, { width: 320, height: 240 });
  expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  const inside = await storage.variant(asset.key, { width: 400, height: 400, fit: 'inside' });
  expect(await sharp(inside).metadata()).toMatchObject({ width: 400, height: 300 });
  expect(fs.existsSync(`${storage.root}/variants/${asset.key}-320x240-cover.webp`)).toBe(true);

  expect(() => storage.filePath('../../etc/passwd')).toThrow(expect.objectContaining({ statusCode: 404 }));
  await expect(storage.read('offer/ffffffffffffffffffffffff')).rejects.toMatchObject({ statusCode: 404 });
  await expect(storage.variant(asset.key, { width: 5000, height: 10 })).rejects.toMatchObject({ statusCode: 400 });

  await storage.remove(asset.key);
  expect(fs.existsSync(storage.filePath(asset.key))).toBe(false);
  expect(fs.existsSync(`${storage.root}/variants/${asset.key}-320x240-cover.webp`)).toBe(false);
  await expect(storage.describe(asset.key)).rejects.toMatchObject({ statusCode: 404 });
});
