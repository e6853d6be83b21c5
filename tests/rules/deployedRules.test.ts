// The repository's Database rules files load in the emulator's rules engine: what would not deploy fails
// here, before any test judges a rule through the SDK.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules } from '@loqi/database-emulator/rules';

describe('rules files (https://firebase.google.com/docs/database/security/core-syntax)', () => {
  it.each(['database.rules.json', 'database.games.rules.json'])('loads the repository’s %s', (file) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    expect(() => loadRules(source, file)).not.toThrow();
  });
});
