// The SPA as production serves it: the minified production build served by firebase-tools' Hosting
// emulator with firebase.json's headers and rewrites, against the browser tests' local stack. Every route
// loads with no Content-Security-Policy violation and no console error, signed out and signed in; the
// responses carry the caching and security headers; /join is the player's page; an unknown path is the
// not-found screen, a missing asset a 404; and a page whose lazy chunk a deploy took away loads itself anew
// once.
// Over 60 s: the production build served by firebase-tools' Hosting emulator, every route loaded.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenTexts } from '@/domain';
import { demoAccount } from '../../stack/demoData';
import { localStackPolicy, type RunningHosting, startHosting } from '../../stack/hosting';
import { repoRoot } from '../../stack/localStack';
import { scaledMs } from '../../stack/timeScale';
import { BROWSER_PORT_OFFSET } from './globalSetup';
import { allowConsoleErrors, heading, journey, screenshot, useChromium, type ViewportName } from './support';

useChromium();

/** The build and its firebase.json, a folder per port offset, so that two runs never share one. */
const hostingDir = path.join(repoRoot, 'tests', 'artifacts', `hosting-${BROWSER_PORT_OFFSET}`);
const publicDir = path.join(hostingDir, 'public');

let hosting: RunningHosting | undefined;

beforeAll(async () => {
  // A copy of the build the other journeys load (the same production build for this stack): a test below
  // takes a chunk away from it, as a deploy would.
  rmSync(publicDir, { recursive: true, force: true });
  cpSync(inject('browserSpaDir'), publicDir, { recursive: true });
  hosting = await startHosting(inject('browserStack'), hostingDir);
});

afterAll(async () => {
  await hosting?.stop();
});

const siteUrl = (pathAndQuery: string): string => {
  if (!hosting) throw new Error('The Hosting emulator is not running.');
  return new URL(pathAndQuery, hosting.url).href;
};

/** firebase.json's own policy, as `firebase deploy` sends it. */
function productionPolicy(): string {
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const policy = firebaseJson.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  if (!policy) throw new Error('firebase.json sends no Content-Security-Policy');
  return policy.value;
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** The hashed files of the build that index.html and join.html load first. */
function entryAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
}

describe('response headers', () => {
  it('serves the pages no-cache and the hashed assets immutable, every response with the security headers', async () => {
    const stack = inject('browserStack');
    const expectedPolicy = localStackPolicy(productionPolicy(), stack);
    const index = await fetch(siteUrl('/'));
    const assets = entryAssets(await index.text());
    expect(assets.length).toBeGreaterThan(2);

    for (const pagePath of ['/', '/index.html', '/join', '/join.html', '/my', '/no/such/page']) {
      const response = await fetch(siteUrl(pagePath));
      expect(response.status, pagePath).toBe(200);
      expect(response.headers.get('content-type'), pagePath).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), pagePath).toBe('no-cache');
    }
    for (const asset of assets) {
      const response = await fetch(siteUrl(asset));
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/', '/join', '/about', assets[0] as string, '/favicon.svg', '/audio/lobby.mp3']) {
      const headers = (await fetch(siteUrl(file))).headers;
      expect(headers.get('content-security-policy'), file).toBe(expectedPolicy);
      expect(headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), file).toMatch(/(^|, )camera=\(\)/);
      expect(headers.get('x-frame-options'), file).toBe('DENY');
    }
  });

  it("keeps the production policy strict, and the local stack's only adds its emulators", () => {
    const stack = inject('browserStack');
    const production = directives(productionPolicy());
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    for (const [name, sources] of production) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources.join(' '), name).not.toMatch(/127\.0\.0\.1|localhost|http:|ws:/);
    }
    const local = directives(localStackPolicy(productionPolicy(), stack));
    const emulatorOrigins = ['auth', 'functions', 'database', 'storage'].flatMap((name) => {
      const { host, port } = stack[name as 'auth'];
      return [`http://${host}:${port}`, `ws://${host}:${port}`];
    });
    for (const [name, sources] of local) {
      const added = sources.filter((source) => !production.get(name)?.includes(source));
      for (const source of added) expect(emulatorOrigins, `${name} ${source}`).toContain(source);
    }
  });

  it('answers a missing hashed asset 404, never with the SPA page', async () => {
    const index = await (await fetch(siteUrl('/'))).text();
    // A deploy's leftover page asks for a chunk of the build before: the browser must not cache index.html
    // as that chunk for a year, nor run it as a module.
    for (const missing of [
      '/assets/AboutPage-gone1234.js',
      '/assets/index-gone1234.css',
      '/assets/deep/gone.js',
    ]) {
      const response = await fetch(siteUrl(missing));
      const body = await response.text();
      expect(response.status, missing).toBe(404);
      expect(body, missing).not.toBe(index);
      expect(body, missing).not.toContain('<div id="root">');
    }
  });

  it('rewrites /join to the player page and serves /__/firebase/init.json', async () => {
    const join = await (await fetch(siteUrl('/join'))).text();
    expect(join).toBe(await (await fetch(siteUrl('/join.html'))).text());
    expect(join).toContain('<title>Join a game | Loqi</title>');
    expect(join).not.toBe(await (await fetch(siteUrl('/'))).text());
    // No inline script: the policy's script-src has no 'unsafe-inline', so one would not run.
    for (const html of [join, await (await fetch(siteUrl('/'))).text()]) {
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    const init = (await (await fetch(siteUrl('/__/firebase/init.json'))).json()) as { projectId: string };
    expect(init.projectId).toBe(inject('browserStack').projectId);
  });
});

