// The accessibility audit: axe-core's WCAG 2.1 A and AA rules, run on the page as it stands, in each of
// the four themes at both sizes. A violation of impact serious or critical fails the test; the others are
// kept in tests/artifacts/accessibility/ for the closing note to list, with why.
//
// axe-core runs inside the page, injected once per document. @axe-core/playwright's AxeBuilder injects it
// anew and opens a blank page for every analysis, which cost ten times the analysis itself on our screens
// (about 0.7 s against 0.06 s); it is kept for the pages that hold frames, which only it reaches into.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { THEMES } from '../../src/domain/account/user';
import { repoRoot } from '../../stack/localStack';
import { viewports, type ViewportName } from './support';

const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export const accessibilityDir = path.join(repoRoot, 'tests', 'artifacts', 'accessibility');

// Contrast is judged on the page at rest: an element halfway through a fade-in would be measured at
// the colour it passes through, which is no colour anyone reads.
export const STILL_PAGE_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; }';

export interface AuditFinding {
  label: string;
  theme: string;
  viewport: ViewportName;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AuditOptions {
  /** CSS selectors left out of the audit, each with its reason in the caller (e.g. a third-party iframe). */
  exclude?: string[];
  /** The sizes to audit at; both unless the screen exists at one size only. */
  viewports?: ViewportName[];
}

/**
 * Audits what `page` shows now in every theme at every size, then puts back the page's own theme and
 * size. The page must hold still while it runs (a paused game, a question with a long time limit).
 */
export async function auditInEveryTheme(
  page: Page,
  label: string,
  options: AuditOptions = {},
): Promise<void> {
  const originalSize = page.viewportSize();
  const root = page.locator('html');
  const originalTheme = await root.getAttribute('data-theme');
  const stillStyle = await page.addStyleTag({ content: STILL_PAGE_CSS });
  const blocking: AuditFinding[] = [];
  const others: AuditFinding[] = [];
  try {
    for (const viewport of options.viewports ?? (Object.keys(viewports) as ViewportName[])) {
      await page.setViewportSize(viewports[viewport]);
      for (const theme of THEMES) {
        // Styles are recomputed when axe reads them, so the new theme needs no frame to settle.
        await root.evaluate((element, name) => element.setAttribute('data-theme', name), theme);
        const { violations } = await runAxe(page, { tags: WCAG_21_AA_TAGS, exclude: options.exclude });
        for (const violation of violations) {
          const finding: AuditFinding = {
            label,
            theme,
            viewport,
            rule: violation.id,
            impact: violation.impact ?? 'unknown',
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          };
          (BLOCKING_IMPACTS.has(finding.impact) ? blocking : others).push(finding);
        }
      }
    }
  } finally {
    await stillStyle.evaluate((element) => element.remove());
    await root.evaluate((element, name) => {
      if (name === null) element.removeAttribute('data-theme');
      else element.setAttribute('data-theme', name);
    }, originalTheme);
    if (originalSize) await page.setViewportSize(originalSize);
  }
  recordFindings(others);
  // Soft: a journey auditing several screens goes on to the next, so that one run lists them all.
  expect
    .soft(blocking.map(describeFinding), `serious or critical accessibility violations on ${label}`)
    .toEqual([]);
}

/** What axe reports of a run: the rules' results by outcome, as axe-core gives them. */
type AxeResults = Pick<axe.AxeResults, 'violations' | 'incomplete'>;

/**
 * axe-core's run of the rules with `tags` (or exactly `rules`) on the page's document, `exclude` left out.
 * A page holding frames goes through AxeBuilder, which audits inside each frame too.
 */
export async function runAxe(
  page: Page,
  { tags, rules, exclude = [] }: { tags?: string[]; rules?: string[]; exclude?: string[] },
): Promise<AxeResults> {
  if ((await page.locator('iframe, frame').count()) > 0) {
    let builder = new AxeBuilder({ page });
    builder = rules ? builder.withRules(rules) : builder.withTags(tags ?? []);
    for (const selector of exclude) builder = builder.exclude(selector);
    return builder.analyze();
  }
  const injected = await page.evaluate(() => 'axe' in globalThis);
  if (!injected) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags ?? [] };
  return page.evaluate(
    async ({ runOnly, exclude }) => {
      const { violations, incomplete } = await (globalThis as unknown as { axe: typeof axe }).axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: runOnly as axe.RunOnly, resultTypes: ['violations', 'incomplete'] },
      );
      // Plain data back to the test: the nodes' elements stay in the page.
      return JSON.parse(JSON.stringify({ violations, incomplete })) as AxeResults;
    },
    { runOnly, exclude },
  );
}

function recordFindings(findings: AuditFinding[]): void {
  if (findings.length === 0) return;
  mkdirSync(accessibilityDir, { recursive: true });
  appendFileSync(
    path.join(accessibilityDir, 'findings.jsonl'),
    findings.map((finding) => JSON.stringify(finding)).join('\n') + '\n',
  );
}

const describeFinding = (finding: AuditFinding) =>
  `${finding.label} [${finding.theme}, ${finding.viewport}] ${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`;
