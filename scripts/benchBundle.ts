// npm run bench:bundle — the JavaScript the browser loads to show the player's /join, from a production
// build: each chunk's raw and gzip (level 9) bytes, the total, and any module of a package the player's
// phone must never load to show it (firebase/auth, howler, react-youtube, zod, react-router, and
// canvas-confetti, which only the final screen loads). Fails when /join is at or above its budget of 150 KB
// gzip (150 × 1024 bytes) or holds such a module. Home (/) and /host are printed beside it for comparison.
// What counts as loaded: scripts/bundleBudget.ts.
import { ROUTE_LOADS, formatRouteReport, routeReport } from './bundleBudget';
import { buildProductionBundle } from './productionBundle';

const started = performance.now();
const bundle = await buildProductionBundle();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `Production build in ${seconds} s. JavaScript loaded to show each screen, gzip level 9:\n\n`,
);

const failed: string[] = [];
for (const route of ROUTE_LOADS) {
  try {
    const report = routeReport(bundle.manifest, bundle.graph, bundle.sizeOf, route);
    process.stdout.write(`${formatRouteReport(report, bundle.relative)}\n\n`);
    if (!report.ok) failed.push(route.path);
  } catch (error) {
    process.stderr.write(`${route.path}: ${error instanceof Error ? error.message : String(error)}\n\n`);
    failed.push(route.path);
  }
}
if (failed.length > 0) {
  process.stderr.write(`Failed: ${failed.join(', ')} (over budget, forbidden modules, or not measurable).\n`);
  process.exit(1);
}
