import { imageUrl, isAssetKey, offerImageSrc, snapImageSize } from './images';

test('sizes snap up to the ladder, capped at 1600', () => {
  expect(snapImageSize(300)).toBe(320);
  expect(snapImageSize(320)).toBe(320);
  expect(snapImageSize(1)).toBe(32);
  expect(snapImageSize(5000)).toBe(1600);
});

test('image URLs and the SPEC §4 fallback order', () => {
  const key = 'offer/0123456789abcdef01234567';
  expect(isAssetKey(key)).toBe(true);
  expect(isAssetKey('offer/../../etc')).toBe(false);
  expect(imageUrl(key, { width: 300, height: 200 })).toBe(`/api/v1/images/${key}?width=320&height=200`);
  expect(imageUrl(key)).toBe(`/api/v1/images/${key}`);
  expect(offerImageSrc({ image_key: key, image_url: 'https://x.co/a.jpg' }, { width: 64 }, '/d.png')).toBe(`/api/v1/images/${key}?width=64`);
  expect(offerImageSrc({ image_key: null, image_url: 'https://x.co/a.jpg' }, {}, '/d.png')).toBe('https://x.co/a.jpg');
  expect(offerImageSrc({ image_key: null, image_url: null }, {}, '/d.png')).toBe('/d.png');
});
