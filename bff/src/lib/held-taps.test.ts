/**
 * @jest-environment jsdom
 */
// The page's inline loader (SCRIPT_AFTER_PAINT) run as a browser runs it: a tap before the page
// answers is held, then given to the control once, when it can take it.
import { SCRIPT_AFTER_PAINT } from './shell-html';

const loader = SCRIPT_AFTER_PAINT.replace(/^<script>/, '').replace(/<\/script>$/, '');

// The BFF is compiled without the DOM's types: what these tests touch of jsdom's, by shape.
interface TestElement {
  type: string;
  textContent: string | null;
  disabled: boolean;
  click(): void;
  appendChild(child: TestElement): void;
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void): void;
}
const { document, Event } = globalThis as unknown as {
  document: { body: TestElement & { innerHTML: string }; createElement(tag: string): TestElement; dispatchEvent(event: unknown): boolean };
  Event: new (type: string) => unknown;
};

/** A server-drawn button whose handler (the hydrated page's) is wired only when the page answers. */
function serverButton(label: string): { button: TestElement; taps: () => number; answer: () => void } {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  document.body.appendChild(button);
  let count = 0;
  const answer = () => {
    button.addEventListener('click', () => (count += 1));
    document.dispatchEvent(new Event('gangazo:interactive'));
  };
  return { button, taps: () => count, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  document.body.innerHTML = '';
  // Each test is a page load of its own: the loader's listeners are new each time.
  new Function(loader)();
});

test('two taps before the page answers reach the button once, when it answers', async () => {
  const { button, taps, answer } = serverButton('Iniciar sesión');
  button.click();
  button.click();
  await settle();
  expect(taps()).toBe(0);
  answer();
  await settle();
  expect(taps()).toBe(1);
  // After that, taps go straight through.
  button.click();
  expect(taps()).toBe(2);
});

test('a button disabled when the page answers (a vote while the session is checked) gets the tap once it is enabled', async () => {
  const { button, taps, answer } = serverButton('Votar caliente');
  button.click();
  button.disabled = true;
  answer();
  await settle();
  expect(taps()).toBe(0);
  button.disabled = false;
  await settle();
  expect(taps()).toBe(1);
  // Disabled and enabled again later: no second replay.
  button.disabled = true;
  button.disabled = false;
  await settle();
  expect(taps()).toBe(1);
});

test('a button still disabled after 10 s gives up the held tap', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const { button, taps, answer } = serverButton('Votar frío');
    button.click();
    button.disabled = true;
    answer();
    jest.advanceTimersByTime(10_001);
    button.disabled = false;
    await Promise.resolve();
    await Promise.resolve();
    expect(taps()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

test('a tap on a button disabled at the time, or on a submit button of a form, is not held', async () => {
  const { button, taps, answer } = serverButton('Enviar');
  button.disabled = true;
  button.click();
  button.disabled = false;
  const form = document.createElement('form');
  const submit = document.createElement('button');
  submit.type = 'submit';
  form.appendChild(submit);
  document.body.appendChild(form);
  let submitted = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted += 1;
  });
  submit.click();
  expect(submitted).toBe(1);
  answer();
  await settle();
  expect(taps()).toBe(0);
});
