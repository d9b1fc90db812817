import { loadFullStylesheets, type FetchStylesheet } from './fullStylesheets';

function page(): Document {
  document.head.innerHTML =
    '<style data-href="assets/190.css" data-full="/assets/190.css">.a{top:0}</style>' +
    '<style data-href="assets/310.css" data-full="/assets/310.css"></style>' +
    '<style data-href="remote.css">.b{top:0}</style>';
  return document;
}

const links = () => [...document.head.children].map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('data-href')}`);
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('loadFullStylesheets', () => {
  it('fetches each whole file, links it right after its part in the page order, and resolves once they have loaded', async () => {
    const asked: string[] = [];
    const fetchFile: FetchStylesheet = async (href) => {
      asked.push(href);
      return true;
    };
    const done = jest.fn();
    const loading = loadFullStylesheets(page(), 60_000, fetchFile).then(done);
    await settle();
    expect(asked).toEqual(['/assets/190.css', '/assets/310.css']);
    expect(links()).toEqual(['style assets/190.css', 'link /assets/190.css', 'style assets/310.css', 'link /assets/310.css', 'style remote.css']);
    const [first, second] = [...document.querySelectorAll('link')];
    first?.dispatchEvent(new Event('load'));
    await settle();
    expect(done).not.toHaveBeenCalled();
    second?.dispatchEvent(new Event('error'));
    await loading;
    expect(done).toHaveBeenCalled();
    // The file that failed to apply leaves its part, which no longer stands for it.
    expect(links()).toEqual(['style assets/190.css', 'link /assets/190.css', 'style null', 'style remote.css']);
  });

  it('a file that cannot be fetched is never linked, and its part no longer stands for it', async () => {
    const loading = loadFullStylesheets(page(), 60_000, async (href) => href !== '/assets/310.css');
    await settle();
    document.querySelector('link')?.dispatchEvent(new Event('load'));
    await loading;
    expect(links()).toEqual(['style assets/190.css', 'link /assets/190.css', 'style null', 'style remote.css']);
  });

  it('a hung host is given up after its time (the fetch aborted, nothing left pending), and nothing is added twice', async () => {
    jest.useFakeTimers();
    try {
      let aborted = false;
      const hung: FetchStylesheet = (href, signal) =>
        href === '/assets/310.css'
          ? new Promise((resolve) => signal.addEventListener('abort', () => ((aborted = true), resolve(false))))
          : Promise.resolve(true);
      const loading = loadFullStylesheets(page(), 3_000, hung);
      await settle();
      document.querySelector('link')?.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(3_000);
      await loading;
      await settle();
      expect(aborted).toBe(true);
      await loadFullStylesheets(document, 3_000, hung);
      expect(links()).toEqual(['style assets/190.css', 'link /assets/190.css', 'style null', 'style remote.css']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resolves at once on a page without parts', async () => {
    document.head.innerHTML = '<style data-href="assets/190.css">.a{top:0}</style>';
    await loadFullStylesheets(document, 60_000, async () => true);
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});
