import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDeploySettings } from './deploySettings';

/** A functions directory holding `files` (name → content). */
function functionsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'loqi-settings-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('readDeploySettings', () => {
  it("is the repository's own functions/.env: us-central1, everything else derived or off", () => {
    expect(readDeploySettings()).toEqual({
      region: 'us-central1',
      gamesDatabaseUrl: null,
      mainHost: null,
      appCheckSiteKey: null,
    });
  });

  it("lets a project's .env.<projectId> override the defaults of .env", () => {
    const dir = functionsDir({
      '.env': 'LOQI_REGION=us-central1\nLOQI_GAMES_DATABASE_URL=\n',
      '.env.loqi-school': [
        'LOQI_REGION=europe-west1',
        'LOQI_GAMES_DATABASE_URL=https://loqi-school-live.europe-west1.firebasedatabase.app',
        'LOQI_MAIN_HOST=quiz.example.org',
        'LOQI_APP_CHECK_SITE_KEY=6LcExampleExampleExample_key-1',
      ].join('\n'),
    });
    expect(readDeploySettings('loqi-school', dir)).toEqual({
      region: 'europe-west1',
      gamesDatabaseUrl: 'https://loqi-school-live.europe-west1.firebasedatabase.app',
      mainHost: 'quiz.example.org',
      appCheckSiteKey: '6LcExampleExampleExample_key-1',
    });
    expect(readDeploySettings('another-project', dir).region).toBe('us-central1');
  });

  it.each([
    ['LOQI_REGION=Europe West', /LOQI_REGION="Europe West" in .*\.env\.p is not a Cloud Functions region/],
    ['LOQI_GAMES_DATABASE_URL=loqi-games', /LOQI_GAMES_DATABASE_URL="loqi-games" .* is not a URL/],
    [
      'LOQI_GAMES_DATABASE_URL=https://example.com/db',
      /LOQI_GAMES_DATABASE_URL=.* is not a Realtime Database URL/,
    ],
    ['LOQI_MAIN_HOST=https://loqi.app/', /LOQI_MAIN_HOST=.* is not a host name/],
    [
      'LOQI_APP_CHECK_SITE_KEY=short',
      /LOQI_APP_CHECK_SITE_KEY="short" .* is not a reCAPTCHA Enterprise site key/,
    ],
  ])('refuses %s, naming the setting and its file', (line, message) => {
    const dir = functionsDir({ '.env': '', '.env.p': line });
    expect(() => readDeploySettings('p', dir)).toThrow(message);
  });
});
