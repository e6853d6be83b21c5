/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readDeploySettings } from './stack/deploySettings.ts';
import { DEV_WARMUP_FILES, warmUpWanted } from './stack/devServer.ts';
import { readLocalStackConfig } from './stack/localStack.ts';
import { scaledMs } from './stack/timeScale.ts';
import type { AppSettings, LocalStackAddresses } from './src/firebase/config.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const domainDir = fileURLToPath(new URL('./src/domain/', import.meta.url));
const htmlEntry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * What a development build needs to reach the local emulators (see src/firebase/config.ts). A stack
 * started on shifted ports (`LOQI_PORT_OFFSET`, as `npm start` and the browser tests use it) is only
 * reachable if the SPA is built with the same shift.
 */
function localStackAddresses(): LocalStackAddresses {
  const { projectId, storageBucket, databaseNamespaces, auth, functions, database, storage } =
    readLocalStackConfig(Number(process.env.LOQI_PORT_OFFSET ?? 0));
  const { main, games } = databaseNamespaces;
  if (!main || !games) throw new Error('firebase.json needs the database targets "main" and "games"');
  return {
    projectId,
    storageBucket,
    databaseNamespaces: { main, games },
    auth,
    functions,
    database,
    storage,
  };
}

/**
 * The deploy settings the SPA is built with (stack/deploySettings.ts). A production build takes those of the
 * project being deployed (firebase-tools gives its predeploy hook GCLOUD_PROJECT), else the defaults; a
 * development build those the local Functions emulator runs with. A bad value stops the build.
 */
function appSettings(mode: string): AppSettings {
  const { region, gamesDatabaseUrl, mainHost, appCheckSiteKey } =
    mode === 'production'
      ? readDeploySettings(process.env.GCLOUD_PROJECT || undefined)
      : readDeploySettings(readLocalStackConfig().projectId, { emulator: true });
  return { region, gamesDatabaseUrl, mainHost, appCheckSiteKey };
}

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    // Every mode but "production" embeds the local stack: the dev server's "development", and "local-stack",
    // the minified production bundle that tests/browser/hosting.test.ts serves against it (stack/hosting.ts).
    __LOQI_LOCAL_STACK__: JSON.stringify(mode === 'production' ? null : localStackAddresses()),
    __LOQI_SETTINGS__: JSON.stringify(appSettings(mode)),
  },
  resolve: {
    // `@/` is the SPA's root; the functions use the same alias for `@/domain`.
    alias: { '@': srcDir },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Transformed as the server starts rather than at their first request (stack/devServer.ts), unless
    // `npm start` is told not to warm up.
    warmup: { clientFiles: warmUpWanted() ? DEV_WARMUP_FILES : [] },
  },
  // The dev server pre-bundles what the two pages import, lazily loaded screens included, before it serves
  // them. Named, because Vite would otherwise scan every .html under the root, the production builds that
  // tests/browser/hosting.test.ts leaves in tests/artifacts included.
  optimizeDeps: { entries: ['index.html', 'join.html'] },
  build: {
    rolldownOptions: {
      // The domain core is pure (lint keeps platform code out), so a module of it that nothing uses from a page
      // is dropped from that page although the barrel "@/domain" re-exports it: the player's /join imports
      // the barrel and loads only what it uses.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainDir) },
      // Two pages: the app (every route of the router) and the player's /join, a page of its own without
      // the router, which a phone on a school network loads fast. Vite's dev server and preview serve
      // join.html at /join; firebase.json's hosting rewrites it there.
      input: { app: htmlEntry('index.html'), join: htmlEntry('join.html') },
      output: {
        // React and React DOM as one chunk, React Router as another: every screen needs React first and
        // one file compresses better and loads in one request; the player's page needs no router.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](?:react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's 5 s default fails a CPU-heavy unit test (a 300-write property check, a tsx process starting)
    // on a busy two-core machine; a test that hangs still fails, after 30 s (times the run's time scale).
    testTimeout: scaledMs(30_000),
    // `expect.poll` waits for a condition, and its 1 s default is wall-clock luck on a busy machine (a focus
    // moving after a re-render failed the keyboard journey in CI): 5 s times the run's time scale.
    expect: { poll: { timeout: scaledMs(5_000) } },
    // The projects without a stack (domain, spa, functions, stack, rules, tooling and the emulators' own) run
    // their files one after another in one module graph (`isolate: false`): importing the SDKs afresh and, for
    // the SPA, setting up jsdom for every file took more than half their time. A file that mocks a module
    // loads what it tests afresh; the SPA's setup file does that for every file.
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          isolate: false,
          include: ['src/domain/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'spa',
          environment: 'jsdom',
          // One jsdom for all the files, each starting from fresh app modules and its own mocks (src/test/setup.ts).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**'],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
          // Stylesheets stay unprocessed in unit tests, but a `?raw` import must give the file's text (the
          // contrast tests read the colours from it): Vitest blanks it otherwise (vitest-dev/vitest#10788).
          css: { include: [/\.css\?raw$/] },
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          isolate: false,
          include: ['functions/src/**/*.test.ts'],
        },
      },
      // The Database and Storage emulators are packages of their own, each with its project
      // ("database-emulator", "storage-emulator").
      'emulators/*/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'stack',
          environment: 'node',
          isolate: false,
          include: ['stack/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          isolate: false,
          include: ['tests/rules/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/globalSetup.ts'],
          testTimeout: scaledMs(30_000),
          hookTimeout: scaledMs(120_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/globalSetup.ts'],
          // Chromium, Vite and the whole local stack share two cores: one file at a time keeps timings sane.
          fileParallelism: false,
          // The files share one module graph (each launches its own Chromium): importing playwright-core
          // and the Firebase SDKs afresh for every file cost about 2 CPU-seconds each.
          isolate: false,
          testTimeout: scaledMs(60_000),
          hookTimeout: scaledMs(180_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          isolate: false,
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
}));
