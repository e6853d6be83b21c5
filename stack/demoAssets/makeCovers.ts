// Redraws the demo quizzes' cover images from covers.html with the local Chromium:
// `npx tsx --tsconfig tsconfig.node.json stack/demoAssets/makeCovers.ts`. The PNGs are committed, so the
// seed needs no browser; run this only after changing the drawing.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const DEMO_COVERS = ['capitals', 'science', 'draft'] as const;

const folder = import.meta.dirname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 * DEMO_COVERS.length } });
  await page.goto(pathToFileURL(path.join(folder, 'covers.html')).href);
  for (const cover of DEMO_COVERS) {
    await page.locator(`#${cover}`).screenshot({ path: path.join(folder, `${cover}.png`) });
  }
} finally {
  await browser.close();
}
