import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A and AA rules, on the whole page or on the part `within` selects (a drawer
 * over a screen); only serious and critical findings fail.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe runs in the page itself: the default opens a blank page per check to merge the frames'
    // results and injects axe there again (0.6–0.9 s more per check), and our screens have no
    // frames to merge.
    .setLegacyMode(true)
    // Only the violations are read: axe keeps one node of each other result instead of all.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}
