// A slot's server HTML while its code is held (slotRelease.ts): the page around it may re-render
// (a signed-in visitor's top bar swaps its buttons right after hydration) and the slot must keep
// showing what the server drew — not be emptied until its code arrives.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { ShellBootstrap } from '@gangazo/contracts';
import { makeStore } from '@gangazo/platform';
import { ShellProvider, type ShellContextValue } from '../ShellContext';
import { remoteEntry } from '../test-utils/renderShell';
import { RemoteRegistry } from './remoteRegistry';
import { RemoteSlot } from './RemoteSlot';

const bootstrap: ShellBootstrap = {
  siteName: 'Gangazo',
  siteUrl: 'http://localhost',
  apiBase: '/api',
  remotes: [remoteEntry({ name: 'search', slots: ['topbar.search'] })],
};

function SearchBox() {
  return <input aria-label="Buscar" />;
}

function TopBar({ shell, signedIn, store }: { shell: ShellContextValue; signedIn: boolean; store: ReturnType<typeof makeStore> }) {
  return (
    <Provider store={store}>
      <ShellProvider value={shell}>
        <header>
          <RemoteSlot slot="topbar.search" />
          {signedIn ? <button type="button">Perfil</button> : <button type="button">Regístrate / Iniciar sesión</button>}
        </header>
      </ShellProvider>
    </Provider>
  );
}

test('a held slot keeps its server HTML when the page around it re-renders, until its code arrives', async () => {
  let release!: () => void;
  const load = jest.fn(async () => ({ default: { routes: [], slots: { 'topbar.search': SearchBox } } }));
  const registry = new RemoteRegistry(bootstrap, makeStore(), load);
  registry.holdSlots(new Promise((resolve) => (release = resolve)));
  const store = makeStore();
  // One value for the page's life, as bootstrap.tsx hands it to ShellApp.
  const shell = { bootstrap, registry };

  // As the server drew it: the search box inside its Suspense boundary's markers.
  const container = document.createElement('div');
  container.innerHTML = '<header><!--$--><input aria-label="Buscar"/><!--/$--><button type="button">Regístrate / Iniciar sesión</button></header>';
  document.body.append(container);
  const serverInput = container.querySelector('input');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <TopBar shell={shell} signedIn={false} store={store} />, { onRecoverableError: (error) => console.error(error) });
  });
  expect(container.querySelector('input')).toBe(serverInput);

  // The visitor's session applies: the top bar re-renders around the held slot.
  await act(async () => root.render(<TopBar shell={shell} signedIn store={store} />));
  expect(container.querySelector('button')?.textContent).toBe('Perfil');
  expect(container.querySelector('input')).toBe(serverInput);
  expect(load).not.toHaveBeenCalled();

  // The visitor acts: the code arrives and the slot hydrates in place.
  await act(async () => release());
  await act(async () => undefined);
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector('input')).toBe(serverInput);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  root.unmount();
  container.remove();
});
