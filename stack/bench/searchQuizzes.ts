// npm run bench:search — how long searchQuizzes takes with 100 and with 10,000 public quizzes stored. The
// search index exists so that a query costs what its results cost, not what the database holds: the ratio
// between the two sizes should stay near 1.
//
// For each size, a fresh in-process Database emulator, firebase-admin pointed at it as the Functions
// emulator does (functions/src/test/databaseEmulator.ts), and quizzes saved in batches as a save writes
// them: the quiz record and searchIndexUpdate in one update. Titles and descriptions come from a fixed
// vocabulary through a seeded random generator, topic by topic, so that common words are common. Then each
// query runs through the callable's handler, warm-up first, and is timed run by run; one more run counts
// the requests the emulator receives (list pages and entry reads), the cost that must not grow. Nothing
// is cached between runs but what the real service keeps: the emulator's sorted children stand for
// .indexOn, and the admin SDK keeps no data for a get() with no listener.
//
// Usage: npm run bench:search -- [--runs 200] [--warm-up 20] [--sizes 100,10000]
import { parseArgs } from 'node:util';
import { deleteApp, getApps } from 'firebase-admin/app';
import {
  mainPaths,
  newQuiz,
  searchEntryFor,
  searchIndexUpdate,
  Visibility,
  type QuizRecord,
  type SearchQuizzesRequest,
} from '@/domain';
import { seededRandom } from '@/domain/fixtures/seededRandom';
import { mainDatabase } from '../../functions/src/admin';
import { searchQuizzes } from '../../functions/src/callables/searchQuizzes';
import { callableRequest } from '../../functions/src/test/callableRequest';
import { startDatabaseEmulator, type MetricsReport } from '@loqi/database-emulator';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '20' },
    sizes: { type: 'string', default: '100,10000' },
  },
});
const runs = Number(values.runs);
const warmUpRuns = Number(values['warm-up']);
const sizes = values.sizes.split(',').map(Number);
const [smallSize, largeSize] = sizes as [number, number];

const NAMESPACE = 'demo-loqi-default-rtdb';
const QUIZZES_PER_UPDATE = 250;
/** The rare word is in this many quizzes at any size, so that both sizes have the same results. */
const RARE_WORD_QUIZZES = 5;
const RARE_WORD = 'reykjavik';

// Word shares as generated: "history" is in 30 % of quizzes, "capitals" in 12 to 17 %, "quiz" in 88 %,
// "math" in about 2 %; "history quiz" go together in a quarter of the quizzes, "world capitals" seldom.
const QUERIES: Array<{ name: string; request: SearchQuizzesRequest }> = [
  { name: 'empty search (every public quiz)', request: { search: '' } },
  { name: 'common word prefix "hist" (30 %)', request: { search: 'hist' } },
  { name: 'word prefix "capit" (12-17 %)', request: { search: 'capit' } },
  { name: `rare word "${RARE_WORD}" (5 quizzes)`, request: { search: 'Reykjavík' } },
  { name: 'two words "history quiz"', request: { search: 'history quiz' } },
  { name: 'two words "world capitals"', request: { search: 'world capitals' } },
  { name: 'two words "quiz math"', request: { search: 'quiz math' } },
  { name: 'word "quiz", by plays', request: { search: 'quiz', sort: 'plays' } },
  { name: 'empty search, range 75..100', request: { search: '', range: { start: 75, end: 100 } } },
];

