// Starts one local Firebase stack for all integration tests: fresh state, demo data seeded, and every
// port shifted by 1000 so that it runs beside a developer's `npm start`.
// LOQI_INTEGRATION_PORT_OFFSET moves the whole run when those ports are taken (another checkout's
// integration tests running at the same time, say).
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStackConfig, repoRoot } from '../../stack/localStack';
import { firebaseToolsLog, startLocalStack } from '../../stack/stack';

export const INTEGRATION_PORT_OFFSET = Number(process.env.LOQI_INTEGRATION_PORT_OFFSET ?? 1000);

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalStackConfig;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    portOffset: INTEGRATION_PORT_OFFSET,
    dataDir: null,
    seedWhenEmpty: true,
    onFirebaseToolsOutput: firebaseToolsLog(
      path.join(repoRoot, 'tests', 'artifacts', `firebase-tools-integration-${INTEGRATION_PORT_OFFSET}.log`),
    ),
  });
  project.provide('localStack', stack.config);
  return () => stack.stop();
}
