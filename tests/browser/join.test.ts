// The player's /join in a real browser (SPEC §2 Player screen): a page of its own (join.html)
// outside the app, so the phone loads no router, no Firebase Auth, no music and no video code, shows no
// header or account menu, and has a footer to home, Terms, Privacy and Contact. The page is the production
// build: every script it loads is read for the code it must not hold. scripts/benchBundle.test.ts checks
// the same in the build's module graph, and `npm run bench:bundle` measures its size.
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { appUrl, journey, screenshot, useChromium } from './support';

useChromium();

/**
 * What the player must not load, each by a text only its code holds (minification keeps strings): the
 * app's entry and router chunks (named in vite.config.ts), the Auth SDK, the app shell's header, music,
 * video, zod and the quiz file worker.
 */
const FORBIDDEN_CODE: [string, RegExp][] = [
  ['the app entry or the router chunk', /\/assets\/(?:app|router)-[^/]*\.js$/],
  ['Firebase Auth', /identitytoolkit\.googleapis\.com/],
  ['the site header', /navigation-progress/],
  ['howler', /HTML5 Audio pool exhausted/],
  ['react-youtube', /youtube\.com\/iframe_api/],
  ['zod', /ZodError/],
  // Its URL is named in the chunk that starts it: neither loads on the player's page.
  ['the quiz file worker', /quizFilePreviewWorker/],
];

/** Every script response of the page from now on. */
function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

describe('/join', () => {
  journey(
    "loads the player's page without router, Auth, music or video code: a footer, no header",
    async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const scripts = recordScripts(page);
      await page.goto(appUrl('/join'));
      // Whatever the player screen shows first, then everything it loads at once.
      await page.locator('#main > *').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'join-shell');

      const { auth } = inject('browserStack');
      const authRequests = requests.filter(
        (url) => /identitytoolkit|securetoken/.test(url) || new URL(url).port === String(auth.port),
      );
      expect(authRequests, 'requests to Firebase Auth').toEqual([]);
      const loaded = await Promise.all(
        scripts.map(async (response) => ({
          path: new URL(response.url()).pathname,
          code: await response.text(),
        })),
      );
      expect(
        loaded.map((script) => script.path),
        'scripts loaded',
      ).toContainEqual(expect.stringMatching(/^\/assets\/join-[^/]*\.js$/));
      const found = loaded.flatMap((script) =>
        FORBIDDEN_CODE.filter(([, pattern]) => pattern.test(script.path) || pattern.test(script.code)).map(
          ([what]) => `${what} in ${script.path}`,
        ),
      );
      expect(found, 'code the player must not load').toEqual([]);

      expect(await page.getByRole('banner').count(), 'site header').toBe(0);
      expect(await page.getByRole('link', { name: 'Log In' }).count(), 'Log In link').toBe(0);
      expect(await page.getByRole('navigation', { name: 'Account' }).count(), 'account menu').toBe(0);

      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('link');
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => [element.textContent, element.getAttribute('href')]),
      );
      expect(hrefs).toEqual([
        ['Home', '/'],
        ['Terms', '/terms'],
        ['Privacy', '/privacy'],
        ['Contact', expect.stringMatching(/^mailto:\S+@\S+$/)],
      ]);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      // The footer sits at the bottom of the viewport when the screen is short, as in the app shell.
      const footerBox = await footer.boundingBox();
      const viewport = page.viewportSize();
      expect(footerBox && viewport && footerBox.y + footerBox.height).toBeGreaterThanOrEqual(
        (viewport?.height ?? 0) - 1,
      );
    },
  );

  journey('leads home, where the app shell with its header and Log In loads, and back', async ({ page }) => {
    await page.goto(appUrl('/join'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(appUrl('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await page.getByRole('region', { name: 'Get started' }).waitFor();
    // The app's link loads the player's page as the document it is, not as a route of the app.
    await page.getByRole('link', { name: 'Join a live game' }).click();
    await page.waitForURL(appUrl('/join'));
    await page.getByRole('heading', { level: 1, name: 'Join a game' }).waitFor();
    expect(await page.getByRole('banner').count(), 'site header').toBe(0);
  });
});
