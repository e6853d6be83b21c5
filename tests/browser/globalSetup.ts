// Starts, once for all browser tests, the local Firebase stack (fresh state, demo data seeded) and the real
// SPA, every port shifted by 3000 so that both run beside a developer's `npm start` and the integration
// tests' stack (shifted by 1000).
//
// The SPA is the minified production build, embedding this stack's addresses (stack/hosting.ts), served by
// Vite's preview server: what a phone or a projector really loads. It is built in seconds, where Vite's dev
// server transformed and served each of some 400 modules to every new page, and React's development build
// ran every render with its checks: the journeys took about twice the CPU of the same pages built.
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildForLocalStack } from '../../stack/hosting';
import type { LocalStackConfig } from '../../stack/localStack';
import { readLocalStackConfig, repoRoot } from '../../stack/localStack';
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
    /** The folder of the served build, which hosting.test.ts serves again through the Hosting emulator. */
    browserSpaDir: string;
  }
}

const spaDir = path.join(repoRoot, 'tests', 'artifacts', `spa-${BROWSER_PORT_OFFSET}`);

/** Serves the build in spaDir at VITE_HOST:VITE_PORT, /join from join.html as Hosting does. */
function serveSpa(): Promise<PreviewServer> {
  return preview({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    logLevel: 'warn',
    clearScreen: false,
    build: { outDir: spaDir },
    preview: { host: VITE_HOST, port: VITE_PORT, strictPort: true },
  });
}

export default async function setup(project: TestProject) {
  // The build needs only the stack's addresses: it runs while the stack starts.
  const built = buildForLocalStack(readLocalStackConfig(BROWSER_PORT_OFFSET), spaDir);
  const stack: LocalStack = await startLocalStack({
    portOffset: BROWSER_PORT_OFFSET,
    dataDir: null,
    seedWhenEmpty: true,
    onFirebaseToolsOutput: firebaseToolsLog(
      path.join(repoRoot, 'tests', 'artifacts', `firebase-tools-browser-${BROWSER_PORT_OFFSET}.log`),
    ),
  }).catch(async (error: unknown) => {
    await built.catch(() => undefined);
    throw error;
  });
  let spa: PreviewServer;
  try {
    await built;
    spa = await serveSpa();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const baseUrl = `http://${VITE_HOST}:${VITE_PORT}`;

  project.provide('browserBaseUrl', baseUrl);
  project.provide('browserStack', stack.config);
  project.provide('browserSpaDir', spaDir);
  return async () => {
    await spa.close();
    await stack.stop();
  };
}
