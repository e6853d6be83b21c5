// Loqi's deploy settings, in the one place both halves read them: functions/.env (the defaults, committed),
// functions/.env.<projectId> (a deployer's own) and, on the emulator only, functions/.env.local, the files
// firebase-tools loads into the functions, a later file winning. The SPA's build (vite.config.ts), the local
// stack's clients and the smoke test read the same files here, so none of them can disagree with the
// functions on the region or the games database. A bad value stops the build, `npm start` and the smoke
// test with a message that names the setting.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
// By path and with its extension, not '@/domain': vite.config.ts loads this module too, and Vite's config
// loader knows no alias (nor, natively, extensionless imports).
import { DEFAULT_FUNCTIONS_REGION } from '../src/domain/common/constants.ts';

/** The settings the SPA is built with (see src/firebase/config.ts), also what the local tooling needs. */
export interface DeploySettings {
  /** LOQI_REGION: where the functions run, and so where the SPA calls them. */
  region: string;
  /** LOQI_GAMES_DATABASE_URL: the live-game instance, when it is not "{project}-games". */
  gamesDatabaseUrl: string | null;
  /** LOQI_MAIN_HOST: the production domain whose subdomains redirect to it (SPEC §2). */
  mainHost: string | null;
  /** LOQI_APP_CHECK_SITE_KEY: the reCAPTCHA Enterprise site key; App Check is off without it. */
  appCheckSiteKey: string | null;
}

const repoFunctionsDir = fileURLToPath(new URL('../functions/', import.meta.url));

export interface SettingsFilesOptions {
  /** The Functions emulator's settings (with .env.local) rather than the deploy's. */
  emulator?: boolean;
  /** Where the files are: the repo's functions/ unless a test says otherwise. */
  functionsDir?: string;
}

/** Each setting's check: null when the value is good, else what is wrong with it. */
const problems: Record<keyof DeploySettings, (value: string) => string | null> = {
  region: (value) =>
    /^[a-z]+-[a-z]+[0-9]+$/.test(value) ? null : 'is not a Cloud Functions region such as us-central1',
  gamesDatabaseUrl: (value) => {
    if (!URL.canParse(value)) return 'is not a URL';
    const url = new URL(value);
    const databaseHost = /\.(firebaseio\.com|firebasedatabase\.app)$/.test(url.hostname);
    return url.protocol === 'https:' && databaseHost && url.pathname === '/'
      ? null
      : 'is not a Realtime Database URL such as https://<instance>.firebaseio.com';
  },
  mainHost: (value) =>
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value) ? null : 'is not a host name such as loqi.app',
  appCheckSiteKey: (value) => (/^[\w-]{20,}$/.test(value) ? null : 'is not a reCAPTCHA Enterprise site key'),
};

const SETTING_NAMES: Record<keyof DeploySettings, string> = {
  region: 'LOQI_REGION',
  gamesDatabaseUrl: 'LOQI_GAMES_DATABASE_URL',
  mainHost: 'LOQI_MAIN_HOST',
  appCheckSiteKey: 'LOQI_APP_CHECK_SITE_KEY',
};

/** Every setting of the files as written, with the file it comes from, read as firebase-tools reads them. */
export function readSettingsFiles(
  projectId: string | undefined,
  { emulator = false, functionsDir = repoFunctionsDir }: SettingsFilesOptions = {},
): Record<string, { value: string; file: string }> {
  const files = ['.env', ...(projectId ? [`.env.${projectId}`] : []), ...(emulator ? ['.env.local'] : [])]
    .map((file) => path.join(functionsDir, file))
    .filter((file) => existsSync(file));
  const values: Record<string, { value: string; file: string }> = {};
  for (const file of files) {
    for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      if (value !== undefined) values[name] = { value, file };
    }
  }
  return values;
}

/**
 * The deploy settings of `projectId` (the default files alone without one). Throws, naming the setting and
 * its file, when a value is not one the deploy could use.
 */
export function readDeploySettings(projectId?: string, options: SettingsFilesOptions = {}): DeploySettings {
  const values = readSettingsFiles(projectId, options);
  const setting = (key: keyof DeploySettings): string | null => {
    const entry = values[SETTING_NAMES[key]];
    if (!entry || entry.value === '') return null;
    const problem = problems[key](entry.value);
    if (problem) {
      const file = path.relative(path.join(repoFunctionsDir, '..'), entry.file);
      throw new Error(`${SETTING_NAMES[key]}="${entry.value}" in ${file} ${problem}.`);
    }
    return entry.value;
  };
  return {
    region: setting('region') ?? DEFAULT_FUNCTIONS_REGION,
    gamesDatabaseUrl: setting('gamesDatabaseUrl'),
    mainHost: setting('mainHost'),
    appCheckSiteKey: setting('appCheckSiteKey'),
  };
}
