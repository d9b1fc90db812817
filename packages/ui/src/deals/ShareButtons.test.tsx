import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButtons } from './ShareButtons';

const url = 'https://gangazo.co/ofertas/televisor-samsung-55-0123456789abcdef01234567';

test('each network gets the canonical address and the title, and copy link reports the outcome', async () => {
  const copy = jest.fn(async () => true);
  const onCopied = jest.fn();
  render(<ShareButtons url={url} title="Televisor Samsung 55&quot;" copy={copy} onCopied={onCopied} />);
  const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
  expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Televisor Samsung 55" ${url}`)}`);
  expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain(encodeURIComponent(url));
  expect(screen.getByRole('link', { name: /Telegram/ }).getAttribute('href')).toContain(encodeURIComponent(url));
  expect(screen.getByRole('link', { name: /en X/ }).getAttribute('href')).toContain(encodeURIComponent(url));
  for (const link of screen.getAllByRole('link')) expect(link.getAttribute('rel')).toContain('noopener');
  // No native sheet where the browser has none.
  expect(screen.queryByRole('button', { name: 'Compartir…' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
  expect(copy).toHaveBeenCalledWith(url);
  expect(onCopied).toHaveBeenCalledWith(true);
});

test("the phone's share sheet is offered where the browser has one", async () => {
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  try {
    render(<ShareButtons url={url} title="Oferta" copy={async () => true} onCopied={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Oferta', url });
  } finally {
    Reflect.deleteProperty(navigator, 'share');
  }
});
