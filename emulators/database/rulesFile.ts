// Rules files on disk: read at start-up and watched, so that an edit applies without a restart.

import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

export async function readRulesFile(file: string, namespace: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(
      `Cannot read the rules of namespace "${namespace}" from ${file}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Calls `onChange` with the file's new text after each change. The directory is watched rather than
 * the file, because editors save by replacing the file, which ends a watch on the file itself.
 * Returns a function that stops watching.
 */
export function watchRulesFile(
  file: string,
  initialText: string,
  onChange: (text: string) => void,
): () => void {
  let lastText = initialText;
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    readFile(file, 'utf8').then(
      (text) => {
        if (text === lastText) return;
        lastText = text;
        onChange(text);
      },
      // A file briefly missing in the middle of a save is picked up by the next event.
      () => undefined,
    );
  };
  const watcher: FSWatcher = watch(dirname(file), { persistent: false }, (_event, name) => {
    if (name !== null && name !== basename(file)) return;
    // Saves arrive as several events; read once they settle.
    clearTimeout(timer);
    timer = setTimeout(reload, 25);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
