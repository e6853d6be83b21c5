// What every browser test needs: Debian's Chromium driven by playwright-core, a fresh context per test
// at a phone or a desktop size, screenshots of the meaningful steps, and a test failure for any error
// the page logs or throws. The SPA is the real one, its production build served against the real local stack.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { CHROMIUM_PATH } from '../../scripts/testMachine.mjs';
import { repoRoot } from '../../stack/localStack';
import { scaledMs } from '../../stack/timeScale';
import type { SignedInClient } from './accountsOnStack';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;

export const screenshotDir = path.join(repoRoot, 'tests', 'artifacts', 'screenshots');

export const baseUrl = (): string => inject('browserBaseUrl');
/** An absolute URL of the SPA under test. */
export const appUrl = (pathAndQuery: string): string => new URL(pathAndQuery, baseUrl()).href;

/**
 * Console errors that say nothing about the app. Each entry needs its reason.
 * - Chromium logs every HTTP error response as "Failed to load resource" on top of whatever the app
 *   does with it; the Auth emulator answers a wrong password or a taken email with 400. Such answers are
 *   expected in the journeys that provoke them, which allow them with `allowConsoleErrors`; they are
 *   not listed here, so that an unexpected failing request still fails a test.
 */
const BENIGN_CONSOLE_ERRORS: RegExp[] = [];

interface PageState {
  viewport: ViewportName;
  errors: string[];
  allowed: RegExp[];
}
const pageStates = new WeakMap<Page, PageState>();

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

let browser: Browser | undefined;

/** One Chromium for the test file that calls this at its top level. */
export function useChromium(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/**
 * A page in a context of its own (cookies, storage, signed-in user), recording what goes wrong in it;
 * `reducedMotion` is the user's prefers-reduced-motion.
 *
 * 'reduce' unless told: an animation that runs (the lobby's waiting pulse, a spinner, the shimmer of a
 * loading list) makes Chromium draw every frame in software, and a page that draws nothing costs nothing.
 * The journeys whose screens are the animations (game, podium, reducedMotion) ask for 'no-preference'.
 */
export async function newPage(
  viewport: ViewportName,
  { reducedMotion = 'reduce' }: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('Call useChromium() at the top of the test file.');
  const context = await browser.newContext({ viewport: viewports[viewport], reducedMotion });
  const page = await context.newPage();
  // Half the test timeout: long enough for a busy machine (two browser runs beside the unit tests on two
  // cores), short enough that a missing element fails with the locator's name, not a bare timeout.
  page.setDefaultTimeout(scaledMs(30_000));
  // A navigation loads the dev server's whole module graph, which a busy machine (three phones opening
  // the app at once beside the other test runs) can take longer than any locator wait to serve.
  page.setDefaultNavigationTimeout(scaledMs(60_000));
  const state: PageState = { viewport, errors: [], allowed: [] };
  pageStates.set(page, state);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    state.errors.push(`console.error: ${message.text()} (${location.url}:${location.lineNumber})`);
  });
  page.on('pageerror', (error) => state.errors.push(`page error: ${error.stack ?? error.message}`));
  return { context, page };
}

/** Lets a journey provoke an error the browser logs, such as an HTTP 400 from a refused sign-in. */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  pageStates.get(page)?.allowed.push(pattern);
}

/**
 * The next native dialog of the page (alert, confirm, beforeunload), accepted as it opens. Accepting it in
 * the listener matters: an open dialog blocks the page, so an action that raised it (a click waiting for
 * navigations to settle) would otherwise wait for a test that waits for the action.
 */
export function acceptNextDialog(page: Page): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
  });
}

/**
 * Runs a journey over several pages, named by who holds them (`pages` may grow as it goes). When it fails,
 * each page's screenshot is saved as `failed-<name>-<who>` and what the pages logged is added to the error,
 * since it often says why the step the test waited for never came; when it passes, no page may have logged
 * an unexpected error.
 */
export async function journeyOverPages(
  name: string,
  pages: [string, Page][],
  journey: () => Promise<void>,
): Promise<void> {
  const pageErrors = () =>
    pages.flatMap(([who, page]) => unexpectedErrors(page).map((line) => `${who}: ${line}`));
  try {
    await journey();
  } catch (error) {
    await Promise.all(pages.map(([who, page]) => screenshot(page, `failed-${name}-${who}`))).catch(
      () => undefined,
    );
    const logged = pageErrors();
    if (error instanceof Error && logged.length > 0) {
      error.message += `\nErrors in the pages:\n${logged.join('\n')}`;
    }
    throw error;
  }
  expect(pageErrors(), 'errors in the pages').toEqual([]);
}

/** The errors of the page that are neither benign nor allowed by the journey. */
export function unexpectedErrors(page: Page): string[] {
  const state = pageStates.get(page);
  if (!state) return [];
  const tolerated = [...BENIGN_CONSOLE_ERRORS, ...state.allowed];
  return state.errors.filter((error) => !tolerated.some((pattern) => pattern.test(error)));
}

/**
 * Waits until the page's animations and transitions have ended (a screen's entrance, bars growing, rows
 * sliding, colours easing after a change of theme or size), so that a screenshot shows where they end.
 * Not waited for: those that never end (spinners, pulses), a phase bar's fill, which moves on at every
 * tick of its timer, and the podium's confetti, which falls for seconds over a screen that stands still.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    `document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      if (animation.effect?.getComputedTiming().endTime === Infinity) return true;
      const target = animation.effect?.target;
      return target instanceof Element && target.closest('.phase-bar, .podium-confetti') !== null;
    })`,
    undefined,
    { timeout: scaledMs(10_000) },
  );
}

/** Waits until the progress bar `bar` is at least `percent` full (its aria-valuenow). */
export async function filledTo(bar: Locator, percent: number): Promise<void> {
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: scaledMs(10_000) })
    .toBeGreaterThanOrEqual(percent);
}

/** Saves tests/artifacts/screenshots/{name}-{phone|desktop}.png. */
export async function screenshot(
  page: Page,
  name: string,
  /** The size it is taken at, when the page was resized since it opened. */
  viewport: ViewportName = pageStates.get(page)?.viewport ?? 'desktop',
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), fullPage: true });
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  viewport: ViewportName;
}

/**
 * One test per size, phone then desktop, each in a fresh context. The test fails if the page logged an
 * error or threw; when it fails, a screenshot of where it stopped is saved as failed-{journey}.
 */
export function journey(name: string, run: (journey: JourneyContext) => Promise<void>, timeout?: number) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(
      `${name} (${viewport})`,
      async () => {
        const { context, page } = await newPage(viewport);
        try {
          await run({ page, context, viewport });
          expect(unexpectedErrors(page), 'errors in the page').toEqual([]);
        } catch (error) {
          await screenshot(page, `failed-${slug(name)}`).catch(() => undefined);
          throw error;
        } finally {
          await context.close();
        }
      },
      timeout,
    );
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The page's main heading (an h1) of exactly `name`. */
export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Where the page is now, without the origin: "/search?q=". */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * The browser contexts and signed-in clients a test opens beside its journey's page, closed after each
 * test: the test pushes them into the lists this returns.
 */
export function closeAfterEach(): { contexts: BrowserContext[]; clients: SignedInClient[] } {
  const opened = { contexts: [] as BrowserContext[], clients: [] as SignedInClient[] };
  afterEach(async () => {
    await Promise.all([
      ...opened.contexts.splice(0).map((context) => context.close()),
      ...opened.clients.splice(0).map((client) => client.close()),
    ]);
  });
  return opened;
}
