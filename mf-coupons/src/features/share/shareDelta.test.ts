import { toShareDelta } from './shareDelta';

describe('the description sent to the BFF', () => {
  it('keeps inserts and their attributes, reduces embeds to image or video and drops the rest', () => {
    expect(
      toShareDelta([
        { insert: 'Hola ', attributes: { bold: true } },
        { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567' } },
        { insert: { video: 'https://www.youtube.com/embed/abc' }, attributes: {} },
        { insert: { formula: 'x' } },
        { insert: '\n', attributes: { header: 2 } },
      ]),
    ).toEqual({
      ops: [
        { insert: 'Hola ', attributes: { bold: true } },
        { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567' } },
        { insert: { video: 'https://www.youtube.com/embed/abc' } },
        { insert: '\n', attributes: { header: 2 } },
      ],
    });
  });
});
