import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA and axe's best practices; only serious and critical findings fail. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the page shows now (an open dialog included) and fails with each
 * serious or critical violation, its rule, help text and the elements it found.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await transitionsDone(page);
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // axe.run in the page itself: the default runs each frame apart and merges them in a new blank
    // page, three to four times slower here. Only cross-origin frames would be missed, and the
    // app has none (the server's CSP allows frames of its own origin only).
    .setLegacyMode()
    // Only violations are read; passes and the rest come back as one node each, not thousands.
    .options({ resultTypes: ['violations'] })
    .analyze();
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
 * mid-way). Endless ones (loaders) are not waited for.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}
