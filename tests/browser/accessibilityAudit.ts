// The accessibility audit of issue 21: axe-core's WCAG 2.1 A and AA rules, run on the page as it stands,
// in each of the four themes at both sizes. A violation of impact serious or critical fails the test;
// the others are kept in tests/artifacts/accessibility/ for the closing note to list, with why.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
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
        let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS);
        for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
        const { violations } = await builder.analyze();
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
