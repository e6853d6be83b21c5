// Starts, once for all browser tests, the local Firebase stack (fresh state, demo data seeded) and a
// Vite dev server for the real SPA, every port shifted by 3000 so that both run beside a developer's
// `npm start` and the integration tests' stack (shifted by 1000).
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { TestProject } from 'vitest/node';
import type { LocalStackConfig } from '../../stack/localStack';
import { repoRoot } from '../../stack/localStack';
import { firebaseToolsLog, type LocalStack, startLocalStack } from '../../stack/stack';

// LOQI_BROWSER_PORT_OFFSET moves the whole run when something else already listens on the shifted ports
// (a second checkout's `npm start` with LOQI_PORT_OFFSET=3000, say).
export const BROWSER_PORT_OFFSET = Number(process.env.LOQI_BROWSER_PORT_OFFSET ?? 3000);
const VITE_PORT = 5173 + BROWSER_PORT_OFFSET;
// 127.0.0.1 rather than localhost: "localhost" may resolve to ::1 first while Vite listens on IPv4 only.
const VITE_HOST = '127.0.0.1';

declare module 'vitest' {
  export interface ProvidedContext {
    browserBaseUrl: string;
    browserStack: LocalStackConfig;
  }
}

async function startSpa(): Promise<ViteDevServer> {
  // vite.config.ts embeds the emulator addresses of LOQI_PORT_OFFSET into the SPA when it loads, so the
  // variable must be set before createServer reads the config. It is put back afterwards: this is
  // vitest's own process, and the other projects must keep seeing the unshifted defaults.
  const previousOffset = process.env.LOQI_PORT_OFFSET;
  process.env.LOQI_PORT_OFFSET = String(BROWSER_PORT_OFFSET);
  try {
    const server = await createServer({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      // Its own dependency cache, one per port offset: node_modules is shared with other checkouts, and
      // `npm test` runs two browser runs at once, whose Vite servers may be optimising at the same time.
      cacheDir: path.join(repoRoot, 'tests', 'artifacts', `vite-cache-${BROWSER_PORT_OFFSET}`),
      logLevel: 'warn',
      clearScreen: false,
      server: {
        host: VITE_HOST,
        port: VITE_PORT,
        strictPort: true,
        // Nothing edits the sources during a run; watching the whole checkout would only cost CPU.
        watch: null,
      },
    });
    await server.listen();
    return server;
  } finally {
    if (previousOffset === undefined) delete process.env.LOQI_PORT_OFFSET;
    else process.env.LOQI_PORT_OFFSET = previousOffset;
  }
}

export default async function setup(project: TestProject) {
  const stack: LocalStack = await startLocalStack({
    portOffset: BROWSER_PORT_OFFSET,
    dataDir: null,
    seedWhenEmpty: true,
    onFirebaseToolsOutput: firebaseToolsLog(
      path.join(repoRoot, 'tests', 'artifacts', `firebase-tools-browser-${BROWSER_PORT_OFFSET}.log`),
    ),
  });
  let spa: ViteDevServer;
  try {
    spa = await startSpa();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const baseUrl = `http://${VITE_HOST}:${VITE_PORT}`;
  // The first request makes Vite pre-bundle the dependencies; doing it here keeps that minute-long
  // pause out of the first test's timeout.
  await fetch(`${baseUrl}/src/main.tsx`).then((response) => response.text());

  project.provide('browserBaseUrl', baseUrl);
  project.provide('browserStack', stack.config);
  return async () => {
    await spa.close();
    await stack.stop();
  };
}
