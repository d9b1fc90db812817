// The contract between the BFF and the shell's server build (`shell/dist/server/render.js`): the BFF
// creates the renderer once, lending it an in-process fetch for the API and a loader for remotes'
// server code, then asks it for each page. Types only: nothing here reaches a browser bundle.
import type { ShellBootstrap } from './remotes';

export interface ServerRendererOptions {
  /** Answers the page's API calls in process (the BFF's own routes); guests only, no token. */
  fetch: (input: Request) => Promise<Response>;
  /** The code of a remote's server container for its URL, or a rejection; the BFF decides what may be loaded. */
  loadCode: (url: string) => Promise<string>;
}

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/?ver=hot`. */
  url: string;
  bootstrap: ShellBootstrap;
  /** How long the whole render may take; what is not ready by then is left to the browser. */
  budgetMs: number;
}

export interface ServerRenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the api cache held: the browser hydrates from it instead of fetching again. */
  state: { api: unknown };
  /** Remotes whose server code failed or ran out of time, with why (logged and counted by the BFF). */
  failures: { remote: string; message: string }[];
  timedOut: boolean;
  /** How many times the page was drawn: once more for each round of data found on the way. */
  passes?: number;
}

export interface ServerRenderer {
  render(request: ServerRenderRequest): Promise<ServerRenderedPage>;
}
