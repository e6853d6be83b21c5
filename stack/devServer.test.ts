// The dev server of `npm start` transforms the app as it starts, so that a screen first opened in a new tab
// (the report beside the podium, a phone's /join) does not wait for its modules' first transforms.
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import type { UserConfigFnObject } from 'vite';
import viteConfig from '../vite.config';
import { DEV_WARMUP_FILES } from './devServer';
import { repoRoot } from './localStack';

describe("the dev server's warm-up", () => {
  it('covers both pages and every lazily loaded screen, the report first', async () => {
    const config = await (viteConfig as UserConfigFnObject)({ command: 'serve', mode: 'development' });
    expect(config.server?.warmup?.clientFiles).toEqual(DEV_WARMUP_FILES);
    const warmed = globSync(DEV_WARMUP_FILES, { cwd: repoRoot });
    const screens = globSync(['src/features/**/*Page.tsx'], { cwd: repoRoot, ignore: ['**/*.test.tsx'] });
    expect(screens).toContain('src/features/reports/ReportPage.tsx');
    expect(warmed).toEqual(expect.arrayContaining(['src/main.tsx', 'src/playerMain.tsx', ...screens]));
  });
});
