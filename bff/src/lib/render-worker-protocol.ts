// Messages between the BFF's main thread and the page renderer's thread (render-worker.ts).
import type { ServerRenderedPage, ServerRenderRequest } from '@gangazo/contracts';
import type { LocalRemote } from '../modules/remotes/service';

export interface RenderWorkerData {
  /** The shell's server build (`shell/dist/server/render.js`). */
  file: string;
  localRemotes: LocalRemote[];
  allowedOrigins: string[];
  codeTimeoutMs: number;
}

export type FetchReply =
  | { type: 'fetched'; id: number; status: number; headers: Record<string, string>; body: ArrayBuffer }
  | { type: 'fetched'; id: number; error: string };

export type ToRenderWorker = { type: 'render'; id: number; request: ServerRenderRequest } | FetchReply;

export type FromRenderWorker =
  | { type: 'ready'; available: boolean; message?: string }
  | { type: 'fetch'; id: number; url: string; method: string; headers: Record<string, string>; body?: string }
  | { type: 'rendered'; id: number; page: ServerRenderedPage }
  | { type: 'render-failed'; id: number; message: string };
