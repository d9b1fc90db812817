import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ShellBootstrap, SlotName } from '@gangazo/contracts';
import type { AppStore } from '../store/types';

export type { SlotName };

/** What the shell hands a remote's `startup` once, before its routes or slots render. */
export interface RemoteStartupContext {
  store: AppStore;
  bootstrap: ShellBootstrap;
  /** This remote's registry entry: its name and the version that was loaded. */
  remote: { name: string; version: string };
}

/**
 * The one module a remote exposes as `./remote`.
 * - `routes`: one route object per path listed in remote.json, with the SAME absolute path
 *   (`/ofertas/:slug`). The shell matches by `path` and renders the object's `element` or
 *   `Component`; nested `children`, `loader` and `action` are not used (data comes from RTK Query).
 * - `slots`: components for places in the shell's frame (`topbar.search`, `topbar.notifications`, `overlay`).
 * - `startup`: runs once after the module loads, e.g. to inject slices or read the bootstrap.
 */
export interface RemoteModule {
  routes: RouteObject[];
  slots?: Partial<Record<SlotName, ComponentType>>;
  startup?: (context: RemoteStartupContext) => void | Promise<void>;
}

/** Identity helper that type-checks a remote's export: `export default defineRemote({ … })`. */
export function defineRemote(remote: RemoteModule): RemoteModule {
  return remote;
}