// Words by topic, most used first within each; a quiz draws most of its words from its topic.
const TOPICS = [
  [
    'history',
    'war',
    'ancient',
    'empire',
    'kings',
    'queens',
    'rome',
    'egypt',
    'revolution',
    'medieval',
    'battles',
  ],
  ['geography', 'capitals', 'countries', 'world', 'rivers', 'mountains', 'europe', 'asia', 'africa', 'flags'],
  ['science', 'physics', 'chemistry', 'biology', 'planets', 'space', 'atoms', 'cells', 'energy', 'elements'],
  ['math', 'algebra', 'geometry', 'numbers', 'fractions', 'equations', 'primes', 'angles', 'triangles'],
  ['music', 'songs', 'bands', 'albums', 'guitar', 'piano', 'rock', 'pop', 'jazz', 'singers', 'lyrics'],
  ['movies', 'films', 'actors', 'directors', 'oscars', 'characters', 'cartoons', 'series', 'heroes'],
  ['sports', 'football', 'soccer', 'basketball', 'tennis', 'olympics', 'teams', 'players', 'champions'],
  ['english', 'spanish', 'french', 'words', 'grammar', 'spelling', 'vocabulary', 'verbs', 'nouns'],
  ['food', 'fruit', 'vegetables', 'recipes', 'cooking', 'cheese', 'pizza', 'bread', 'chocolate'],
  ['animals', 'dogs', 'cats', 'birds', 'fish', 'mammals', 'insects', 'reptiles', 'jungle', 'wildlife'],
  ['computers', 'programming', 'internet', 'robots', 'software', 'games', 'videos', 'phones', 'networks'],
];
const GENERAL = [
  'quiz',
  'the',
  'of',
  'and',
  'trivia',
  'test',
  'fun',
  'for',
  'your',
  'knowledge',
  'easy',
  'hard',
  'class',
  'review',
  'facts',
  'famous',
  'general',
  'kids',
  'best',
  'ultimate',
  'challenge',
  'round',
  'level',
  'week',
  'chapter',
  'unit',
  'school',
  'grade',
  'family',
  'night',
  'friends',
  'about',
  'how',
  'who',
  'what',
  'great',
];

/** An index drawn with Zipf weights 1/(i+1): the first items are drawn most often. */
function zipfPicker(count: number, random: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) cumulative.push((total += 1 / (i + 1)));
  return () => {
    const target = random() * total;
    const index = cumulative.findIndex((sum) => sum >= target);
    return index === -1 ? count - 1 : index;
  };
}

interface GeneratedQuiz {
  id: string;
  record: QuizRecord;
}

function generateQuizzes(count: number): GeneratedQuiz[] {
  const random = seededRandom(20_261_121);
  const pickTopic = zipfPicker(TOPICS.length, random);
  const pickGeneral = zipfPicker(GENERAL.length, random);
  const topicPickers = TOPICS.map((words) => zipfPicker(words.length, random));
  const rareEvery = Math.floor(count / RARE_WORD_QUIZZES);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const topic = pickTopic();
    const topicWord = () => TOPICS[topic]?.[topicPickers[topic]?.() ?? 0] ?? '';
    const words = (length: number, topicShare: number) =>
      Array.from({ length }, () => (random() < topicShare ? topicWord() : (GENERAL[pickGeneral()] ?? '')));
    const title = words(2 + Math.floor(random() * 4), 0.6);
    const desc = words(6 + Math.floor(random() * 15), 0.4);
    if (i % rareEvery === rareEvery - 1) desc.push(RARE_WORD);
    const content = newQuiz();
    content.data = {
      ...content.data,
      title: title.join(' ').replace(/^./, (first) => first.toUpperCase()),
      desc: `${desc.join(' ')}.`,
      visibility: Visibility.Public,
    };
    // Modified over a year; played mostly a little, a few a lot.
    const opened = start + Math.floor(random() * 365 * 24 * 3_600_000);
    return { id: `quiz${String(i).padStart(6, '0')}`, record: { owner: `user${i % 500}`, opened, content } };
  });
}

/** Saves the quizzes as addQuiz does, a batch of them per update; returns the seconds it took. */
async function seed(quizzes: GeneratedQuiz[]): Promise<number> {
  const random = seededRandom(7);
  const started = performance.now();
  for (let first = 0; first < quizzes.length; first += QUIZZES_PER_UPDATE) {
    const update: Record<string, unknown> = {};
    for (const { id, record } of quizzes.slice(first, first + QUIZZES_PER_UPDATE)) {
      const plays = Math.floor(Math.exp(random() * 9)) - 1;
      update[mainPaths.quiz(id)] = record;
      Object.assign(
        update,
        searchIndexUpdate(id, null, searchEntryFor(record.content.data, record.opened, plays), record.opened),
      );
    }
    await mainDatabase().ref().update(update);
  }
  return (performance.now() - started) / 1000;
}

