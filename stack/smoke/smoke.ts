// `npm run smoke -- --project <id>`: the smoke test of a deployed project (run it once after the first deploy);
// `npm run smoke -- --local`: of the local stack (`npm start`'s, or one shifted by `--port-offset N` or
// LOQI_PORT_OFFSET). It signs up a throwaway account, plays one short live game and deletes what it made
// (smokeGame.ts), printing a line per step; it exits 0 when it passed, 1 when it failed.
import { parseArgs } from 'node:util';
import { setLogLevel } from 'firebase/app';
import { runSmokeTest } from './smokeGame';
import { localTarget, projectTarget, type SmokeTarget } from './smokeTarget';

const USAGE = 'Usage: npm run smoke -- --project <id> | --local [--port-offset N]';

const say = (line: string) => process.stdout.write(`[smoke] ${line}\n`);

function fail(reason: string): never {
  say(reason);
  process.exit(1);
}

async function chosenTarget(): Promise<SmokeTarget> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        project: { type: 'string' },
        local: { type: 'boolean' },
        'port-offset': { type: 'string' },
      },
    }));
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  if ((values.project === undefined) === (values.local !== true)) return fail(USAGE);
  const offsetText = values['port-offset'] ?? process.env.LOQI_PORT_OFFSET ?? '0';
  const portOffset = Number(offsetText);
  if (values.local && (!Number.isInteger(portOffset) || portOffset < 0))
    return fail(`Not a port offset: "${offsetText}"\n${USAGE}`);
  try {
    return values.project !== undefined ? await projectTarget(values.project) : localTarget(portOffset);
  } catch (error) {
    return fail(`Smoke test failed at "configuration": ${(error as Error).message}`);
  }
}

// A refused write or listen is a step's failure, which its line reports; the SDK's own warning would repeat it.
setLogLevel('error');
const passed = await runSmokeTest(await chosenTarget(), say);
// The SDKs keep timers and sockets a while after their apps are deleted.
process.exit(passed ? 0 : 1);
