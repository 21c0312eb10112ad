import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 A and AA, axe's best practices and its experimental rules (issue 27), among them
 * label-content-name-mismatch: WCAG 2.5.3, a control's spoken name holds the words it shows, so
 * a speech-input user who says them can press it. Only serious and critical findings fail.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];
const FAILING = new Set(['serious', 'critical']);
/**
 * Two experimental rules never fail a scan, so they are not run: hidden-content only asks for a
 * review of hidden elements (never a violation), and focus-order-semantics' findings are minor.
 * Alone they took 242 and 165 ms of the seven's 503 on /payouts/list. The five left (label in
 * name, p-as-heading, the two table rules, orientation lock) add about a tenth to a scan: run
 * alone, a median of 212 ms against 1,634 for the other rules on /payouts/list, 155 against
 * 1,904 on /payments/transactions (11 runs each, two cores under a load of about 11, so the
 * absolute figures are three times docs/performance.md's; the ratio is what carries over).
 */
const NEVER_FAILING: RunOptions['rules'] = { 'hidden-content': { enabled: false }, 'focus-order-semantics': { enabled: false } };
/** Only violations are read; passes and the rest would come back as one node each, thousands. */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'], rules: NEVER_FAILING };
/**
 * Colour contrast is not checked again on the Spanish screens. It depends on the colours, which
 * the two languages share screen for screen, not on the words; and it is most of a scan's
 * time (226 of 618 ms on /payouts/list, 314 of 749 on /payments/transactions: measured in
 * docs/performance.md). Every other rule, the language-dependent ones among them (names,
 * labels, `lang`, a visible label inside the accessible name), runs in both.
 */
const WITHOUT_CONTRAST: RunOptions = { ...OPTIONS, rules: { ...NEVER_FAILING, 'color-contrast': { enabled: false } } };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's own `axe.run` in the page, its source put in once per document: the audits walk
 * through screens inside the app (one document), and @axe-core/playwright sent and compiled the
 * half-megabyte source again for every scan, about as long as the scan itself
 * (docs/performance.md). The app has no frames (its CSP allows only its own origin's), so
 * scanning the top document is scanning the page.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([all, withoutContrast]) => {
      const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
      return axe.run(document, document.documentElement.lang.startsWith('es') ? withoutContrast : all);
    },
    [OPTIONS, WITHOUT_CONTRAST] as const,
  );
}

/**
 * Runs axe-core on what the page shows now (an open dialog included) and fails with each
 * serious or critical violation, its rule, help text and the elements it found.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await transitionsDone(page);
  const results = await runAxe(page);
  const failing = results.violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  const described = failing.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  expect(described, `${what}: axe found serious or critical violations`).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions to end: axe reads colours as drawn,
 * and a dialog still fading in blends its text with the backdrop (a slow machine caught it
 * mid-way). Endless ones (loaders) are not waited for. Settled means none running at two
 * checks two animation frames apart: a transition that starts a frame after the first check
 * (a dialog's fade, a button taking the focus) was once caught mid-way by the scan.
 */
async function transitionsDone(page: Page): Promise<void> {
  const still = () =>
    page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    );
  await still();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await still();
}