/** What the page reports against its Content-Security-Policy, from every frame. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    violations.push(text);
  });
  // A script for the page, as text: this file is compiled without the DOM's types.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    void window.reportPolicyViolation(
      event.effectiveDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')',
    );
  });`);
  return violations;
}

/** Safari on an iPhone, as the phone's page reports itself to scripts. */
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * At the phone size the page also says it is Safari on an iPhone: Firebase Auth's popup/redirect resolver
 * loads Google's gapi script and an iframe for mobile and Safari browsers only, which the policy must not
 * need to allow.
 */
async function asViewportBrowser(context: BrowserContext, page: Page, viewport: ViewportName): Promise<void> {
  if (viewport !== 'phone') return;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_USER_AGENT });
}

interface RouteVisit {
  path: string;
  /** Resolves once the route's screen shows what it loads. */
  ready: (page: Page) => Promise<unknown>;
  /** The screenshot's name. */
  shot: string;
}

// Polled through the browser's protocol: waitForFunction evaluates its text in the page, which the policy forbids.
const titled = (title: string) => (page: Page) =>
  expect.poll(() => page.title(), { timeout: scaledMs(30_000) }).toBe(title);

/**
 * Waits for the screen, then for every request it started (images, chunks, callables) to be over, and checks
 * that every image it shows (the quizzes' covers from Storage among them) loaded.
 */
async function visit(page: Page, { path: routePath, ready, shot }: RouteVisit): Promise<void> {
  await page.goto(siteUrl(routePath));
  await ready(page);
  await page.waitForLoadState('networkidle');
  const brokenImages = await page.locator('img').evaluateAll((images) =>
    images
      .map((image) => image as unknown as { src: string; complete: boolean; naturalWidth: number })
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.src),
  );
  expect(brokenImages, routePath).toEqual([]);
  await screenshot(page, `hosting-${shot}`);
}

const SIGNED_OUT_ROUTES: RouteVisit[] = [
  { path: '/', ready: (page) => page.getByRole('region', { name: 'Get started' }).waitFor(), shot: 'home' },
  {
    path: '/search?q=',
    ready: (page) => page.getByText('World capitals').first().waitFor(),
    shot: 'explore',
  },
  {
    path: '/search?q=capitals',
    ready: (page) => page.getByText('World capitals').first().waitFor(),
    shot: 'search',
  },
  // The viewer shows the quiz's cover image from Storage, which anyone may read.
  {
    path: '/view?q=demo-capitals',
    ready: (page) => page.locator('.viewer-cover img').waitFor(),
    shot: 'viewer',
  },
  { path: '/about', ready: (page) => heading(page, 'About Loqi').waitFor(), shot: 'about' },
  { path: '/terms', ready: (page) => heading(page, 'Terms of Service').waitFor(), shot: 'terms' },
  { path: '/privacy', ready: (page) => heading(page, 'Privacy Policy').waitFor(), shot: 'privacy' },
  { path: '/help/anything', ready: (page) => heading(page, 'Coming soon!').waitFor(), shot: 'help' },
  { path: '/test', ready: titled('Open-ended answer test | Loqi'), shot: 'answer-test' },
  { path: '/forgot', ready: (page) => heading(page, 'Forgot your password?').waitFor(), shot: 'forgot' },
  { path: '/editor', ready: (page) => heading(page, 'Quiz editor').waitFor(), shot: 'editor-new' },
  { path: '/my', ready: (page) => page.getByRole('dialog').waitFor(), shot: 'my-signed-out' },
  { path: '/settings', ready: (page) => page.getByRole('dialog').waitFor(), shot: 'settings-signed-out' },
  { path: '/join', ready: (page) => heading(page, 'Join a game').waitFor(), shot: 'join' },
  {
    path: '/no/such/page',
    ready: (page) => heading(page, 'The page you are looking for does not exist.').waitFor(),
    shot: 'not-found',
  },
];

