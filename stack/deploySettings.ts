// Loqi's deploy settings (the LOQI_ parameters) as firebase-tools reads them: functions/.env, committed with
// the defaults, then functions/.env.<projectId>, which a deployer adds, and on the emulator functions/.env.local;
// a later file wins. For code outside the functions that must agree with them: the local stack's clients call
// the callables in the functions' region, which the Functions emulator also serves them at.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
// By path and with its extension, not '@/domain': vite.config.ts loads this module too, and Vite's config
// loader knows no alias (nor, natively, extensionless imports).
import { DEFAULT_FUNCTIONS_REGION } from '../src/domain/common/constants.ts';

const repoFunctionsDir = fileURLToPath(new URL('../functions/', import.meta.url));

export interface DeploySettings {
  /** Every setting of the files, LOQI_ or not, as written. */
  env: Readonly<Record<string, string>>;
  /** LOQI_REGION: where the functions run. */
  region: string;
}

export interface DeploySettingsOptions {
  /** The Functions emulator's settings rather than the deploy's. */
  emulator?: boolean;
  /** Where the files are: the repo's functions/ unless a test says otherwise. */
  functionsDir?: string;
}

/** The settings that `firebase deploy` (or, with `emulator`, the Functions emulator) reads for `projectId`. */
export function readDeploySettings(
  projectId: string,
  { emulator = false, functionsDir = repoFunctionsDir }: DeploySettingsOptions = {},
): DeploySettings {
  const files = ['.env', `.env.${projectId}`, ...(emulator ? ['.env.local'] : [])]
    .map((file) => path.join(functionsDir, file))
    .filter((file) => existsSync(file));
  const env: Record<string, string> = {};
  for (const file of files) Object.assign(env, parseEnv(readFileSync(file, 'utf8')));
  return { env, region: env['LOQI_REGION'] || DEFAULT_FUNCTIONS_REGION };
}
