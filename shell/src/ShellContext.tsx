import { createContext, useContext, type ReactNode } from 'react';
import type { ShellBootstrap } from '@gangazo/contracts';
import type { RemoteRegistry } from './remotes/remoteRegistry';

export interface ShellContextValue {
  bootstrap: ShellBootstrap;
  registry: RemoteRegistry;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellProvider>');
  return value;
}