const SIGNED_IN_ROUTES: RouteVisit[] = [
  { path: '/my', ready: (page) => heading(page, screenTexts.yourQuizzes).waitFor(), shot: 'my' },
  {
    path: '/settings',
    ready: (page) => heading(page, screenTexts.settingsTitle).waitFor(),
    shot: 'settings',
  },
  { path: '/usermgmt', ready: titled('Account management | Loqi'), shot: 'usermgmt' },
  {
    path: '/view?q=demo-draft',
    ready: (page) => heading(page, 'Private draft').waitFor(),
    shot: 'viewer-own',
  },
  {
    path: '/editor?q=demo-capitals',
    ready: (page) => page.getByRole('region', { name: 'Question 1' }).waitFor(),
    shot: 'editor',
  },
  { path: '/host?q=demo-capitals', ready: (page) => heading(page, 'World capitals').waitFor(), shot: 'host' },
];

/** Logs in as the demo account through the Log In dialog of the served site. */
async function logInAsDemo(page: Page): Promise<void> {
  await page.goto(siteUrl('/?login=true'));
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(demoAccount.email);
  await dialog.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('banner').getByRole('link', { name: demoAccount.username, exact: true }).waitFor();
}

describe('every route, as production serves it', () => {
  journey(
    'loads signed out with no policy violation and no console error',
    async ({ page, context, viewport }) => {
      const violations = await recordViolations(context);
      await asViewportBrowser(context, page, viewport);
      for (const route of SIGNED_OUT_ROUTES) await visit(page, route);
      expect(violations).toEqual([]);
    },
    scaledMs(240_000),
  );

  journey(
    'loads signed in as the demo account, through a game opened to its lobby, with no violation',
    async ({ page, context, viewport }) => {
      const violations = await recordViolations(context);
      await asViewportBrowser(context, page, viewport);
      await logInAsDemo(page);
      for (const route of SIGNED_IN_ROUTES) await visit(page, route);

      // Play opens the lobby (startGame, the games database, the lobby's music from the site).
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForURL((url) => url.searchParams.has('s'));
      const shown = (await page.locator('.host-room-code').textContent()) ?? '';
      expect(shown).toMatch(/^[ASDFJKL]{3}-[ASDFJKL]{3}-[ASDFJKL]{3}$/);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'hosting-lobby');

      // A player joins from the /join page of the same site.
      const player = await context.newPage();
      await player.goto(siteUrl(`/join?code=${shown.replaceAll('-', '').toLowerCase()}`));
      await player.getByRole('textbox', { name: 'Your name' }).fill('Hosting Tester');
      await player.getByRole('button', { name: 'Join', exact: true }).click();
      await heading(player, screenTexts.joinWaiting).waitFor();
      await page.locator('.host-lobby-list li').filter({ hasText: 'Hosting Tester' }).waitFor();
      // A page of its own, which support.ts photographs at the desktop size's name: the size goes in the name.
      await screenshot(player, `hosting-joined-${viewport}`);
      await player.close();
      expect(violations).toEqual([]);
    },
    scaledMs(240_000),
  );
});

describe('after a deploy', () => {
  journey(
    'a page whose lazy chunk is gone loads itself anew once, then shows the error screen',
    async ({ page, context }) => {
      const violations = await recordViolations(context);
      await page.goto(siteUrl('/'));
      await page.getByRole('region', { name: 'Get started' }).waitFor();

      // The deploy: the About screen's chunk of the open page's build is no longer on Hosting.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          documents.push(request.url());
      });
      const aboutChunk = aboutChunkFile();
      const moved = `${aboutChunk}.gone`;
      renameSync(aboutChunk, moved);
      try {
        // The missing chunk is answered 404 (the SPA's rewrite leaves /assets/ out); the error screen
        // reports what failed.
        allowConsoleErrors(page, /Failed to fetch dynamically imported module|404|AboutPage/);
        await page.getByRole('link', { name: 'About Loqi' }).click();
        await heading(page, screenTexts.unexpectedError).waitFor();
        expect(new URL(page.url()).pathname).toBe('/about');
        expect(documents).toEqual([siteUrl('/about')]);
        await screenshot(page, 'hosting-chunk-gone');
      } finally {
        if (existsSync(moved)) renameSync(moved, aboutChunk);
      }
      expect(violations).toEqual([]);
    },
  );
});

/** The About screen's chunk in the served build (Vite names a chunk after its module). */
function aboutChunkFile(): string {
  const assetsDir = path.join(publicDir, 'assets');
  const file = readdirSync(assetsDir).find((name) => /^AboutPage-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('The build has no chunk of AboutPage.tsx');
  return path.join(assetsDir, file);
}
