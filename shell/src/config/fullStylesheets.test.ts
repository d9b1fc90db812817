import { loadFullStylesheets } from './fullStylesheets';

function page(): Document {
  document.head.innerHTML =
    '<style data-href="assets/190.css" data-full="/assets/190.css">.a{top:0}</style>' +
    '<style data-href="assets/310.css" data-full="/assets/310.css"></style>' +
    '<style data-href="remote.css">.b{top:0}</style>';
  return document;
}

const links = () => [...document.head.children].map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('data-href')}`);

describe('loadFullStylesheets', () => {
  it('adds each whole file right after its part, in the page order, and resolves once they have loaded or failed', async () => {
    const done = jest.fn();
    const loading = loadFullStylesheets(page(), 60_000).then(done);
    expect(links()).toEqual(['style assets/190.css', 'link /assets/190.css', 'style assets/310.css', 'link /assets/310.css', 'style remote.css']);
    const [first, second] = [...document.querySelectorAll('link')];
    first?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    second?.dispatchEvent(new Event('error'));
    await loading;
    expect(done).toHaveBeenCalled();
  });

  it('does not hold the page past its time, and never adds a file twice', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadFullStylesheets(page(), 3_000);
      jest.advanceTimersByTime(3_000);
      await loading;
      await loadFullStylesheets(document, 3_000);
      expect(document.querySelectorAll('link')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resolves at once on a page without parts', async () => {
    document.head.innerHTML = '<style data-href="assets/190.css">.a{top:0}</style>';
    await loadFullStylesheets(document, 60_000);
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});
