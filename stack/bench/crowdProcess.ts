// The players of `npm run bench:game`, in a process of their own: thousands of light players
// (stack/liveGame/lightPlayer.ts) on one WebSocket each, away from the Database emulator's process, so that
// each process stays within the machine's limit of open files and the emulator's memory is measured alone.
// The bench drives it through IPC (crowdClient.ts); each request is answered once it is done.
import type { GameQuestion } from '@/domain';
import { correctAnswer, wrongAnswer } from '../liveGame/clients';
import { Crowd } from '../liveGame/crowd';
import type { LocalStackConfig } from '../localStack';
import type { CrowdReply, CrowdRequest } from './crowdClient';

const mib = (bytes: number) => bytes / 1024 / 1024;

let config: LocalStackConfig | null = null;
let crowd: Crowd | null = null;
let peakRss = process.memoryUsage().rss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200).unref();

const current = (): Crowd => {
  if (crowd === null) throw new Error('No crowd has joined yet.');
  return crowd;
};

/** Two players in three answer right, so that the ranking moves. */
const answerOf = (question: GameQuestion) => (index: number) =>
  (index % 3 === 2 ? wrongAnswer : correctAnswer)(question);

async function handle(request: CrowdRequest): Promise<unknown> {
  switch (request.kind) {
    case 'configure':
      config = request.config;
      return null;
    case 'join': {
      if (config === null) throw new Error('The crowd has no stack yet.');
      await crowd?.close();
      const started = performance.now();
      crowd = await Crowd.join(config, request.roomCode, request.count, {
        namePrefix: request.namePrefix,
        inFlight: request.inFlight,
      });
      const joinSeconds = (performance.now() - started) / 1000;
      await crowd.untilListening();
      return { joinSeconds, userIDs: crowd.players.map((player) => player.userID) };
    }
    case 'untilMode':
      await current().untilShared(
        (shared) =>
          shared?.gameStatus.mode === request.mode &&
          (request.questionNumber === undefined ||
            shared.gameStatus.info.questionNumber === request.questionNumber),
      );
      return null;
    case 'answer':
      await current().submitAll(request.questionNumber, answerOf(request.question));
      return null;
    case 'standings':
      await current().standingsFor(request.questionNumber);
      return null;
    case 'scores':
      return Object.fromEntries(
        current().players.map((player) => [player.userID, player.record.value?.score ?? null]),
      );
    case 'close': {
      await crowd?.close();
      crowd = null;
      // The peak of this game; the next game's is measured from here.
      const peakRssMiB = mib(peakRss);
      peakRss = process.memoryUsage().rss;
      return { peakRssMiB };
    }
  }
}

process.on('message', (request: CrowdRequest & { id: number }) => {
  handle(request).then(
    (value) => process.send?.({ id: request.id, ok: true, value } satisfies CrowdReply),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies CrowdReply),
  );
});
process.on('disconnect', () => process.exit(0));
