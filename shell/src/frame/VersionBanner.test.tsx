import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VersionBanner } from './VersionBanner';

const choice = { kind: 'earlier' as const, version: '1.4.0', entry: 'https://cdn.example.co/coupons/1.4.0/mf-manifest.json', routes: ['/'], slots: [], platform: '^1.0.0' };

test('names each overridden remote and its version; Quitar removes that one', async () => {
  const onRemove = jest.fn();
  render(<VersionBanner overrides={[{ remote: 'coupons', choice }, { remote: 'forum', choice: { ...choice, version: '3.0.0-rc.1' } }]} onRemove={onRemove} />);
  const banner = screen.getByRole('status', { name: 'Versiones de prueba' });
  expect(banner).toHaveTextContent('Estás viendo coupons 1.4.0 (versión de prueba) — Quitar');
  expect(banner).toHaveTextContent('Estás viendo forum 3.0.0-rc.1 (versión de prueba) — Quitar');
  await userEvent.click(screen.getAllByRole('button', { name: 'Quitar' })[1] as HTMLElement);
  expect(onRemove).toHaveBeenCalledWith('forum');
});

test('nothing without overrides', () => {
  const { container } = render(<VersionBanner overrides={[]} onRemove={() => undefined} />);
  expect(container).toBeEmptyDOMElement();
});
