// Command line: tsx emulators/database/main.ts [--host 127.0.0.1] [--port 9000] [--rules ns=path ...]
// [--default-rules path] [--latency ms]. Prints one line once it accepts connections; stops on SIGINT
// or SIGTERM.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseLatencyText } from './latency';
import { startDatabaseEmulator } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '9000' },
      rules: { type: 'string', multiple: true, default: [] },
      'default-rules': { type: 'string' },
      latency: { type: 'string', default: '0' },
    },
  });
  const rules: Record<string, string> = {};
  for (const entry of values.rules) {
    const separator = entry.indexOf('=');
    if (separator <= 0 || separator === entry.length - 1) {
      throw new Error(`--rules expects namespace=path, got "${entry}"`);
    }
    rules[entry.slice(0, separator)] = entry.slice(separator + 1);
  }
  const latencyMs = parseLatencyText(values.latency, '--latency');
  const defaultRulesFile = values['default-rules'];
  const emulator = await startDatabaseEmulator({
    host: values.host,
    port: Number(values.port),
    rules,
    defaultRules: defaultRulesFile === undefined ? undefined : await readFile(defaultRulesFile, 'utf8'),
    latencyMs,
  });
  const namespaces = Object.keys(rules);
  process.stdout.write(
    `Database emulator ready at ${emulator.url}` +
      (namespaces.length > 0 ? ` (rules for ${namespaces.join(', ')})` : '') +
      (latencyMs > 0 ? ` (latency ${latencyMs} ms each way)` : '') +
      '\n',
  );
  const stop = () => {
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Database emulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
