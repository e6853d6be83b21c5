// The real production build, measured as `npm run bench:bundle` measures it (a few seconds): a change that
// brings Firebase Auth, music, video, zod, the router or the final screen's confetti onto the player's phone, or moves a route the bench measures,
// fails `npm test`, not only the bench. The 150 KB budget itself is the bench's to judge.
import { describe, expect, it } from 'vitest';
import { ROUTE_LOADS, routeReport } from './bundleBudget';
import { buildProductionBundle } from './productionBundle';

describe('the production build', () => {
  it('measures every route, and /join holds no module of firebase/auth, howler, react-youtube, zod, react-router or canvas-confetti', async () => {
    const bundle = await buildProductionBundle();
    const reports = ROUTE_LOADS.map((route) =>
      routeReport(bundle.manifest, bundle.graph, bundle.sizeOf, route),
    );
    const join = reports.find((report) => report.route.path === '/join');
    expect(join?.chunks[0]?.key).toBe('join.html');
    expect(join?.forbidden.map((found) => `${found.package} in ${found.file}`)).toEqual([]);
    expect(bundle.graph.modules[join?.chunks[0]?.file ?? '']).toContainEqual(
      expect.stringMatching(/src\/features\/play\/JoinPage\.tsx$/),
    );
  }, 120_000);
});
