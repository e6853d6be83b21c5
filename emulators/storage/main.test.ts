// The command line: prints one line when ready, serves, stops on SIGTERM; a broken rules file makes it
// exit with the error's line and column.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryFolder, writeRulesFile } from './test/harness';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const folder = temporaryFolder();
afterAll(() => folder.remove());

function run(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = () =>
    new Promise<string>((resolve, reject) => {
      const resolveOnLine = () => stdout.includes('\n') && resolve(stdout.split('\n')[0] as string);
      resolveOnLine();
      child.stdout.on('data', resolveOnLine);
      child.on('exit', () => reject(new Error(`exited before printing a line: ${stderr}`)));
    });
  return { child, firstLine, output: () => ({ stdout, stderr }) };
}

// Each test starts the emulator in a process of its own through tsx, which takes seconds on a busy machine:
// the package's minute-long limit.
describe('tsx emulators/storage/main.ts', () => {
  it('prints one line when ready and stops on SIGTERM', async () => {
    const rules = writeRulesFile(folder.folder, 'service firebase.storage { match /b/{bucket}/o { } }');
    const { child, firstLine, output } = run('--port', '0', '--rules', rules);
    const line = await firstLine();
    expect(line).toMatch(
      new RegExp(`^Storage emulator ready at http://127\\.0\\.0\\.1:\\d+ \\(rules ${rules}\\)$`),
    );
    const url = /http:\/\/\S+/.exec(line)?.[0] as string;
    expect(await (await fetch(`${url}/`)).json()).toEqual({ emulator: 'storage' });

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output().stdout.trim().split('\n')).toHaveLength(1);
  });

  it('exits with the syntax error of a broken rules file', async () => {
    const rules = writeRulesFile(
      folder.folder,
      'service firebase.storage {\n  match /b/{bucket}/o {\n    allow reed;\n  }\n}',
    );
    const { child, output } = run('--port', '0', '--rules', rules);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output().stderr).toContain(`Storage rules error: ${rules}:3:11: unknown method 'reed'`);
  });
});