interface Timing {
  median: number;
  p95: number;
  results: number;
  /** Requests the emulator received for one run: list pages and entry reads. */
  requests: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

function median(sorted: number[]): number {
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
    : (sorted[Math.floor(middle)] ?? NaN);
}

async function time(request: SearchQuizzesRequest, emulatorUrl: string, timedRuns: number): Promise<Timing> {
  const run = () => searchQuizzes.run(callableRequest(request));
  await fetch(`${emulatorUrl}/.metrics`, { method: 'DELETE' });
  const results = (await run()).length;
  const metrics = (await (await fetch(`${emulatorUrl}/.metrics`)).json()) as MetricsReport;
  const requests = metrics.total.messagesReceived;
  for (let i = 0; i < warmUpRuns; i++) await run();
  const durations: number[] = [];
  for (let i = 0; i < timedRuns; i++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: median(durations), p95: percentile(durations, 0.95), results, requests };
}

interface SizeReport {
  size: number;
  seedSeconds: number;
  rssMiB: number;
  timings: Timing[];
}

async function benchSize(size: number, timedRuns: number): Promise<SizeReport> {
  const emulator = await startDatabaseEmulator({ port: 0 });
  process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  process.env['FIREBASE_CONFIG'] = JSON.stringify({
    projectId: 'demo-loqi',
    databaseURL: `https://${NAMESPACE}.firebaseio.com`,
  });
  const seedSeconds = await seed(generateQuizzes(size));
  // Seeding leaves garbage that the first timed runs would otherwise pay to collect (the script runs
  // node with --expose-gc); what the queries themselves allocate is collected during the runs, as it is.
  gc?.();
  const timings: Timing[] = [];
  for (const { request } of QUERIES) timings.push(await time(request, emulator.url, timedRuns));
  const rssMiB = process.memoryUsage().rss / 2 ** 20;
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await emulator.stop();
  return { size, seedSeconds, rssMiB, timings };
}

// A first pass warms the whole process (the JIT, the admin SDK's connection code), which the first size
// measured would otherwise pay for alone.
await benchSize(smallSize, warmUpRuns);
const small = await benchSize(smallSize, runs);
const large = await benchSize(largeSize, runs);

const ms = (value: number) => value.toFixed(2);
const columns: Array<[string, number]> = [
  ['query', -38],
  ['results', 9],
  ['requests', 9],
  [`median ${smallSize}`, 11],
  [`p95 ${smallSize}`, 9],
  [`median ${largeSize}`, 13],
  [`p95 ${largeSize}`, 11],
  ['ratio', 7],
  ['per result', 11],
];
const row = (cells: string[]) =>
  cells
    .map((cell, i) => {
      const width = columns[i]?.[1] ?? 0;
      return width < 0 ? cell.padEnd(-width) : cell.padStart(width);
    })
    .join(' ');
const lines = [
  `searchQuizzes, ${runs} timed runs after ${warmUpRuns} warm-up runs each (ms); results and requests ` +
    `at ${smallSize} / ${largeSize}; ratio = median at ${largeSize} / median at ${smallSize}, per result ` +
    'the same for the time per result returned',
  row(columns.map(([name]) => name)),
];
const ratios: number[] = [];
const perResultRatios: number[] = [];
for (const [i, { name }] of QUERIES.entries()) {
  const a = small.timings[i] as Timing;
  const b = large.timings[i] as Timing;
  const ratio = b.median / a.median;
  const perResultRatio = b.median / b.results / (a.median / a.results);
  ratios.push(ratio);
  perResultRatios.push(perResultRatio);
  lines.push(
    row([
      name,
      `${a.results}/${b.results}`,
      `${a.requests}/${b.requests}`,
      ms(a.median),
      ms(a.p95),
      ms(b.median),
      ms(b.p95),
      ratio.toFixed(2),
      perResultRatio.toFixed(2),
    ]),
  );
}
lines.push(
  `overall median ratio (${largeSize} / ${smallSize}): ${median(ratios.sort((x, y) => x - y)).toFixed(2)}; ` +
    `per result: ${median(perResultRatios.sort((x, y) => x - y)).toFixed(2)}`,
);
for (const report of [small, large]) {
  lines.push(
    `${report.size} quizzes: seeded in ${report.seedSeconds.toFixed(1)} s; ` +
      `process RSS after the queries (emulator, admin SDK and bench) ${report.rssMiB.toFixed(0)} MiB`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(0);
