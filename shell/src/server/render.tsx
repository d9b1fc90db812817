// Entry of the shell's server build (`dist/server/render.js`, CommonJS): the BFF requires it once,
// calls `createRenderer`, then `render` for each page a guest asks for. The import below is the
// async boundary: the shared singletons are negotiated before any component module runs.
import type { Renderer, RendererOptions } from './renderer';

export type { RenderedPage, Renderer, RendererOptions, RenderRequest } from './renderer';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
