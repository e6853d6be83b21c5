import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, missingOnMachine, STACK_PROJECTS, UNIT_PROJECTS } from './testMachine.mjs';

describe('missingOnMachine', () => {
  it("says nothing when Chromium's headless shell is there", () => {
    expect(missingOnMachine((file) => file === CHROMIUM_PATH)).toBeNull();
  });

  it('says in one line that Chromium is missing and the command that installs it', () => {
    const message = missingOnMachine(() => false);
    expect(message).toContain('/usr/lib/chromium/chromium-headless-shell is missing');
    expect(message).toContain('sudo apt-get install -y chromium-headless-shell');
    expect(message).not.toContain('\n');
  });
});

describe('the runs of npm test', () => {
  it('cover every vitest project of vite.config.ts, each in one run', async () => {
    const { default: defineConfig } = await import('../vite.config');
    const config =
      typeof defineConfig === 'function'
        ? await defineConfig({ mode: 'test', command: 'serve' })
        : defineConfig;
    const inline = (config.test?.projects ?? []).flatMap((project) =>
      typeof project === 'object' && 'test' in project && project.test?.name ? [project.test.name] : [],
    );
    // The emulators' packages bring their own configs (emulators/*/vitest.config.ts).
    const named = [...inline, 'database-emulator', 'storage-emulator'];
    expect([...UNIT_PROJECTS, ...STACK_PROJECTS].sort()).toEqual([...new Set(named)].sort());
  });
});
