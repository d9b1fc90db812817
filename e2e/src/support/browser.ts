// Debian's Chromium driven by playwright-core: nothing is downloaded at run time.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readServerState } from './server';

export const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Errors the page threw, so tests can assert a clean console. */
  pageErrors: Error[];
}

export interface SessionOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** Lets a test inject its own tool into the page (axe) past the site's Content-Security-Policy. */
  bypassCSP?: boolean;
}

export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const { baseUrl } = readServerState();
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-CO',
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  waitForInteractiveAfterNavigation(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { browser, context, page, baseUrl, pageErrors };
}

/**
 * Pages arrive rendered by the server and answer clicks once the browser has hydrated them
 * (`<html data-interactive>`, set by the shell). A shopper's click before that is lost, so every
 * navigation in a session waits for it, as a shopper waits for the page to react.
 */
function waitForInteractiveAfterNavigation(page: Page): void {
  const ready = () => page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 30_000 }).then(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
