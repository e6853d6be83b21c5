// The app's shell in a real browser (SPEC §2): home, not-found, help, the host redirect, the static
// pages and the card grid, at phone and desktop sizes.
import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, currentPath, heading, journey, screenshot, useChromium } from './support';

useChromium();

/** The text of an element with its whitespace collapsed, as a reader sees it. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not displayed`);
  return box;
};

const visibleText = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

describe('home', () => {
  journey('shows the cards and the ways into a game and the About page', async ({ page }) => {
    await page.goto(appUrl('/'));
    const cards = page.getByRole('region', { name: 'Get started' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    for (const [title, href] of [
      ['New quiz', '/editor'],
      ['Explore', '/search?q='],
      ['Settings', '/settings'],
    ]) {
      const card = page
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      expect(await card.getAttribute('href'), title).toBe(href);
    }
    expect(await page.getByRole('link', { name: 'Join a live game' }).getAttribute('href')).toBe('/join');
    expect(await page.getByRole('link', { name: 'About Loqi' }).getAttribute('href')).toBe('/about');
    await screenshot(page, 'home');

    await page.getByRole('link', { name: 'Join a live game' }).click();
    await page.waitForURL(appUrl('/join'));
    await page.goBack();
    await page.getByRole('link', { name: 'About Loqi' }).click();
    await heading(page, 'About Loqi').waitFor();
  });

  journey(
    'lays the cards out in 1 column on a phone and 4 on a desktop (SPEC §9)',
    async ({ page, viewport }) => {
      await page.goto(appUrl('/'));
      const grid = page.getByRole('region', { name: 'Get started' }).getByRole('list');
      await grid.getByRole('listitem').first().waitFor();
      const gridBox = await boxOf(grid);
      const cards = grid.getByRole('listitem');
      expect(await cards.count()).toBe(3);
      const first = await boxOf(cards.nth(0));
      const second = await boxOf(cards.nth(1));
      const third = await boxOf(cards.nth(2));

      if (viewport === 'phone') {
        // One column: each card spans the grid and sits below the previous one.
        for (const card of [first, second, third]) expect(card.width).toBeCloseTo(gridBox.width, 0);
        expect(second.y).toBeGreaterThan(first.y + first.height - 1);
        expect(third.y).toBeGreaterThan(second.y + second.height - 1);
      } else {
        // Four columns: the home page lets its first card span two, so the three cards fill one row. The
        // column width is the narrowest card's, the gap what separates the two single-column cards.
        for (const card of [second, third]) expect(card.y).toBe(first.y);
        const column = Math.min(first.width, second.width, third.width);
        const gap = third.x - second.x - second.width;
        const columns = (gridBox.width + gap) / (column + gap);
        expect(columns).toBeCloseTo(4, 1);
      }
    },
  );
});

describe('not found', () => {
  journey('says the page does not exist and leads home', async ({ page }) => {
    await page.goto(appUrl('/no/such/page'));
    await heading(page, 'The page you are looking for does not exist.').waitFor();
    await screenshot(page, 'not-found');

    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL(appUrl('/'));
    await page.getByRole('region', { name: 'Get started' }).waitFor();
  });
});

describe('help', () => {
  journey('shows only "Coming soon!" with a link home', async ({ page }) => {
    await page.goto(appUrl('/help/anything'));
    await heading(page, 'Coming soon!').waitFor();
    const main = page.getByRole('main');
    const homeLink = main.getByRole('link');
    expect(await homeLink.count()).toBe(1);
    expect(await homeLink.getAttribute('href')).toBe('/');
    // Nothing else on the screen: the main area reads the message and the link, in that order.
    expect(await visibleText(main)).toBe(`Coming soon! ${await visibleText(homeLink)}`);
    await screenshot(page, 'help');
  });
});

describe('host without a quiz', () => {
  journey('goes to Explore with an empty search', async ({ page }) => {
    await page.goto(appUrl('/host'));
    await page.waitForURL((url) => url.pathname === '/search');
    expect(currentPath(page)).toBe('/search?q=');
    await heading(page, 'Explore').waitFor();
    await screenshot(page, 'host-to-explore');
  });
});

describe('static pages', () => {
  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/about', 'About Loqi'],
  ] as const) {
    journey(`${path} shows "${title}"`, async ({ page }) => {
      await page.goto(appUrl(path));
      await heading(page, title).waitFor();
      await screenshot(page, path.slice(1));
    });
  }
});
