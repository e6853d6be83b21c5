// A repo for a test of the repo's tooling: a fresh temporary folder holding the files it is given.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh temporary folder holding `files` (path from its root → text); returns its path. */
export function tempRepo(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'loqi-repo-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}
