import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The success criteria checked: WCAG 2.0 and 2.1, levels A and AA. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule axe found broken, with every element that breaks it. */
export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blocking = new Set(['serious', 'critical']);

/** One line per failing element: the rule, where, and what it asks for. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${violation.help}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
      ),
    )
    .join('\n');
}

/** The serious and critical WCAG 2.1 A/AA violations axe finds in the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
}

/** Fails, naming each rule, element and the help, when axe finds a serious or critical violation on the page. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    throw new Error(`${where} (${page.url()}) is not accessible:\n${describeViolations(violations)}`);
  }
}
