// npm run bench:storms — host steps while players pour into a game, at full size, on a local stack of its
// own whose Database emulator delays every message 40 ms each way (the scenarios of
// stack/liveGame/joinStorms.ts, which the integration tests run with 100 and 60 players):
//   1. the host presses Start while 2,000 players join, 25 at a time;
//   2. 1,000 players play two questions while 25 joins are kept in flight.
// It prints each step's time as the host saw it, the joins that landed during the steps, the flood's
// refusals and the stale claims on the game's progress (0 when no join made a step run again).
//
// Usage: npm run bench:storms -- [--storm 2000] [--players 1000] [--latency 40] [--port-offset 5500]
import { parseArgs } from 'node:util';
import { signUpHost } from '../liveGame/clients';
import { stepsUnderFlood, stormAtStart } from '../liveGame/joinStorms';
import { freePortOffset, startLocalStack } from '../stack';

const { values } = parseArgs({
  options: {
    storm: { type: 'string', default: '2000' },
    players: { type: 'string', default: '1000' },
    latency: { type: 'string', default: '40' },
    'port-offset': { type: 'string', default: '5500' },
  },
});
const wholeNumber = (text: string, option: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${option} takes a whole number, not "${text}"`);
  return value;
};
const stormSize = wholeNumber(values.storm, 'storm');
const players = wholeNumber(values.players, 'players');
const latencyMs = wholeNumber(values.latency, 'latency');

const ms = (value: number) => `${Math.round(value)} ms`;

const stack = await startLocalStack({
  portOffset: await freePortOffset(wholeNumber(values['port-offset'], 'port-offset')),
  dataDir: null,
  seedWhenEmpty: false,
  databaseLatencyMs: latencyMs,
});
const host = await signUpHost(stack.config);
try {
  process.stdout.write(`Join storms at ${latencyMs} ms latency each way\n`);
  const storm = await stormAtStart(stack.config, host, { players: stormSize, inFlight: 25, pressAfter: 300 });
  process.stdout.write(
    `storm: ${stormSize} players joining, 25 at a time; Start pressed with ${storm.joinedAtPress} in\n` +
      storm.steps
        .map(({ name, result, ms: time }) => `  ${name}: ${ms(time)} ${JSON.stringify(result)}\n`)
        .join('') +
      `  joined while the steps ran: ${storm.joinedAtCommit - storm.joinedAtPress}; players in: ${storm.rosterSize} of ${storm.players}; stale claims: ${storm.progressRetries}\n`,
  );
  const run = await stepsUnderFlood(stack.config, host, { players, flood: 25, questions: 2 });
  process.stdout.write(
    `flood: ${players} players, two questions, 25 joins kept in flight\n` +
      run.steps
        .map(
          ({ name, question, result, ms: time }) =>
            `  Q${question + 1} ${name}: ${ms(time)} ${JSON.stringify(result)}\n`,
        )
        .join('') +
      `  right by question: ${run.correctStandings.join(', ')}; flood joined ${run.flood.joined}, refused ${JSON.stringify(run.flood.refused)}; stale claims: ${run.progressRetries}\n`,
  );
  process.stdout.write(`${JSON.stringify({ latencyMs, storm, flood: run })}\n`);
} finally {
  await host.close();
  await stack.stop();
}
