// Where the emulator gets its ruleset from: a rules file that is watched and re-read when it changes,
// or, without a file, a ruleset that denies every client request.
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RulesSyntaxError } from './errors';
import { compileRules, type StorageRuleset } from './ruleset';

export type RulesStatus =
  { ruleset: StorageRuleset; error?: undefined } | { ruleset?: undefined; error: Error };

export interface RulesSource {
  current(): RulesStatus;
  close(): void;
}

/** Editors save in bursts (truncate, write, rename): wait for the burst to end before re-reading. */
const RELOAD_DELAY_MS = 40;

export function denyAllRules(): RulesSource {
  const status: RulesStatus = { ruleset: { authorize: () => false } };
  return { current: () => status, close: () => undefined };
}

/**
 * Loads `file` and keeps it loaded: the file's folder is watched (a file watch would be lost when an
 * editor replaces the file), and every change is re-parsed. A change that does not parse leaves the
 * emulator without a ruleset, so client requests are denied, as the Firebase emulator does, and the
 * syntax error is logged with its line and column. The first load throws instead.
 */
export async function watchRulesFile(file: string, log: (message: string) => void): Promise<RulesSource> {
  let text = await readFile(file, 'utf8');
  let status: RulesStatus = { ruleset: compileRules(text, file) };
  let timer: NodeJS.Timeout | undefined;

  const reload = async () => {
    let next: string;
    try {
      next = await readFile(file, 'utf8');
    } catch (error) {
      // Mid-replace the file is briefly missing; the rename that follows triggers another reload.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (next === text) return;
    text = next;
    try {
      status = { ruleset: compileRules(text, file) };
      log(`Storage rules reloaded from ${file}.`);
    } catch (error) {
      if (!(error instanceof RulesSyntaxError)) throw error;
      status = { error };
      log(`Storage rules not loaded, client requests are denied until this is fixed: ${error.message}`);
    }
  };

  const watcher: FSWatcher = watch(
    path.dirname(path.resolve(file)),
    { persistent: false },
    (_event, name) => {
      if (name !== path.basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        reload().catch((error: unknown) => log(`Storage rules could not be re-read: ${String(error)}`));
      }, RELOAD_DELAY_MS);
    },
  );

  return {
    current: () => status,
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
