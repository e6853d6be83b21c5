// The player's /join in a real browser (SPEC §2 Player screen; issue 8): a page of its own (join.html)
// outside the app, so the phone loads no router, no Firebase Auth, no music and no video code, shows no
// header or account menu, and has a footer to home, Terms, Privacy and Contact. The SPA runs on Vite's dev server, which serves each module
// and each pre-bundled package as its own request: what the page requests is what it loads.
// `npm run bench:bundle` measures the same in a production build.
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { appUrl, journey, screenshot, useChromium } from './support';

useChromium();

/**
 * Scripts whose address names code the player must not load: the app's entry and router, Auth (SDK or
 * feature), the app shell, music, video, zod.
 */
const FORBIDDEN_SCRIPT =
  /\/src\/main\.tsx|router|auth|RootLayout|SiteHeader|howler|youtube|zod|quizValidation/i;

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The path of a script's address, without Vite's ?v= and ?t= queries. */
const scriptPath = (request: Request) => new URL(request.url()).pathname;

describe('/join', () => {
  journey(
    "loads the player's page without router, Auth, music or video code: a footer, no header",
    async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(appUrl('/join'));
      // Whatever the player screen shows first, then everything it loads at once.
      await page.locator('#main > *').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'join-shell');

      const { auth } = inject('browserStack');
      const authRequests = requests
        .map((request) => request.url())
        .filter((url) => /identitytoolkit|securetoken/.test(url) || new URL(url).port === String(auth.port));
      expect(authRequests, 'requests to Firebase Auth').toEqual([]);
      const scripts = requests.filter((request) => request.resourceType() === 'script').map(scriptPath);
      expect(scripts, 'scripts loaded').toContain('/src/playerMain.tsx');
      expect(scripts.filter((script) => FORBIDDEN_SCRIPT.test(script))).toEqual([]);

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
