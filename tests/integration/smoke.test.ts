// `npm run smoke -- --local` as a deployer runs it against a project, here against the integration stack: it
// passes step by step, and afterwards the emulators hold nothing of what it made but the game it ended, which
// cleanUpGames deletes at its expiry (a host cannot delete a game).
import { spawn } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { gamePaths, mainPaths } from '@/domain';
import { readDeploySettings } from '../../stack/deploySettings';
import { readGamesAsAdmin } from '../../stack/liveGame/clients';
import { repoRoot } from '../../stack/localStack';
import { scaledMs } from '../../stack/timeScale';
import { readAsAdmin, waitForNothing, waitForRead } from './support';

const stack = inject('localStack');

/** Runs `npm run smoke -- ...args` in the repository; resolves with its exit code and its `[smoke]` lines. */
function runSmoke(args: string[]): Promise<{ code: number | null; lines: string[]; output: string }> {
  const child = spawn('npm', ['run', 'smoke', '--', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const lines = output
        .split('\n')
        .flatMap((line) => (line.startsWith('[smoke] ') ? [line.slice(8)] : []));
      resolve({ code, lines, output });
    });
  });
}

const STEPS = [
  'sign up',
  'user record',
  'save quiz (addQuiz)',
  'save quiz again (setQuiz)',
  'start game',
  'host screen',
  'players join',
  'start playing',
  ...['question 1 (single choice)', 'question 2 (open-ended)'].flatMap((question) =>
    ['open', 'answer', 'end and score', 'check scores and standings'].map((part) => `${question}: ${part}`),
  ),
  'game over',
  'game report',
  'delete quiz (requestDeletion)',
  'delete report (deleteReport)',
  'delete account',
];

/** What a step's line says after its name, without its time. */
function found(lines: string[], step: string): string {
  const line = lines.find((candidate) => candidate.startsWith(`ok   ${step}: `)) ?? '';
  return line.slice(`ok   ${step}: `.length).replace(/ \(\d+\.\d s\)$/, '');
}

/** The Auth emulator's accounts with id `uid` (none once deleted). */
async function accountsWithId(uid: string): Promise<unknown[]> {
  const { host, port } = stack.auth;
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { users?: unknown[] }).users ?? [];
}

describe('npm run smoke', () => {
  it(
    'plays a game on the local stack step by step, passes, and leaves nothing behind but the ended game',
    { timeout: scaledMs(300_000) },
    async () => {
      const { code, lines, output } = await runSmoke(['--local', '--port-offset', String(stack.portOffset)]);

      expect(code, output).toBe(0);
      expect(lines[0]).toBe(
        `Smoke test of the local stack (${stack.projectId}, ports shifted by ${stack.portOffset}, functions in ${readDeploySettings(stack.projectId).region})`,
      );
      // Each step's line, by the step it names (its name, when it does, else the whole line).
      expect(
        lines.slice(1, -1).map((line, index) => {
          const step = STEPS[index] ?? '';
          return line.startsWith(`ok   ${step}: `) ? step : line;
        }),
      ).toEqual(STEPS);
      expect(lines.at(-1)).toMatch(/^Smoke test passed in \d+\.\d s$/);
      expect(found(lines, 'question 1 (single choice): end and score')).toMatch(
        /^Ana \+([5-9]\d\d|1000) = \1, Ben \+0 = 0, Cy \+([5-9]\d\d|1000) = \2$/,
      );

      const uid = /, uid (\S+)$/.exec(found(lines, 'sign up'))?.[1] as string;
      const quizId = /^quiz (\S+)$/.exec(found(lines, 'save quiz (addQuiz)'))?.[1] as string;
      const gameId = /^game (\S+)$/.exec(found(lines, 'start game'))?.[1] as string;
      expect([uid, quizId, gameId].every((id) => typeof id === 'string')).toBe(true);

      expect(await accountsWithId(uid)).toEqual([]);
      await waitForNothing(mainPaths.user(uid));
      // The deletion's trigger frees the username after it removes the record.
      await waitForRead(
        'usernames',
        (names) => !Object.values((names ?? {}) as Record<string, string>).includes(uid),
        'the username freed',
      );
      expect(await readAsAdmin(mainPaths.quiz(quizId))).toBeNull();
      expect(await readAsAdmin(mainPaths.searchEntry(quizId))).toBeNull();
      expect(found(lines, 'game report')).toBe(
        '3 players, 2 questions, every answer and score as the players were told',
      );
      expect(await readAsAdmin(mainPaths.report(gameId))).toBeNull();
      expect(await readAsAdmin(mainPaths.reportListings(uid))).toBeNull();
      expect(await readGamesAsAdmin(stack, gamePaths.hostedGames(uid))).toBeNull();
      // The ended game and its entry among its quiz's games stay until cleanUpGames deletes them at its expiry.
      expect(await readGamesAsAdmin(stack, gamePaths.quizGames(quizId))).toEqual({ [gameId]: true });
      const endedAt = (await readGamesAsAdmin(stack, `${gamePaths.hostInfo(gameId)}/endedAt`)) as number;
      const expiry = (await readGamesAsAdmin(stack, gamePaths.gameExpiry(gameId))) as { expiresAt: number };
      // The final results set the expiry an hour after the step: a game ended, not one left running for 6 hours.
      expect(expiry.expiresAt).toBeGreaterThan(endedAt);
      expect(expiry.expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    },
  );

  it('refuses to run without a target, saying how to run it', async () => {
    const { code, lines } = await runSmoke([]);

    expect(code).toBe(1);
    expect(lines).toEqual(['Usage: npm run smoke -- --project <id> | --local [--port-offset N]']);
  });
});
