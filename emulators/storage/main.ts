// Command line: tsx emulators/storage/main.ts [--host 127.0.0.1] [--port 9199] [--rules storage.rules]
// Prints one line once the emulator accepts requests; stops on SIGINT / SIGTERM.
import { parseArgs } from 'node:util';
import { RulesSyntaxError, startStorageEmulator } from './index';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9199' },
    rules: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port '${values.port}'`);
  process.exit(2);
}

try {
  const emulator = await startStorageEmulator({
    host: values.host,
    port,
    ...(values.rules === undefined ? {} : { rulesFile: values.rules }),
  });
  const rules =
    values.rules === undefined ? 'no rules file: client requests denied' : `rules ${values.rules}`;
  process.stdout.write(`Storage emulator ready at ${emulator.url} (${rules})\n`);
  const shutdown = () => {
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof RulesSyntaxError ? `Storage rules error: ${error.message}` : error);
  process.exit(1);
}
